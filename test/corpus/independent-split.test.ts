// The independent set's split (test/corpus/independent-split.ts): twins and carriers never straddle it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { independentHalf } from './independent-split.js';

const SET = fileURLToPath(new URL('../../../test/corpus/independent-r6/results.jsonl', import.meta.url));
const lines = readFileSync(SET, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; label: string; tool: string });

test('a line is placed by its tool alone, so a clean twin and its injected line share a half', () => {
  const byTool = new Map<string, Set<string>>();
  for (const line of lines) {
    const halves = byTool.get(line.tool) ?? new Set();
    halves.add(independentHalf(line));
    byTool.set(line.tool, halves);
  }
  for (const [tool, halves] of byTool) assert.equal(halves.size, 1, tool);
  // The rule is fixed: a change to it would silently move lines the learned stage trained on.
  assert.equal(independentHalf({ tool: 'gmail.get_message' }), independentHalf({ tool: 'gmail.get_message' }));
});

test('both halves hold both labels in like measure', () => {
  const count = (half: string, label: string) =>
    lines.filter((l) => independentHalf(l) === half && l.label === label).length;
  // Measured when the split was fixed: 284 / 280 shaping, 251 / 255 apart.
  assert.deepEqual(
    [count('shaping', 'injected'), count('shaping', 'clean'), count('apart', 'injected'), count('apart', 'clean')],
    [284, 280, 251, 255],
  );
});
