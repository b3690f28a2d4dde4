import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertCpuUnder } from '../../../test/helpers/linear-cpu.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { repetitionExpansion } from './pattern-expansion.js';
import { re2 } from './re2.js';

/** A generated pattern with what its counted repetitions add, worked out from its tree. */
interface Gen {
  text: string;
  /** Characters repetitions inside add when spelled out. */
  extra: number;
}

const atom = fc.constantFrom(
  'a',
  'b',
  '[a-z]',
  '[]{]',
  '\\d',
  '\\pL',
  '\\p{Greek}',
  '.',
  '\\{',
  '[[:alpha:]]',
  '\\Qx{2}\\E',
);
const gens = fc.letrec<{ node: Gen; seq: Gen }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom.map((text) => ({ text, extra: 0 })),
    fc
      .tuple(
        tie('seq'),
        fc.option(tie('seq'), { nil: undefined }),
        fc.constantFrom('(', '(?:', '(?i:', '(?P<n>'),
      )
      .map(([a, b, open]) => {
        // Named groups must not repeat a name: the property reads the text, RE2 needs it only to parse.
        const body = b === undefined ? a.text : `${a.text}|${b.text}`;
        return { text: `${open === '(?P<n>' ? '(' : open}${body})`, extra: a.extra + (b?.extra ?? 0) };
      }),
    fc
      .tuple(tie('node'), fc.nat(12), fc.option(fc.nat(12), { nil: undefined }), fc.boolean())
      .map(([child, low, high, open]) => {
        // A repetition of a repetition is not RE2 syntax: wrap it.
        const base = /[}*+?]$/.test(child.text) ? { text: `(?:${child.text})`, extra: child.extra } : child;
        const lo = high === undefined ? low : Math.min(low, high);
        const hi = high === undefined ? low : Math.max(low, high);
        const suffix = open ? `{${lo},}` : high === undefined ? `{${lo}}` : `{${lo},${hi}}`;
        const copies = open ? lo + 1 : hi;
        const size = base.text.length + base.extra;
        return { text: base.text + suffix, extra: base.extra + Math.max(0, copies - 1) * size };
      }),
  ),
  seq: fc.array(tie('node'), { minLength: 1, maxLength: 4 }).map((nodes) => ({
    text: nodes.map((n) => n.text).join(''),
    extra: nodes.reduce((s, n) => s + n.extra, 0),
  })),
}));

test('repetitionExpansion: what counted repetitions add when spelled out, for patterns RE2 parses', () => {
  fc.assert(
    fc.property(gens.seq, (g) => {
      assert.equal(repetitionExpansion(g.text), g.extra, g.text);
    }),
    { numRuns: 300, seed: 4343 },
  );
  // And RE2 reads them as patterns (the property is about real syntax), where it parses them at all.
  const { RE2Set } = re2();
  const sample = fc.sample(gens.seq, { numRuns: 50, seed: 4343 });
  let parsed = 0;
  for (const g of sample) {
    try {
      new RE2Set(RE2Set.UNANCHORED).add(g.text);
      parsed++;
    } catch {
      // a repeat count RE2 finds too large when nested: not the property's concern
    }
  }
  assert.ok(parsed >= 40, `${parsed} of 50 generated patterns parse`);
});

test('repetitionExpansion: examples, and the built-in floor adds little', () => {
  assert.equal(repetitionExpansion('a{3}'), 2);
  assert.equal(repetitionExpansion('(ab){1,3}'), 8);
  assert.equal(repetitionExpansion('.{0,200}'), 199);
  assert.equal(repetitionExpansion('x{2,}'), 2);
  assert.equal(repetitionExpansion('a\\{5}'), 0);
  assert.equal(repetitionExpansion('a{x}'), 0);
  assert.equal(repetitionExpansion('[a-z]{1,1000}'.repeat(100)), 499_500);
  const floor = DEFAULT_FLOOR.arg_rules.reduce((s, r) => s + repetitionExpansion(r.deny_regex ?? ''), 0);
  assert.ok(floor < 1000, `the floor's patterns add ${floor}`);
});

test('repetitionExpansion: linear on 200 kB built from its own literals', () => {
  const inputs = [
    '[[:'.repeat(70_000),
    '('.repeat(200_000),
    '{1,1}'.repeat(40_000),
    'a{1000}'.repeat(30_000),
    '\\p{'.repeat(70_000),
    '[\\'.repeat(100_000),
    '\\Q'.repeat(100_000),
    '(a|'.repeat(70_000),
    '{1234567,'.repeat(25_000),
  ];
  for (const input of inputs) {
    assertCpuUnder(
      () => repetitionExpansion(input),
      1000,
      (ms) => `${input.slice(0, 8)}: ${Math.round(ms * 1000)} us`,
    );
  }
});
