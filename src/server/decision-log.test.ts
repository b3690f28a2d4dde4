import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DecisionLog } from './decision-log.js';

test('the log is bounded, pages by cursor and counts by outcome', () => {
  const log = new DecisionLog(() => 0);
  for (let i = 0; i < 600; i++)
    log.call('Bash', `t${i}`, { kind: i % 2 ? 'ALLOW' : 'DENY', by: 'monitor' }, 'openai');
  const page = log.since(0, 1000);
  assert.equal(page.decisions.length, 500, 'only the last 500 are kept');
  assert.equal(page.decisions[0]!.seq, 101);
  assert.equal(page.cursor, 600);
  assert.deepEqual(log.since(600, 10), { decisions: [], cursor: 600 });
  assert.equal(log.counts.admitted, 300);
  assert.equal(log.counts.refused, 300);
});

test('a withheld result is listed by id, rule and size; the entry has no room for content', () => {
  const log = new DecisionLog(() => 0);
  log.result(
    'fetch',
    't1',
    {
      kind: 'QUARANTINE',
      reason: 'TRUST_VIOLATION',
      by: 'screen',
      detail: { claim: 'injection: directive', quarantine_id: 'q-1' },
    },
    'mcp',
    1234,
  );
  const [held] = log.withheld();
  assert.deepEqual(held, {
    seq: 1,
    ts: '1970-01-01T00:00:00.000Z',
    quarantine_id: 'q-1',
    tool: 'fetch',
    trace_id: 't1',
    reason: 'TRUST_VIOLATION',
    rule: 'injection: directive',
    size_bytes: 1234,
  });
  assert.equal(log.counts.withheld, 1);
});
