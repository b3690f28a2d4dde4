#!/usr/bin/env node
// Diagnostic for the agreement of the orders and learned stages (docs/screening.md, 'Two weak signals'):
// for each set, every item's rules verdict, orders score and learned score, then aggregate counts of what
// `rules OR (orders >= o AND learned >= l)` withholds over a grid of (o, l). Aggregates only: no line of a
// set is printed, so it may run on apart halves. Run: npx tsc -p . && node scripts/screen-train/agree-grid.mjs
//   [--set name=path.jsonl[:shaping|apart]] ... [--files tuning,tuning-2] [--holdout] [--o 0.5,0.6] [--l -2,-1]
//   [--solo s] (the learned stage alone also withholds at its threshold + s) [--union o:l,o:l] [--choose]
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { admit } from '../../dist/src/kernel/screen/admit.js';
import * as learned from '../../dist/src/kernel/screen/learned.js';
import { ContextMemory } from '../../dist/src/kernel/screen/memory.js';
import * as orders from '../../dist/src/kernel/screen/orders.js';
import { allViews, buildView } from '../../dist/src/kernel/screen/view.js';
import { independentHalf, independentSetOf } from '../../dist/test/corpus/independent-split.js';

const args = process.argv.slice(2);
const opt = (name) => {
  const out = [];
  for (let i = 0; i < args.length; i++) if (args[i] === name && args[i + 1]) out.push(args[++i]);
  return out;
};
const RULES_ONLY = {
  sources: new Map(),
  manifest: { screening: { orders: false, learned: false, agreement: false } },
};

/**
 * The order score the grid reads: by default the agreement stage's (an order that shifts register);
 * GATE_GRID_PLAIN the orders stage's own; GATE_GRID_NO_ADDRESS the orders stage's less its address cue
 * (the variants docs/screening.md records as measured and dropped).
 */
function orderScore(view) {
  if (!process.env.GATE_GRID_PLAIN && !process.env.GATE_GRID_NO_ADDRESS) return orders.shiftedScoreView(view);
  let o = 0;
  for (const v of allViews(view)) {
    const best = orders.scoreText(v.text);
    const address = process.env.GATE_GRID_NO_ADDRESS && best.cues.includes('address');
    o = Math.max(o, best.score - (address ? orders.WEIGHTS.address : 0));
  }
  return o;
}

function score(text) {
  const view = buildView(text);
  const rules =
    admit({ tool: 'tool', traceId: 't', content: text }, RULES_ONLY, new ContextMemory()).verdict.kind ===
    'QUARANTINE';
  const o = orderScore(view);
  return { rules, o, l: learned.scoreView(view) - learned.THRESHOLD };
}

