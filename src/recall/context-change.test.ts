import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { sha256Hex } from '../kernel/canonical.js';
import { GateError } from '../kernel/errors.js';
import { applyContextChange, createContextChanger } from './context-change.js';
import { readImage, writeImage } from './image.js';

const root = await mkdtemp(join(tmpdir(), 'gate-recall-change-'));
after(() => rm(root, { recursive: true, force: true }));
let n = 0;

async function image(...contents: string[]): Promise<string> {
  const dir = join(root, `img-${++n}`);
  await writeImage(dir, {
    traceId: 'trace-1',
    gateVersion: '0.1.0',
    pages: contents.map((content, i) => ({
      step: i + 1,
      tool: 'read_file',
      kind: 'tool_result',
      content,
      verdict: 'ALLOW',
      trustEpoch: 0,
    })),
  });
  return dir;
}

const at = () => new Date('2025-01-02T03:04:05.000Z');

test('tombstone marks the page; the second time answers the same with applied false', async () => {
  const dir = await image('stale', 'fresh');
  const page = sha256Hex('stale');
  const args = { image: dir, page, action: 'tombstone', reason: 'stale fact' };
  const first = await applyContextChange(args, { now: at });
  assert.deepEqual(first, { image: dir, page, action: 'tombstone', applied: true, reason: 'stale fact' });
  const second = await applyContextChange(args, { now: at });
  assert.deepEqual(second, { ...first, applied: false });
  const { manifest } = await readImage(dir);
  assert.deepEqual(manifest.tombstones, [{ page, reason: 'stale fact', at: '2025-01-02T03:04:05.000Z' }]);
});

test('a page may be named by its step; the answer names its digest', async () => {
  const dir = await image('one', 'two');
  const out = await applyContextChange({ image: dir, page: '2', action: 'tombstone', reason: '' });
  assert.equal(out.page, sha256Hex('two'));
  assert.equal(out.applied, true);
});

test('a digest that is not a page of the image, an unknown step, a bad page or action are refused', async () => {
  const dir = await image('one');
  const refused = (page: string, action: string, pattern: RegExp) =>
    assert.rejects(
      applyContextChange({ image: dir, page, action, reason: 'r' }),
      (err: unknown) => err instanceof GateError && err.code === 'BAD_REQUEST' && pattern.test(err.message),
    );
  await refused(sha256Hex('not in the image'), 'tombstone', /is not in image .*no page has that digest/);
  await refused('7', 'tombstone', /no page at step 7/);
  await refused('page-one', 'tombstone', /must be a page digest \(64 hex digits\) or a step number/);
  await refused(
    sha256Hex('one'),
    'delete',
    /unknown context change action "delete"; the one action is "tombstone"/,
  );
  assert.deepEqual((await readImage(dir)).manifest.tombstones, []);
  await assert.rejects(
    applyContextChange({ image: join(root, 'absent'), page: '1', action: 'tombstone', reason: '' }),
    (err: unknown) => err instanceof GateError && err.code === 'NOT_FOUND',
  );
});

test('with a root, an image is a plain name inside it and nothing outside is reachable', async () => {
  const dir = await image('inside');
  const change = createContextChanger({ root });
  const name = dir.slice(root.length + 1);
  assert.equal((await change({ image: name, page: '1', action: 'tombstone', reason: '' })).applied, true);
  for (const image of ['..', '../etc', dir, 'a/b']) {
    await assert.rejects(
      change({ image, page: '1', action: 'tombstone', reason: '' }),
      /plain name of an image/,
    );
  }
});

test('concurrent tombstones of one image are all kept', async () => {
  const dir = await image('a', 'b', 'c', 'd');
  const results = await Promise.all(
    ['a', 'b', 'c', 'd', 'a'].map((c) =>
      applyContextChange({ image: dir, page: sha256Hex(c), action: 'tombstone', reason: c }),
    ),
  );
  assert.equal(results.filter((r) => r.applied).length, 4);
  const { manifest } = await readImage(dir);
  assert.deepEqual(manifest.tombstones.map((t) => t.reason).sort(), ['a', 'b', 'c', 'd']);
});

test('a crash while the manifest is rewritten leaves the image as it was, and loadable', async () => {
  const dir = await image('x');
  await assert.rejects(
    applyContextChange(
      { image: dir, page: '1', action: 'tombstone', reason: 'r' },
      {
        hooks: {
          afterStep: (s) => {
            if (s === 'manifest-temp') throw new Error('simulated crash');
          },
        },
      },
    ),
    /simulated crash/,
  );
  assert.deepEqual((await readImage(dir)).manifest.tombstones, []);
  assert.equal(
    (await applyContextChange({ image: dir, page: '1', action: 'tombstone', reason: 'r' })).applied,
    true,
  );
});
