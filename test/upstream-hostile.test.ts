// Hostile upstreams against the real `gate serve`: answers of the wrong shape, calls interleaved in any
// order (read back with the official SDKs' own accumulators), bodies that never end or expand a thousand
// fold, and transport faults. Peak memory is read from the gate process itself (VmHWM).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gzipSync, constants as z } from 'node:zlib';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { undeclaredName } from '../src/kernel/tool-name.js';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  bufferedAnswer,
  type Call,
  callsInBody,
  callsInStream,
  endsInWireError,
  gateExtension,
  isWireError,
  parseSse,
  pourBytes,
  requestFor,
  serveJson,
  serveSse,
  streamedAnswer,
  type Wire,
} from './helpers/upstream-answers.js';

const MB = 1024 * 1024;
/** The goal is 512 MB; the assertion leaves room for a loaded CI machine. */
const RSS_LIMIT_MB = 640;

function peakRssMb(gate: GateProcess): number {
  const status = readFileSync(`/proc/${gate.child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 'NaN');
  return Math.round(kb / 1024);
}

/** Writes `total` bytes from `piece` repeated, respecting backpressure, then ends. */
async function pour(res: ServerResponse, piece: Buffer, total: number): Promise<void> {
  await pourBytes(res, piece, total);
  if (!res.destroyed) res.end();
}

/** A gzip body of `size` zero bytes: one 1 MB member repeated (gunzip reads members in a row), about 1 MB for 1 GB. */
function gzipBomb(size: number): Buffer {
  const member = gzipSync(Buffer.alloc(MB), { level: z.Z_BEST_COMPRESSION });
  return Buffer.concat(Array.from({ length: size / MB }, () => member));
}

describe('hostile upstreams (real gate serve)', () => {
  let fake: FakeUpstream;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  const gateFor = (wire: Wire) => (wire === 'messages' ? anthropicGate : openaiGate);

  before(async () => {
    fake = await startFakeUpstream({ record: false });
    [openaiGate, anthropicGate] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', fake.baseUrl, '--provider', p, '--upstream-timeout-ms', '5000']),
      ),
    );
  });

  after(async () => {
    const figures = [openaiGate, anthropicGate].map((g) => (g ? `${peakRssMb(g)} MB` : '?'));
    process.stderr.write(
      `# hostile upstreams: gate peak RSS (VmHWM) openai ${figures[0]}, anthropic ${figures[1]}\n`,
    );
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    await fake?.close();
  });

  async function ask(wire: Wire, stream: boolean, responder: Responder) {
    fake.push(responder);
    const { path, body } = requestFor(wire, stream);
    const res = await fetch(`${gateFor(wire).url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
  }

  /** A refusal: 502 in the wire's shape before a stream starts, the wire's error event after. */
  function assertRefused(wire: Wire, got: { status: number; text: string; type: string }, why: string) {
    if (got.type.startsWith('text/event-stream')) {
      assert.equal(got.status, 200, why);
      assert.ok(endsInWireError(wire, parseSse(got.text)), `${why}: ends with the wire's error event`);
    } else {
      assert.equal(got.status, 502, `${why}: ${got.text.slice(0, 200)}`);
      assert.ok(isWireError(wire, JSON.parse(got.text)), `${why}: in the wire's shape`);
    }
    assert.ok(!got.text.includes('"Bash"') || got.text.includes('"verdicts"'), `${why}: no call passed`);
  }

  // ---- item 6: shapes gate cannot read --------------------------------------------------------------
  const call: Call = { id: 'c1', name: 'Bash', args: '{"command":"sudo rm -rf /"}' };
  const shapes: Record<Wire, [string, (body: Record<string, unknown>) => void][]> = {
    chat: [
      ['choices as an object', (b) => (b['choices'] = { 0: (b['choices'] as unknown[])[0] })],
      [
        'tool_calls as an object',
        (b) => {
          const m = msg(b);
          m['tool_calls'] = { 0: (m['tool_calls'] as unknown[])[0] };
        },
      ],
      ['a tool call as a string', (b) => (msg(b)['tool_calls'] = ['{"function":{"name":"Bash"}}'])],
      [
        'function as an array',
        (b) => {
          (msg(b)['tool_calls'] as Record<string, unknown>[])[0]!['function'] = [{ name: 'Bash' }];
        },
      ],
      [
        'a name that is a number',
        (b) => {
          fn(b)['name'] = 7;
        },
      ],
      [
        'arguments that are a number',
        (b) => {
          fn(b)['arguments'] = 7;
        },
      ],
      [
        'message as a string',
        (b) => {
          (b['choices'] as Record<string, unknown>[])[0]!['message'] = 'x';
        },
      ],
    ],
    messages: [
      ['content as an object', (b) => (b['content'] = { 0: (b['content'] as unknown[])[1] })],
      ['a block as a string', (b) => (b['content'] = ['tool_use'])],
      [
        'a block without a type',
        (b) => {
          delete (b['content'] as Record<string, unknown>[])[1]!['type'];
        },
      ],
      [
        'a tool_use name that is an array',
        (b) => {
          (b['content'] as Record<string, unknown>[])[1]!['name'] = ['Bash'];
        },
      ],
      [
        'a tool_use without input',
        (b) => {
          delete (b['content'] as Record<string, unknown>[])[1]!['input'];
        },
      ],
    ],
    responses: [
      ['output as an object', (b) => (b['output'] = { 0: (b['output'] as unknown[])[0] })],
      ['an item as a string', (b) => (b['output'] = ['function_call'])],
      [
        'an item without a type',
        (b) => {
          delete (b['output'] as Record<string, unknown>[])[0]!['type'];
        },
      ],
      [
        'a call name that is an object',
        (b) => {
          (b['output'] as Record<string, unknown>[])[0]!['name'] = { n: 'Bash' };
        },
      ],
    ],
  };
  const msg = (b: Record<string, unknown>) =>
    (b['choices'] as Record<string, unknown>[])[0]!['message'] as Record<string, unknown>;
  const fn = (b: Record<string, unknown>) =>
    (msg(b)['tool_calls'] as Record<string, unknown>[])[0]!['function'] as Record<string, unknown>;

  for (const wire of ['chat', 'messages', 'responses'] as const) {
    for (const [what, spoil] of shapes[wire]) {
      it(`${wire}, buffered, ${what}: 502 in the wire's shape, nothing passed`, async () => {
        const body = bufferedAnswer(wire, [call]);
        spoil(body);
        assertRefused(wire, await ask(wire, false, serveJson(body)), what);
      });
    }
    it(`${wire}, buffered, a body that is an array or a string: 502`, async () => {
      assertRefused(wire, await ask(wire, false, serveJson([bufferedAnswer(wire, [call])])), 'array');
      assertRefused(wire, await ask(wire, false, serveJson('x')), 'string');
    });
  }

  const streamShapes: [Wire, string, (events: ReturnType<typeof streamedAnswer>) => void][] = [
    [
      'chat',
      'tool_calls as an object',
      (e) => {
        delta(e, 1)['tool_calls'] = { 0: (delta(e, 1)['tool_calls'] as unknown[])[0] };
      },
    ],
    [
      'chat',
      'choices as an object',
      (e) => {
        (e[1]!.data as Record<string, unknown>)['choices'] = {};
      },
    ],
    [
      'chat',
      'a fragment without an index',
      (e) => {
        delete (delta(e, 1)['tool_calls'] as Record<string, unknown>[])[0]!['index'];
      },
    ],
    [
      'messages',
      'content_block as an array',
      (e) => {
        (e[1]!.data as Record<string, unknown>)['content_block'] = [];
      },
    ],
    [
      'messages',
      'an event named for another type',
      (e) => {
        e[0]!.event = 'message_start';
        e[0]!.data = e[1]!.data;
      },
    ],
    [
      'messages',
      'a tool_use block in message_start',
      (e) => {
        ((e[0]!.data as Record<string, unknown>)['message'] as Record<string, unknown>)['content'] = [
          { type: 'tool_use', id: 'x', name: 'Bash', input: {} },
        ];
      },
    ],
    [
      'responses',
      'output as an object',
      (e) => {
        ((e[0]!.data as Record<string, unknown>)['response'] as Record<string, unknown>)['output'] = {};
      },
    ],
    [
      'responses',
      'an added item as an array',
      (e) => {
        (e[1]!.data as Record<string, unknown>)['item'] = [];
      },
    ],
  ];
  const delta = (e: ReturnType<typeof streamedAnswer>, i: number) =>
    (e[i]!.data as { choices: Record<string, unknown>[] }).choices[0]!['delta'] as Record<string, unknown>;
  for (const [wire, what, spoil] of streamShapes) {
    it(`${wire}, streamed, ${what}: the wire's error event, no call passed`, async () => {
      const events = streamedAnswer(wire, [call], { cut: 4, picks: [], late: [] });
      spoil(events);
      assertRefused(wire, await ask(wire, true, serveSse(events)), what);
    });
  }

  // Found by fuzz-upstream (seed -60006467): a stream's tool block whose start input was "" and that had
  // no delta was judged as {} and sent as {}, a call the model never made.
  for (const input of ['', 'x', ['x'], null, 0] as unknown[]) {
    it(`messages, a tool_use whose input is ${JSON.stringify(input)}: judged MALFORMED, never sent (buffered and streamed)`, async () => {
      const read: Call = { id: 'c1', name: 'Read', args: '{}' };
      const body = bufferedAnswer('messages', [read]);
      const blocks = body['content'] as Record<string, unknown>[];
      blocks[blocks.length - 1]!['input'] = input;
      const events = streamedAnswer('messages', [read], { cut: 2, picks: [], late: [] }).filter(
        (e) => (e.data as { delta?: { type?: string } }).delta?.type !== 'input_json_delta',
      );
      ((events[1]!.data as Record<string, unknown>)['content_block'] as Record<string, unknown>)['input'] =
        input;
      for (const [stream, responder] of [
        [false, serveJson(body)],
        [true, serveSse(events)],
      ] as const) {
        const got = await ask('messages', stream, responder);
        assert.equal(got.status, 200, got.text.slice(0, 200));
        const payloads = stream ? parseSse(got.text).map((e) => e.data) : [JSON.parse(got.text)];
        const held = stream
          ? callsInStream('messages', parseSse(got.text))
          : callsInBody('messages', payloads[0]);
        assert.deepEqual(held, [], 'no tool_use reaches the client');
        const verdict = gateExtension(payloads)?.verdicts.find((v) => v.tool_call_id === 'c1');
        assert.ok(verdict, 'the call has a verdict');
        assert.equal(verdict.verdict.kind, 'DENY');
        assert.equal((verdict.verdict as { reason?: string }).reason, 'MALFORMED');
      }
    });
  }

  // The same class on the Responses wire: a `function_call` whose arguments are null was judged as {} and
  // sent as null. Judged as given now: DENY MALFORMED, and nothing reaches the client.
  it('responses, buffered, a function_call whose arguments are null: judged MALFORMED, never sent', async () => {
    const read: Call = { id: 'c1', name: 'Read', args: '{}' };
    const body = bufferedAnswer('responses', [read]);
    const items = body['output'] as Record<string, unknown>[];
    items[items.length - 1]!['arguments'] = null;
    const got = await ask('responses', false, serveJson(body));
    assert.equal(got.status, 200, got.text.slice(0, 200));
    const parsed = JSON.parse(got.text) as unknown;
    assert.deepEqual(callsInBody('responses', parsed), [], 'no call reaches the client');
    const verdict = gateExtension([parsed])?.verdicts.find((v) => v.tool_call_id === 'c1');
    assert.ok(verdict, 'the call has a verdict');
    assert.equal(verdict.verdict.kind, 'DENY');
    assert.equal((verdict.verdict as { reason?: string }).reason, 'MALFORMED');
  });

  // ---- item 7: interleaved fragments, read back by the official SDKs ----------------------------------
  const a: Call = { id: 'call_a', name: 'Read', args: '{"file_path": "src/a.ts",  "limit":  10}' };
  const b: Call = { id: 'call_b', name: 'Read', args: '{"file_path":"src/\\u00e9b.ts"}' };
  const hostileOrders = [
    { cut: 1, picks: [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0], late: [3, 2] },
    { cut: 3, picks: [1, 1, 1, 0, 0, 1, 0], late: [0, 4] },
    { cut: 2, picks: [0, 1], late: [5, 0] },
  ];
  for (const [n, order] of hostileOrders.entries()) {
    it(`chat, streamed, hostile order ${n}: the openai SDK's accumulator gets both calls whole, byte-identical`, async () => {
      fake.push(serveSse(streamedAnswer('chat', [a, b], order)));
      const client = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'x', maxRetries: 0 });
      const stream = client.chat.completions.stream({
        model: 'm',
        messages: [{ role: 'user', content: 'go' }],
      });
      const done = await stream.finalChatCompletion();
      const calls = done.choices[0]!.message.tool_calls ?? [];
      assert.deepEqual(
        calls.map((c) => (c.type === 'function' ? [c.id, c.function.name, c.function.arguments] : [])),
        [
          [a.id, a.name, a.args],
          [b.id, b.name, b.args],
        ],
      );
    });

    it(`messages, streamed, hostile order ${n}: the Anthropic MessageStream gets both blocks whole`, async () => {
      fake.push(serveSse(streamedAnswer('messages', [a, b], order)));
      const client = new Anthropic({ baseURL: anthropicGate.url, apiKey: 'x', maxRetries: 0 });
      const final = await client.messages
        .stream({ model: 'm', max_tokens: 64, messages: [{ role: 'user', content: 'go' }] })
        .finalMessage();
      const uses = final.content.filter((c) => c.type === 'tool_use');
      assert.deepEqual(
        uses.map((u) => [u.id, u.name, u.input]),
        [
          [a.id, a.name, JSON.parse(a.args)],
          [b.id, b.name, JSON.parse(b.args)],
        ],
      );
    });

    it(`responses, streamed, hostile order ${n}: the openai SDK's response stream gets both calls whole`, async () => {
      fake.push(serveSse(streamedAnswer('responses', [a, b], order)));
      const client = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'x', maxRetries: 0 });
      const final = await client.responses.stream({ model: 'm', input: 'go' }).finalResponse();
      const calls = final.output.filter((o) => o.type === 'function_call');
      assert.deepEqual(
        calls.map((c) => [c.call_id, c.name, c.arguments]),
        [
          [a.id, a.name, a.args],
          [b.id, b.name, b.args],
        ],
      );
    });
  }

  // ---- item 10: bodies that never end -----------------------------------------------------------------
  it('a 400 MB buffered answer: 502, and the gate process stays within its memory bound', async () => {
    const got = await ask('chat', false, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices":[{"message":{"content":"');
      void pour(res, Buffer.alloc(MB, 'a'), 400 * MB);
    });
    assertRefused('chat', got, '400 MB');
    assert.match(got.text, /max-upstream-bytes/);
    assert.ok(peakRssMb(openaiGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(openaiGate)} MB`);
  });

  it('a 1 MB gzip body that expands to 1 GB: 502 (buffered and streamed), memory bounded', async () => {
    const bomb = gzipBomb(1024 * MB);
    for (const [wire, type] of [
      ['chat', 'application/json'],
      ['messages', 'text/event-stream'],
    ] as const) {
      const got = await ask(wire, type !== 'application/json', (_req, res) => {
        res.writeHead(200, {
          'content-type': type,
          'content-encoding': 'gzip',
          'content-length': bomb.length,
        });
        res.end(bomb);
      });
      assertRefused(wire, got, `gzip bomb, ${wire}`);
    }
    assert.ok(peakRssMb(openaiGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(openaiGate)} MB`);
    assert.ok(peakRssMb(anthropicGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(anthropicGate)} MB`);
  });

  it('an endless event without a newline, and endless valid events: the error event, memory bounded', async () => {
    const noNewline = await ask('messages', true, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: ');
      void pour(res, Buffer.alloc(MB, 'a'), 300 * MB);
    });
    assertRefused('messages', noNewline, 'no newline');
    const chunk = Buffer.from(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: 'a'.repeat(4000) } }] } }] })}\n\n`,
    );
    const endless = await ask('chat', true, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      void pour(res, chunk, 300 * MB);
    });
    assertRefused('chat', endless, 'endless held arguments');
    assert.ok(peakRssMb(openaiGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(openaiGate)} MB`);
    assert.ok(peakRssMb(anthropicGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(anthropicGate)} MB`);
  });

  it('eight 100 MB answers at once: each refused, the budget returned (a normal answer passes after)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ask('chat', false, (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          void pour(res, Buffer.alloc(MB, ' '), 100 * MB);
        }),
      ),
    );
    for (const got of answers) assertRefused('chat', got, 'concurrent');
    const ok = await ask('chat', false, serveJson(bufferedAnswer('chat', [a])));
    assert.equal(ok.status, 200, ok.text);
    assert.ok(peakRssMb(openaiGate) < RSS_LIMIT_MB, `peak RSS ${peakRssMb(openaiGate)} MB`);
  });

  // ---- transport faults ---------------------------------------------------------------------------------
  const faults: [string, Wire, boolean, Responder][] = [
    [
      'connection reset mid-stream',
      'chat',
      true,
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(sseHead('chat'), () => res.socket?.resetAndDestroy());
      },
    ],
    [
      'a truncated buffered body',
      'messages',
      false,
      (_q, res) => {
        const text = JSON.stringify(bufferedAnswer('messages', [a]));
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': text.length });
        res.write(text.slice(0, 40), () => res.socket?.destroy());
      },
    ],
    [
      'a wrong content type over an event stream',
      'chat',
      false,
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(sseHead('chat'));
      },
    ],
    [
      'an unknown content coding',
      'chat',
      false,
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'x-evil' });
        res.end(JSON.stringify(bufferedAnswer('chat', [call])));
      },
    ],
    [
      'huge response headers',
      'messages',
      false,
      (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'x-big': 'a'.repeat(100_000) });
        res.end(JSON.stringify(bufferedAnswer('messages', [call])));
      },
    ],
  ];
  it('invalid UTF-8 in a body: read as U+FFFD (as fetch reads it); the call is judged on what the client gets', async () => {
    const got = await ask('responses', false, (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const head = Buffer.from('{"output":[{"type":"function_call","call_id":"x","name":"Read');
      const tail = Buffer.from('","arguments":"{}"}]}');
      res.end(Buffer.concat([head, Buffer.from([0xff, 0xfe]), tail]));
    });
    assert.equal(got.status, 200, got.text);
    const body = JSON.parse(got.text) as { output: unknown[]; gate: { verdicts: { tool: string }[] } };
    assert.deepEqual(body.output, [], 'Read\uFFFD\uFFFD is not Read: refused');
    // Since round 63 a name that is not a plain token is named in gate.verdicts by its recorded form.
    assert.deepEqual(
      body.gate.verdicts.map((v) => v.tool),
      [undeclaredName('Read\uFFFD\uFFFD')],
    );
  });

  for (const [what, wire, stream, responder] of faults) {
    it(`${what}: refused in the wire's shape, the process stays up`, async () => {
      assertRefused(wire, await ask(wire, stream, responder), what);
      assert.equal(gateFor(wire).child.exitCode, null);
    });
  }
});

function sseHead(wire: Wire): string {
  const events = streamedAnswer(wire, [{ id: 'c', name: 'Bash', args: '{"command":"ls"}' }], {
    cut: 3,
    picks: [],
    late: [],
  });
  return events
    .slice(0, 3)
    .map((e) => `data: ${JSON.stringify(e.data)}\n\n`)
    .join('');
}
