// The verdict-identity guard for speed changes to the screener: every result of every set the project
// holds goes through this build and another (`--base`, the root of a built checkout, e.g. main's), and
// each must get the same verdict from `admit` under the default screening (kind, reason, rule, why a
// result went whole, and the admitted bytes) and the same finding from every stage on its own (all five,
// the opt-in ones too). A speed change that changes a verdict is not a speed change.
// Only counts are printed for the held-out and blind parts; for the others, the index of a differing item
// and both verdicts, never its text.
// Run: npx tsc -p . && node dist/bench/screen-verdicts.js --base /tmp/main [--no-precision]
//   (the base: `git archive main | tar -x -C /tmp/main && ln -s $PWD/node_modules /tmp/main/ && (cd /tmp/main && npx tsc -p .)`)
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Policy } from '../src/kernel/policy/types.js';
import * as admitModule from '../src/kernel/screen/admit.js';
import * as memoryModule from '../src/kernel/screen/memory.js';
import * as viewModule from '../src/kernel/screen/view.js';
import { buildCorpus } from '../test/corpus/corpus.js';
import { holdoutItems } from '../test/corpus/holdout.js';
import { talkHalf } from '../test/corpus/talk-split.js';
import { benchOptions } from './helpers/options.js';
import { load, plantedSets, readManifest } from './precision.js';
import { readSet } from './screen-recall.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POLICY = { sources: new Map() } as unknown as Policy;

/** What one build's screener says of a text: `admit`'s verdict, then each stage's finding. */
type Judge = (text: string) => string;

interface Build {
  admit: typeof admitModule;
  memory: typeof memoryModule;
  view: typeof viewModule;
}

function judgeOf(build: Build): Judge {
  return (text) => {
    const out = build.admit.admit(
      { tool: 'read_file', traceId: 'verdicts', content: text },
      POLICY,
      new build.memory.ContextMemory(),
    );
    const { kind, reason, detail } = out.verdict;
    const admitted =
      kind === 'QUARANTINE'
        ? ''
        : createHash('sha256').update(out.envelope.content).digest('hex').slice(0, 16);
    const view = build.view.buildView(text);
    const stages = build.admit.STAGES.map((s) => `${s.name}=${s.find(view)?.rule ?? '-'}`).join(' ');
    return `${kind} ${reason ?? ''} ${detail?.['claim'] ?? ''} ${detail?.['withheld'] ?? ''} ${admitted} | ${stages}`;
  };
}

async function loadBuild(root: string): Promise<Build> {
  const at = (path: string) => import(`${resolve(root)}/dist/src/kernel/screen/${path}`);
  return { admit: await at('admit.js'), memory: await at('memory.js'), view: await at('view.js') };
}

interface SetOf {
  name: string;
  /** Held-out or blind: counts only, never an item. */
  held: boolean;
  texts: () => Iterable<string>;
}

function sets(precision: boolean): SetOf[] {
  const jsonl = (path: string) => () => readSet(`${ROOT}${path}`).map((i) => i.text);
  const TALK = 'test/corpus/talk-clean/results.jsonl';
  // The conversations set by its own split: the shaping half is tuning, the apart half held.
  const talk = (half: string) => () =>
    readSet(`${ROOT}${TALK}`)
      .filter((i) => talkHalf(i) === half)
      .map((i) => i.text);
  const out: SetOf[] = [
    { name: 'labelled corpus', held: false, texts: () => buildCorpus().map((i) => i.text) },
    { name: 'held-out sets', held: true, texts: () => holdoutItems().map((i) => i.text) },
    { name: 'independent r6', held: true, texts: jsonl('test/corpus/independent-r6/results.jsonl') },
    { name: 'independent r7', held: true, texts: jsonl('test/corpus/independent-r7/results.jsonl') },
    { name: 'independent r8', held: true, texts: jsonl('test/corpus/independent-r8/results.jsonl') },
    { name: 'independent r9', held: true, texts: jsonl('test/corpus/independent-r9/results.jsonl') },
    { name: 'recall shaping', held: false, texts: jsonl('test/screen-recall/shaping.jsonl') },
    { name: 'recall apart', held: true, texts: jsonl('test/screen-recall/apart.jsonl') },
    { name: 'talk shaping', held: false, texts: talk('shaping') },
    { name: 'talk apart', held: true, texts: talk('apart') },
  ];
  if (!precision) return out;
  const entries = readManifest();
  for (const part of [...new Set(entries.map((e) => e.part))].sort()) {
    out.push({
      name: `precision ${part}`,
      held: !part.startsWith('tuning'),
      texts: function* () {
        for (const e of entries) {
          if (e.part !== part) continue;
          const bytes = load(e);
          if (typeof bytes !== 'string') yield bytes.toString('utf8');
        }
      },
    });
  }
  const planted = plantedSets(entries);
  // Held-out injections are planted too: counts only.
  out.push({ name: 'planted as paragraphs', held: true, texts: () => planted.paragraph });
  out.push({ name: 'planted as line comments', held: true, texts: () => planted.comment });
  return out;
}

const USAGE = `usage: node dist/bench/screen-verdicts.js --base <root of a built checkout> [--no-precision]
  --base <dir>      another build to compare with (its dist/ holds the compiled screener)
  --no-precision    leave out the precision set's files and the planted sets (they take minutes)
`;

async function main(): Promise<void> {
  const options = benchOptions(USAGE, {
    base: { type: 'string' },
    'no-precision': { type: 'boolean', default: false },
  });
  if (!options.base) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const base = judgeOf(await loadBuild(options.base));
  const mine = judgeOf({ admit: admitModule, memory: memoryModule, view: viewModule });
  let differ = 0;
  let total = 0;
  const started = performance.now();
  console.log(`${'set'.padEnd(30)} ${'items'.padStart(6)} ${'same'.padStart(6)} ${'differ'.padStart(6)}`);
  for (const set of sets(!options['no-precision'])) {
    let n = 0;
    let d = 0;
    const shown: string[] = [];
    for (const text of set.texts()) {
      const a = base(text);
      const b = mine(text);
      if (a !== b) {
        d++;
        if (!set.held) shown.push(`  item ${n}: base ${a}\n  ${''.padEnd(String(n).length + 5)} this ${b}`);
      }
      n++;
    }
    differ += d;
    total += n;
    console.log(
      `${set.name.padEnd(30)} ${String(n).padStart(6)} ${String(n - d).padStart(6)} ${String(d).padStart(6)}`,
    );
    for (const line of shown) console.log(line);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n${total} results, ${differ} with another verdict or finding (${seconds} s)`);
  if (differ > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
