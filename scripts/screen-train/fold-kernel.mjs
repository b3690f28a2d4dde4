// A private copy of the built kernel whose learned stage scores with a model the training script sets,
// so a fold's model is read by the default verdict (the agreement stage) exactly as shipped weights are,
// without a hook in the kernel itself. The copy lives in dist/ (built output), so its packages resolve.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCORER = Symbol.for('gate.train-screen.fold-scorer');

/** The learned module of the copy: scores through whatever the script set last. */
const LEARNED_JS = `import { allViews } from './view.js';
export const LEARNED_RULE = 'learned-classifier';
const scorer = () => globalThis[Symbol.for('gate.train-screen.fold-scorer')];
export function scoreText(text) { return scorer().scoreText(text); }
export function scoreView(view) {
  let best = Number.NEGATIVE_INFINITY;
  for (const v of allViews(view)) best = Math.max(best, scoreText(v.text));
  return best;
}
export let THRESHOLD = Number.POSITIVE_INFINITY;
export function setThreshold(t) { THRESHOLD = t; }
export const stage = {
  name: 'learned',
  find(view) {
    return scoreView(view) < THRESHOLD ? undefined : { screener: 'injection', reason: 'TRUST_VIOLATION', rule: LEARNED_RULE };
  },
};
`;

/** Copies dist/src once and imports its `admit`; `use(scoreText, threshold)` switches the model. */
export async function foldKernel() {
  const dir = mkdtempSync(fileURLToPath(new URL('../../dist/fold-kernel-', import.meta.url)));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  cpSync(fileURLToPath(new URL('../../dist/src', import.meta.url)), join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/kernel/screen/learned.js'), LEARNED_JS);
  const learned = await import(pathToFileURL(join(dir, 'src/kernel/screen/learned.js')).href);
  const { admit } = await import(pathToFileURL(join(dir, 'src/kernel/screen/admit.js')).href);
  const { ContextMemory } = await import(pathToFileURL(join(dir, 'src/kernel/screen/memory.js')).href);
  return {
    use(scoreText, threshold) {
      globalThis[SCORER] = { scoreText };
      learned.setThreshold(threshold);
    },
    /** Whether the default manifest (`screening` as given) withholds the text. */
    withheld(text, tool, screening = {}) {
      const policy = { sources: new Map(), manifest: { screening } };
      return (
        admit({ tool: tool || 'tool', traceId: 't', content: text }, policy, new ContextMemory()).verdict
          .kind === 'QUARANTINE'
      );
    },
  };
}
