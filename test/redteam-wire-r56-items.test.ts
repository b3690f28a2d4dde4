// Red team, round 56 (edge-r56): every item an upstream answer can carry that a client executes, on the three
// wires, buffered and streamed, read with the official SDKs through two real `gate serve` processes. The
// floor admits `read_notes` only; every other call carries CANARY in its arguments. fast-check draws, per
// wire, the documented executable kinds (chat: function, custom, legacy `function_call`, a type gate does
// not know; messages: `tool_use`, a block type gate does not know; Responses: function, custom, local shell,
// shell, apply_patch, computer, an MCP approval request, a client tool search, an item type gate does not
// know), and the stream's framing: LF, CRLF or CR line ends, comments and `retry:` lines, the body cut into
// pieces written apart, events after the terminal event (`[DONE]`, `message_stop`, `response.completed`) and
// an admitted call's arguments continued after its stop. Asserted: CANARY never reaches the client, while a
// control (`read_notes` carrying CANARY) does, so the reader would see a bypass. And a chat route's query
// string (`?stream=true&alt=sse`) reaches the provider as the client wrote it, while gate judges the answer
// by what it is (an event stream to a buffered request, JSON to a streamed one). Held on 7ca8af78: nothing
// to fix. docs/wires.md, "Round 56 (edge-r56)".
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  chatChunk as chunk,
  type Ev,
  type Json,
  messageEnd,
  messageStart,
  typedEvent as typed,
} from './helpers/upstream-answers.js';

const CANARY = 'CANARYr56items';
const bad = JSON.stringify({ path: `/${CANARY}` });
type Wire = 'chat' | 'messages' | 'responses';

/** What the provider sends next, and where it cuts it. */
let next: { type: string; body: string; cuts: number[] } = { type: 'application/json', body: '{}', cuts: [] };
let lastTarget = '';

// Chat: each executable kind, as a buffered message's member and as stream deltas.
const CHAT_KINDS: Record<string, { message: Json; deltas: Json[] }> = {
  function: {
    message: { tool_calls: [{ id: 'a', type: 'function', function: { name: 'wipe', arguments: bad } }] },
    deltas: [
      { tool_calls: [{ index: 0, id: 'a', type: 'function', function: { name: 'wipe', arguments: '' } }] },
      { tool_calls: [{ index: 0, function: { arguments: bad } }] },
    ],
  },
  custom: {
    message: { tool_calls: [{ id: 'a', type: 'custom', custom: { name: 'wipe', input: CANARY } }] },
    deltas: [
      { tool_calls: [{ index: 0, id: 'a', type: 'custom', custom: { name: 'wipe', input: CANARY } }] },
    ],
  },
  legacy: {
    message: { function_call: { name: 'wipe', arguments: bad } },
    deltas: [{ function_call: { name: 'wipe', arguments: '' } }, { function_call: { arguments: bad } }],
  },
  unknown: {
    message: { tool_calls: [{ id: 'a', type: 'shell_exec', shell_exec: { command: CANARY } }] },
    deltas: [{ tool_calls: [{ index: 0, id: 'a', type: 'shell_exec', shell_exec: { command: CANARY } }] }],
  },
  control: {
    message: {
      tool_calls: [{ id: 'a', type: 'function', function: { name: 'read_notes', arguments: bad } }],
    },
    deltas: [
      {
        tool_calls: [
          { index: 0, id: 'a', type: 'function', function: { name: 'read_notes', arguments: bad } },
        ],
      },
    ],
  },
};

const RESPONSES_ITEMS: Record<string, Json> = {
  function_call: { type: 'function_call', id: 'i', call_id: 'c', name: 'wipe', arguments: bad },
  custom_tool_call: { type: 'custom_tool_call', id: 'i', call_id: 'c', name: 'wipe', input: CANARY },
  local_shell_call: {
    type: 'local_shell_call',
    id: 'i',
    call_id: 'c',
    action: { type: 'exec', command: ['rm', CANARY], env: {} },
  },
  shell_call: { type: 'shell_call', id: 'i', call_id: 'c', action: { commands: [`rm ${CANARY}`] } },
  apply_patch_call: {
    type: 'apply_patch_call',
    id: 'i',
    call_id: 'c',
    operation: { type: 'delete_file', path: CANARY },
  },
  computer_call: { type: 'computer_call', id: 'i', call_id: 'c', action: { type: 'type', text: CANARY } },
  mcp_approval_request: {
    type: 'mcp_approval_request',
    id: 'i',
    server_label: 'srv',
    name: 'wipe',
    arguments: bad,
  },
  tool_search_call: {
    type: 'tool_search_call',
    id: 'i',
    call_id: 'c',
    execution: 'client',
    arguments: { q: CANARY },
  },
  unknown: { type: 'shell_exec_call', id: 'i', call_id: 'c', command: CANARY },
  control: { type: 'function_call', id: 'i', call_id: 'c', name: 'read_notes', arguments: bad },
};

