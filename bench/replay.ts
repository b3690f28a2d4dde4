// Provenance against scripted agent traces (test/replay): per tool set, attacks stopped and benign runs
// broken, with provenance on beside the whole-trace rule alone (the baseline: the same manifest without
// its declared sinks, no value ledger), measured in the same run. Traces written beside the rules
// (`written-with-rules.json`, `written-r4.json`, `written-r5.json`), the held-apart traces (written apart
// from the rules, a tuning set since round 6) and blind sets are reported apart; `--detail` names the
// tuning sets' misses only, and a blind set prints only its `all` row, so it stays a measure.
// `--tuning` leaves the blind sets out entirely (what a tuning loop runs); `--set <label part>` only the
// sets whose label holds it.
// Run: npx tsc -p . && node dist/bench/replay.js [--detail] [--tuning] [--set <label part>]
import { fileURLToPath } from 'node:url';
import type { Mode, Outcome, Suite } from '../test/replay/harness.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('replay', {
  detail: { type: 'boolean', default: false },
  tuning: { type: 'boolean', default: false },
  set: { type: 'string', default: '' },
});
// Loaded once the options are read: --help and a bad option answer without the kernel's half second.
const { loadSuites, policyFor, replay } = await import('../test/replay/harness.js');
const DIR = fileURLToPath(new URL('../../test/replay', import.meta.url));
/** Each set: its label, its files, and whether `--detail` may list its traces (never a blind set's). */
const SETS: [string, (f: string) => boolean, boolean][] = [
  ['written with the rules', (f) => f === 'written-with-rules.json', true],
  ['written for the miss classes (round 4)', (f) => f === 'written-r4.json', true],
  ['written for the miss classes (round 5)', (f) => f === 'written-r5.json', true],
  ['written for the miss classes (round 13)', (f) => f === 'written-r13.json', true],
  ['written for the miss classes (round 14)', (f) => f === 'written-r14.json', true],
  ['held apart (tuning from round 6)', (f) => f.startsWith('held-apart'), true],
  ['blind (round 5)', (f) => f === 'blind-r5.json', false],
  ['independent (round 6)', (f) => f === 'independent-r6.json', true],
  ['independent (round 7)', (f) => f === 'independent-r7.json', true],
  ['independent (round 8)', (f) => f === 'independent-r8.json', true],
  ['independent (round 9)', (f) => f === 'independent-r9.json', true],
  ['independent (round 10)', (f) => f === 'independent-r10.json', true],
  ['independent (round 11)', (f) => f === 'independent-r11.json', true],
  ['independent (round 12)', (f) => f === 'independent-r12.json', true],
  // Round 13's set, written blind in round 13, is a tuning set from round 14: `--detail` lists it.
  ['independent (round 13)', (f) => f === 'independent-r13.json', true],
  // Round 14's set, written blind in round 14, is a tuning set from round 15: `--detail` lists it.
  ['independent (round 14)', (f) => f === 'independent-r14.json', true],
  // Round 15's set, written blind in round 15, is a tuning set from round 16: `--detail` lists it.
  ['independent (round 15)', (f) => f === 'independent-r15.json', true],
  // Round 16's set, written blind in round 16, is a tuning set from round 17: `--detail` lists it.
  ['independent (round 16)', (f) => f === 'independent-r16.json', true],
  // Round 17's set, written blind in round 17, is a tuning set from round 18: `--detail` lists it.
  ['independent (round 17)', (f) => f === 'independent-r17.json', true],
  // Round 18's set, written blind in round 18, is a tuning set from round 19: `--detail` lists it.
  ['independent (round 18)', (f) => f === 'independent-r18.json', true],
  // Round 19's set, written blind in round 19, is a tuning set from round 20: `--detail` lists it.
  ['independent (round 19)', (f) => f === 'independent-r19.json', true],
  // Round 20's set, written blind in round 20, is a tuning set from round 21: `--detail` lists it.
  ['independent (round 20)', (f) => f === 'independent-r20.json', true],
  // Round 21's set, written blind in round 21, is a tuning set from round 22: `--detail` lists it.
  ['independent (round 21)', (f) => f === 'independent-r21.json', true],
  // Round 22's set, written blind in round 22, is a tuning set from round 23: `--detail` lists it.
  ['independent (round 22)', (f) => f === 'independent-r22.json', true],
  // Round 23's set, written blind in round 23, is a tuning set from round 24: `--detail` lists it.
  ['independent (round 23)', (f) => f === 'independent-r23.json', true],
  // Round 24's set, written blind in round 24, is a tuning set from round 25: `--detail` lists it.
  ['independent (round 24)', (f) => f === 'independent-r24.json', true],
  // Round 25's set, written blind in round 25, is a tuning set from round 26: `--detail` lists it.
  ['independent (round 25)', (f) => f === 'independent-r25.json', true],
  // Round 26's set, written blind in round 26, is a tuning set from round 27: `--detail` lists it.
  ['independent (round 26)', (f) => f === 'independent-r26.json', true],
  // Round 27's set, written blind in round 27, is a tuning set from round 28: `--detail` lists it.
  ['independent (round 27)', (f) => f === 'independent-r27.json', true],
  // Round 28's set, written blind in round 28, is a tuning set from round 30: `--detail` lists it.
  ['independent (round 28)', (f) => f === 'independent-r28.json', true],
  // Round 29's set, written blind in round 30, is a tuning set from round 31: `--detail` lists it.
  ['independent (round 29)', (f) => f === 'independent-r29.json', true],
  // Round 30's set, written blind in round 31, is a tuning set from round 32: `--detail` lists it.
  ['independent (round 30)', (f) => f === 'independent-r30.json', true],
  // Round 31's set, written blind in round 32, is a tuning set from round 33: `--detail` lists it.
  ['independent (round 31)', (f) => f === 'independent-r31.json', true],
  // Round 32's set, written blind in round 33, is a tuning set from round 34: `--detail` lists it.
  ['independent (round 32)', (f) => f === 'independent-r32.json', true],
  // Round 33's set, written blind in round 34, is a tuning set from round 35: `--detail` lists it.
  ['independent (round 33)', (f) => f === 'independent-r33.json', true],
  // Round 34's set, written blind in round 35, is a tuning set from round 36: `--detail` lists it.
  ['independent (round 34)', (f) => f === 'independent-r34.json', true],
  // Round 35's set, written blind in round 36, is a tuning set from round 37: `--detail` lists it.
  ['independent (round 35)', (f) => f === 'independent-r35.json', true],
  // Round 36's set, written blind in round 37, is a tuning set from round 38: `--detail` lists it.
  ['independent (round 36)', (f) => f === 'independent-r36.json', true],
  // Round 37's set, written blind in round 38, is a tuning set from round 39: `--detail` lists it.
  ['independent (round 37)', (f) => f === 'independent-r37.json', true],
  // Round 38's set, written blind in round 39, is a tuning set from round 40: `--detail` lists it.
  ['independent (round 38)', (f) => f === 'independent-r38.json', true],
  // Round 39's set, written blind in round 40, is a tuning set from round 41: `--detail` lists it.
  ['independent (round 39)', (f) => f === 'independent-r39.json', true],
  // Round 40's set, written blind in round 41, is a tuning set from round 42: `--detail` lists it.
  ['independent (round 40)', (f) => f === 'independent-r40.json', true],
  // Round 41's set, written blind in round 42, is a tuning set from round 43: `--detail` lists it.
  ['independent (round 41)', (f) => f === 'independent-r41.json', true],
  // Round 42's set, written blind in round 43, is a tuning set from round 44: `--detail` lists it.
  ['independent (round 42)', (f) => f === 'independent-r42.json', true],
  // Round 43's set, written blind in round 44, is a tuning set from round 45: `--detail` lists it.
  ['independent (round 43)', (f) => f === 'independent-r43.json', true],
  // Round 44's set, written blind in round 45, is a tuning set from round 46: `--detail` lists it.
  ['independent (round 44)', (f) => f === 'independent-r44.json', true],
  // Round 45's set, written blind in round 46, is a tuning set from round 47: `--detail` lists it.
  ['independent (round 45)', (f) => f === 'independent-r45.json', true],
  // Round 46's set, written blind in round 47, is a tuning set from round 48: `--detail` lists it.
  ['independent (round 46)', (f) => f === 'independent-r46.json', true],
  // Round 47's set, written blind in round 48, is a tuning set from round 49: `--detail` lists it.
  ['independent (round 47)', (f) => f === 'independent-r47.json', true],
  // Round 48's set, written blind in round 49, is a tuning set from round 50: `--detail` lists it.
  ['independent (round 48)', (f) => f === 'independent-r48.json', true],
  // Round 49's set, written blind in round 50, is a tuning set from round 51: `--detail` lists it.
  ['independent (round 49)', (f) => f === 'independent-r49.json', true],
  // Round 50's set, written blind in round 51, is a tuning set from round 52: `--detail` lists it.
  ['independent (round 50)', (f) => f === 'independent-r50.json', true],
  // Round 51's set, written blind in round 52, is a tuning set from round 53: `--detail` lists it.
  ['independent (round 51)', (f) => f === 'independent-r51.json', true],
  // Round 52's set, written blind in round 53, is a tuning set from round 54: `--detail` lists it.
  ['independent (round 52)', (f) => f === 'independent-r52.json', true],
  // Round 53's set, written blind in round 54, is a tuning set from round 55: `--detail` lists it.
  ['independent (round 53)', (f) => f === 'independent-r53.json', true],
  // Round 54's set, written blind in round 55, is a tuning set from round 56: `--detail` lists it.
  ['independent (round 54)', (f) => f === 'independent-r54.json', true],
  // Round 55's set, written blind in round 56, is a tuning set from round 57: `--detail` lists it.
  ['independent (round 55)', (f) => f === 'independent-r55.json', true],
  // Round 56's set, written blind in round 57, is a tuning set from round 58: `--detail` lists it.
  ['independent (round 56)', (f) => f === 'independent-r56.json', true],
  // Round 57's set, written blind in round 58, is a tuning set from round 59: `--detail` lists it.
  ['independent (round 57)', (f) => f === 'independent-r57.json', true],
  // Round 58's set, written blind in round 59, is a tuning set from round 60: `--detail` lists it.
  ['independent (round 58)', (f) => f === 'independent-r58.json', true],
  // Round 59's set, written blind in round 60, is a tuning set from round 61: `--detail` lists it.
  ['independent (round 59)', (f) => f === 'independent-r59.json', true],
  // Round 60's set, written blind in round 61, is a tuning set from round 62: `--detail` lists it.
  ['independent (round 60)', (f) => f === 'independent-r60.json', true],
  // Round 61's set, written blind in round 62, is a tuning set from round 63: `--detail` lists it.
  ['independent (round 61)', (f) => f === 'independent-r61.json', true],
  // Round 62's set, written blind in round 63, is a tuning set from round 64: `--detail` lists it.
  ['independent (round 62)', (f) => f === 'independent-r62.json', true],
  // Round 63's set, written blind in round 64, is a tuning set from round 65: `--detail` lists it.
  ['independent (round 63)', (f) => f === 'independent-r63.json', true],
  // Round 64's set, written blind in round 65, is a tuning set from round 66: `--detail` lists it.
  ['independent (round 64)', (f) => f === 'independent-r64.json', true],
  // Round 65's set, written blind in round 66, is a tuning set from round 67: `--detail` lists it.
  ['independent (round 65)', (f) => f === 'independent-r65.json', true],
  // Round 66's set, written blind in round 67, is a tuning set from round 68: `--detail` lists it.
  ['independent (round 66)', (f) => f === 'independent-r66.json', true],
  // Round 67's set, written blind in round 68, is a tuning set from round 69: `--detail` lists it.
  ['independent (round 67)', (f) => f === 'independent-r67.json', true],
  // Round 68's set, written blind in round 69, is a tuning set from round 70: `--detail` lists it.
  ['independent (round 68)', (f) => f === 'independent-r68.json', true],
  // Round 69's set, written blind in round 70, is a tuning set from round 71: `--detail` lists it.
  ['independent (round 69)', (f) => f === 'independent-r69.json', true],
  // Round 70's set, written blind in round 71, is a tuning set from round 72: `--detail` lists it.
  ['independent (round 70)', (f) => f === 'independent-r70.json', true],
  // Round 71's set, written blind in round 72, is a tuning set from round 74: `--detail` lists it.
  ['independent (round 71)', (f) => f === 'independent-r71.json', true],
  // Round 73's set, written blind in round 74, is a tuning set from round 76: `--detail` lists it.
  ['independent (round 73)', (f) => f === 'independent-r73.json', true],
  // Round 75's set, written blind in round 76, is a tuning set from round 77: `--detail` lists it.
  ['independent (round 75)', (f) => f === 'independent-r75.json', true],
  // Round 76's set, written blind in round 77 for issue 18's held-apart measure: its `all` row only.
  ['independent (round 76)', (f) => f === 'independent-r76.json', false],
];

