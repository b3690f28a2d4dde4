// Counts per half of this set, with the hashing of test/corpus/independent-split.ts copied (salt
// indep-r59-half): sha256 of `${salt}:${tool}`, first byte's low bit, 1 = apart. Aggregates only.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'indep-r59-half';
const half = (tool) => ((createHash('sha256').update(`${SALT}:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping');
const lines = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const counts = {};
const tools = { shaping: new Set(), apart: new Set() };
for (const line of lines) {
  const h = half(line.tool);
  tools[h].add(line.tool);
  counts[`${h} ${line.label}`] = (counts[`${h} ${line.label}`] ?? 0) + 1;
}
console.log(`tools: shaping ${tools.shaping.size}, apart ${tools.apart.size}`);
for (const key of Object.keys(counts).sort()) console.log(`${key}: ${counts[key]}`);
