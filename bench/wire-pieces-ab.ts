// Round 55: pieces of a served request's own work, this tree against another tree's built dist (`--base
// DIR`); round 60: each build in processes of its own, in turns (bench/helpers/process-ab.ts), where they
// had been two builds in one process. The inputs are bench/wires' own: the fake provider's answers and streams for
// the turn it serves (one text, one `get_weather` call), per wire. Prints each side's median CPU ns an
// item over the timed passes (a process each) and the median per-pair ratio branch/base.
//   --case keep-alive   the idle clock's reading of a stream (upstream/content-lines.ts): each wire's
//                       stream fed as it arrives (its first event, then the rest in one piece), ns a stream
//   --case inexact      holdsInexactNumber over each wire's answer and each stream event's value, ns a value
//   --case row-time     a journal or decision-log row's time: `new Date().toISOString()` (the base) against
//                       the tree's isoTime (kernel/iso-time.ts), ns a row; the base side is always Date's
//   --case text-delta   the chat wire's text-delta reader (openai/text-delta.ts) over each chunk of a chat
//                       stream as the wire offers it (every event but `[DONE]`), its calls' fragments long
//                       as a real call's are (an argument of 240 characters in fragments of 8), ns a chunk
//   --case headers      round 56: an upstream answer's headers read as a wire reads them (WireHeaders from
//                       the raw pairs, its content type, the client's pass-through set), over the headers
//                       bench/wires' provider sends and a provider-sized set (24 pairs, as OpenAI's
//                       documented answer carries), ns an answer; round 63: to the flat list sendText
//                       hands node:http, as each build makes it
//   --case stream-head  round 63: a stream's head as pumpStream opens it (the provider's stream headers read
//                       from their bytes, the pass-through set, SseWriter.open's list), ns a stream
//   --case metrics      round 76: a served request's histogram observations on each build's createMetrics
//                       (the request's route, method and status, and its journal flush's time), ns a request
// Run: npm run build && node dist/bench/wire-pieces-ab.js --base /tmp/base/dist [--case C] [--seconds N] [--pairs 6]
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { responsesEvents, responsesJson } from '../test/fake-responses-upstream.js';
import { anthropicEvents, anthropicJson, openaiEvents, openaiJson } from '../test/fake-upstream.js';
import { benchOptions } from './helpers/options.js';
import { AB_OPTIONS, medianOfPasses, processAb } from './helpers/process-ab.js';

const values = benchOptions(
  `usage: node dist/bench/wire-pieces-ab.js [--base DIR] [--case keep-alive|inexact|row-time] [--seconds N] [--pairs N]
  --base DIR    the other tree's dist/ (built), e.g. /tmp/base-r55/dist (without it: this build alone)
  --case C      keep-alive (default), inexact, row-time, text-delta, headers, stream-head, metrics (see the file's head)
  --seconds N   timed seconds of passes a process (default 2)
  --pairs N     pairs of processes, a build a process (default 6)
`,
  {
    ...AB_OPTIONS,
    case: { type: 'string', default: 'keep-alive' },
    seconds: { type: 'string', default: '2' },
  },
);
const CASES = ['keep-alive', 'inexact', 'row-time', 'text-delta', 'headers', 'stream-head', 'metrics'];
if (!CASES.includes(values.case)) throw new Error(`--case is one of ${CASES.join(', ')}`);

/** The turn bench/wires' provider answers every request with. */
const TURN = {
  text: 'The weather in Paris is mild today.',
  calls: [{ id: 'call_1', name: 'get_weather', args: '{"city":"Paris"}' }],
};
const REQ = {
  method: 'POST',
  url: '/',
  headers: {},
  body: '',
  bytes: Buffer.alloc(0),
  json: undefined,
  aborted: false,
};

/** A buffered answer's body as the fake provider writes it. */
function answerText(answer: (req: never, res: never) => void): string {
  let body = '';
  const res = { writeHead() {}, setHeader() {}, end: (b: string) => (body = b) };
  answer(REQ as never, res as never);
  return body;
}
const streams = [
  openaiEvents(TURN, REQ, 8),
  anthropicEvents(TURN, REQ, 8),
  responsesEvents(TURN, REQ, { pieceChars: 8 }),
];
const answers = [
  answerText(openaiJson(TURN)),
  answerText(anthropicJson(TURN)),
  answerText(responsesJson(TURN)),
];

type Pass = () => number;
const at = (dist: string, p: string): string => pathToFileURL(resolve(dist, p)).href;

