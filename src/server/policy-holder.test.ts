import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_FLOOR } from '../kernel/policy/default-floor.js';
import { compilePolicy } from '../kernel/policy/load.js';
import type { Policy } from '../kernel/policy/types.js';
import { PolicyHolder } from './policy-holder.js';

const floor = (source: string): Policy => compilePolicy(DEFAULT_FLOOR, source);
const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('overlapping reloads take effect in the order they started, whatever order their reads finish', async () => {
  // Start-up reads 'start'; the first reload reads the old file slowly, the second the new one at once.
  const reads = [
    async () => floor('start'),
    async () => {
      await later(40);
      return floor('old');
    },
    async () => floor('new'),
  ];
  let n = 0;
  const holder = await PolicyHolder.open(
    'floor.json',
    () => reads[n++]?.() ?? Promise.reject(new Error('extra read')),
  );
  const first = holder.reload();
  const second = holder.reload();
  await Promise.all([first, second]);
  assert.equal(holder.current.source, 'new');
  assert.equal(holder.reloads, 2);
});

test('a failed reload leaves the floor and does not stop the next one', async () => {
  let n = 0;
  const holder = await PolicyHolder.open('floor.json', async () => {
    n++;
    if (n === 2) throw new Error('bad manifest');
    return floor(`v${n}`);
  });
  await assert.rejects(holder.reload(), /bad manifest/);
  assert.equal(holder.current.source, 'v1');
  await holder.reload();
  assert.equal(holder.current.source, 'v3');
});
