// Red team, round 10: tool names in another case. Argument rules bound names with toLowerCase and deny
// entries exactly, but a server that matches names ignoring case (Go's strings.EqualFold, .NET's
// invariant or Turkish comparisons) folds `ſ` to `s`, Kelvin `K` to `k`, `ı`/`İ` to `i`: under an
// operator's `allow_prefix: mcp__`, `mcp__srv__baſh` ran Bash with none of its rules, and
// `get_ſecret` / `mcp__vault__GET_SECRET` passed `deny: get_secret`. Deny entries and rules now bind
// the folded name (policy/lower.ts foldToolName).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import type { Manifest } from '../src/kernel/policy/types.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const manifest = structuredClone(DEFAULT_FLOOR) as Manifest;
manifest.allow_prefix = [...(manifest.allow_prefix ?? []), 'mcp__', 'srv__'];
const policy = compilePolicy(manifest, 'served');
const decide = (tool: string, args: Record<string, unknown>) =>
  adjudicate(policy, { tool, args }, { tainted: false });

/** Letters a case-insensitive server takes for an ASCII letter. */
const TWINS: Record<string, string[]> = {
  s: ['s', 'S', 'ſ'],
  k: ['k', 'K', '\u212a'],
  i: ['i', 'I', 'ı', 'İ'],
};
const spell = (name: string) =>
  fc
    .tuple(...[...name].map((ch) => fc.constantFrom(...(TWINS[ch.toLowerCase()] ?? [ch, ch.toUpperCase()]))))
    .map((letters) => letters.join(''));
const served = fc.constantFrom(
  (t: string) => t,
  (t: string) => `mcp__srv__${t}`,
  (t: string) => `srv__${t}`,
);

test('oracle: JavaScript case mapping folds the twins as Go and .NET servers do', () => {
  assert.equal('ſ'.toUpperCase(), 'S');
  assert.equal('\u212a'.toLowerCase(), 'k');
  assert.equal('ı'.toUpperCase(), 'I');
});

test('fuzz: a shell tool spelled in any case folding meets its rules', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('Bash', 'shell', 'exec_command', 'run_shell_command').chain(spell),
      served,
      (t, wrap) => {
        const tool = wrap(t);
        const args = /exec_command/i.test(t) ? { cmd: 'sudo id' } : { command: 'sudo id' };
        const v = decide(tool, args);
        assert.equal(v.kind, 'DENY', `${tool} admitted`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: a denied name in any case folding is refused SECRET_EXFIL', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('get_secret', 'get_secret_value', 'read_secrets', 'dump_env').chain(spell),
      served,
      (t, wrap) => {
        const v = decide(wrap(t), {});
        assert.equal(v.kind, 'DENY', wrap(t));
        assert.equal(v.reason, 'SECRET_EXFIL', wrap(t));
      },
    ),
    { numRuns: RUNS },
  );
  // Names that do not fold to a denied one stay as they were.
  assert.equal(decide('get_secret_santa_list', {}).kind, 'ALLOW');
  assert.equal(decide('mcp__srv__Read', { file_path: 'x' }).kind, 'ALLOW');
});

test('process: gate preflight refuses a folded denied name', () => {
  const out = preflight('get_ſecret', {});
  assert.match(out, /DENY/);
  assert.match(out, /SECRET_EXFIL/);
});