/** A side's pass over the case's items; returns how many items it did. */
async function passOf(dist: string, branch: boolean): Promise<Pass> {
  if (values.case === 'keep-alive') {
    const { ContentLines } = await import(at(dist, 'src/upstream/content-lines.js'));
    // As the bench's provider writes a stream: its first event, then the rest in one piece.
    const pieces = streams.map((events) => [
      Buffer.from(events[0] as string),
      Buffer.from(events.slice(1).join('')),
    ]);
    return () => {
      for (let r = 0; r < 200; r++)
        for (const stream of pieces) {
          const lines = new ContentLines();
          for (const piece of stream) lines.feed(piece);
        }
      return 200 * pieces.length;
    };
  }
  if (values.case === 'inexact') {
    const { holdsInexactNumber } = await import(at(dist, 'src/kernel/json-numbers.js'));
    const items: unknown[] = answers.map((a) => JSON.parse(a));
    for (const events of streams)
      for (const event of events)
        for (const line of event.split('\n'))
          if (line.startsWith('data: {')) items.push(JSON.parse(line.slice(6)));
    return () => {
      let held = 0;
      for (let r = 0; r < 200; r++) for (const item of items) if (holdsInexactNumber(item)) held++;
      if (held !== 0) throw new Error('a bench value holds an inexact number');
      return 200 * items.length;
    };
  }
  if (values.case === 'text-delta') {
    const { readTextDelta } = await import(at(dist, 'src/wire/openai/text-delta.js'));
    const args = JSON.stringify({ city: 'Paris', note: 'x'.repeat(200) });
    const chunks = openaiEvents({ ...TURN, calls: [{ ...TURN.calls[0]!, args }] }, REQ, 8)
      .map((e) => e.slice('data: '.length).trimEnd())
      .filter((d) => d !== '[DONE]');
    return () => {
      let read = 0;
      for (let r = 0; r < 200; r++) for (const chunk of chunks) if (readTextDelta(chunk)) read++;
      if (read === 0) throw new Error('no text delta read');
      return 200 * chunks.length;
    };
  }
  if (values.case === 'headers') {
    const { WireHeaders } = await import(at(dist, 'src/upstream/proxy-response.js'));
    const shared = await import(at(dist, 'src/wire/shared/headers.js'));
    // As sendText builds the head's list on each build: round 63's pairs, or the object then `for...in`.
    const listOf: (headers: Headers) => string[] = shared.passClientHeaders
      ? (headers) => {
          const list: string[] = [];
          shared.passClientHeaders(headers, list);
          return list;
        }
      : (headers) => {
          const passed = shared.clientResponseHeaders(headers);
          const list: string[] = [];
          for (const name in passed) list.push(name, passed[name]!);
          return list;
        };
    const node = [
      'Date',
      'Fri, 04 Dec 2026 22:00:00 GMT',
      'Connection',
      'keep-alive',
      'Keep-Alive',
      'timeout=5',
    ];
    const sets: string[][] = [
      [
        ...['content-type', 'application/json', 'content-length', '512', 'x-request-id', 'req_fake_1'],
        ...['x-ratelimit-remaining-requests', '99', ...node],
      ],
      [
        ...['date', 'Fri, 04 Dec 2026 22:00:00 GMT', 'content-type', 'application/json'],
        ...['transfer-encoding', 'chunked', 'connection', 'keep-alive'],
        ...['access-control-expose-headers', 'X-Request-ID', 'openai-organization', 'org-x'],
        ...['openai-processing-ms', '412', 'openai-project', 'proj_x', 'openai-version', '2020-10-01'],
        ...['x-ratelimit-limit-requests', '10000', 'x-ratelimit-limit-tokens', '30000000'],
        ...['x-ratelimit-remaining-requests', '9999', 'x-ratelimit-remaining-tokens', '29999970'],
        ...['x-ratelimit-reset-requests', '6ms', 'x-ratelimit-reset-tokens', '0s'],
        ...['x-request-id', 'req_0123456789abcdef', 'strict-transport-security', 'max-age=31536000'],
        ...[
          'cf-cache-status',
          'DYNAMIC',
          'set-cookie',
          '__cf_bm=x; path=/',
          'set-cookie',
          '_cfuvid=y; path=/',
        ],
        ...['x-content-type-options', 'nosniff', 'server', 'cloudflare', 'cf-ray', '8f0-IAD'],
        ...['alt-svc', 'h3=":443"; ma=86400'],
      ],
    ];
    // Round 63: each name and value decoded from its bytes per answer, as upstream/dispatch.ts does: a fresh
    // string is not the interned literal, and a name used as an object key costs what it costs served.
    const bytes = sets.map((set) => set.map((text) => Buffer.from(text, 'latin1')));
    return () => {
      let passed = 0;
      for (let r = 0; r < 2000; r++)
        for (const set of bytes) {
          const raw: string[] = new Array(set.length);
          for (let i = 0; i < set.length; i++) raw[i] = set[i]!.toString('latin1');
          const headers = new WireHeaders(raw);
          if (headers.get('content-type') === null) throw new Error('no content type');
          passed += listOf(headers).length / 2;
        }
      if (passed !== 2000 * 13) throw new Error(`passed ${passed}`);
      return 2000 * sets.length;
    };
  }
  if (values.case === 'stream-head') {
    const { WireHeaders } = await import(at(dist, 'src/upstream/proxy-response.js'));
    const shared = await import(at(dist, 'src/wire/shared/headers.js'));
    const { SseWriter } = await import(at(dist, 'src/wire/shared/sse-writer.js'));
    // What the fake provider's stream answer carries (test/fake-upstream.ts writeSse) and node:http adds.
    const set = [
      ...['content-type', 'text/event-stream; charset=utf-8', 'cache-control', 'no-cache'],
      ...['x-request-id', 'req_fake_1', 'Date', 'Fri, 04 Dec 2026 22:00:00 GMT', 'Connection', 'keep-alive'],
      ...['Keep-Alive', 'timeout=5', 'Transfer-Encoding', 'chunked'],
    ].map((text) => Buffer.from(text, 'latin1'));
    let fields = 0;
    const res = {
      writeHead: (_status: number, list: string[]) => {
        fields += list.length / 2;
      },
      flushHeaders() {},
      destroyed: true,
      writableEnded: true,
    };
    // As pumpStream opens the client's stream on each build: round 63's pairs, or the object.
    const open = (headers: unknown): void => {
      const writer = new SseWriter(res);
      if (shared.passClientHeaders) {
        const passed: string[] = [];
        shared.passClientHeaders(headers, passed);
        writer.open(passed);
      } else writer.open(shared.clientResponseHeaders(headers));
    };
    return () => {
      fields = 0;
      for (let r = 0; r < 2000; r++) {
        const raw: string[] = new Array(set.length);
        for (let i = 0; i < set.length; i++) raw[i] = set[i]!.toString('latin1');
        open(new WireHeaders(raw));
      }
      if (fields !== 2000 * 4) throw new Error(`fields ${fields}`);
      return 2000;
    };
  }
  if (values.case === 'metrics') {
    const { createMetrics, statusLabel } = await import(at(dist, 'src/server/metrics.js'));
    const metrics = createMetrics();
    // As http.ts's finish and the journal's onAppend observe them; statuses as a fleet's mix comes back.
    const statuses = [200, 200, 200, 200, 200, 200, 200, 400, 429, 502];
    return () => {
      for (let r = 0; r < 20_000; r++) {
        const status = statusLabel(statuses[r % statuses.length]);
        metrics.requestSeconds.observe({ route: '/v1/chat/completions', method: 'POST', status }, r / 4e7);
        metrics.journalAppendSeconds.observe(r / 1e9);
      }
      return 20_000;
    };
  }
  const isoTime: (ms: number) => string = branch
    ? (await import(at(dist, 'src/kernel/iso-time.js'))).isoTime
    : (ms) => new Date(ms).toISOString();
  return () => {
    let n = 0;
    for (let r = 0; r < 20_000; r++) n += isoTime(Date.now()).length;
    if (n === 0) throw new Error('no time spelt');
    return 20_000;
  };
}

/** One pass of a side: CPU ns an item. */
const timed = (pass: Pass): number => {
  const start = process.cpuUsage();
  const items = pass();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / items;
};
const unit = {
  'keep-alive': 'a stream',
  inexact: 'a value',
  'row-time': 'a row',
  'text-delta': 'a chunk',
  headers: 'an answer',
  'stream-head': 'a stream',
  metrics: 'a request',
}[values.case] as string;

/** The median of the passes made in `--seconds` after five untimed, on the build at `dist`. */
async function measure(dist: string, side: 'branch' | 'base'): Promise<{ values: number[] }> {
  const pass = await passOf(dist, side === 'branch');
  return { values: [medianOfPasses(() => timed(pass), Number(values.seconds), 5)] };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/wire-pieces-ab --case ${values.case}`,
  rows: [values.case],
  unit: `CPU ns ${unit}`,
  values,
  measure,
});
