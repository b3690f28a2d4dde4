// Prints only aggregate half counts of this set under the salt in test/corpus/independent-split.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'indep-r61-half';
const lines = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8').trim().split('\n');
const counts = {
  shaping: { tools: new Set(), injected: 0, clean: 0 },
  apart: { tools: new Set(), injected: 0, clean: 0 },
};
for (const line of lines) {
  const item = JSON.parse(line);
  const bit = createHash('sha256').update(`${SALT}:${item.tool}`).digest()[0] & 1;
  const half = bit === 1 ? 'apart' : 'shaping';
  counts[half].tools.add(item.tool);
  counts[half][item.label] += 1;
}
for (const [half, c] of Object.entries(counts)) {
  console.log(`${half}: ${c.tools.size} tools, ${c.injected} injected, ${c.clean} clean`);
}
