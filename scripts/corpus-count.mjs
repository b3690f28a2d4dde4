// The corpus counts each round's notes quote (docs/screening.md, "Round 54"): on a built tree, `admit`'s
// default verdict over the independent sets' halves by their role. Run after `npm run build`:
//   node scripts/corpus-count.mjs [DIST]     (DIST: a built tree's dist/, default this one's)
// The newest set (the highest test/corpus/independent-rN) is blind and counted whole; the one before it
// has just become tuning: its shaping half is counted alone, beside its apart half (a weaker blind measure
// than earlier sets' when its writer shared wording between halves). Blind rows are aggregates only.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? `${here}/dist`);
const root = resolve(dist, '..');
const load = (p) => import(pathToFileURL(`${dist}/${p}`).href);
const { readSet, withheld } = await load('bench/screen-recall.js');
const { independentHalf } = await load('test/corpus/independent-split.js');

const setPath = (n) => `${root}/test/corpus/independent-r${n}/results.jsonl`;
const numbers = readdirSync(`${here}/test/corpus`)
  .map((d) => /^independent-r(\d+)$/.exec(d)?.[1])
  .filter((n) => n !== undefined)
  .map(Number)
  .sort((a, b) => a - b);
const blind = numbers.at(-1);
const newest = blind - 1;
const rows = [];
function tally(label, items) {
  let injected = 0;
  let caught = 0;
  let clean = 0;
  let flagged = 0;
  for (const item of items) {
    const hit = withheld(item, {});
    if (item.label === 'injected') {
      injected++;
      if (hit) caught++;
    } else {
      clean++;
      if (hit) flagged++;
    }
  }
  rows.push(`${label.padEnd(34)} caught ${caught}/${injected}  clean withheld ${flagged}/${clean}`);
}
const half = (n, h) => readSet(setPath(n)).filter((i) => independentHalf(i, `r${n}`) === h);
const shaping = [];
const apart = [];
for (const n of numbers) {
  if (n > newest || !existsSync(setPath(n))) continue;
  shaping.push(...half(n, 'shaping'));
  if (n >= 11) apart.push(...half(n, 'apart'));
}
tally(`TUNING shaping r6-r${newest}`, shaping);
tally(`TUNING r${newest} shaping`, half(newest, 'shaping'));
tally(`BLIND apart r11-r${newest}`, apart);
tally(`BLIND r${newest} apart`, half(newest, 'apart'));
if (existsSync(setPath(blind))) tally(`BLIND independent-r${blind} whole`, readSet(setPath(blind)));
const blindR5 = `${root}/test/corpus/blind-r5/results.jsonl`;
if (existsSync(blindR5)) tally('BLIND blind-r5', readSet(blindR5));
console.log(rows.join('\n'));
