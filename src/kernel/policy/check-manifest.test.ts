// `gate policy --check` decodes without building a policy (checkNamedManifest): the same problems in the
// same order, the same normalised manifest and digest as a full load, on generated manifests; and no rule,
// index or program built for a check of the default floor (docs/operations.md, "Round 44 (perf-r44)").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { isGateError } from '../errors.js';
import { REASONS } from '../types.js';
import { decodeManifestValue } from './decode.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { checkNamedManifest, dumpManifest, loadNamedPolicy } from './load.js';

type Outcome = { problems: readonly string[] } | { manifest: string; digest: string };

function outcome(load: () => { manifest: unknown; digest: string }): Outcome {
  try {
    const { manifest, digest } = load();
    return { manifest: JSON.stringify(manifest), digest };
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, 'MANIFEST_INVALID');
    return { problems: err.problems };
  }
}

const FLOOR = JSON.parse(dumpManifest(DEFAULT_FLOOR)) as { arg_rules: unknown[] } & Record<string, unknown>;
const FLOOR_RULES = FLOOR.arg_rules;

// Patterns RE2 parses, refuses (look-around, back-references, bad classes), and ones past a bound.
const pattern = fc.oneof(
  fc.constantFrom('rm\\s+-rf', '^curl\\b', '(?i)sudo', 'a{2,5}b', '[a-z]+\\.sh$', '(x)*y'),
  fc.constantFrom('(?=x)', '(?<!y)z', '(a)\\1', '[z-a]', '(unclosed', 'a{1001}', '\\p{Nope}'),
  fc.constantFrom('', 'x'.repeat(70_000)),
  fc.string({ maxLength: 12 }),
);
const where = fc.oneof(
  fc.record({
    tool: fc.constantFrom('Bash', 'shell', 'BASH', 'mcp__s__Bash', ''),
    arg: fc.constantFrom('command', 'a.b'),
  }),
  fc.record({
    tools: fc.array(fc.constantFrom('Bash', 'bash', 'Write', 'x'), { maxLength: 3 }),
    arg: fc.constant('command'),
  }),
  fc.record({
    bind: fc.array(
      fc.record({ tool: fc.constantFrom('Bash', 'Edit'), arg: fc.constantFrom('command', 'file_path') }),
      {
        maxLength: 3,
      },
    ),
  }),
);
// Mostly rules whose one fault (if any) is their pattern; now and then a fault of another kind beside it.
const constraint = fc.oneof(
  { weight: 6, arbitrary: fc.record({ deny_regex: pattern }) },
  {
    weight: 1,
    arbitrary: fc.record({ max_bytes: fc.oneof(fc.nat(1000), fc.constant(-1), fc.constant('12')) }),
  },
  { weight: 1, arbitrary: fc.record({ deny_regex: pattern, max_bytes: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.constant({}) },
);
const rule = fc.record(
  {
    where,
    constraint,
    reason: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...REASONS) }, fc.constant('NOT_A_REASON')),
    name: fc.oneof({ weight: 5, arbitrary: fc.constant('a named rule') }, fc.constant('')),
    extra: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, fc.constant(true)),
  },
  { requiredKeys: ['where', 'constraint', 'extra'] },
);
// Each drawn rule placed among a share of the floor's own (whose patterns a load never parses again).
const manifest = fc.record({
  version: fc.constantFrom('gate-policy/v1.3', 'gate-policy/v1.1', 'gate-policy/v9'),
  floorRules: fc.subarray(FLOOR_RULES, { maxLength: 6 }),
  drawn: fc.array(rule, { maxLength: 5 }),
  at: fc.nat(),
});

test('a check finds what a load finds: the same problems in order, or the same manifest and digest', () => {
  const seen = { loaded: 0, parse: 0 };
  fc.assert(
    fc.property(manifest, ({ version, floorRules, drawn, at }) => {
      const rules: unknown[] = [...floorRules];
      for (const r of drawn) {
        const { where: w, constraint: c, extra, ...rest } = r;
        rules.splice(at % (rules.length + 1), 0, { ...w, ...c, ...rest, ...(extra ? { extra: 1 } : {}) });
      }
      const text = JSON.stringify({ ...FLOOR, version, arg_rules: rules });
      const checked = outcome(() => checkNamedManifest(text, 'm.json'));
      const loaded = outcome(() => loadNamedPolicy(text, 'm.json', 'm.json'));
      assert.deepEqual(checked, loaded);
      if ('digest' in loaded) seen.loaded++;
      else if (loaded.problems.some((p) => /deny_regex: RE2 cannot compile/.test(p))) seen.parse++;
    }),
    // The floor alone loads: a draw of 60 in which every manifest had a fault left `loaded` at 0 once (round 58);
    // a look-around only RE2's parser refuses: a draw with none left `parse` at 0 once (round 59's stop run).
    {
      numRuns: runsOf(60, 600),
      examples: [
        [{ version: 'gate-policy/v1.3', floorRules: [], drawn: [], at: 0 }],
        [
          {
            version: 'gate-policy/v1.3',
            floorRules: [],
            drawn: [
              {
                where: { tool: 'Bash', arg: 'command' },
                constraint: { deny_regex: '(?=x)' },
                reason: REASONS[0]!,
                name: 'a named rule',
                extra: false,
              },
            ],
            at: 0,
          },
        ],
      ],
    },
  );
  // Both sides of the property drawn: manifests that load, and patterns only RE2's parser refuses.
  assert.ok(seen.loaded > 0 && seen.parse > 0, JSON.stringify(seen));
});

test('a check of the default floor builds no rule; a load builds them all', () => {
  const value = JSON.parse(dumpManifest(DEFAULT_FLOOR));
  const checked = decodeManifestValue(value, false);
  const loaded = decodeManifestValue(value);
  assert.deepEqual(checked.problems, []);
  assert.equal(checked.rules.length, 0);
  assert.ok(loaded.rules.length > 100, `${loaded.rules.length} rules`);
  assert.deepEqual(checked.manifest, loaded.manifest);
});
