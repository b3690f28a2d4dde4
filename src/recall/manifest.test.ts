import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sha256Hex } from '../kernel/canonical.js';
import { printable } from '../kernel/printable.js';
import { decodeManifest, manifestDigest, RECALL_FORMAT, sealManifest } from './manifest.js';

const DIGEST = sha256Hex('page');

function manifest(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: RECALL_FORMAT,
    trace_id: 'trace-1',
    created_at: '2025-01-02T03:04:05.678Z',
    gate_version: '0.1.0',
    pages: [
      {
        step: 1,
        digest: DIGEST,
        tool: 'read_file',
        kind: 'tool_result',
        verdict: 'ALLOW',
        trust_epoch: 0,
        bytes: 4,
      },
    ],
    tombstones: [],
    ...extra,
  };
}

const text = (m: object) => JSON.stringify(m, null, 2);

test('a sealed manifest decodes to the same fields, its digest over everything but itself', () => {
  const sealed = sealManifest(manifest());
  assert.equal(sealed.manifest_digest, manifestDigest(manifest()));
  const { manifest: decoded } = decodeManifest(text(sealed), 'img');
  assert.equal(decoded.trace_id, 'trace-1');
  assert.deepEqual(decoded.pages, manifest().pages);
  assert.equal(decoded.manifest_digest, sealed.manifest_digest);
});

test('a manifest changed after it was sealed is refused', () => {
  const sealed = sealManifest(manifest());
  const edited = { ...sealed, tombstones: [] as unknown[], trace_id: 'trace-2' };
  assert.throws(() => decodeManifest(text(edited), 'img'), /recall image img: manifest digest mismatch/);
  const { manifest_digest: _gone, ...unsealed } = sealed;
  assert.throws(() => decodeManifest(text(unsealed), 'img'), /no manifest_digest/);
});

test('an unknown major format version names the version found and the one this binary reads', () => {
  for (const format of ['gate-recall/v2', 'gate-recall/v10', 'gate-recall/v2.1', 'something-else']) {
    assert.throws(
      () => decodeManifest(text(sealManifest(manifest({ format }))), 'img'),
      (err: Error) =>
        err.message.includes(`"${format}"`) && err.message.includes('this binary reads gate-recall/v1'),
    );
  }
  assert.throws(() => decodeManifest(text(manifest({ format: undefined })), 'img'), /no "format" field/);
  assert.throws(() => decodeManifest('{not json', 'img'), /not valid JSON/);
});

test('a later minor version is read; the fields it added are kept for a rewrite', () => {
  const sealed = sealManifest(manifest({ format: 'gate-recall/v1.4', added_later: { x: 1 } }));
  const { manifest: decoded, raw } = decodeManifest(text(sealed), 'img');
  assert.equal(decoded.format, 'gate-recall/v1.4');
  assert.deepEqual(raw.added_later, { x: 1 });
});

test('a page digest must be 64 hex digits (it names a file), and fields have their types', () => {
  const traversal = manifest({
    pages: [
      {
        step: 1,
        digest: '../../etc/passwd',
        tool: 't',
        kind: 'tool_result',
        verdict: 'ALLOW',
        trust_epoch: 0,
        bytes: 1,
      },
    ],
  });
  assert.throws(
    () => decodeManifest(text(sealManifest(traversal)), 'img'),
    /pages\[0\]\.digest" must be a SHA-256 hex digest/,
  );
  const badKind = manifest({
    pages: [
      { step: 1, digest: DIGEST, tool: 't', kind: 'secret', verdict: 'ALLOW', trust_epoch: 0, bytes: 1 },
    ],
  });
  assert.throws(() => decodeManifest(text(sealManifest(badKind)), 'img'), /pages\[0\]\.kind/);
  const badTomb = manifest({ tombstones: [{ page: 'abc', reason: 'r', at: 'now' }] });
  assert.throws(() => decodeManifest(text(sealManifest(badTomb)), 'img'), /tombstones\[0\]\.page/);
});

test('printable keeps terminal output to one safe line', () => {
  assert.equal(printable('a\nb\u001b[31mc'), 'a?b?[31mc');
  assert.equal(printable('x'.repeat(100), 10).length, 10);
});
