// Property fuzzing (fast-check) of every wire's request bodies against the real process, in-kernel and
// proxy mode: a valid request with wrong types, missing and unknown fields at every position. The
// invariant: no crash, no 5xx (MCP: no -32603) for a client's mistake, and every error in the wire's
// own shape. GATE_FUZZ_RUNS sets the cases per wire and mode (250, 1,000 under GATE_DEEP=1; a long local
// run raises it).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post } from './helpers/http-post.js';

// 1,000 bodies a wire and mode were 27 s of CPU, 11 s at 250 (round 40); fast-check draws a fresh seed each
// run, so CI's runs together still try thousands of bodies a wire.
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? runsOf(250, 1000));

type Shape = 'openai' | 'anthropic' | 'jsonrpc';
interface Wire {
  path: string;
  shape: Shape;
  bases: unknown[];
  /** Wires a proxy to an OpenAI-speaking upstream serves (messages needs --provider anthropic). */
  proxied: boolean;
}

const ARGS = '{"command":"ls -la"}';
const WIRES: Record<string, Wire> = {
  chat: {
    path: '/v1/chat/completions',
    shape: 'openai',
    proxied: true,
    bases: [
      {
        model: 'm',
        temperature: 0.2,
        stream: false,
        messages: [
          { role: 'system', content: 'be brief' },
          { role: 'user', content: [{ type: 'text', text: 'hi' }] },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', type: 'function', function: { name: 'Bash', arguments: ARGS } }],
          },
          { role: 'tool', tool_call_id: 'c1', content: 'total 0' },
        ],
        tools: [
          {
            type: 'function',
            function: {
              name: 'Bash',
              parameters: { type: 'object', properties: { command: { type: 'string' } } },
            },
          },
        ],
      },
    ],
  },
  messages: {
    path: '/v1/messages',
    shape: 'anthropic',
    proxied: false,
    bases: [
      {
        model: 'm',
        max_tokens: 64,
        system: [{ type: 'text', text: 'be brief' }],
        stream: false,
        messages: [
          { role: 'user', content: 'hi' },
          {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }],
          },
          {
            role: 'user',
            content: [
              { type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'total 0' }] },
            ],
          },
        ],
        tools: [
          { name: 'Bash', input_schema: { type: 'object', properties: { command: { type: 'string' } } } },
        ],
      },
    ],
  },
  responses: {
    path: '/v1/responses',
    shape: 'openai',
    proxied: true,
    bases: [
      {
        model: 'm',
        stream: false,
        instructions: 'be brief',
        input: [
          { role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
          { type: 'function_call', call_id: 'c1', name: 'Bash', arguments: ARGS },
          { type: 'function_call_output', call_id: 'c1', output: 'total 0' },
        ],
        tools: [{ type: 'function', name: 'Bash', parameters: { type: 'object' } }],
      },
    ],
  },
  mcp: {
    path: '/mcp',
    shape: 'jsonrpc',
    proxied: true,
    bases: [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'gate_adjudicate', arguments: { tool: 'Bash', args: ARGS, trace_id: 'fuzz-1' } },
      },
      {
        jsonrpc: '2.0',
        id: 'a',
        method: 'tools/call',
        params: { name: 'gate_admit', arguments: { tool: 'Read', content: 'text', source: 'untrusted' } },
      },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'f', version: '1' } },
      },
      [
        { jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'tools/call',
          params: { name: 'gate_changes', arguments: { since: 0 } },
        },
      ],
    ],
  },
};

type Path = Array<string | number>;

/** Every position in a JSON value: the root, each key, each element. */
function positions(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) positions(value[i], [...at, i], out);
  } else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) positions(v, [...at, k], out);
  return out;
}

type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'add'; key: string; value: unknown };

