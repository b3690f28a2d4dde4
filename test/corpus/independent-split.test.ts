// The independent sets' split (test/corpus/independent-split.ts): twins and carriers never straddle it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type IndependentSet, independentHalf, independentSetOf } from './independent-split.js';

function lines(set: IndependentSet) {
  const path = fileURLToPath(
    new URL(`../../../test/corpus/independent-${set}/results.jsonl`, import.meta.url),
  );
  assert.equal(independentSetOf(path), set);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; label: string; tool: string });
}

for (const set of ['r6', 'r7', 'r8', 'r9', 'r10', 'r11'] as const) {
  test(`${set}: a line is placed by its tool alone, so a clean twin and its injected line share a half`, () => {
    const byTool = new Map<string, Set<string>>();
    for (const line of lines(set)) {
      const halves = byTool.get(line.tool) ?? new Set();
      halves.add(independentHalf(line, set));
      byTool.set(line.tool, halves);
    }
    for (const [tool, halves] of byTool) assert.equal(halves.size, 1, tool);
  });
}

test('the rule is fixed: a change to it would silently move lines the learned stage trained on', () => {
  // Measured when each split was fixed: injected / clean in the shaping half, then in the apart half.
  const count = (set: IndependentSet) => {
    const all = lines(set);
    const n = (half: string, label: string) =>
      all.filter((l) => independentHalf(l, set) === half && l.label === label).length;
    return [n('shaping', 'injected'), n('shaping', 'clean'), n('apart', 'injected'), n('apart', 'clean')];
  };
  assert.deepEqual(count('r6'), [284, 280, 251, 255]);
  assert.deepEqual(count('r7'), [305, 311, 276, 276]);
  assert.deepEqual(count('r8'), [231, 222, 227, 231]);
  assert.deepEqual(count('r9'), [220, 220, 202, 204]);
  assert.deepEqual(count('r10'), [218, 230, 212, 200]);
  assert.deepEqual(count('r11'), [229, 219, 201, 195]);
  // Each round has its own salt: the same tool may fall on different sides in the two rounds.
  const tools = ['gmail.get_message', 'calendar.list_events', 'jira.get_issue', 'bank.transactions'];
  assert.ok(tools.some((t) => independentHalf({ tool: t }, 'r6') !== independentHalf({ tool: t }, 'r7')));
  assert.ok(tools.some((t) => independentHalf({ tool: t }, 'r7') !== independentHalf({ tool: t }, 'r8')));
  assert.ok(
    ['a', 'b', 'c', 'd', 'e', 'f'].some((t) => independentHalf({ tool: t }, 'r8') !== independentHalf({ tool: t }, 'r9')),
  );
  assert.ok(
    ['a', 'b', 'c', 'd', 'e', 'f'].some((t) => independentHalf({ tool: t }, 'r9') !== independentHalf({ tool: t }, 'r10')),
  );
});
