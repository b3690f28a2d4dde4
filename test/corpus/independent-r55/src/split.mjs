// The committed split of test/corpus/independent-split.ts, its hashing copied (salt indep-r55-half), so the
// half counts can be computed without a build: node split.mjs [--tools]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const half = (tool) =>
  (createHash('sha256').update(`indep-r55-half:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping';
const rows = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const count = {};
const tools = {};
for (const r of rows) {
  const h = half(r.tool);
  count[`${h} ${r.label}`] = (count[`${h} ${r.label}`] ?? 0) + 1;
  (tools[h] ??= new Set()).add(r.tool);
}
console.log(count, Object.fromEntries(Object.entries(tools).map(([h, s]) => [h, s.size])));
if (process.argv.includes('--tools')) for (const [h, s] of Object.entries(tools)) console.log(h, [...s].sort().join(' '));
