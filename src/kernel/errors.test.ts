// The error registry and docs/errors.md stay in step, both ways (fastify's errors test, for gate).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, GateError } from './errors.js';

/** The checkout root: the nearest directory above this file holding package.json (works from src/ and dist/). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    assert.notEqual(up, dir, 'no package.json above this test');
    dir = up;
  }
  return dir;
}

/** Rows of the code table: | `CODE` | status | meaning |. */
function documentedCodes(): Map<string, number> {
  const text = readFileSync(join(repoRoot(), 'docs', 'errors.md'), 'utf8');
  const rows = new Map<string, number>();
  for (const m of text.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*(\d{3})\s*\|/gm))
    rows.set(m[1] as string, Number(m[2]));
  return rows;
}

test('every code in ERROR_CODES is documented in docs/errors.md with its status', () => {
  const documented = documentedCodes();
  for (const [code, { status }] of Object.entries(ERROR_CODES)) {
    assert.ok(documented.has(code), `${code} is missing from docs/errors.md`);
    assert.equal(documented.get(code), status, `${code} has status ${status} in the registry`);
  }
});

test('every code documented in docs/errors.md exists in ERROR_CODES', () => {
  for (const code of documentedCodes().keys())
    assert.ok(Object.hasOwn(ERROR_CODES, code), `${code} is documented but not in the registry`);
});

test('a GateError carries its code, status and problems', () => {
  const err = new GateError('MANIFEST_INVALID', 'invalid manifest: a', [
    'invalid manifest: a',
    'invalid manifest: b',
  ]);
  assert.equal(err.status, 400);
  assert.equal(err.message, 'invalid manifest: a');
  assert.deepEqual(err.problems, ['invalid manifest: a', 'invalid manifest: b']);
  assert.deepEqual(new GateError('INTERNAL', 'x').problems, ['x']);
});
