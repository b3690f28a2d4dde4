// Counts lines per half of the committed split (a copy of independentHalf's hashing with this set's salt);
// prints aggregate counts only, never which tool falls in which half. Run: node split.mjs
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'indep-r56-half';
const half = (tool) => ((createHash('sha256').update(`${SALT}:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping');
const rows = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const counts = {};
const tools = { shaping: new Set(), apart: new Set() };
for (const r of rows) {
  const h = half(r.tool);
  tools[h].add(r.tool);
  counts[`${h} ${r.label}`] = (counts[`${h} ${r.label}`] ?? 0) + 1;
}
console.log(JSON.stringify({ tools: { shaping: tools.shaping.size, apart: tools.apart.size }, counts }));
