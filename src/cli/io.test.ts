// Reading the process's stdin straight from its descriptor (the hook's event), bounded like the stream read.
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { readAll, readFdBounded } from './io.js';

function withFile(bytes: Buffer, read: (fd: number) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'gate-io-'));
  const file = join(dir, 'in');
  writeFileSync(file, bytes);
  const fd = openSync(file, 'r');
  try {
    read(fd);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

test('readFdBounded reads every byte up to the bound, across its buffer growing', () => {
  const bytes = Buffer.from('é{"x":1}'.repeat(30_000)); // past the first 64 KiB buffer
  withFile(bytes, (fd) => assert.deepEqual(readFdBounded(fd, bytes.length), bytes));
});

test('readFdBounded stops at max + 1 bytes when there are more (the caller refuses, unread rest)', () => {
  withFile(Buffer.alloc(1000, 97), (fd) => assert.equal(readFdBounded(fd, 100)?.length, 101));
});

test('readFdBounded gives undefined, not a throw, for a descriptor it cannot read (the stream reads it)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-io-'));
  const fd = openSync(dir, 'r'); // a directory: EISDIR on read
  try {
    assert.equal(readFdBounded(fd, 100), undefined);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('readAll with a bound stops at the first chunk past it (`--check -` fed /dev/zero ends)', async () => {
  const endless = Readable.from(
    (function* () {
      for (;;) yield Buffer.alloc(1024);
    })(),
  );
  assert.equal(await readAll(endless, 10_000), undefined);
  assert.equal(await readAll(Readable.from([Buffer.from('{}')]), 2), '{}');
});
