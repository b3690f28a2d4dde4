// bench/stream-key: what redacting the provider key costs a streamed answer (only with --api-key-env):
// ns an event for the byte layer (proxy.ts withoutKeyBytes, one event a read) over a plain pass, and for
// the channel layer (split-key.ts) on ordinary chat text chunks. Interleaved runs, the median of each.
// Run: npm run build && node dist/bench/stream-key.js [--events 20000] [--runs 10]
import { Readable } from 'node:stream';
import { withoutKeyBytes } from '../src/upstream/proxy.js';
import { SplitKeyGuard } from '../src/upstream/split-key.js';
import { benchOptionsFor } from './helpers/options.js';

const values = benchOptionsFor('stream-key', {
  events: { type: 'string', default: '20000' },
  runs: { type: 'string', default: '10' },
});
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

async function bytes(redact: boolean): Promise<number> {
  const start = process.hrtime.bigint();
  const source = Readable.from(events);
  let n = 0;
  for await (const piece of redact ? withoutKeyBytes(source, KEY) : source) n += (piece as Buffer).length;
  if (n === 0) throw new Error('no bytes');
  return Number(process.hrtime.bigint() - start) / count;
}

function channels(): number {
  const guard = new SplitKeyGuard(KEY);
  const start = process.hrtime.bigint();
  for (const d of data) guard.data(d, undefined);
  return Number(process.hrtime.bigint() - start) / count;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const plain: number[] = [];
const redacted: number[] = [];
const split: number[] = [];
for (let r = 0; r < runs + 2; r++) {
  const [a, b, c] = [await bytes(false), await bytes(true), channels()];
  // The first two rounds warm the code up.
  if (r < 2) continue;
  plain.push(a);
  redacted.push(b);
  split.push(c);
}
console.log(
  `stream-key: ${count} chat text chunks, key ${KEY.length} bytes, median of ${runs} interleaved runs\n` +
    `  bytes, plain pass     ${median(plain).toFixed(0)} ns/event\n` +
    `  bytes, redacted       ${median(redacted).toFixed(0)} ns/event (+${(median(redacted) - median(plain)).toFixed(0)})\n` +
    `  channels (split key)  ${median(split).toFixed(0)} ns/event`,
);
