// bench/stream-key: what redacting the provider key costs a streamed answer (only with --api-key-env):
// ns an event for the byte layer (proxy.ts withoutKeyBytes, one event a read) over a plain pass, and for
// the channel layer (split-key.ts) on ordinary chat text chunks, on text chunks with line breaks and on
// call argument fragments (both JSON-escaped). Interleaved runs, the median of each. --guard-module names
// another build's compiled split-key.js, for an A/B of the channel layer (docs/wires.md, "round 26").
// Run: npm run build && node dist/bench/stream-key.js [--events 20000] [--runs 10]
//      [--guard-module /tmp/old/dist/src/upstream/split-key.js]
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { withoutKeyBytes } from '../src/upstream/proxy.js';
import { SplitKeyGuard as OwnGuard } from '../src/upstream/split-key.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('stream-key', {
  events: { type: 'string', default: '20000' },
  runs: { type: 'string', default: '10' },
  'guard-module': { type: 'string' },
});
const SplitKeyGuard: typeof OwnGuard = values['guard-module']
  ? ((await import(pathToFileURL(values['guard-module']).href)) as { SplitKeyGuard: typeof OwnGuard })
      .SplitKeyGuard
  : OwnGuard;
const count = Number(values.events);
const runs = Number(values.runs);
// A 164-byte key of the usual shape, and an ordinary answer's words (some end in its first character).
const KEY = `sk-proj-${'Ab3xY9'.repeat(26)}`;
const WORDS = 'the quick brown fox jumps over the lazy dog and then some more words follow here'.split(' ');
const data = Array.from({ length: count }, (_, i) =>
  JSON.stringify({
    id: 'chatcmpl-abc',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o',
    choices: [{ index: 0, delta: { content: ` ${WORDS[i % WORDS.length]}` }, finish_reason: null }],
  }),
);
const events = data.map((d) => Buffer.from(`data: ${d}\n\n`));
// The same words a line each (a `\n` escape in every chunk), and a call's arguments a few characters an event.
const lines = data.map((d) => d.replace(/(" [a-z]+)"/, '$1\\n"'));
const ARGS = JSON.stringify({ path: '/tmp/report.txt', text: 'the quick brown fox\njumps over' });
const args = Array.from({ length: count }, (_, i) =>
  JSON.stringify({
    id: 'chatcmpl-abc',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o',
    choices: [
      {
        index: 0,
        delta: {
          tool_calls: [{ index: 0, function: { arguments: ARGS.slice((i * 6) % 60, ((i * 6) % 60) + 6) } }],
        },
        finish_reason: null,
      },
    ],
  }),
);

/** The process's CPU time so far (user and system), in ns: a loaded machine's waits are not counted. */
function cpuNs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
}

async function bytes(redact: boolean): Promise<number> {
  const start = cpuNs();
  const source = Readable.from(events);
  let n = 0;
  for await (const piece of redact ? withoutKeyBytes(source, KEY) : source) n += (piece as Buffer).length;
  if (n === 0) throw new Error('no bytes');
  return (cpuNs() - start) / count;
}

function channels(texts: string[]): number {
  const guard = new SplitKeyGuard(KEY);
  const start = cpuNs();
  for (const d of texts) guard.data(d, undefined);
  return (cpuNs() - start) / count;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const plain: number[] = [];
const redacted: number[] = [];
const split: number[] = [];
const splitLines: number[] = [];
const splitArgs: number[] = [];
for (let r = 0; r < runs + 2; r++) {
  const [a, b, c, d, e] = [
    await bytes(false),
    await bytes(true),
    channels(data),
    channels(lines),
    channels(args),
  ];
  // The first two rounds warm the code up.
  if (r < 2) continue;
  plain.push(a);
  redacted.push(b);
  split.push(c);
  splitLines.push(d);
  splitArgs.push(e);
}
console.log(
  `stream-key: ${count} chat text chunks, key ${KEY.length} bytes, median of ${runs} interleaved runs, CPU time\n` +
    `  bytes, plain pass     ${median(plain).toFixed(0)} ns/event\n` +
    `  bytes, redacted       ${median(redacted).toFixed(0)} ns/event (+${(median(redacted) - median(plain)).toFixed(0)})\n` +
    `  channels (split key)  ${median(split).toFixed(0)} ns/event\n` +
    `  channels, line breaks ${median(splitLines).toFixed(0)} ns/event\n` +
    `  channels, arguments   ${median(splitArgs).toFixed(0)} ns/event`,
);
