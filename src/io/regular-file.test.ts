import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { FileRefused, readRegularFile } from './regular-file.js';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gate-regular-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const refusal = async (path: string, max = 1024, follow = false): Promise<string> => {
  try {
    await readRegularFile(path, max, { followSymlink: follow });
    return 'read';
  } catch (err) {
    assert.ok(err instanceof FileRefused, String(err));
    return err.code;
  }
};

test('reads a regular file whole, up to and at the bound', async () => {
  const file = join(dir, 'ok');
  await writeFile(file, 'abc');
  assert.equal((await readRegularFile(file, 3)).toString(), 'abc');
  assert.equal((await readRegularFile(join(dir, 'ok'), 1024)).toString(), 'abc');
  await writeFile(join(dir, 'empty'), '');
  assert.equal((await readRegularFile(join(dir, 'empty'), 0)).length, 0);
});

test('refuses what is not a bounded regular file, without waiting or reading on', async () => {
  const fifo = join(dir, 'fifo');
  execFileSync('mkfifo', [fifo]);
  assert.equal(await refusal(fifo), 'ENOTREG');
  assert.equal(await refusal(fifo, 1024, true), 'ENOTREG');
  const zero = join(dir, 'zero');
  await symlink('/dev/zero', zero);
  assert.equal(await refusal(zero), 'ELOOP');
  assert.equal(await refusal(zero, 1024, true), 'ENOTREG');
  const linked = join(dir, 'linked');
  await symlink(join(dir, 'ok'), linked);
  assert.equal(await refusal(linked), 'ELOOP');
  assert.equal(await refusal(linked, 1024, true), 'read');
  await mkdir(join(dir, 'sub'));
  assert.equal(await refusal(join(dir, 'sub')), 'EISDIR');
  // A sparse file past the bound is refused by its size, before a byte is read.
  const big = join(dir, 'big');
  await writeFile(big, '');
  await truncate(big, 10 * 1024 * 1024 * 1024);
  assert.equal(await refusal(big, 1024 * 1024), 'EFBIG');
  assert.equal(await refusal(join(dir, 'absent')), 'ENOENT');
});