const MESSAGES_BLOCKS: Record<string, Json> = {
  tool_use: { type: 'tool_use', id: 't', name: 'wipe', input: { path: CANARY } },
  unknown: { type: 'shell_exec', id: 't', name: 'wipe', input: { path: CANARY } },
  control: { type: 'tool_use', id: 't', name: 'read_notes', input: { path: CANARY } },
};

const KINDS: Record<Wire, string[]> = {
  chat: Object.keys(CHAT_KINDS),
  messages: Object.keys(MESSAGES_BLOCKS),
  responses: Object.keys(RESPONSES_ITEMS),
};

let seq = 0;
const rtyped = (type: string, data: Json = {}): Ev => typed(type, { sequence_number: seq++, ...data });
const envelope = { id: 'r', object: 'response', status: 'in_progress', model: 'm', output: [] as Json[] };
function buffered(wire: Wire, kind: string): string {
  if (wire === 'chat') {
    const message = { role: 'assistant', content: null, ...CHAT_KINDS[kind]!.message };
    const finish = kind === 'legacy' ? 'function_call' : 'tool_calls';
    return JSON.stringify({
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [{ index: 0, message, finish_reason: finish }],
    });
  }
  if (wire === 'messages')
    return JSON.stringify({
      id: 'm',
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: [MESSAGES_BLOCKS[kind]],
      stop_reason: 'tool_use',
      usage: { input_tokens: 1, output_tokens: 1 },
    });
  return JSON.stringify({ ...envelope, status: 'completed', output: [RESPONSES_ITEMS[kind]] });
}

/** A stream carrying the kind; `tail` adds the call again after the terminal event. */
function streamed(wire: Wire, kind: string, tail: boolean): Ev[] {
  if (wire === 'chat') {
    const c = CHAT_KINDS[kind]!;
    const finish = kind === 'legacy' ? 'function_call' : 'tool_calls';
    const body = [chunk({ role: 'assistant' }), ...c.deltas.map((d) => chunk(d)), chunk({}, finish)];
    return [...body, { data: '[DONE]' }, ...(tail ? [...body, { data: '[DONE]' }] : [])];
  }
  if (wire === 'messages') {
    const block = MESSAGES_BLOCKS[kind]!;
    const opened = block['type'] === 'tool_use' ? { ...block, input: {} } : block;
    const blocks = [
      typed('content_block_start', { index: 0, content_block: opened }),
      ...(block['type'] === 'tool_use'
        ? [
            typed('content_block_delta', {
              index: 0,
              delta: { type: 'input_json_delta', partial_json: JSON.stringify(block['input']) },
            }),
          ]
        : []),
      typed('content_block_stop', { index: 0 }),
    ];
    return [messageStart(), ...blocks, ...messageEnd(), ...(tail ? [...blocks, ...messageEnd()] : [])];
  }
  seq = 0;
  const item = RESPONSES_ITEMS[kind]!;
  const items = [
    rtyped('response.output_item.added', { output_index: 0, item }),
    rtyped('response.output_item.done', { output_index: 0, item }),
  ];
  const done = rtyped('response.completed', {
    response: { ...envelope, status: 'completed', output: [item] },
  });
  return [rtyped('response.created', { response: envelope }), ...items, done, ...(tail ? items : [])];
}

/** An admitted call whose arguments go on after its stop, carrying CANARY. */
function lateArguments(wire: Wire): Ev[] {
  if (wire === 'chat')
    return [
      chunk({ role: 'assistant' }),
      chunk({
        tool_calls: [
          { index: 0, id: 'a', type: 'function', function: { name: 'read_notes', arguments: '{' } },
        ],
      }),
      chunk({}, 'tool_calls'),
      chunk({ tool_calls: [{ index: 0, function: { arguments: `"path":"${CANARY}"}` } }] }),
      { data: '[DONE]' },
    ];
  if (wire === 'messages')
    return [
      messageStart(),
      typed('content_block_start', {
        index: 0,
        content_block: { type: 'tool_use', id: 't', name: 'read_notes', input: {} },
      }),
      typed('content_block_stop', { index: 0 }),
      typed('content_block_delta', {
        index: 0,
        delta: { type: 'input_json_delta', partial_json: `{"path":"${CANARY}"}` },
      }),
      ...messageEnd(),
    ];
  seq = 0;
  const item = { type: 'function_call', id: 'i', call_id: 'c', name: 'read_notes', arguments: '{}' };
  return [
    rtyped('response.created', { response: envelope }),
    rtyped('response.output_item.added', { output_index: 0, item: { ...item, arguments: '' } }),
    rtyped('response.output_item.done', { output_index: 0, item }),
    rtyped('response.function_call_arguments.delta', { output_index: 0, item_id: 'i', delta: CANARY }),
    rtyped('response.completed', { response: { ...envelope, status: 'completed', output: [item] } }),
  ];
}

interface Framing {
  eol: '\n' | '\r\n' | '\r';
  comments: boolean;
  cuts: number[];
}

function frame(events: Ev[], f: Framing): string {
  const lines: string[] = [];
  if (f.comments) lines.push(': keep-alive', 'retry: 10', '');
  for (const e of events) {
    if (f.comments) lines.push(': between');
    if (e.event) lines.push(`event: ${e.event}`);
    lines.push(`data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}`, '');
  }
  return lines.join(f.eol) + f.eol;
}

