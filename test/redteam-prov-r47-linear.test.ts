// Round 47's readings read in linear time (docs/provenance.md, 'Round 47 (redteam-prov-r47)'): a result
// of 200 kB built from the literals and separators of each rewrite round 47 added (a blank-set `@` or
// `.`, a numeric reference without `;`, a `\x` escape, a tab or Unicode dash between digits) is noted in
// bounded CPU. Measured at 0.05 to 0.33 s each here; the bound is 1 s, with room for CI's load.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TraceProvenance } from '../src/kernel/provenance/ledger.js';
import { cpuMs } from './helpers/linear-cpu.js';

const SIZE = 200_000;
const UNITS = [' @ ', 'a . ', '&#6', '\\x4', '1\u2013\t', '415.555.0132 '];

test('r47 linear: 200 kB of each round-47 reading’s own literals is noted in bounded CPU', () => {
  for (const unit of UNITS) {
    const text = unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
    const ms = cpuMs(() => new TraceProvenance().noteUntrusted(text, 'result of fetch', 'fetch'));
    assert.ok(ms < 1000, `${JSON.stringify(unit)}: ${ms.toFixed(0)} ms of CPU for ${SIZE} characters`);
  }
});
