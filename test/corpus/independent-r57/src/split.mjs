// Counts the lines of each half of this set, copying independentHalf's hashing (test/corpus/independent-split.ts)
// with the salt fixed for r57. Prints aggregate counts only: never which tool falls in which half.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'indep-r57-half';
const half = (tool) =>
  (createHash('sha256').update(`${SALT}:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping';
const rows = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const counts = {};
const tools = {};
for (const r of rows) {
  const h = half(r.tool);
  counts[`${h} ${r.label}`] = (counts[`${h} ${r.label}`] ?? 0) + 1;
  tools[h] = (tools[h] ?? new Set()).add(r.tool);
}
console.log(JSON.stringify({ ...counts, 'shaping tools': tools.shaping?.size ?? 0, 'apart tools': tools.apart?.size ?? 0 }));
