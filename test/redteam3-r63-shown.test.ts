// Red team, round 63 (redteam3): caller-chosen strings that reach a human's screen (docs/approvals.md, "Round
// 63 (redteam3-r63)"). Against the real process with approvals on, a journal, the console and a fake upstream:
// 1. a model's held call whose tool name (admitted by an allow_prefix) carries escapes, line breaks, bidi
//    controls or a value, or whose shell command names `mkfs.<anything>`, is shown in the approvals view,
//    the console and the `[gate]` note by its shown form: no control character, no byte of the name or of
//    the arguments;
// 2. a call id the upstream wrote that is not printable ASCII of at most 256 characters is refused in the
//    wire's shape, and the ids real providers write come back in `gate.verdicts` exactly.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { undeclaredName } from '../src/kernel/tool-name.js';
import { describeVerdict } from '../src/wire/mcp/response.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { hookInProcess } from './helpers/hook-run.js';
import { bufferedAnswer, isWireError, requestFor, serveJson } from './helpers/upstream-answers.js';

const KEY = 'gate-r63-shown-key-3e9a7c21';
const APPROVER = 'approver-r63-shown-key-b81d44';
const CANARY = 'CANARY-r63-shown-4f1e';

let dir: string;
let fake: FakeUpstream;
let gate: GateProcess;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-r63-shown-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow: ['Bash'], allow_prefix: ['ops_'] }));
  fake = await startFakeUpstream({ record: false });
  gate = await startGate(
    [
      '--base-url',
      fake.baseUrl,
      '--provider',
      'openai',
      '--policy',
      join(dir, 'policy.json'),
      '--require-key-env',
      'GATE_R63S_KEY',
      '--approver-key-env',
      'alice=GATE_R63S_APPROVER',
      '--verdict-note',
      'always',
    ],
    {
      env: {
        GATE_R63S_KEY: KEY,
        GATE_R63S_APPROVER: APPROVER,
        GATE_AUDIT_JOURNAL: join(dir, 'audit.jsonl'),
      },
    },
  );
});

