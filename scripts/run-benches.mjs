// Runs the benchmarks one after another (they measure; running them together would skew each other).
// `npm run bench` runs all; `npm run bench -- screen serve` runs those whose name contains a word.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filters = process.argv.slice(2);
const benches = readdirSync('dist/bench')
  .filter((f) => f.endsWith('.js'))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== bench/${file.replace(/\.js$/, '')} ==`);
  const r = spawnSync(process.execPath, [`dist/bench/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
