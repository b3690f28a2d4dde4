// Round 43 (lead, after redos-awk-r43): a brace expression spells out each alternative beside the rest of
// its word, so K alternatives beside P characters cost K x P to every reader of the word (100 kB before
// 5,000 commas: ~6 s of CPU on ed8c83a8; 200 kB before 50,000: a RangeError out of adjudicate). Past
// MAX_EXPANDED_CHARS the call is refused OVERSIZE with its reason, in bounded CPU; ordinary braces are read
// as before (docs/floor.md, "Round 43 (lead)").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import type { Verdict } from '../src/kernel/types.js';
import { cpuMs } from './helpers/linear-cpu.js';

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
const decide = (command: string): Verdict =>
  adjudicate(floor, { tool: 'Bash', args: { command } }, { tainted: false });

/** Milliseconds of CPU `fn` takes, and what it returned. */
function timed<T>(fn: () => T): [T, number] {
  let out: T | undefined;
  const ms = cpuMs(() => {
    out = fn();
  });
  return [out as T, ms];
}

test('a brace that would spell out megabytes is refused OVERSIZE, with its reason, in bounded CPU', () => {
  for (const [prefix, count, head] of [
    [100_000, 5_000, 'cat '],
    [100_000, 50_000, 'cat '],
    [20_000, 20_000, 'ls '],
    [150_000, 8_000, 'echo '],
  ] as const) {
    const command = `${head}${'x'.repeat(prefix)}{${',1'.repeat(count)}}y`;
    const [verdict, ms] = timed(() => decide(command));
    assert.equal(verdict.kind, 'DENY', `${prefix}/${count}`);
    assert.equal(verdict.reason, 'OVERSIZE');
    assert.match(verdict.detail?.claim ?? '', /brace expression .* spells out more than/);
    assert.ok(ms < 1500, `${prefix}/${count}: ${ms.toFixed(0)} ms of CPU`);
  }
});

test('braces an agent writes are read as before', () => {
  for (const command of ['mkdir -p src/{a,b,c}', 'cp x.{js,map} dist/', `touch f{${'1,'.repeat(200)}2}`])
    assert.equal(decide(command).kind, 'ALLOW', command);
  for (const command of ['echo x > ~/.bash{rc,_x}', 'cp a ~/.ssh/{authorized_keys,x}'])
    assert.equal(decide(command).reason, 'SELF_MODIFY', command);
});