const framing: fc.Arbitrary<Framing> = fc.record({
  eol: fc.constantFrom('\n' as const, '\r\n' as const, '\r' as const),
  comments: fc.boolean(),
  cuts: fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 4 }),
});

describe('round 56: every executable item of every wire is judged, whatever the stream’s framing', () => {
  let upstream: Server;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  let oai: OpenAI;
  let ant: Anthropic;
  let dir: string;
  before(async () => {
    upstream = createServer((req, res) => {
      lastTarget = req.url ?? '';
      req.resume();
      req.on('end', async () => {
        res.writeHead(200, { 'content-type': next.type });
        const bytes = Buffer.from(next.body);
        let at = 0;
        for (const cut of [...next.cuts].sort((a, b) => a - b)) {
          if (cut <= at || cut >= bytes.length) continue;
          res.write(bytes.subarray(at, cut));
          at = cut;
          await new Promise((r) => setTimeout(r, 2));
        }
        res.end(bytes.subarray(at));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    dir = mkdtempSync(join(tmpdir(), 'gate-r56-items-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ version: 'gate-policy/v1.2', allow: ['read_notes'] }));
    [openaiGate, anthropicGate] = await Promise.all([
      startGate(['--base-url', base, '--provider', 'openai', '--policy', policy]),
      startGate(['--base-url', base, '--provider', 'anthropic', '--policy', policy]),
    ]);
    oai = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'k', maxRetries: 0 });
    ant = new Anthropic({ baseURL: anthropicGate.url, apiKey: 'k', maxRetries: 0 });
  });
  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Everything the official client handed its caller: the answer or each event, then its error if any. */
  async function read(wire: Wire, stream: boolean, query?: Record<string, string>): Promise<string> {
    const seen: unknown[] = [];
    const opts = query ? { query } : {};
    try {
      if (wire === 'chat') {
        const body = { model: 'm', messages: [{ role: 'user' as const, content: 'go' }] };
        if (!stream) seen.push(await oai.chat.completions.create(body, opts));
        else
          for await (const e of await oai.chat.completions.create({ ...body, stream: true }, opts))
            seen.push(e);
      } else if (wire === 'messages') {
        const body = { model: 'm', max_tokens: 5, messages: [{ role: 'user' as const, content: 'go' }] };
        if (!stream) seen.push(await ant.messages.create(body));
        else for await (const e of await ant.messages.create({ ...body, stream: true })) seen.push(e);
      } else {
        if (!stream) seen.push(await oai.responses.create({ model: 'm', input: 'go' }));
        else
          for await (const e of await oai.responses.create({ model: 'm', input: 'go', stream: true }))
            seen.push(e);
      }
    } catch (err) {
      seen.push({ error: String(err) });
    }
    return JSON.stringify(seen);
  }

  for (const wire of ['chat', 'messages', 'responses'] as const) {
    test(`${wire}: buffered and streamed, any framing: a refused kind never reaches the client, the control does`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...KINDS[wire]),
          fc.boolean(),
          fc.boolean(),
          framing,
          async (kind, stream, tail, f) => {
            next = stream
              ? { type: 'text/event-stream', body: frame(streamed(wire, kind, tail), f), cuts: f.cuts }
              : { type: 'application/json', body: buffered(wire, kind), cuts: f.cuts };
            const seen = await read(wire, stream);
            if (kind === 'control')
              assert.ok(seen.includes(CANARY), `${wire} control: ${seen.slice(0, 300)}`);
            else assert.ok(!seen.includes(CANARY), `${wire} ${kind} stream=${stream}: ${seen.slice(0, 600)}`);
          },
        ),
        { numRuns: runsOf(24, 200) },
      );
    });
  }

  test('an admitted call’s arguments continued after its stop never reach the client', async () => {
    for (const wire of ['chat', 'messages', 'responses'] as const) {
      next = {
        type: 'text/event-stream',
        body: frame(lateArguments(wire), { eol: '\n', comments: false, cuts: [] }),
        cuts: [],
      };
      const seen = await read(wire, true);
      assert.ok(!seen.includes(CANARY), `${wire}: ${seen.slice(0, 600)}`);
    }
  });

  test('a chat query string reaches the provider as written; the answer is judged by what it is', async () => {
    const query = { stream: 'true', alt: 'sse', format: 'raw' };
    for (const stream of [false, true]) {
      // The opposite of what the body asked: what a provider reading the query might send.
      next = stream
        ? { type: 'application/json', body: buffered('chat', 'function'), cuts: [] }
        : {
            type: 'text/event-stream',
            body: frame(streamed('chat', 'function', false), { eol: '\n', comments: false, cuts: [] }),
            cuts: [],
          };
      const seen = await read('chat', stream, query);
      assert.equal(lastTarget, '/v1/chat/completions?stream=true&alt=sse&format=raw');
      assert.ok(!seen.includes(CANARY), `stream=${stream}: ${seen.slice(0, 600)}`);
    }
  });
});
