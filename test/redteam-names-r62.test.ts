// Red team, round 62 (redteam4): a tool name the model or client chooses is not recorded as written unless
// the operator declared it. A model that read a secret and names a tool after it put up to 256 characters
// of it in the journal row, the access log and the console on 88236a84 (docs/journal.md, "Round 62
// (redteam4-r62)"). Against the real process, on chat, messages and Responses (buffered and streamed) and
// MCP: no generated name reaches the journal file, the access log or /metrics; a declared name is recorded
// as written; one undeclared name is recorded in one form, the one `gate journal name-digest` prints.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { MAX_TOOL_NAME, recordedToolName, undeclaredName } from '../src/kernel/tool-name.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import {
  bufferedAnswer,
  requestFor,
  serveJson,
  serveSse,
  streamedAnswer,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const POLICY = { allow: ['Read'], allow_prefix: ['get_'], deny: { rm: 'POLICY_BLOCK' } };
const READ_ARGS = '{"file_path":"notes.txt"}';
/** POLICY as the kernel compiles it, as far as recordedToolName reads it. */
const FLOOR = {
  allow: new Set(POLICY.allow),
  allowPrefix: POLICY.allow_prefix,
  deny: new Map(Object.entries(POLICY.deny)),
  safeSinks: new Set(),
  sources: new Map(),
  argRules: [],
} as never;

let dir: string;
let fake: FakeUpstream;
const gates: Record<'openai' | 'anthropic', { gate: GateProcess; journal: string }> = {} as never;
let mcp: GateMcp;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-names-r62-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(POLICY));
  fake = await startFakeUpstream();
  for (const provider of ['openai', 'anthropic'] as const) {
    const journal = join(dir, `${provider}.jsonl`);
    const gate = await startGate(
      ['--base-url', fake.baseUrl, '--provider', provider, '--policy', join(dir, 'policy.json')],
      { env: { GATE_AUDIT_JOURNAL: journal } },
    );
    gates[provider] = { gate, journal };
  }
  mcp = await connectMcp(gates.openai.gate.url);
});

