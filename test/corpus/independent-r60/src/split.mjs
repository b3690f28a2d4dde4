// Counts per half of this set, with the committed split's hashing (test/corpus/independent-split.ts,
// salt indep-r60-half) copied here so no build is needed. Prints aggregate counts only, never which
// tool falls in which half. Usage: node split.mjs
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const half = (tool) =>
  (createHash('sha256').update(`indep-r60-half:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping';
const lines = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const counts = {};
const tools = { shaping: new Set(), apart: new Set() };
for (const l of lines) {
  const h = half(l.tool);
  tools[h].add(l.tool);
  counts[`${h}/${l.label}`] = (counts[`${h}/${l.label}`] ?? 0) + 1;
}
console.log(JSON.stringify({ tools: { shaping: tools.shaping.size, apart: tools.apart.size }, lines: counts }));
