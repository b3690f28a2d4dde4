// bench/stream-rewrite: a wire's stream rewriter alone, on bench/wires' streamed answers (a text and one
// get_weather call, in pieces of 8 characters), with no HTTP, upstream or journal around it: the part of a
// streamed request's CPU a change to event reading or writing moves, without the loaded machine's noise in
// a whole request (docs/wires.md, "Round 35"). Each stream is parsed from its bytes and fed through a fresh
// rewriter and verdicts (a table engine admits the call). Prints, for each wire: CPU µs a stream over
// --streams streams after a quarter as many warm-up ones, and JSON.parse and JSON.stringify calls a stream
// in a later stream (counted apart, so the counting costs the timing nothing). --root runs another built
// checkout's modules (an A/B: run both, interleaved). Under callgrind, the count of two runs' difference
// (for example 1000 and 4000 streams) over the streams between is instructions a stream.
// Run: npm run build && node dist/bench/stream-rewrite.js [--wire all|chat|messages|responses]
//      [--streams 20000] [--root /tmp/old]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('stream-rewrite', {
  wire: { type: 'string', default: 'all' },
  streams: { type: 'string', default: '20000' },
  root: { type: 'string' },
});

interface Sink {
  send(data: string, event?: string): Promise<void>;
  write(framed: string): Promise<void>;
}
interface Rewriter {
  onEvent(event: unknown): Promise<boolean>;
}

const root = values.root === undefined ? resolve(import.meta.dirname, '..') : resolve(values.root, 'dist');
// biome-ignore lint/suspicious/noExplicitAny: modules of another build, loaded by path
const load = (path: string): Promise<any> => import(pathToFileURL(resolve(root, path)).href);
const { openaiEvents, anthropicEvents } = await load('test/fake-upstream.js');
const { responsesEvents } = await load('test/fake-responses-upstream.js');
const { SseParser } = await load('src/wire/shared/sse-parser.js');
const { tableEngine, verdictsFor } = await load('src/wire/shared/testing.js');
const { ChatStreamRewriter } = await load('src/wire/openai/stream.js');
const { MessagesStreamRewriter } = await load('src/wire/anthropic/stream.js');
const { ResponsesStreamRewriter } = await load('src/wire/responses/stream.js');

const turn = {
  text: 'The weather in Paris is mild today.',
  calls: [{ id: 'call_1', name: 'get_weather', args: '{"city":"Paris"}' }],
};
const req = { json: { model: 'gpt-bench' } };
const WIRES: Record<string, { frames: string[]; rewriter: (verdicts: unknown, sink: Sink) => Rewriter }> = {
  chat: { frames: openaiEvents(turn, req, 8), rewriter: (v, s) => new ChatStreamRewriter(v, s) },
  messages: {
    frames: anthropicEvents(turn, req, 8),
    rewriter: (v, s) => new MessagesStreamRewriter(v, s, false),
  },
  responses: {
    frames: responsesEvents(turn, req, { pieceChars: 8 }),
    rewriter: (v, s) => new ResponsesStreamRewriter(v, s, false),
  },
};

/** Counts what it is written, as a client's socket would take it. */
class CountingSink implements Sink {
  chars = 0;
  async send(data: string): Promise<void> {
    this.chars += data.length;
  }
  async write(framed: string): Promise<void> {
    this.chars += framed.length;
  }
}

async function stream(wire: (typeof WIRES)[string], bytes: Uint8Array, engine: unknown): Promise<number> {
  const parser = new SseParser();
  const events = [...parser.push(bytes), ...parser.end()];
  const sink = new CountingSink();
  const rewriter = wire.rewriter(verdictsFor(engine), sink);
  for (const event of events) if (!(await rewriter.onEvent(event))) break;
  return sink.chars;
}

/** JSON.parse and JSON.stringify calls in one stream. */
async function calls(run: () => Promise<unknown>): Promise<{ parse: number; stringify: number }> {
  const { parse, stringify } = JSON;
  const n = { parse: 0, stringify: 0 };
  JSON.parse = ((...a: Parameters<typeof parse>) => {
    n.parse++;
    return parse(...a);
  }) as typeof parse;
  JSON.stringify = ((...a: Parameters<typeof stringify>) => {
    n.stringify++;
    return stringify(...a);
  }) as typeof stringify;
  try {
    await run();
  } finally {
    JSON.parse = parse;
    JSON.stringify = stringify;
  }
  return n;
}

const count = Number(values.streams);
const names = values.wire === 'all' ? Object.keys(WIRES) : [values.wire];
for (const name of names) {
  const wire = WIRES[name];
  if (!wire) throw new Error(`no wire ${name}; one of ${Object.keys(WIRES).join(', ')}`);
  const bytes = new TextEncoder().encode(wire.frames.join(''));
  const { engine } = tableEngine(['get_weather']);
  let chars = 0;
  for (let i = 0; i < count / 4; i++) chars += await stream(wire, bytes, engine);
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) chars += await stream(wire, bytes, engine);
  const used = process.cpuUsage(before);
  const counted = await calls(() => stream(wire, bytes, engine));
  process.stdout.write(
    `${JSON.stringify({
      wire: name,
      root,
      streams: count,
      events: wire.frames.length,
      cpu_us_per_stream: Math.round(((used.user + used.system) / count) * 10) / 10,
      parse_per_stream: counted.parse,
      stringify_per_stream: counted.stringify,
      chars_out: chars > 0 ? Math.round(chars / (count + count / 4)) : 0,
    })}\n`,
  );
}
