// Hooks a describe registers for the gates its tests speak to: a messages gate and a chat gate in
// front of one fake provider (the built-in floor), or one MCP gateway with an SDK client. Each returns a
// holder its `before` fills.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type FakeUpstream, openaiJson, startFakeUpstream } from '../fake-upstream.js';
import { fakeGate } from './fake-gates.js';
import { type GateProcess, startGate } from './gate-process.js';
import { post } from './http-post.js';
import { connectMcp, type GateMcp } from './mcp-client.js';
import {
  bufferedAnswer,
  gateExtension,
  type Json,
  parseSse,
  serveJson,
  serveSse,
  streamedAnswer,
  type Wire,
} from './upstream-answers.js';

export interface ProviderGates {
  fake: FakeUpstream;
  /** `--provider anthropic` (messages). */
  messages: GateProcess;
  /** `--provider openai` (chat, Responses). */
  openai: GateProcess;
}

/**
 * A messages gate and an OpenAI gate on the built-in floor, before one fake provider: the process's
 * (fake-gates.ts), shared with the files run-tests.mjs groups with this one, the fake reset as a fresh one.
 */
export function providerGates(): ProviderGates {
  const held = {} as ProviderGates;
  before(async () => {
    held.openai = (await fakeGate('openai')).gate;
    ({ fake: held.fake, gate: held.messages } = await fakeGate('anthropic'));
  });
  return held;
}

/** One `gate serve` given `args()` and an MCP SDK client connected to it. */
export function mcpGate(args: () => string[]): { gate: GateProcess; mcp: GateMcp } {
  const held = {} as { gate: GateProcess; mcp: GateMcp };
  before(async () => {
    held.gate = await startGate(args());
    held.mcp = await connectMcp(held.gate.url);
  });
  after(async () => {
    await held.mcp?.close();
    await held.gate?.stop();
  });
  return held;
}

/** One gate on the built-in floor for `provider`, before a fake provider: the process's, as providerGates. */
export function providerGate(provider: 'anthropic' | 'openai'): { fake: FakeUpstream; gate: GateProcess } {
  const held = {} as { fake: FakeUpstream; gate: GateProcess };
  before(async () => {
    Object.assign(held, await fakeGate(provider));
  });
  return held;
}

