// One table of calls, four ways in (chat and messages, buffered and streaming), in both gateway modes:
// proxy mode (a real `gate serve` in front of the fake provider) and in-kernel mode (the built-in model,
// asked to make the same calls). Every way must return the same verdict per call, equal to the kernel's
// own ladder on the same floor, and hand the client exactly the admitted calls (repaired where
// TRANSFORM). `stream: true` never skips the ladder.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { loadPolicy } from '../src/kernel/policy/load.js';
import { toWireVerdict, type WireVerdict } from '../src/kernel/types.js';
import {
  anthropicJson,
  anthropicSse,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type ScriptCall,
  startFakeUpstream,
} from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { POLICY, type Row, TABLE } from './wire-table.js';

const TOOL_NAMES = [...new Set(TABLE.map((r) => r.tool))];

type GateVerdicts = { verdicts: { tool_call_id: string; tool: string; verdict: WireVerdict }[] };

/** What one way in returned: the verdict list in judging order, and the calls the client received. */
interface Seen {
  ext: GateVerdicts | undefined;
  /** Delivered calls by id: the arguments object the client would run. */
  delivered: Map<string, unknown>;
}

type Mode = 'proxy' | 'in-kernel';

/** How a client asks: a scripted provider needs only "go"; the built-in model is told the calls. */
interface Ask {
  rows: Row[];
  prompt: string;
}

function askFor(mode: Mode): Ask {
  if (mode === 'proxy') return { rows: TABLE, prompt: 'go' };
  const rows = TABLE.filter((r) => r.builtinSkip === undefined);
  return { rows, prompt: rows.map((r) => `call ${r.tool} with ${r.args}`).join('\n') };
}

async function chat(url: string, ask: Ask, stream: boolean): Promise<Seen> {
  const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'gate-secret', maxRetries: 0 });
  const body = {
    model: 'm',
    tools: TOOL_NAMES.map((name) => ({
      type: 'function' as const,
      function: { name, parameters: { type: 'object', properties: {} } },
    })),
    messages: [{ role: 'user' as const, content: ask.prompt }],
  };
  const delivered = new Map<string, unknown>();
  if (!stream) {
    const data = await client.chat.completions.create(body);
    for (const c of data.choices[0]!.message.tool_calls ?? []) {
      if (c.type === 'function') delivered.set(c.id, JSON.parse(c.function.arguments));
    }
    return { ext: (data as unknown as { gate: GateVerdicts }).gate, delivered };
  }
  const chunks = await client.chat.completions.create({
    ...body,
    stream: true,
    stream_options: { include_usage: true },
  });
  let ext: GateVerdicts | undefined;
  for await (const chunk of chunks) {
    for (const c of chunk.choices[0]?.delta.tool_calls ?? []) {
      // A call is delivered whole in one delta: its arguments parse on arrival.
      delivered.set(c.id!, JSON.parse(c.function!.arguments!));
    }
    ext = (chunk as unknown as { gate?: GateVerdicts }).gate ?? ext;
  }
  return { ext, delivered };
}

async function messages(url: string, ask: Ask, stream: boolean): Promise<Seen> {
  const client = new Anthropic({ baseURL: url, apiKey: 'gate-secret', maxRetries: 0 });
  const body = {
    model: 'm',
    max_tokens: 256,
    tools: TOOL_NAMES.map((name) => ({ name, input_schema: { type: 'object' as const, properties: {} } })),
    messages: [{ role: 'user' as const, content: ask.prompt }],
  };
  const delivered = new Map<string, unknown>();
  if (!stream) {
    const data = await client.messages.create(body);
    for (const b of data.content) if (b.type === 'tool_use') delivered.set(b.id, b.input);
    return { ext: (data as unknown as { gate: GateVerdicts }).gate, delivered };
  }
  const events = client.messages.stream(body);
  let ext: GateVerdicts | undefined;
  events.on('streamEvent', (event) => {
    ext = (event as unknown as { gate?: GateVerdicts }).gate ?? ext;
  });
  // A client may run a call on its content_block_stop: the input must be final there.
  events.on('contentBlock', (b) => {
    if (b.type === 'tool_use') delivered.set(b.id, b.input);
  });
  await events.finalMessage();
  return { ext, delivered };
}

