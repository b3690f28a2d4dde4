// Red team, round 38: round 37 left a result of URLs one a line "a little faster than linear" (6.8x the
// work for 4x the lines). The cause: a joined reading's value spans from its URL to the end of the run
// (a URL a tab or newline runs on), and each address value's token was read whole for look-alike letters
// (`mixesScripts(tokenAround(...))`), n values times the text. Now a long token is answered from running
// counts made once a text (`tokensMixScripts`). Work is counted, not timed (the scan is a native regex,
// so CPU time barely showed it); on 10e0ee57 the shapes below grow 6.75x, 5.54x, 6.75x.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TraceProvenance, tokensMixScripts } from '../src/kernel/provenance/ledger.js';
import { workOf } from './helpers/work-count.js';

const lines = (n: number, sep: string) =>
  Array.from({ length: n }, (_, i) => `https://h${i}.example.net/p`).join(sep);

for (const [name, sep] of [
  ['a newline', '\n'],
  ['a tab', '\t'],
  ['CRLF', '\r\n'],
] as const)
  test(`URLs joined by ${name}: four times the lines, about four times the work`, () => {
    const work = (n: number) =>
      workOf(() => new TraceProvenance().noteUntrusted(lines(n, sep), 'fetch', 'r'));
    work(25);
    const small = work(50);
    const large = work(200);
    assert.ok(
      large / small < 5.2,
      `work ${small} for 50 lines, ${large} for 200 (x${(large / small).toFixed(2)})`,
    );
  });

/** The reading it replaces: Latin letters and look-alikes in the whitespace-delimited token. */
function mixesWhole(t: string, at: number, end: number): boolean {
  let s = at;
  while (s > 0 && at - s < 256 && !/\s/.test(t[s - 1]!)) s--;
  let e = end;
  while (e < t.length && e - end < 256 && !/\s/.test(t[e]!)) e++;
  const token = t.slice(s, e);
  return /[a-z]/i.test(token) && /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]/.test(token);
}

test('the counted answer is the one reading the token gives, long tokens and short', () => {
  const piece = fc.oneof(
    fc.constantFrom('a', 'Z', 'а', 'Ω', 'ԯ', 'Ͱ', 'ſ', 'ı', 'K', '1', '/', '.', ' ', '\n', '\t'),
    fc.constantFrom('x'.repeat(700), '9'.repeat(1100), 'д'.repeat(600)),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 60 }), fc.nat(), fc.nat(), (parts, a, b) => {
      const t = parts.join('');
      const at = t.length === 0 ? 0 : a % t.length;
      const end = at + (t.length === at ? 0 : b % (t.length - at));
      assert.equal(tokensMixScripts(t)(at, end), mixesWhole(t, at, end));
    }),
    { numRuns: 400 },
  );
});
