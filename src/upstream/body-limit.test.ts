import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BodyLimit, ByteBudget } from './body-limit.js';

describe('BodyLimit', () => {
  it('refuses an answer past its bound, raw or decoded, and names the flag', () => {
    const budget = new ByteBudget(1000);
    const limit = new BodyLimit(100, budget);
    assert.equal(limit.countRaw(60), undefined);
    assert.match(String(limit.countRaw(41)?.message), /--max-upstream-bytes \(100 bytes/);
    const decoded = new BodyLimit(100, budget);
    assert.equal(decoded.count(100), undefined);
    assert.match(String(decoded.count(1)?.message), /--max-upstream-bytes/);
  });

  it('shares one budget across answers in flight, and gives each share back when its answer ends', () => {
    const budget = new ByteBudget(150);
    const a = new BodyLimit(100, budget);
    const b = new BodyLimit(100, budget);
    assert.equal(a.count(100), undefined);
    assert.match(String(b.count(60)?.message), /--max-upstream-total-bytes \(150 bytes\)/);
    assert.equal(budget.inUse, 100);
    a.release();
    a.release();
    assert.equal(budget.inUse, 0);
    assert.equal(new BodyLimit(100, budget).count(100), undefined);
  });
});
