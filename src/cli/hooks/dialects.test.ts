// Properties of the three hook dialects: no event makes a dialect throw; a verdict that does not admit
// is never answered with silence or "allow" (a refusal cannot become a pass through a format slip); the
// answer never carries the call's arguments or the result's bytes. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DIALECTS, type HookAnswer } from './dialects.js';
import { HookFailure, type HookQuestion, type HookVerdict } from './judge.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const MARK = 'ZQ-arg-bytes-7731';

const EVENTS: Record<string, { pre: Record<string, unknown>; post?: Record<string, unknown> }> = {
  'claude-code': {
    pre: { hook_event_name: 'PreToolUse', session_id: 's', tool_name: 'T', tool_input: { a: MARK } },
    post: { hook_event_name: 'PostToolUse', session_id: 's', tool_name: 'mcp__x__T', tool_response: MARK },
  },
  gemini: {
    pre: { hook_event_name: 'BeforeTool', session_id: 's', tool_name: 'T', tool_input: { a: MARK } },
    post: {
      hook_event_name: 'AfterTool',
      session_id: 's',
      tool_name: 'T',
      tool_response: { llmContent: MARK },
    },
  },
  // Codex names its shell `Bash` (its events as recorded from codex 0.171.0: test/fixtures/codex-hooks).
  codex: {
    pre: { hook_event_name: 'PreToolUse', session_id: 's', tool_name: 'Bash', tool_input: { command: MARK } },
    post: {
      hook_event_name: 'PostToolUse',
      session_id: 's',
      tool_name: 'Bash',
      tool_input: { command: 'x' },
      tool_response: MARK,
    },
  },
  cursor: {
    pre: { hook_event_name: 'preToolUse', conversation_id: 'c', tool_name: 'T', tool_input: { a: MARK } },
  },
};

/** What an answer means to the agent: the call or result goes on, is put to the human, or is stopped. */
function effect(a: HookAnswer): 'pass' | 'allow' | 'ask' | 'stop' {
  if (a.exitCode === 2) return 'stop';
  if (a.stdout === '') return 'pass';
  // biome-ignore lint/suspicious/noExplicitAny: each agent's answer is read as the loose JSON it is
  const doc = JSON.parse(a.stdout) as Record<string, any>;
  const decision = doc.hookSpecificOutput?.permissionDecision ?? doc.permission ?? doc.decision;
  if (decision === 'ask') return 'ask';
  // Codex runs a call whose hook answers a bare "allow" (observed): only "allow" with a rewrite applies.
  if (decision === 'allow' && doc.hookSpecificOutput && !doc.hookSpecificOutput.updatedInput) return 'allow';
  if (decision === 'deny' || decision === 'block') return 'stop';
  return 'pass';
}

const verdictArb = fc.record({
  kind: fc.constantFrom('ALLOW', 'DENY', 'TRANSFORM', 'QUARANTINE', 'REQUIRE_WITNESS', 'DEFER'),
  reason: fc.option(fc.constantFrom('POLICY_BLOCK', 'MALFORMED', 'UNWITNESSED', 'SECRET_EXFIL'), {
    nil: undefined,
  }),
  claim: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  repaired: fc.boolean(),
});

function verdictOf(v: {
  kind: string;
  reason?: string | undefined;
  claim?: string | undefined;
  repaired: boolean;
}): HookVerdict {
  return {
    verdict: {
      kind: v.kind,
      ...(v.reason ? { reason: v.reason } : {}),
      ...(v.claim ? { detail: { claim: v.claim } } : {}),
    },
    // `cmd` too: Codex takes a repair back only as its shell's command line (exec_command's `cmd`).
    ...(v.kind === 'TRANSFORM' && v.repaired ? { repaired_arguments: { a: '[REDACTED]', cmd: 'ls' } } : {}),
    trace_id: 's',
  };
}

