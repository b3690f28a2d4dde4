// Round 58 (edge-r58): round 57's served Object.prototype names (test/served-prototype-names-r57.test.ts, the
// OpenAI chat wire only) on messages, Responses and MCP, through the real `gate serve` and the official
// clients: `__proto__`, `constructor`, `toString`, `hasOwnProperty` and the rest of Object.prototype's names
// as a command word, a path, a tool name, a header name and value, and a JSON key of the arguments. Never a
// crash (every answer is a verdict or the wire's own refusal), and never an admit the floor refuses: a
// call the answer passes on carries an admitting verdict, and the kernel on the same floor (untainted, as a
// first turn is) admits it too.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import OpenAI from 'openai';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { provenanceRungFor } from '../src/kernel/ladder/provenance-load.js';
import { loadPolicy } from '../src/kernel/policy/load.js';
import { responsesJson } from './fake-responses-upstream.js';
import { anthropicJson, type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const REPLAY = fileURLToPath(new URL('../../test/replay', import.meta.url));
const MANIFEST = readFileSync(join(REPLAY, 'coding', 'manifest.json'), 'utf8');
const KEY = 'k-served-prototype-r58';
const ENV = { GATE_KEY: KEY, PROVIDER_KEY: 'sk-provider' };
const RUNS = Math.min(60, Number(process.env.GATE_FUZZ_RUNS ?? 25));
const NAMES = Object.getOwnPropertyNames(Object.prototype);
const ADMITS = new Set(['ALLOW', 'TRANSFORM']);

/** A proposed call built on a prototype name: its tool and its arguments as JSON text (keys as written). */
const proposal = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...NAMES),
      fc.constantFrom('-a list.txt', '-K conf.txt', '--config f', '', '> out'),
    )
    .map(([n, opt]) => ({ tool: 'Bash', args: JSON.stringify({ command: `${n} ${opt}`.trim() }) })),
  fc
    .tuple(
      fc.constantFrom(...NAMES),
      fc.constantFrom('Write', 'Read', 'Edit'),
      fc.constantFrom('', '/x', '.txt'),
    )
    .map(([n, tool, tail]) => ({ tool, args: JSON.stringify({ file_path: `./${n}${tail}`, content: n }) })),
  fc.constantFrom(...NAMES).map((n) => ({ tool: n, args: '{}' })),
  // A JSON key of the arguments, written as text so `__proto__` is a key, not a prototype.
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom('Bash', 'Read')).map(([n, tool]) => ({
    tool,
    args: `{"${tool === 'Bash' ? 'command' : 'file_path'}":"ls","${n}":{"${n}":"${n}"}}`,
  })),
);
/** A header built on a prototype name: as its name, or as the agent's name. */
const header = fc
  .tuple(fc.constantFrom(...NAMES), fc.boolean())
  .map(([n, asName]): Record<string, string> => (asName ? { [n]: n } : { 'x-gate-agent': n }));

