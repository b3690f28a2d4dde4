// Recall on injected tool results and false positives on clean ones, per kind of result and overall,
// for each set of labelled tool results (JSON lines `{"id","label","kind","tool","text"}`) and for each
// way of running the stages: the injection rules alone (`rules-before`: secrets and injection), what a
// manifest without `screening` runs (`default`: the rules and the agreement stage, read through the
// genre signal), the default without the genre signal (`no-genre`), the rules with the
// orders stage (`rules`), the learned stage alone, the rules with both (`both`), and every stage (`all`).
// A result counts as caught (injected) or as a false positive (clean) when `admit` withholds it.
// Run: npx tsc -p . && node dist/bench/screen-recall.js [--set file.jsonl ...] [--half shaping|apart] [--list]
// Without --set it reads the project's own sets (docs/screening.md, 'Recall on orders in data').
// `--half` keeps one half of each set by its independent set's fixed split (test/corpus/independent-split.ts;
// the conversations set's own, test/corpus/talk-split.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Policy, ScreeningSpec } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import { type IndependentHalf, independentHalf, independentSetOf } from '../test/corpus/independent-split.js';
import { isTalkSet, talkHalf } from '../test/corpus/talk-split.js';
import { benchOptions } from './helpers/options.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_SETS = ['test/screen-recall/shaping.jsonl', 'test/screen-recall/apart.jsonl'];

export interface Item {
  id: string;
  label: 'injected' | 'clean';
  kind: string;
  tool: string;
  text: string;
}

/** The ways of running the stages the bench compares. */
export const MODES: ReadonlyArray<[string, ScreeningSpec]> = [
  ['rules-before', { orders: false, learned: false, agreement: false }],
  ['default', {}],
  ['no-genre', { genre: false }],
  ['rules', { orders: true, learned: false, agreement: false }],
  ['learned', { secrets: false, injection: false, orders: false, learned: true, agreement: false }],
  ['both', { orders: true, learned: true, agreement: false }],
  ['all', { orders: true, learned: true, agreement: true }],
];

export function readSet(path: string): Item[] {
  const items: Item[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as Item;
    if ((item.label !== 'injected' && item.label !== 'clean') || typeof item.text !== 'string')
      throw new Error(`${path}:${i + 1}: expected {"id","label":"injected"|"clean","kind","tool","text"}`);
    items.push(item);
  }
  return items;
}

/** Whether `admit` withholds the item's text under the given screening. */
export function withheld(item: Item, screening: ScreeningSpec): boolean {
  const policy = { sources: new Map(), manifest: { screening } } as unknown as Policy;
  const out = admit(
    { tool: item.tool || 'tool', traceId: 't', content: item.text },
    policy,
    new ContextMemory(),
  );
  return out.verdict.kind === 'QUARANTINE';
}

interface Count {
  injected: number;
  caught: number;
  clean: number;
  flagged: number;
}

const pct = (n: number, d: number) => (d === 0 ? '     -' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const rate = (n: number, d: number) => (d === 0 ? '    -' : (n / d).toFixed(2).padStart(5));

function report(path: string, items: Item[], list: boolean): void {
  const kinds = [...new Set(items.map((i) => i.kind))].sort();
  const counts = new Map<string, Count>();
  const misses = new Map<string, string[]>();
  for (const [mode, screening] of MODES) {
    const missed: string[] = [];
    for (const item of items) {
      const hit = withheld(item, screening);
      for (const key of [`${mode}|${item.kind}`, `${mode}|all`]) {
        const c = counts.get(key) ?? { injected: 0, caught: 0, clean: 0, flagged: 0 };
        if (item.label === 'injected') {
          c.injected++;
          if (hit) c.caught++;
        } else {
          c.clean++;
          if (hit) c.flagged++;
        }
        counts.set(key, c);
      }
      if ((item.label === 'injected') !== hit) missed.push(`${item.id}${hit ? '(fp)' : ''}`);
    }
    misses.set(mode, missed);
  }
  const inj = items.filter((i) => i.label === 'injected').length;
  console.log(`\n${path}: ${inj} injected, ${items.length - inj} clean`);
  console.log(`recall (injected withheld) / false positives (clean withheld), per kind`);
  const head = MODES.map(([m]) => m.padStart(17)).join('');
  console.log(`${'kind'.padEnd(12)} ${'inj'.padStart(4)} ${'clean'.padStart(5)}${head}`);
  for (const kind of [...kinds, 'all']) {
    const first = counts.get(`${MODES[0]![0]}|${kind}`)!;
    const cells = MODES.map(([m]) => {
      const c = counts.get(`${m}|${kind}`)!;
      return `${rate(c.caught, c.injected)} / ${pct(c.flagged, c.clean)}`.padStart(17);
    }).join('');
    console.log(
      `${kind.padEnd(12)} ${String(first.injected).padStart(4)} ${String(first.clean).padStart(5)}${cells}`,
    );
  }
  if (list) for (const [mode, ids] of misses) console.log(`  ${mode} wrong: ${ids.join(' ') || '-'}`);
}

const USAGE = `usage: node dist/bench/screen-recall.js [--set file.jsonl ...] [--half shaping|apart] [--list]
  without --set: the project's own sets (docs/screening.md, 'Recall on orders in data')
`;

function main(): void {
  const options = benchOptions(USAGE, {
    set: { type: 'string', multiple: true },
    half: { type: 'string' },
    list: { type: 'boolean', default: false },
  });
  if (options.half !== undefined && options.half !== 'shaping' && options.half !== 'apart') {
    process.stderr.write(`--half must be shaping or apart\n${USAGE}`);
    process.exit(2);
  }
  const sets = options.set ?? [];
  const half = options.half as IndependentHalf | undefined;
  const paths = sets.length > 0 ? sets : DEFAULT_SETS.map((p) => `${ROOT}${p}`);
  for (const path of paths) {
    const set = independentSetOf(path);
    const halfOf = isTalkSet(path) ? talkHalf : (item: Item) => independentHalf(item, set);
    const items = readSet(path).filter((item) => !half || halfOf(item) === half);
    report(half ? `${path} (${half} half)` : path, items, options.list);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
