// Bare and numbered agree (docs/screening.md, "A numbered file"): each text of the labelled corpus and of
// the precision tuning parts screened bare, numbered as Claude Code's Read tool numbers it (`     1→`),
// as `cat -n` does (`     1<TAB>`), and as Claude Code's @-mention carries it (a header line, then the
// Read tool's numbering); counts the texts whose verdict (kind, reason, rule) differs from the bare one.
// Tuning data only: a differing tuning file is named by its path, a corpus item by its index.
// Run: npx tsc -p . && node dist/bench/numbered.js [--parts tuning-26,tuning-27] [--no-corpus] [--build /tmp/base]
//   (`--build`: the screener of another built checkout, for the figure before a change)
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Policy } from '../src/kernel/policy/types.js';
import type * as AdmitModule from '../src/kernel/screen/admit.js';
import type * as MemoryModule from '../src/kernel/screen/memory.js';
import { clientBlocks } from '../src/wire/shared/client-blocks.js';
import { buildCorpus } from '../test/corpus/corpus.js';
import { benchOptions, usageOf } from './helpers/options.js';
import { load, readManifest } from './precision.js';

const OPTIONS = {
  parts: { type: 'string' },
  'no-corpus': { type: 'boolean' },
  build: { type: 'string' },
} as const;
const opts = benchOptions(usageOf('numbered', OPTIONS), OPTIONS);
const root = resolve(opts.build ?? fileURLToPath(new URL('../../', import.meta.url)));
const { admit }: typeof AdmitModule = await import(`${root}/dist/src/kernel/screen/admit.js`);
const { ContextMemory }: typeof MemoryModule = await import(`${root}/dist/src/kernel/screen/memory.js`);
const POLICY = { sources: new Map() } as unknown as Policy;

const number = (text: string, sep: string) =>
  text
    .split('\n')
    .map((l, i) => `${String(i + 1).padStart(6)}${sep}${l}`)
    .join('\n');
const SHAPES: [string, (t: string) => string][] = [
  ['read', (t) => number(t, '\u2192')],
  ['cat-n', (t) => number(t, '\t')],
  ['mention', (t) => mention(number(t, '\u2192'))],
];

/** What a model wire screens of an @-mentioned file: the client's block (as bench/precision.ts --client file). */
function mention(numbered: string): string {
  const text = `<system-reminder>\nResult of calling the Read tool:\n${numbered}\n</system-reminder>`;
  return clientBlocks({ content: [{ type: 'text', text }] })[0]!.result.content;
}

function verdictOf(text: string): string {
  const v = admit(
    { tool: 'read_file', traceId: 'numbered', content: text },
    POLICY,
    new ContextMemory(),
  ).verdict;
  return `${v.kind} ${v.reason ?? ''} ${v.detail?.['claim'] ?? ''}`;
}

interface Row {
  texts: number;
  differ: Map<string, number>;
  listed: string[];
}

function compare(name: string, items: Iterable<[string, string]>): Row {
  const row: Row = { texts: 0, differ: new Map(SHAPES.map(([s]) => [s, 0])), listed: [] };
  for (const [id, text] of items) {
    row.texts++;
    const bare = verdictOf(text);
    for (const [shape, of] of SHAPES) {
      const numbered = verdictOf(of(text));
      if (numbered === bare) continue;
      row.differ.set(shape, row.differ.get(shape)! + 1);
      row.listed.push(`${shape} ${id}: bare ${bare} / numbered ${numbered}`);
    }
  }
  const counts = SHAPES.map(([s]) => `${s} ${row.differ.get(s)}`).join(', ');
  process.stdout.write(`${name}: ${row.texts} texts; differ: ${counts}\n`);
  for (const l of row.listed) process.stdout.write(`  ${l}\n`);
  return row;
}

function* corpus(): Iterable<[string, string]> {
  let i = 0;
  for (const item of buildCorpus()) yield [`#${i++}`, item.text];
}

function* tuning(parts: Set<string> | undefined): Iterable<[string, string]> {
  for (const entry of readManifest()) {
    if (!entry.part.startsWith('tuning') || (parts && !parts.has(entry.part))) continue;
    const bytes = load(entry);
    if (typeof bytes === 'string') continue;
    yield [`${entry.part} ${entry.path}`, bytes.toString('utf8')];
  }
}

if (!opts['no-corpus']) compare('labelled corpus', corpus());
compare(
  `precision tuning parts (${opts.parts ?? 'all'})`,
  tuning(opts.parts === undefined ? undefined : new Set(opts.parts.split(','))),
);