describe('hook dialects', () => {
  for (const [name, dialect] of Object.entries(DIALECTS)) {
    it(`${name}: any JSON event is read, or refused with a HookFailure (never another throw)`, () => {
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.constantFrom(
              'hook_event_name',
              'tool_name',
              'tool_input',
              'tool_response',
              'session_id',
              'conversation_id',
              'command',
              'x',
            ),
            fc.jsonValue(),
          ),
          (event) => {
            let q: HookQuestion | null | undefined;
            try {
              q = dialect.question(event);
            } catch (err) {
              assert.ok(err instanceof HookFailure, String(err));
              return;
            }
            if (q) assert.ok(typeof q.tool === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(q.traceId));
          },
        ),
        { numRuns: RUNS },
      );
    });

    it(`${name}: a call that is not admitted is never let through, and no answer quotes the arguments`, () => {
      const event = EVENTS[name]!.pre;
      const q = dialect.question(event) as HookQuestion;
      fc.assert(
        fc.property(verdictArb, fc.boolean(), (v, grant) => {
          const a = dialect.answer(event, q, verdictOf(v), { grant });
          const e = effect(a);
          if (v.kind === 'ALLOW') assert.ok(e === 'pass' || e === 'allow', e);
          else if (v.kind === 'TRANSFORM' && v.repaired) assert.notEqual(e, 'stop');
          else assert.notEqual(e, 'pass', `${v.kind} passed`);
          assert.ok(!a.stdout.includes(MARK) && !a.stderr.includes(MARK));
          // Codex runs the call on a bare "allow" or an "ask" (its hooks cannot ask): never written.
          if (name === 'codex') assert.ok(e === 'pass' || e === 'stop', `codex answered ${e}`);
        }),
        { numRuns: RUNS },
      );
      assert.equal(effect(dialect.failure(q, 'unreachable')), 'stop');
      assert.equal(effect(dialect.failure(undefined, 'unreadable')), 'stop');
    });

    const post = EVENTS[name]!.post;
    if (post)
      it(`${name}: only a result admitted unchanged passes, any other is stopped, neither quotes the result`, () => {
        const q = dialect.question(post) as HookQuestion;
        assert.equal(q.phase, 'result');
        fc.assert(
          fc.property(verdictArb, (v) => {
            const a = dialect.answer(post, q, verdictOf(v), { grant: false });
            // Round 76: a redacted result (TRANSFORM) cannot be handed back through a hook: withheld.
            assert.equal(effect(a), v.kind === 'ALLOW' ? 'pass' : 'stop');
            assert.ok(!a.stdout.includes(MARK) && !a.stderr.includes(MARK));
          }),
          { numRuns: RUNS },
        );
      });
  }

  describe('codex', () => {
    const codex = DIALECTS.codex!;
    const pre = (tool: string, input: unknown) => ({
      hook_event_name: 'PreToolUse',
      session_id: 's',
      tool_name: tool,
      tool_input: input,
    });
    const transform = (args: Record<string, string>): HookVerdict => ({
      verdict: { kind: 'TRANSFORM', reason: 'REDACTED' },
      repaired_arguments: args,
      trace_id: 's',
    });

    it("judges Codex's Bash as the floor's exec_command (cmd), an argv as shell, an MCP tool by its name", () => {
      assert.deepEqual(codex.question(pre('Bash', { command: 'ls -la' })), {
        phase: 'call',
        tool: 'exec_command',
        args: { cmd: 'ls -la' },
        traceId: 's',
      });
      assert.deepEqual(
        (
          codex.question(pre('Bash', { command: ['ls', '-la'] })) as HookQuestion & {
            args: unknown;
          }
        ).args,
        { command: ['ls', '-la'] },
      );
      assert.equal((codex.question(pre('Bash', { command: ['ls'] })) as HookQuestion).tool, 'shell');
      const mcp = codex.question(pre('mcp__notes__write_note', { path: 'a' })) as HookQuestion & {
        args: unknown;
      };
      assert.equal(mcp.tool, 'mcp__notes__write_note');
      assert.deepEqual(mcp.args, { path: 'a' });
    });

    it("a Bash input of any other shape than Codex's {command} is judged without arguments (MALFORMED)", () => {
      for (const input of [
        {},
        'sudo ls',
        null,
        { command: 5 },
        { command: ['ls', 5] },
        { command: 'ls', cmd: 'sudo ls' },
        { command: 'ls', workdir: '/' },
      ]) {
        const q = codex.question(pre('Bash', input)) as HookQuestion & { args: unknown };
        assert.equal(q.tool, 'exec_command', JSON.stringify(input));
        assert.equal(q.args, undefined, JSON.stringify(input));
      }
    });

    it('a repaired shell command goes back as allow + updatedInput.command; any other repair is refused', () => {
      const shell = pre('Bash', { command: 'x' });
      const ok = JSON.parse(
        codex.answer(shell, codex.question(shell)!, transform({ cmd: 'ls' }), { grant: false }).stdout,
      );
      assert.equal(ok.hookSpecificOutput.permissionDecision, 'allow');
      assert.deepEqual(ok.hookSpecificOutput.updatedInput, { command: 'ls' });
      const mcp = pre('mcp__x__y', { key: 'k' });
      const no = JSON.parse(
        codex.answer(mcp, codex.question(mcp)!, transform({ key: '[REDACTED]' }), { grant: false }).stdout,
      );
      assert.equal(no.hookSpecificOutput.permissionDecision, 'deny');
      const lost = JSON.parse(
        codex.answer(shell, codex.question(shell)!, transform({ other: 'x' }), { grant: true }).stdout,
      );
      assert.equal(lost.hookSpecificOutput.permissionDecision, 'deny');
    });

    it('every answer is one Codex accepts: only the fields its PreToolUse/PostToolUse output schemas name', () => {
      const PRE = new Set([
        'hookEventName',
        'permissionDecision',
        'permissionDecisionReason',
        'updatedInput',
      ]);
      const event = EVENTS.codex!.pre;
      const post = EVENTS.codex!.post!;
      fc.assert(
        fc.property(verdictArb, (v) => {
          for (const e of [event, post]) {
            const a = codex.answer(e, codex.question(e)!, verdictOf(v), { grant: true });
            if (a.stdout === '') continue;
            const doc = JSON.parse(a.stdout) as Record<string, unknown>;
            if (e === post) {
              assert.deepEqual(Object.keys(doc).sort(), ['decision', 'reason']);
              assert.equal(doc.decision, 'block');
              assert.ok(typeof doc.reason === 'string' && doc.reason.length > 0);
            } else {
              const hso = doc.hookSpecificOutput as Record<string, unknown>;
              assert.deepEqual(Object.keys(doc), ['hookSpecificOutput']);
              for (const k of Object.keys(hso)) assert.ok(PRE.has(k), k);
              // Codex refuses a deny without a reason as a malformed answer, and then runs the call.
              assert.ok(
                typeof hso.permissionDecisionReason === 'string' && hso.permissionDecisionReason.length > 0,
              );
            }
          }
        }),
        { numRuns: RUNS },
      );
    });
  });
});