after(async () => {
  await gate?.stop();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a terminal or a browser's text may act on, raw or as the JSON escape a viewer decodes. */
const UNSAFE_RAW = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_ESCAPED = /\\u00[01][0-9a-f]|\\u007f|\\u00[89][0-9a-f]|\\u202[89a-e]|\\u206[6-9]|\\[nrt]/i;

const MARKS = ['\u001b[31m', '\n[gate] ', '\r\n', '\u009b2J', '\u202e', '\u2066', '\u0000', '\u2028'];

/** A held call the model proposed: a tool under `ops_` whose name says delete, or Bash running mkfs. */
const heldCall = fc.oneof(
  fc
    .tuple(fc.constantFrom(...MARKS), fc.string({ maxLength: 20 }))
    .map(([mark, rest]) => ({ name: `ops_delete_${mark}${CANARY}${rest}`, args: '{}' })),
  fc.nat({ max: 60 }).map((n) => ({ name: `ops_delete_${CANARY}${'y'.repeat(129 + n)}`, args: '{}' })),
  fc.tuple(fc.constantFrom(...MARKS, ''), fc.string({ maxLength: 20 })).map(([mark, rest]) => ({
    name: 'Bash',
    args: JSON.stringify({
      // No `/`: `mkfs.x/` or `mkfs.x/y` names another program (round 68's stop drew `mkfs.…/`, held by none).
      command: `mkfs.${CANARY}${mark.replace(/\s/g, '')}${rest.replace(/[\s;&|<>()`$'"\\/]/g, '')} /dev/sdz`,
    }),
  })),
);

async function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${gate.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

async function read(path: string): Promise<string> {
  const res = await fetch(`${gate.url}${path}`, { headers: { authorization: `Bearer ${APPROVER}` } });
  assert.equal(res.status, 200, path);
  return res.text();
}

function assertShown(where: string, text: string): void {
  assert.ok(!text.includes(CANARY), `${where}: a byte of the caller's name or arguments shown`);
  assert.doesNotMatch(text, UNSAFE_RAW, `${where}: a control character shown raw`);
}

test("a held call is shown to the approver, in the console and in the [gate] note without the caller's bytes", async () => {
  let calls = 0;
  await fc.assert(
    fc.asyncProperty(heldCall, fc.constantFrom('chat', 'responses'), async (call, wire) => {
      calls++;
      fake.push(serveJson(bufferedAnswer(wire, [{ id: `call_${calls}`, name: call.name, args: call.args }])));
      const { path, body } = requestFor(wire, false);
      const answer = await post(path, body);
      assert.equal(answer.status, 200, answer.text.slice(0, 200));
      const verdicts = (JSON.parse(answer.text) as { gate: { verdicts: { verdict: { kind: string } }[] } })
        .gate.verdicts;
      assert.equal(verdicts[0]?.verdict.kind, 'REQUIRE_WITNESS', 'the call was not held');
      const approvals = await read('/v1/gate/approvals?limit=5');
      assertShown('approvals view', approvals);
      assert.doesNotMatch(approvals, UNSAFE_ESCAPED, 'approvals view: a control character escaped in JSON');
      const decisions = await read('/v1/gate/console/decisions?limit=500');
      assertShown('console decisions', decisions);
      assert.doesNotMatch(decisions, UNSAFE_ESCAPED, 'console: a control character escaped in JSON');
      assertShown(`${wire} answer`, answer.text);
    }),
    { numRuns: runsOf(12, 150), includeErrorInReport: true },
  );
  assert.ok(!gate.stderr().includes(CANARY), 'a caller byte in the log');
  assert.ok(!readFileSync(join(dir, 'audit.jsonl'), 'utf8').includes(CANARY), 'a caller byte in the journal');
});

/** Ids real providers write: OpenAI chat and Responses, Anthropic, vLLM, Mistral, Kimi. */
const realId = fc.oneof(
  fc.stringMatching(/^call_[A-Za-z0-9]{24}$/),
  fc.stringMatching(/^toolu_01[A-Za-z0-9]{22}$/),
  fc.stringMatching(/^chatcmpl-tool-[0-9a-f]{32}$/),
  fc.stringMatching(/^[A-Za-z0-9]{9}$/),
  fc.stringMatching(/^functions\.[a-z_]{1,20}:[0-9]$/),
);

/** Ids no provider writes: control characters, bidi controls, line breaks, past 256 characters. */
const hostileId = fc.oneof(
  fc
    .tuple(fc.constantFrom(...MARKS, '\u00e9', '\ud83d\ude00'), fc.string({ maxLength: 20 }))
    .map(([mark, rest]) => `call_${mark}${CANARY}${rest}`),
  fc.nat({ max: 2000 }).map((n) => `call_${CANARY}${'x'.repeat(257 + n)}`),
);

test("a call id is echoed exactly when a provider could have written it, and refused in the wire's shape when not", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        realId.map((id) => ({ id, ok: true })),
        hostileId.map((id) => ({ id, ok: false })),
      ),
      fc.constantFrom('chat', 'responses'),
      async ({ id, ok }, wire) => {
        fake.push(serveJson(bufferedAnswer(wire, [{ id, name: 'Read', args: '{}' }])));
        const { path, body } = requestFor(wire, false);
        const answer = await post(path, body);
        if (ok) {
          assert.equal(answer.status, 200, answer.text.slice(0, 200));
          const verdicts = (JSON.parse(answer.text) as { gate: { verdicts: { tool_call_id: string }[] } })
            .gate.verdicts;
          assert.equal(verdicts[0]?.tool_call_id, id, "a provider's id not echoed exactly");
          return;
        }
        assert.equal(answer.status, 502, answer.text.slice(0, 200));
        assert.ok(isWireError(wire, JSON.parse(answer.text)), "not in the wire's error shape");
        assertShown(`${wire} refusal`, answer.text);
      },
    ),
    { numRuns: runsOf(20, 200), includeErrorInReport: true },
  );
});

test("a hook's reason names a hostile tool by its shown form, and its claim on one line", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...MARKS), fc.string({ maxLength: 20 }), async (mark, rest) => {
      const tool = `mcp__files__delete_${mark}${CANARY}${rest}`;
      const answer = await hookInProcess(
        'claude-code',
        JSON.stringify({
          session_id: '3b7c2f0e-7f51-4b7e-9c39-0d8f1f6a2b11',
          hook_event_name: 'PreToolUse',
          cwd: '/home/u/project',
          tool_name: tool,
          tool_input: { path: 'a.txt' },
        }),
      );
      const said = answer.stdout + answer.stderr;
      assert.ok(said.includes('gate'), `no reason given: ${answer.code}`);
      assert.ok(said.includes(undeclaredName(tool)), 'the tool not named by its form');
      // The agent's own output ends its lines; nothing else a terminal acts on.
      assert.ok(!said.includes(CANARY), "hook reason: a byte of the caller's name shown");
      assert.doesNotMatch(
        said,
        /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
      );
    }),
    { numRuns: runsOf(20, 200), includeErrorInReport: true },
  );
});

test("an MCP refusal's detail, which may name the model's tool, is written on one line without controls", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...MARKS),
      fc.string({ maxLength: 600 }).map((s) => s.replaceAll('\\', '')),
      (mark, rest) => {
        const claim = `provenance: send_${mark}x.to carries an address that only ${rest} introduced`;
        const text = describeVerdict({
          kind: 'DENY',
          reason: 'POLICY_BLOCK',
          by: 'monitor',
          detail: { claim },
        });
        assert.doesNotMatch(text, UNSAFE_RAW);
        assert.doesNotMatch(text, UNSAFE_ESCAPED);
        assert.ok(text.length < 600, 'the claim not bounded');
      },
    ),
    { numRuns: runsOf(200, 2000), includeErrorInReport: true },
  );
});