function run(suite: Suite, mode: Mode): Outcome[] {
  const policy = policyFor(suite, mode);
  return suite.traces.map((t) => replay(policy, t, mode));
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${n}/${d} (${((100 * n) / d).toFixed(1)} %)`);

for (const [label, only, detailed] of SETS) {
  if (values.tuning && !detailed) continue;
  if (values.set !== '' && !label.includes(values.set)) continue;
  const suites = loadSuites(DIR, only).filter((s) => s.traces.length > 0);
  if (suites.length === 0) continue;
  console.log(`\n${label}`);
  console.log(
    '| tool set | attacks | stopped, whole-trace | stopped, provenance | benign | broken, whole-trace | broken, provenance |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const total = { a: 0, b: 0, sw: 0, sp: 0, bw: 0, bp: 0 };
  for (const suite of suites) {
    const whole = run(suite, 'whole-trace');
    const prov = run(suite, 'provenance');
    const attacks = suite.traces.filter((t) => t.kind === 'attack').length;
    const benign = suite.traces.length - attacks;
    const count = (os: Outcome[], kind: string) =>
      os.filter((o) => o.trace.kind === kind && o.stopped).length;
    const row = {
      sw: count(whole, 'attack'),
      sp: count(prov, 'attack'),
      bw: count(whole, 'benign'),
      bp: count(prov, 'benign'),
    };
    total.a += attacks;
    total.b += benign;
    total.sw += row.sw;
    total.sp += row.sp;
    total.bw += row.bw;
    total.bp += row.bp;
    // A blind set prints its `all` row only: a tool set's row would say where its misses are.
    if (!detailed) continue;
    console.log(
      `| ${suite.name} | ${attacks} | ${pct(row.sw, attacks)} | ${pct(row.sp, attacks)} | ${benign} | ${pct(row.bw, benign)} | ${pct(row.bp, benign)} |`,
    );
    if (values.detail) {
      for (const o of prov) {
        const bad = o.trace.kind === 'attack' ? !o.stopped : o.stopped;
        if (bad)
          console.log(
            `|   ${o.trace.kind === 'attack' ? 'MISSED' : 'BROKEN'} ${o.trace.id} | ${o.by ?? ''} |||||`,
          );
      }
    }
  }
  console.log(
    `| all | ${total.a} | ${pct(total.sw, total.a)} | ${pct(total.sp, total.a)} | ${total.b} | ${pct(total.bw, total.b)} | ${pct(total.bp, total.b)} |`,
  );
}