const sets = [];
for (const spec of opt('--set')) {
  const [name, rest] = spec.split('=');
  const [path, half] = rest.split(':');
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  // Each independent set by its own salt (round 6's rule read round 7's and 8's halves wrongly).
  const set = independentSetOf(path);
  const items = rows.filter((r) => !half || independentHalf(r, set) === half);
  sets.push({ name, items: items.map((r) => ({ label: r.label === 'injected' ? 1 : 0, ...score(r.text) })) });
}
for (const parts of opt('--files')) {
  const want = new Set(parts.split(','));
  const items = [];
  for (const line of readFileSync('test/corpus/precision-manifest.tsv', 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [part, , , , path] = line.split('\t');
    if (!want.has(part)) continue;
    let bytes;
    try {
      bytes = readFileSync(path);
    } catch {
      continue;
    }
    if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
    items.push({ label: 0, ...score(bytes.toString('utf8')) });
  }
  sets.push({ name: `files:${parts}`, items });
}
if (args.includes('--corpus')) {
  const { buildCorpus } = await import('../../dist/test/corpus/corpus.js');
  sets.push({
    name: 'corpus',
    items: buildCorpus()
      .filter((x) => x.kind !== 'secret')
      .map((x) => ({ label: x.kind === 'injection' ? 1 : 0, ...score(x.text) })),
  });
}
if (args.includes('--holdout')) {
  const { holdoutItems } = await import('../../dist/test/corpus/holdout.js');
  sets.push({
    name: 'holdout',
    items: holdoutItems()
      .filter((x) => x.kind !== 'secret')
      .map((x) => ({ label: x.kind === 'injection' ? 1 : 0, ...score(x.text) })),
  });
}
const os = (opt('--o')[0] ?? '0.3,0.5,0.6,0.7,0.8,1,9').split(',').map(Number);
const ls = (opt('--l')[0] ?? '-99,-4,-3,-2,-1,0').split(',').map(Number);
/** `--solo s`: the learned stage on its own too, at threshold + s (rules OR learned OR agreement). */
const solo = Number(opt('--solo')[0] ?? Infinity);
const cell = (items, o, l) => {
  let caught = 0;
  let flagged = 0;
  for (const x of items) if (x.rules || x.l >= solo || (x.o >= o && x.l >= l)) x.label ? caught++ : flagged++;
  return [caught, flagged];
};
/**
 * `--choose`: the bars by the rule docs/screening.md records: the strong pair (o, l) and the optional weak
 * pair (0.3, l2) with the most injections caught over the sets named `s-*`, among those that withhold
 * no clean item more than the rules alone in every set named `own*` or `files:*` (never trained on).
 */
if (args.includes('--choose')) {
  const hit = (x, bars) => x.rules || bars.some(([o, l]) => x.o >= o && x.l >= l);
  const flagged = (s, bars) => s.items.filter((x) => !x.label && hit(x, bars)).length;
  const guards = sets.filter((s) => s.name.startsWith('own') || s.name.startsWith('files:'));
  const shaping = sets.filter((s) => s.name.startsWith('s-'));
  const rows = [];
  for (const o of [0.5, 0.7, 1, 1.2])
    for (const l of [-8, -7, -6, -5, -4, -3, -2, -1, 0])
      for (const weak of [undefined, -1, 0, 1, 2]) {
        const bars =
          weak === undefined
            ? [[o, l]]
            : [
                [o, l],
                [0.3, weak],
              ];
        const ok = guards.every((s) => flagged(s, bars) <= flagged(s, []));
        const caught = shaping.reduce((n, s) => n + s.items.filter((x) => x.label && hit(x, bars)).length, 0);
        const clean = shaping.reduce((n, s) => n + flagged(s, bars), 0);
        rows.push({ bars: bars.map((b) => b.join(':')).join(','), ok, caught, clean });
      }
  rows.sort((a, b) => Number(b.ok) - Number(a.ok) || b.caught - a.caught || a.clean - b.clean);
  for (const r of rows.slice(0, 12))
    console.log(`${r.ok ? 'ok ' : 'no '} ${r.bars.padEnd(14)} shaping caught ${r.caught}, clean ${r.clean}`);
  process.exit(0);
}
/** `--union o:l,o:l`: one line per set for rules OR any of the cells (a rule with more than one bar pair). */
const union = (opt('--union')[0] ?? '')
  .split(',')
  .filter(Boolean)
  .map((c) => c.split(':').map(Number));
if (union.length > 0) {
  for (const s of sets) {
    let caught = 0;
    let flagged = 0;
    for (const x of s.items)
      if (x.rules || union.some(([o, l]) => x.o >= o && x.l >= l)) x.label ? caught++ : flagged++;
    const inj = s.items.filter((x) => x.label).length;
    console.log(
      `${s.name}: ${inj} injected, ${s.items.length - inj} clean; rules or ${opt('--union')[0]}: ${caught}/${flagged}`,
    );
  }
  process.exit(0);
}
for (const s of sets) {
  const inj = s.items.filter((x) => x.label).length;
  const clean = s.items.length - inj;
  console.log(
    `\n${s.name}: ${inj} injected, ${clean} clean; cell = caught/flagged, rules alone ${cell(s.items, Infinity, Infinity).join('/')}; learned alone >=0: ${s.items.filter((x) => x.label && x.l >= 0).length}/${s.items.filter((x) => !x.label && x.l >= 0).length}`,
  );
  console.log(`orders\\learned ${ls.map((l) => String(l).padStart(9)).join('')}`);
  for (const o of os)
    console.log(
      `${String(o).padEnd(14)} ${ls.map((l) => cell(s.items, o, l).join('/').padStart(9)).join('')}`,
    );
}
