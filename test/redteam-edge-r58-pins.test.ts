// Round 58 (edge-r58; docs/wires.md, "Round 58 (edge-r58)", the table of what an operator gets): the
// session workspace with no `--workspace` pin and with several, on chat, messages, Responses and MCP,
// through the real `gate serve` and the official clients. One pin on every wire, and several on chat and
// Responses, are test/redteam-edge-r57.test.ts's; this file holds the other cells. The rule it pins
// (src/server/workspace-pins.ts sessionWorkspace): a workspace the client reports is taken within the pins
// (any, with none); with no report, the one pin is the workspace, several pins or none give no workspace.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import OpenAI from 'openai';
import { responsesJson } from './fake-responses-upstream.js';
import {
  anthropicJson,
  type FakeUpstream,
  openaiJson,
  type ScriptCall,
  startFakeUpstream,
} from './fake-upstream.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'k-edge-r58-pins';
const ENV = { GATE_KEY: KEY, PROVIDER_KEY: 'sk-provider' };
const PIN = '/tmp/edge-r58-pin-a';
const PIN_TWO = '/tmp/edge-r58-pin-b';
const ELSEWHERE = '/tmp/edge-r58-elsewhere';
/** A project directory no shared place holds: its calls are admitted with or without a workspace. */
const HOME_PROJECT = '/home/dev/proj';

const call = (id: string, workdir: string): ScriptCall => ({
  id,
  name: 'exec_command',
  args: JSON.stringify({ cmd: 'git status', workdir }),
});
const CALLS = [
  call('pin', PIN),
  call('two', `${PIN_TWO}/sub`),
  call('home', HOME_PROJECT),
  call('else', ELSEWHERE),
];
const envBlock = (cwd: string) => `<environment_context>\n  <cwd>${cwd}</cwd>\n</environment_context>`;

describe('round 58: the session workspace with no pin and with several, on every wire', () => {
  let fake: FakeUpstream;
  const gates: Record<'oaiNone' | 'antNone' | 'oaiTwo' | 'antTwo', GateProcess> = {} as never;
  before(async () => {
    fake = await startFakeUpstream();
    const common = [
      '--api-key-env',
      'PROVIDER_KEY',
      '--require-key-env',
      'GATE_KEY',
      '--base-url',
      fake.baseUrl,
    ];
    const two = ['--workspace', PIN, '--workspace', PIN_TWO];
    [gates.oaiNone, gates.antNone, gates.oaiTwo, gates.antTwo] = await Promise.all([
      startGate(['--provider', 'openai', ...common], { env: ENV }),
      startGate(['--provider', 'anthropic', ...common], { env: ENV }),
      startGate(['--provider', 'openai', ...common, ...two], { env: ENV }),
      startGate(['--provider', 'anthropic', ...common, ...two], { env: ENV }),
    ]);
  });
  after(async () => {
    await Promise.all(Object.values(gates).map((g) => g.stop()));
    await fake?.close();
  });

  /** The call ids a chat or messages answer relays (a refused call is taken out). */
  const relayed = async (g: GateProcess, wire: 'chat' | 'messages') => {
    if (wire === 'chat') {
      fake.push(openaiJson({ calls: CALLS }));
      const oai = new OpenAI({ baseURL: `${g.url}/v1`, apiKey: KEY, maxRetries: 0 });
      const done = await oai.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'go' }],
      });
      return (done.choices[0]?.message.tool_calls ?? []).map((c) => c.id).sort();
    }
    fake.push(anthropicJson({ calls: CALLS }));
    const ant = new Anthropic({ baseURL: g.url, apiKey: KEY, maxRetries: 0 });
    const done = await ant.messages.create({
      model: 'm',
      max_tokens: 9,
      messages: [{ role: 'user', content: 'go' }],
    });
    return done.content.flatMap((b) => (b.type === 'tool_use' ? [b.id] : [])).sort();
  };

  /** The call ids a Responses answer admits, from a client that is Codex (with its block) or not. */
  const responsesAdmitted = async (g: GateProcess, block?: string) => {
    fake.push(responsesJson({ calls: CALLS }));
    const oai = new OpenAI({
      baseURL: `${g.url}/v1`,
      apiKey: KEY,
      maxRetries: 0,
      defaultHeaders: block === undefined ? {} : { originator: 'codex_exec' },
    });
    const text = (t: string) => ({
      role: 'user' as const,
      content: [{ type: 'input_text' as const, text: t }],
    });
    const input = [...(block === undefined ? [] : [text(envBlock(block))]), text('status please')];
    const done = await oai.responses.create({ model: 'm', input });
    const verdicts = (
      done as unknown as { gate: { verdicts: { tool_call_id: string; verdict: { kind: string } }[] } }
    ).gate.verdicts;
    return verdicts.flatMap((v) => (v.verdict.kind === 'ALLOW' ? [v.tool_call_id] : [])).sort();
  };

  /** gate_adjudicate's verdict for each call's directory, with a `workspace` claim or none. */
  const mcpAdmitted = async (g: GateProcess, claim?: string) => {
    const client = new Client({ name: 'edge-r58-pins', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${g.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    try {
      const out: string[] = [];
      for (const c of CALLS) {
        const { workdir } = JSON.parse(c.args) as { workdir: string };
        const doc = (await callDoc(client, 'gate_adjudicate', {
          tool: 'run_shell_command',
          arguments: { command: 'git status', cwd: workdir },
          trace_id: `edge-r58-pins-${c.id}`,
          ...(claim === undefined ? {} : { workspace: claim }),
        })) as { verdict: { kind: string } };
        if (doc.verdict.kind === 'ALLOW') out.push(c.id);
      }
      return out.sort();
    } finally {
      await client.close();
    }
  };

  it('no pin: chat and messages have no workspace; Responses takes Codex block, MCP the claim, wherever', async () => {
    assert.deepEqual(await relayed(gates.oaiNone, 'chat'), ['home']);
    assert.deepEqual(await relayed(gates.antNone, 'messages'), ['home']);
    assert.deepEqual(await responsesAdmitted(gates.oaiNone), ['home']);
    assert.deepEqual(await responsesAdmitted(gates.oaiNone, ELSEWHERE), ['else', 'home']);
    assert.deepEqual(await mcpAdmitted(gates.oaiNone), ['home']);
    assert.deepEqual(await mcpAdmitted(gates.oaiNone, ELSEWHERE), ['else', 'home']);
  });

  it('several pins: no report, no workspace (gate cannot tell which); a report within a pin is taken, outside not', async () => {
    assert.deepEqual(await relayed(gates.oaiTwo, 'chat'), ['home']);
    assert.deepEqual(await relayed(gates.antTwo, 'messages'), ['home']);
    assert.deepEqual(await responsesAdmitted(gates.oaiTwo), ['home']);
    assert.deepEqual(await responsesAdmitted(gates.oaiTwo, PIN_TWO), ['home', 'two']);
    // Codex's block outside every pin: read as no workspace, not refused.
    assert.deepEqual(await responsesAdmitted(gates.oaiTwo, ELSEWHERE), ['home']);
    assert.deepEqual(await mcpAdmitted(gates.oaiTwo), ['home']);
    assert.deepEqual(await mcpAdmitted(gates.oaiTwo, PIN), ['home', 'pin']);
    await assert.rejects(mcpAdmitted(gates.oaiTwo, ELSEWHERE), /workspace: outside every project directory/);
  });
});