function mutate(base: unknown, at: Path, m: Mutation): unknown {
  const copy = structuredClone(base);
  if (at.length === 0) return m.kind === 'replace' ? m.value : copy;
  let parent = copy as Record<string | number, unknown>;
  for (const step of at.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, unknown>)[m.key] = m.value;
  }
  return copy;
}

const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', '{', '[]', 'Bash', 'sudo rm -rf /', [], {}, [null], {
    a: 1,
  }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: wrongValue.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'delete' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'stream', 'x', 'tool_calls', 'id'), wrongValue)
      .map(([key, value]) => ({ kind: 'add' as const, key, value })),
  },
);

/** A base request with one to three mutations at positions fast-check picks. */
function bodies(wire: Wire): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.nat(wire.bases.length - 1),
      fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }),
    )
    .map(([which, steps]) => {
      let value = wire.bases[which];
      for (const [pick, m] of steps) {
        const all = positions(value);
        value = mutate(value, all[pick % all.length]!, m);
      }
      return JSON.stringify(value) ?? 'null';
    });
}

/** The invariant for one answer; returns a description of the breach, or undefined. */
function breach(shape: Shape, status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status === 202 || (status === 200 && shape !== 'jsonrpc')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  if (shape === 'jsonrpc') {
    for (const reply of Array.isArray(body) ? body : [body]) {
      const r = reply as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } };
      if (r.jsonrpc !== '2.0') return `not a JSON-RPC answer: ${text.slice(0, 200)}`;
      if (r.error && r.error.code === -32603)
        return `internal error for a client's request: ${text.slice(0, 200)}`;
      if (r.error && (typeof r.error.message !== 'string' || /\n/.test(r.error.message)))
        return `error message not one line: ${text.slice(0, 200)}`;
    }
    return undefined;
  }
  const b = body as { type?: unknown; error?: { type?: unknown; message?: unknown; code?: unknown } };
  if (typeof b.error?.message !== 'string' || typeof b.error.type !== 'string')
    return `not an error shape: ${text.slice(0, 200)}`;
  if (shape === 'anthropic' && b.type !== 'error')
    return `not the Anthropic error shape: ${text.slice(0, 200)}`;
  // The provider's own 400s (the built-in model mimics them) carry `code: null`; gate's carry a string.
  if (shape === 'openai' && !(typeof b.error.code === 'string' || b.error.code === null))
    return `not the OpenAI error shape: ${text.slice(0, 200)}`;
  return undefined;
}

let upstream: FakeUpstream;
const gates: Record<'in-kernel' | 'proxy', GateProcess> = {} as never;
const tally: Record<string, number> = {};

before(async () => {
  upstream = await startFakeUpstream({ record: false });
  gates['in-kernel'] = await startGate([]);
  gates.proxy = await startGate(['--base-url', upstream.baseUrl]);
});
after(async () => {
  closePosts();
  await gates['in-kernel']?.stop();
  await gates.proxy?.stop();
  await upstream?.close();
  process.stderr.write(`fuzz-wire-bodies: requests per wire and mode ${JSON.stringify(tally)}, crashes 0\n`);
});

for (const mode of ['in-kernel', 'proxy'] as const) {
  describe(`request bodies, ${mode}`, () => {
    for (const [name, wire] of Object.entries(WIRES)) {
      if (mode === 'proxy' && !wire.proxied) continue;
      test(`${name}: wrong types, missing and unknown fields at every position`, async () => {
        const gate = gates[mode];
        let sent = 0;
        await fc.assert(
          fc.asyncProperty(bodies(wire), async (body) => {
            const { status, text } = await post(gate.url, wire.path, body);
            sent++;
            const problem = breach(wire.shape, status, text);
            assert.equal(problem, undefined, problem);
            assert.equal(gate.child.exitCode, null, 'gate exited');
          }),
          { numRuns: RUNS },
        );
        tally[`${name}/${mode}`] = sent;
        assert.equal(gate.child.exitCode, null, `gate exited; stderr:\n${gate.stderr()}`);
      });
    }
  });
}
