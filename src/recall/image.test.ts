import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { sha256Hex } from '../kernel/canonical.js';
import {
  type ImageInput,
  type ImagePage,
  readImage,
  readPage,
  rewriteManifest,
  type SaveStep,
  writeImage,
} from './image.js';

const root = await mkdtemp(join(tmpdir(), 'gate-recall-image-'));
after(() => rm(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(root, `img-${++n}`);

function pages(...contents: string[]): ImagePage[] {
  return contents.map((content, i) => ({
    step: i + 1,
    tool: 'read_file',
    kind: 'tool_result',
    content,
    verdict: 'ALLOW',
    trustEpoch: 0,
  }));
}
const input = (...contents: string[]): ImageInput => ({
  traceId: 'trace-1',
  gateVersion: '0.1.0',
  pages: pages(...contents),
});
const STEPS: SaveStep[] = ['pages', 'manifest-temp', 'swapped'];

/** Reads an image the way `load` does and returns its page contents; fails on any damaged page. */
async function contentsOf(dir: string): Promise<string[]> {
  const { manifest } = await readImage(dir);
  const out: string[] = [];
  for (const p of manifest.pages) {
    const read = await readPage(dir, p.digest);
    assert.equal(read.state, 'ok', `page ${p.step} of ${dir} is complete`);
    if (read.state === 'ok') out.push(read.content);
  }
  return out;
}

test('an image round-trips: manifest fields, one file per distinct page named by its digest, private modes', async () => {
  const dir = fresh();
  const written = await writeImage(dir, { ...input('alpha', 'beta', 'alpha'), createdAt: new Date(0) });
  const { manifest } = await readImage(dir);
  assert.deepEqual(manifest, written);
  assert.equal(manifest.format, 'gate-recall/v1');
  assert.equal(manifest.created_at, '1970-01-01T00:00:00.000Z');
  assert.deepEqual(
    manifest.pages.map((p) => [p.step, p.digest, p.bytes]),
    [
      [1, sha256Hex('alpha'), 5],
      [2, sha256Hex('beta'), 4],
      [3, sha256Hex('alpha'), 5],
    ],
  );
  assert.deepEqual(
    (await readdir(join(dir, 'pages'))).sort(),
    [sha256Hex('alpha'), sha256Hex('beta')].sort(),
  );
  assert.deepEqual(await contentsOf(dir), ['alpha', 'beta', 'alpha']);
  assert.equal(
    (await stat(join(dir, 'manifest.json'))).mode & 0o077,
    0,
    'session content is not world-readable',
  );
  assert.equal((await stat(join(dir, 'pages', sha256Hex('beta')))).mode & 0o077, 0);
});

test('a page changed or removed on disk is detected by its digest', async () => {
  const dir = fresh();
  await writeImage(dir, input('original', 'other'));
  await writeFile(join(dir, 'pages', sha256Hex('original')), 'originaL');
  await rm(join(dir, 'pages', sha256Hex('other')));
  assert.deepEqual(await readPage(dir, sha256Hex('original')), { state: 'mismatch' });
  assert.deepEqual(await readPage(dir, sha256Hex('other')), { state: 'missing' });
});

for (const step of STEPS) {
  test(`a crash after "${step}" while saving over an image leaves a complete image, old or new`, async () => {
    const dir = fresh();
    await writeImage(dir, input('old-1', 'shared'));
    await assert.rejects(
      writeImage(dir, input('shared', 'new-2', 'new-3'), {
        afterStep: (s) => {
          if (s === step) throw new Error('simulated crash');
        },
      }),
      /simulated crash/,
    );
    const expected = step === 'swapped' ? ['shared', 'new-2', 'new-3'] : ['old-1', 'shared'];
    assert.deepEqual(await contentsOf(dir), expected);
    // The next save completes and sweeps what the crash left behind.
    await writeImage(dir, input('final'));
    assert.deepEqual(await contentsOf(dir), ['final']);
    assert.deepEqual(await readdir(dir), ['manifest.json', 'pages']);
    assert.deepEqual(await readdir(join(dir, 'pages')), [sha256Hex('final')]);
  });
}

for (const step of STEPS) {
  test(`a crash after "${step}" during a first save leaves no half image at the target`, async () => {
    const dir = fresh();
    await assert.rejects(
      writeImage(dir, input('first'), {
        afterStep: (s) => {
          if (s === step) throw new Error('simulated crash');
        },
      }),
      /simulated crash/,
    );
    if (step === 'swapped') assert.deepEqual(await contentsOf(dir), ['first']);
    else await assert.rejects(readImage(dir), /no such directory/);
  });
}

test('a stray temp directory beside an image does not disturb loading, and the next save removes it', async () => {
  const dir = fresh();
  await writeImage(dir, input('kept'));
  const stray = join(dirname(dir), `.${basename(dir)}.tmp-crashed`);
  await mkdir(join(stray, 'pages'), { recursive: true });
  await writeFile(join(stray, 'manifest.json'), '{"format":"gate-recall/v1"');
  await writeFile(join(dir, 'manifest.json.tmp-crashed'), '{');
  await writeFile(join(dir, 'pages', '.tmp-crashed'), 'partial');
  assert.deepEqual(await contentsOf(dir), ['kept']);
  await writeImage(dir, input('next'));
  await assert.rejects(stat(stray), /ENOENT/);
  assert.deepEqual(await readdir(dir), ['manifest.json', 'pages']);
  assert.deepEqual(await readdir(join(dir, 'pages')), [sha256Hex('next')]);
});

test('a save never replaces a directory that is not an image; an empty one is fine', async () => {
  const busy = fresh();
  await mkdir(busy);
  await writeFile(join(busy, 'notes.txt'), 'mine');
  await assert.rejects(writeImage(busy, input('x')), /not empty and holds no manifest\.json; refusing/);
  assert.equal(await readFile(join(busy, 'notes.txt'), 'utf8'), 'mine');
  const empty = fresh();
  await mkdir(empty);
  await writeImage(empty, input('x'));
  assert.deepEqual(await contentsOf(empty), ['x']);
  const file = fresh();
  await writeFile(file, '');
  await assert.rejects(writeImage(file, input('x')), /not a directory/);
});

test('reading something that is not an image says so', async () => {
  await assert.rejects(readImage(join(root, 'absent')), /no such directory/);
  const dir = fresh();
  await mkdir(dir);
  await assert.rejects(readImage(dir), /not a gate recall image/);
});

test('rewriteManifest re-seals and keeps fields a newer minor version added; a crash before the swap keeps the old one', async () => {
  const dir = fresh();
  await writeImage(dir, input('p'));
  const { raw } = await readImage(dir);
  const newer = await rewriteManifest(dir, { ...raw, format: 'gate-recall/v1.2', extra: 'kept' });
  assert.equal(newer.format, 'gate-recall/v1.2');
  const { raw: reread } = await readImage(dir);
  assert.equal(reread.extra, 'kept');
  await assert.rejects(
    rewriteManifest(
      dir,
      { ...reread, trace_id: 'other' },
      {
        afterStep: (s) => {
          if (s === 'manifest-temp') throw new Error('simulated crash');
        },
      },
    ),
  );
  assert.equal((await readImage(dir)).manifest.trace_id, 'trace-1');
});
