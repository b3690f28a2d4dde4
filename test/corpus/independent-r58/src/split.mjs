// Counts per half of ../results.jsonl under the committed split (independentHalf with salt
// 'indep-r58-half'; the hashing is copied from test/corpus/independent-split.ts). Prints aggregates only.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'indep-r58-half';
const half = (tool) =>
  (createHash('sha256').update(`${SALT}:${tool}`).digest()[0] & 1) === 1 ? 'apart' : 'shaping';

const rows = readFileSync(new URL('../results.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l));
const counts = { shaping: { tools: new Set(), injected: 0, clean: 0 }, apart: { tools: new Set(), injected: 0, clean: 0 } };
for (const r of rows) {
  const h = counts[half(r.tool)];
  h.tools.add(r.tool);
  h[r.label] += 1;
}
for (const [name, h] of Object.entries(counts)) {
  console.log(`${name}: ${h.tools.size} tools, ${h.injected} injected, ${h.clean} clean`);
}
