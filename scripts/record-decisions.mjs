// Records the verdict of every call of the decision differential (test/helpers/decision-corpus.ts) as
// decided by the build at DIST (default: this one), into test/fixtures/decisions.txt: the reference
// test/decisions-differential.test.ts holds later builds to. Run after `npm run build`:
//   node scripts/record-decisions.mjs [DIST]     (DIST: a built tree's dist/, e.g. /tmp/old14/dist)
// Re-record only when a verdict is meant to change (a rule added or changed), never to make the test pass
// after a change that should decide the same.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? `${here}/dist`);
const load = (p) => import(pathToFileURL(`${dist}/${p}`).href);
const { adjudicate } = await load('src/kernel/ladder/ladder.js');
const { loadProvenanceRung } = await load('src/kernel/ladder/provenance-load.js');
const { DEFAULT_FLOOR } = await load('src/kernel/policy/default-floor.js');
const { compilePolicy } = await load('src/kernel/policy/load.js');
const { TraceProvenance } = await load('src/kernel/provenance/ledger.js');
const { contextOf, decisionCases, recordText, verdictLine } = await import(
  pathToFileURL(`${here}/dist/test/helpers/decision-corpus.js`).href
);
await loadProvenanceRung();
const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const ctx = { tainted: false };
const refused = (command) => adjudicate(policy, { tool: 'Bash', args: { command } }, ctx).kind === 'DENY';
const cases = decisionCases(refused);
const entries = cases.map((c) => [
  c.key,
  verdictLine(adjudicate(policy, c.call, contextOf(c, TraceProvenance))),
]);
writeFileSync(`${here}/test/fixtures/decisions.txt`, recordText(entries));
console.log(`recorded ${entries.length} verdicts from ${dist}`);
