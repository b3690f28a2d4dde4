// bench/stream-key: what redacting the provider key costs a streamed answer (only with --api-key-env):
// ns an event for the byte layer (proxy.ts withoutKeyBytes, one event a read) over a plain pass, and for
// the channel layer (split-key.ts) on ordinary chat text chunks, on text chunks with line breaks and on
// call argument fragments (both JSON-escaped). Interleaved runs, the median of each. With `--base DIR`
// (another tree's built dist/), each build measured in processes of its own (bench/helpers/process-ab.ts;
// round 60: it was another build's split-key.js loaded beside this one, `--guard-module`).
// Run: npm run build && node dist/bench/stream-key.js [--events 20000] [--runs 10] [--base DIR/dist] [--pairs 6]
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { withoutKeyBytes as WithoutKeyBytes } from '../src/upstream/proxy.js';
import type { SplitKeyGuard as Guard } from '../src/upstream/split-key.js';
import { benchOptionsFor } from './helpers/options.js';
import { AB_OPTIONS, processAb } from './helpers/process-ab.js';

const values = benchOptionsFor('stream-key', {
  ...AB_OPTIONS,
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

async function bytes(withoutKeyBytes: typeof WithoutKeyBytes, redact: boolean): Promise<number> {
  const start = cpuNs();
  const source = Readable.from(events);
  let n = 0;
  for await (const piece of redact ? withoutKeyBytes(source, KEY) : source) n += (piece as Buffer).length;
  if (n === 0) throw new Error('no bytes');
  return (cpuNs() - start) / count;
}

function channels(SplitKeyGuard: typeof Guard, texts: string[]): number {
  const guard = new SplitKeyGuard(KEY);
  const start = cpuNs();
  for (const d of texts) guard.data(d, undefined);
  return (cpuNs() - start) / count;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ROWS = [
  'bytes, plain pass',
  'bytes, redacted',
  'channels (split key)',
  'channels, line breaks',
  'channels, arguments',
];

/** Each row's median ns an event over `--runs` interleaved runs, on the build at `dist`. */
async function measure(dist: string): Promise<{ values: number[] }> {
  const at = (p: string) => pathToFileURL(resolve(dist, p)).href;
  const { withoutKeyBytes } = await import(at('src/upstream/proxy.js'));
  const { SplitKeyGuard } = await import(at('src/upstream/split-key.js'));
  const got: number[][] = ROWS.map(() => []);
  for (let r = 0; r < runs + 2; r++) {
    const row = [
      await bytes(withoutKeyBytes, false),
      await bytes(withoutKeyBytes, true),
      channels(SplitKeyGuard, data),
      channels(SplitKeyGuard, lines),
      channels(SplitKeyGuard, args),
    ];
    // The first two rounds warm the code up.
    if (r >= 2) for (const [i, x] of row.entries()) got[i]?.push(x);
  }
  return { values: got.map(median) };
}

await processAb({
  script: fileURLToPath(import.meta.url),
  title: `bench/stream-key: ${count} chat text chunks, key ${KEY.length} bytes, median of ${runs} interleaved runs`,
  rows: ROWS,
  unit: 'CPU ns an event',
  values,
  measure,
});
