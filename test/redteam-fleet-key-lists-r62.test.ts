// Round 62 (docs/fleet.md "Round 62 (fleet-r62)"): one list of every key gate's store writes. The store's
// source is scanned for key builders (a prefix and a literal name: `${prefix}name`, `p .. 'name'`,
// `gate_key(p, 'name')`, `this.key('name')`); each name must be on one of shared-keys.ts's lists, and each
// name on the lists must be one the scan finds (so a scan broken by a new builder's shape fails, never
// passes empty). A key written by a builder of a new shape is caught by round 60's run-time check
// (redteam-fleet-shared-keys-r60: every key under the prefix after a write of each kind is on a list).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { onStoreList, storeKeyNames } from '../src/store/shared-keys.js';

// dist/test/x.test.js runs from the repository root (the test runner's cwd).
const STORE = join(process.cwd(), 'src', 'store');

const BUILDERS = [
  /\$\{[A-Za-z.]*[pP]refix\}([a-z][a-z:_-]*)/g,
  /(?:\bp|[pP]refix|ARGV\[\d+\]|KEYS\[\d+\]) \.\. '([a-z][a-z:_-]*)'/g,
  /gate_key\([^,()]{1,40}, '([a-z][a-z:_-]*)'/g,
  /this\.key\('([a-z][a-z:_-]*)'/g,
];

function scanned(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(STORE)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(STORE, file), 'utf8');
    for (const re of BUILDERS) for (const m of text.matchAll(re)) found.set(m[1] ?? '', file);
  }
  return found;
}

test('every key a builder in src/store names is on one of the lists', () => {
  const found = scanned();
  const strays = [...found].filter(([name]) => !onStoreList(name)).map(([n, f]) => `${n} (${f})`);
  assert.deepEqual(strays, [], 'keys the store builds that no list names');
});

test('every name on the lists is one the scan finds (the scan reaches every builder shape in use)', () => {
  const found = scanned();
  const unseen = storeKeyNames().filter((n) => !found.has(n));
  assert.deepEqual(unseen, [], 'names on a list the scan of src/store did not find');
});

test('the scan fails on a key on no list (it cannot pass vacuously)', () => {
  assert.ok(scanned().size >= storeKeyNames().length, 'the scan found fewer names than the lists hold');
  assert.equal(onStoreList('stray'), false);
  assert.equal(onStoreList('taint:abc'), true);
  assert.equal(onStoreList('lfullx'), false);
});