/** A messages gate and an OpenAI gate under one manifest (`policy`, written to a file), before one fake provider. */
export function policyGates(policy: object, flags: readonly string[] = []): ProviderGates {
  const held = {} as ProviderGates;
  let dir = '';
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-policy-gates-'));
    const file = join(dir, 'policy.json');
    writeFileSync(file, JSON.stringify(policy));
    held.fake = await startFakeUpstream();
    [held.messages, held.openai] = await Promise.all(
      (['anthropic', 'openai'] as const).map((p) =>
        startGate(['--base-url', held.fake.baseUrl, '--provider', p, '--policy', file, ...flags]),
      ),
    );
  });
  after(async () => {
    await Promise.all([held.messages?.stop(), held.openai?.stop()]);
    await held.fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return held;
}

/** A messages gate and an OpenAI gate under `policy`, each journaling to a file of its own. */
export interface JournaledGates extends ProviderGates {
  journals: { messages: string; openai: string };
}

/** policyGates with a journal per gate (`GATE_AUDIT_JOURNAL`), for tests that read what gate wrote. */
export function journaledPolicyGates(policy: object): JournaledGates {
  const dir = mkdtempSync(join(tmpdir(), 'gate-journaled-'));
  const held = {
    journals: { messages: join(dir, 'messages.jsonl'), openai: join(dir, 'openai.jsonl') },
  } as JournaledGates;
  before(async () => {
    const file = join(dir, 'policy.json');
    writeFileSync(file, JSON.stringify(policy));
    held.fake = await startFakeUpstream();
    [held.messages, held.openai] = await Promise.all(
      (['messages', 'openai'] as const).map((g) =>
        startGate(
          [
            '--base-url',
            held.fake.baseUrl,
            '--provider',
            g === 'messages' ? 'anthropic' : 'openai',
            '--policy',
            file,
          ],
          { env: { GATE_AUDIT_JOURNAL: held.journals[g] } },
        ),
      ),
    );
  });
  after(async () => {
    await Promise.all([held.messages?.stop(), held.openai?.stop()]);
    await held.fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return held;
}

const WIRE_PATHS: Record<Wire, string> = {
  chat: '/v1/chat/completions',
  messages: '/v1/messages',
  responses: '/v1/responses',
};

/**
 * The verdict kind gate gives the one call (`c_x`) the fake provider answers `body` with: buffered, or
 * streamed `cut` characters a delta; on the trace `trace` when given.
 */
export async function servedVerdict(
  gates: ProviderGates,
  wire: Wire,
  body: Json,
  call: { tool: string; args: string },
  opts: { cut?: number; trace?: string } = {},
): Promise<string> {
  const calls = [{ id: 'c_x', name: call.tool, args: call.args }];
  const stream = opts.cut !== undefined;
  gates.fake.push(
    stream
      ? serveSse(streamedAnswer(wire, calls, { cut: opts.cut!, picks: [], late: [0] }))
      : serveJson(bufferedAnswer(wire, calls)),
  );
  // node:http, not fetch: the flood suites send hundreds of these (docs/testing.md, "Round 37").
  const { status, text } = await post(
    (wire === 'messages' ? gates.messages : gates.openai).url,
    WIRE_PATHS[wire],
    JSON.stringify({ ...body, stream }),
    {
      accept: '*/*',
      headers: {
        'x-api-key': 'k',
        authorization: 'Bearer k',
        ...(opts.trace ? { 'x-gate-trace-id': opts.trace } : {}),
      },
    },
  );
  assert.equal(status, 200, text.slice(0, 200));
  const payloads = stream ? parseSse(text).map((e) => e.data) : [JSON.parse(text)];
  return gateExtension(payloads)?.verdicts.find((v) => v.tool_call_id === 'c_x')?.verdict.kind ?? 'none';
}

/** Asserts none of `values` is in either gate's stderr, stdout, journal (each has rows) or `/metrics`. */
export async function assertNothingWritten(gates: JournaledGates, values: readonly string[]): Promise<void> {
  const metrics = await fetch(`${gates.openai.url}/metrics`, { headers: { authorization: 'Bearer k' } });
  const seen = [gates.messages, gates.openai].flatMap((g) => [g.stderr(), g.stdout()]);
  const rows = Object.values(gates.journals).map((f) => readFileSync(f, 'utf8'));
  assert.ok(
    rows.every((r) => r.length > 0),
    'each journal has rows',
  );
  seen.push(...rows, await metrics.text());
  for (const text of seen) for (const v of values) assert.ok(!text.includes(v), v);
}

/**
 * The verdict (kind and reason, as redteam-floor.ts's `said`) gate's chat wire gives a Bash call of
 * `command` that the fake provider answers with, read by the official openai client.
 */
export async function chatShellVerdict(gates: ProviderGates, command: string): Promise<string> {
  // Imported here: of the files that share these gates, most never speak through the openai client.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: `${gates.openai.url}/v1`, apiKey: 'unused', maxRetries: 0 });
  gates.fake.push(openaiJson({ calls: [{ id: 'c_x', name: 'Bash', args: JSON.stringify({ command }) }] }));
  const got = await client.chat.completions.create({
    model: 'm',
    messages: [{ role: 'user', content: 'go' }],
  });
  const v = gateExtension([got as unknown as Json])?.verdicts.find((x) => x.tool_call_id === 'c_x')?.verdict;
  return `${v?.kind} ${(v as { reason?: string } | undefined)?.reason ?? ''}`;
}

/** The verdict (kind and reason) MCP `gate_adjudicate` gives a Bash call of `command`. */
export async function mcpShellVerdict(mcp: GateMcp, command: string): Promise<string> {
  const r = await mcp.call('gate_adjudicate', { tool: 'Bash', arguments: { command } });
  const v = r['verdict'] as { kind: string; reason?: string };
  return `${v.kind} ${v.reason ?? ''}`;
}