describe('one floor, four ways in, both modes (real gate serve, official clients)', () => {
  let dir: string;
  let fake: FakeUpstream;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  let kernelGate: GateProcess;
  const policy = loadPolicy(JSON.stringify(POLICY), 'table');
  const oracle = (row: Row): WireVerdict => {
    let args: unknown;
    try {
      args = JSON.parse(row.args);
    } catch {
      args = row.args;
    }
    return toWireVerdict(adjudicate(policy, { tool: row.tool, args, traceId: 't' }, { tainted: false }));
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-conformance-'));
    const policyFile = join(dir, 'policy.json');
    writeFileSync(policyFile, JSON.stringify(POLICY));
    fake = await startFakeUpstream();
    // The scripted provider proposes the whole table as parallel calls, in the wire and mode asked.
    const calls = (prefix: string): ScriptCall[] =>
      TABLE.map((r, i) => ({ id: `${prefix}${i}`, name: r.tool, args: r.args }));
    fake.setDefault((req, res) => {
      const streaming = (req.json as { stream?: boolean }).stream === true;
      const opts = { pieceChars: 3, writeBytes: 64 };
      if (req.url.startsWith('/v1/messages')) {
        const turn = { text: 'Calling tools.', calls: calls('toolu_') };
        return (streaming ? anthropicSse(turn, opts) : anthropicJson(turn))(req, res);
      }
      const turn = { text: 'Calling tools.', calls: calls('call_') };
      return (streaming ? openaiSse(turn, opts) : openaiJson(turn))(req, res);
    });
    const env = { PROVIDER_KEY: 'sk-provider', GATE_KEY: 'gate-secret' };
    const auth = ['--require-key-env', 'GATE_KEY', '--policy', policyFile];
    const proxy = ['--api-key-env', 'PROVIDER_KEY', ...auth];
    [openaiGate, anthropicGate, kernelGate] = await Promise.all([
      startGate(['--base-url', fake.baseUrl, '--provider', 'openai', ...proxy], { env }),
      startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', ...proxy], { env }),
      startGate(auth, { env }),
    ]);
  });

  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop(), kernelGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the table states what the floor says (the kernel agrees with the table)', () => {
    assert.deepEqual(
      TABLE.map((r) => [r.kind, r.reason]),
      TABLE.map((r) => {
        const v = oracle(r);
        return [v.kind, v.reason];
      }),
    );
  });

  const WAYS: [Mode, string, (ask: Ask) => Promise<Seen>][] = [];
  for (const mode of ['proxy', 'in-kernel'] as const) {
    const url = (wire: 'openai' | 'anthropic') =>
      mode === 'in-kernel' ? kernelGate.url : wire === 'openai' ? openaiGate.url : anthropicGate.url;
    WAYS.push(
      [mode, 'chat buffered', (ask) => chat(url('openai'), ask, false)],
      [mode, 'chat streaming', (ask) => chat(url('openai'), ask, true)],
      [mode, 'messages buffered', (ask) => messages(url('anthropic'), ask, false)],
      [mode, 'messages streaming', (ask) => messages(url('anthropic'), ask, true)],
    );
  }

  for (const [mode, name, way] of WAYS) {
    it(`${mode}, ${name}: every call gets the floor's verdict; the client gets exactly the admitted calls`, async () => {
      const ask = askFor(mode);
      const seen = await way(ask);
      const listed = seen.ext?.verdicts ?? [];
      // Calls are judged, and listed, in the order the model proposed them.
      assert.deepEqual(
        listed.map((v) => v.tool),
        ask.rows.map((r) => r.tool),
        `${name}: the calls judged`,
      );
      ask.rows.forEach((row, i) => {
        assert.deepEqual(
          listed[i]!.verdict,
          oracle(row),
          `${mode}, ${name}: ${row.tool} ${row.args.slice(0, 40)}`,
        );
      });
      const admitted = ask.rows.flatMap((r, i) => (r.kind === 'ALLOW' || r.kind === 'TRANSFORM' ? [i] : []));
      assert.deepEqual(
        [...seen.delivered.keys()],
        admitted.map((i) => listed[i]!.tool_call_id),
        `${name}: the calls delivered`,
      );
      for (const i of admitted) {
        const row = ask.rows[i]!;
        const expected = row.kind === 'TRANSFORM' ? { id: 7, password: '[REDACTED]' } : JSON.parse(row.args);
        assert.deepEqual(
          seen.delivered.get(listed[i]!.tool_call_id),
          expected,
          `${name}: arguments of ${row.tool}`,
        );
      }
    });
  }

  it('the access log names tools and verdicts, never argument bytes', () => {
    const log = openaiGate.stdout() + anthropicGate.stdout() + kernelGate.stdout();
    assert.match(log, /drop_database/);
    assert.match(log, /REQUIRE_WITNESS/);
    assert.ok(!log.includes('hunter2'));
    assert.ok(!log.includes('169.254.169.254'));
    assert.ok(!log.includes('feature/x'));
  });

  it('the provider never saw the gateway key; every request carried the provider key', () => {
    assert.ok(fake.received.length >= 4);
    for (const r of fake.received) {
      assert.ok(!JSON.stringify(r.headers).includes('gate-secret'));
      assert.ok(!r.body.includes('gate-secret'));
      assert.ok(
        r.headers['authorization'] === 'Bearer sk-provider' || r.headers['x-api-key'] === 'sk-provider',
      );
    }
  });
});