describe('served on messages, Responses and MCP: Object.prototype names never crash gate or pass a refused call', () => {
  let dir: string;
  let fake: FakeUpstream;
  let oaiGate: GateProcess;
  let antGate: GateProcess;
  const policy = loadPolicy(MANIFEST, 'coding');

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-proto-r58-'));
    writeFileSync(join(dir, 'policy.json'), MANIFEST);
    fake = await startFakeUpstream();
    const common = [
      '--base-url',
      fake.baseUrl,
      '--api-key-env',
      'PROVIDER_KEY',
      '--require-key-env',
      'GATE_KEY',
    ];
    [oaiGate, antGate] = await Promise.all([
      startGate(['--provider', 'openai', ...common, '--policy', join(dir, 'policy.json')], { env: ENV }),
      startGate(['--provider', 'anthropic', ...common, '--policy', join(dir, 'policy.json')], { env: ENV }),
    ]);
  });
  after(async () => {
    await Promise.all([oaiGate?.stop(), antGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The kernel's verdict kind on the floor, untainted (a first turn's calls follow no result). */
  const kernelKind = async (tool: string, argsText: string): Promise<string> => {
    const call = { tool, args: JSON.parse(argsText) as unknown, traceId: 'proto-r58' };
    await provenanceRungFor(policy, call, { tainted: false });
    return adjudicate(policy, call, { tainted: false }).kind;
  };

  /** The served verdict admits only what the kernel admits, and only an admitted call is passed on. */
  const agrees = async (p: { tool: string; args: string }, kind: string | undefined, passed: boolean) => {
    assert.ok(kind !== undefined, `a verdict for ${p.tool} ${p.args}`);
    if (passed) assert.ok(ADMITS.has(kind), `${kind} yet passed: ${p.tool} ${p.args}`);
    if (ADMITS.has(kind))
      assert.ok(
        ADMITS.has(await kernelKind(p.tool, p.args)),
        `served ${kind}, the floor refuses: ${p.tool} ${p.args}`,
      );
  };

  interface Ext {
    verdicts: { tool_call_id: string; verdict: { kind: string } }[];
  }

  it('messages: a verdict for the call, the call passed only when admitted', async () => {
    await fc.assert(
      fc.asyncProperty(proposal, header, async (p, h) => {
        fake.push(anthropicJson({ calls: [{ id: 'toolu_p', name: p.tool, args: p.args }] }));
        const ant = new Anthropic({ baseURL: antGate.url, apiKey: KEY, maxRetries: 0, defaultHeaders: h });
        const done = await ant.messages.create({
          model: 'm',
          max_tokens: 9,
          messages: [{ role: 'user', content: 'tidy the build' }],
        });
        const kind = (done as unknown as { gate?: Ext }).gate?.verdicts.find(
          (v) => v.tool_call_id === 'toolu_p',
        )?.verdict.kind;
        await agrees(
          p,
          kind,
          done.content.some((b) => b.type === 'tool_use' && b.id === 'toolu_p'),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('Responses: a verdict for the call, the call passed only when admitted', async () => {
    await fc.assert(
      fc.asyncProperty(proposal, header, async (p, h) => {
        fake.push(responsesJson({ calls: [{ id: 'call_p', name: p.tool, args: p.args }] }));
        const oai = new OpenAI({
          baseURL: `${oaiGate.url}/v1`,
          apiKey: KEY,
          maxRetries: 0,
          defaultHeaders: h,
        });
        const done = await oai.responses.create({ model: 'm', input: 'tidy the build' });
        const kind = (done as unknown as { gate?: Ext }).gate?.verdicts.find(
          (v) => v.tool_call_id === 'call_p',
        )?.verdict.kind;
        const passed = done.output.some((i) => i.type === 'function_call' && i.call_id === 'call_p');
        await agrees(p, kind, passed);
      }),
      { numRuns: RUNS },
    );
  });

  it('MCP: gate_adjudicate answers a verdict the floor agrees with; prototype-named tools, methods and keys are refused in JSON-RPC', async () => {
    await fc.assert(
      fc.asyncProperty(proposal, header, async (p, h) => {
        const client = new Client({ name: 'proto-r58', version: '1' });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(`${oaiGate.url}/mcp`), {
            requestInit: { headers: { authorization: `Bearer ${KEY}`, ...h } },
          }),
        );
        try {
          const res = (await client.callTool({
            name: 'gate_adjudicate',
            arguments: {
              tool: p.tool,
              args: p.args,
              trace_id: `proto-r58-${Math.random().toString(36).slice(2)}`,
            },
          })) as { content: { type: string; text: string }[] };
          const kind = (JSON.parse(res.content[0]?.text ?? '{}') as { verdict?: { kind: string } }).verdict
            ?.kind;
          await agrees(p, kind, false);
        } finally {
          await client.close();
        }
      }),
      { numRuns: RUNS },
    );
    // Raw JSON-RPC: a prototype name as the tool, the method, and a params key.
    for (const n of NAMES) {
      const post = async (body: string) => {
        const res = await fetch(`${oaiGate.url}/mcp`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${KEY}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'x-gate-trace-id': 'proto-r58-raw',
          },
          body,
        });
        const text = await res.text();
        assert.ok(res.status < 500, `${res.status} for ${n}: ${text.slice(0, 200)}`);
        assert.doesNotMatch(text, /\n\s+at |\.js:\d+|TypeError/);
        return JSON.parse(text) as { error?: { code: number }; result?: unknown };
      };
      const call = await post(
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${n}","arguments":{"${n}":"x"}}}`,
      );
      assert.equal(call.error?.code, -32602, `tools/call ${n}`);
      const method = await post(`{"jsonrpc":"2.0","id":2,"method":"${n}","params":{"${n}":{}}}`);
      assert.equal(method.error?.code, -32601, `method ${n}`);
      const keyed = await post(
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"gate_adjudicate","arguments":{"tool":"Read","arguments":{"file_path":"a"},"${n}":1}}}`,
      );
      assert.ok(keyed.error !== undefined || keyed.result !== undefined, `a key ${n}`);
    }
    for (const g of [oaiGate, antGate]) assert.equal((await fetch(`${g.url}/healthz`)).status, 200);
  });
});