after(async () => {
  await mcp?.close().catch(() => undefined);
  await Promise.all(Object.values(gates).map((g) => g.gate.stop()));
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const providerOf = (wire: Wire) => (wire === 'messages' ? 'anthropic' : 'openai');

/** One model turn on `wire` whose answer calls `names` in order (the upstream answers as the model). */
async function modelCalls(wire: Wire, stream: boolean, names: string[]): Promise<void> {
  const calls = names.map((name, i) => ({ id: `call_${i}`, name, args: READ_ARGS }));
  fake.push(
    stream
      ? serveSse(streamedAnswer(wire, calls, { cut: 7, picks: [], late: calls.map(() => 0) }))
      : serveJson(bufferedAnswer(wire, calls)),
  );
  const { path, body } = requestFor(wire, stream);
  const res = await fetch(`${gates[providerOf(wire)].gate.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
}

/** The `tool` of every journal row of both gates (or of one). */
function recordedTools(only?: 'openai' | 'anthropic'): string[] {
  const tools: string[] = [];
  for (const { journal } of only === undefined ? Object.values(gates) : [gates[only]]) {
    for (const line of readFileSync(journal, 'utf8').split('\n')) {
      if (line === '') continue;
      const row = JSON.parse(line) as { kind: string; tool: string };
      // A STOP row names no tool (`-`, docs/journal.md): since round 65 a gate_syscall with no backend leaves one.
      if (row.kind !== 'STOP') tools.push(row.tool);
    }
  }
  return tools;
}

/** Everything a name could be recorded in: both journals, both access logs, both /metrics pages. */
async function records(): Promise<string> {
  const texts: string[] = [];
  for (const { gate, journal } of Object.values(gates)) {
    texts.push(readFileSync(journal, 'utf8'), gate.stdout(), gate.stderr());
    texts.push(await (await fetch(`${gate.url}/metrics`)).text());
  }
  return texts.join('\n');
}

/** Waits until the access log has a line for every request made so far (it is batched, ~20 ms). */
async function logged(gate: GateProcess, lines: number): Promise<void> {
  while (
    gate
      .stdout()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"')).length < lines
  )
    await new Promise((r) => setTimeout(r, 5));
}

const SECRET = fc
  .tuple(
    fc.constantFrom('sk-live-', 'ghp_', 'AKIA', 'xoxb-', 'pw='),
    fc.stringMatching(/^[A-Za-z0-9]{16,40}$/),
  )
  .map(([p, s]) => p + s);
const EMAIL = fc.emailAddress().filter((e) => e.length >= 8);
const LONG = fc.stringMatching(/^[A-Za-z0-9_]{200,300}$/);
const UNICODE = fc.string({ unit: 'grapheme', minLength: 8, maxLength: 40 });
const CONTROL = fc
  .tuple(
    fc.stringMatching(/^[a-z]{6,12}$/),
    fc.constantFrom('\u0000', '\u001b[31m', '\u009b', '\u202e', '\n'),
  )
  .map(([a, c]) => `${a}${c}${a}`);
const TWIN = fc.constantFrom(
  'Read\u200b',
  'Reаd',
  'read',
  'Read ',
  'get_sk-live-abcdefgh12345678',
  'rm\u0000',
);
const NAME = fc.oneof(SECRET, EMAIL, LONG, UNICODE, CONTROL, TWIN);

/** The name's text as a JSON string would carry it, and raw: neither may appear in any record. */
function appearances(name: string): string[] {
  const quoted = JSON.stringify(name);
  // A short name (a near-twin) could occur inside gate's own text; as a whole JSON string it cannot.
  return name.length >= 12 ? [quoted, quoted.slice(1, -1), name] : [quoted];
}

const requests = { openai: 0, anthropic: 0 };

test('a declared name is recorded as written; an undeclared one in one form, on every wire', async () => {
  await modelCalls('chat', false, ['Read', 'sk-live-0123456789abcdefXYZ']);
  await modelCalls('chat', false, ['sk-live-0123456789abcdefXYZ']);
  requests.openai += 2;
  await logged(gates.openai.gate, requests.openai);
  const tools = recordedTools();
  assert.ok(tools.includes('Read'), 'the declared name as written');
  const form = undeclaredName('sk-live-0123456789abcdefXYZ');
  assert.match(form, /^undeclared:[0-9a-f]{16}:27:ident$/);
  assert.equal(tools.filter((t) => t === form).length, 2, 'two refusals of one name, one recorded form');
  const text = await records();
  assert.ok(!text.includes('0123456789abcdefXYZ'), 'the secret-shaped name is in no record');
  assert.ok(gates.openai.gate.stdout().includes(form), 'the access log names the same form');
  // The operator's tool: `gate journal name-digest` prints the form the records hold.
  const printed = await runGate(['journal', 'name-digest', 'sk-live-0123456789abcdefXYZ']);
  assert.equal(printed.code, 0, printed.stderr);
  assert.equal(printed.stdout.trim(), form);
});

test('a name past an allow_prefix keeps the prefix, its rest by digest', () => {
  assert.equal(recordedToolName('Read', FLOOR), 'Read');
  assert.equal(
    recordedToolName('get_weather_sk-live-1', FLOOR),
    `get_${undeclaredName('weather_sk-live-1')}`,
  );
  assert.equal(recordedToolName('READ', FLOOR), undeclaredName('READ'));
  // Plain lower-case words after the operator's prefix stay legible; digits, capitals or marks do not.
  assert.equal(recordedToolName('get_user', FLOOR), 'get_user');
  assert.equal(recordedToolName('get_user_profile', FLOOR), 'get_user_profile');
  assert.equal(recordedToolName('get_user2', FLOOR), `get_${undeclaredName('user2')}`);
  assert.equal(recordedToolName('get_User', FLOOR), `get_${undeclaredName('User')}`);
  assert.equal(recordedToolName(`get_${'a'.repeat(49)}`, FLOOR), `get_${undeclaredName('a'.repeat(49))}`);
  assert.equal(recordedToolName('rm', FLOOR), 'rm', 'a denied name is declared too');
});

test('generated names (secret-shaped, long, unicode, control bytes, near-twins) reach no record', async () => {
  await fc.assert(
    fc.asyncProperty(NAME, fc.constantFrom(...WIRES), fc.boolean(), async (name, wire, stream) => {
      const expected = recordedToolName(name, FLOOR);
      const rowsOf = (provider: 'openai' | 'anthropic') =>
        recordedTools(provider).filter((t) => t === expected).length;
      const before = rowsOf(providerOf(wire));
      await modelCalls(wire, stream, [name]);
      requests[providerOf(wire)] += 1;
      assert.ok(rowsOf(providerOf(wire)) > before, `${wire}: the call's row holds the recorded form`);
      // MCP: the name given to gate_adjudicate and gate_syscall, and called as a tool (unknown: refused).
      const beforeMcp = rowsOf('openai');
      // A name past MAX_TOOL_NAME is refused -32602 before any decision: no row, and nothing recorded.
      const judged = name.length <= MAX_TOOL_NAME;
      for (const tool of ['gate_adjudicate', 'gate_syscall']) {
        const asked = mcp.client.callTool({ name: tool, arguments: { tool: name, args: '{}' } });
        await (judged ? asked : assert.rejects(asked, /-32602/));
      }
      await mcp.client.callTool({ name, arguments: {} }).catch(() => undefined);
      requests.openai += 3;
      if (judged) assert.ok(rowsOf('openai') >= beforeMcp + 2, 'MCP: the rows hold the recorded form');
      await logged(gates.openai.gate, requests.openai);
      await logged(gates.anthropic.gate, requests.anthropic);
      const text = await records();
      for (const form of appearances(name))
        assert.ok(!text.includes(form), `${JSON.stringify(name)} reached a record`);
    }),
    { numRuns: 20 },
  );
  // Every row names a declared tool or a recorded form: no other text reaches the `tool` field.
  for (const tool of recordedTools())
    assert.match(
      tool,
      /^(Read|rm|gate_[a-z_]+|get_[a-z_]+|(get_)?undeclared:[0-9a-f]{16}:\d+:(ident|ascii|unicode|control))$/,
    );
});
