import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Counter, Registry } from 'prom-client';
import { REASONS, VERDICT_KINDS, type Verdict } from '../kernel/types.js';
import { createMetrics } from './metrics.js';
import type { WireName } from './types.js';

const WIRES: WireName[] = ['openai', 'anthropic', 'responses', 'mcp'];

const decision = fc.record({
  kind: fc.constantFrom(...VERDICT_KINDS),
  reason: fc.constantFrom(undefined, ...REASONS),
  wire: fc.constantFrom(...WIRES),
});
/** A decision counted, or a read of the counters (a scrape) between decisions. */
const step = fc.oneof(decision, fc.constant('read' as const));

/** Counters fed by `inc` one decision at a time: what countDecision did before its tally. */
function reference() {
  const registry = new Registry();
  const counter = (name: string, labelNames: string[]) =>
    new Counter({ name, help: name, labelNames, registers: [registry] });
  const operations = counter('gate_gateway_operations_total', ['verdict']);
  const quarantines = counter('gate_kernel_quarantines_total', ['reason']);
  const decisions = counter('gate_decisions_total', ['verdict', 'reason', 'wire']);
  return {
    registry,
    count(verdict: Verdict, wire: WireName) {
      operations.inc({ verdict: verdict.kind });
      decisions.inc({ verdict: verdict.kind, reason: verdict.reason ?? 'NONE', wire });
      if (verdict.kind === 'QUARANTINE') quarantines.inc({ reason: verdict.reason ?? 'NONE' });
    },
  };
}

const NAMES = ['gate_gateway_operations_total', 'gate_kernel_quarantines_total', 'gate_decisions_total'];

/** The decision counters' values, label sets in a fixed order. */
async function read(registry: Registry): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const name of NAMES) {
    const metric = registry.getSingleMetric(name);
    assert.ok(metric, name);
    const { values } = await metric.get();
    out.push(values.map((v) => [JSON.stringify(v.labels), v.value]).sort());
  }
  return out;
}

test('tallied decisions read as the counters fed one inc at a time, at every scrape', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
      const metrics = createMetrics();
      const expected = reference();
      for (const s of steps) {
        if (s === 'read') {
          assert.deepEqual(await read(metrics.registry), await read(expected.registry));
          continue;
        }
        const verdict = { kind: s.kind, by: 'test', ...(s.reason ? { reason: s.reason } : {}) } as Verdict;
        metrics.countDecision(verdict, s.wire);
        expected.count(verdict, s.wire);
      }
      assert.deepEqual(await read(metrics.registry), await read(expected.registry));
    }),
    { numRuns: 150 },
  );
});

test('the exposition text carries decisions counted since the last scrape', async () => {
  const metrics = createMetrics();
  metrics.countDecision({ kind: 'DENY', reason: 'POLICY_BLOCK', by: 'floor' } as Verdict, 'openai');
  const first = await metrics.registry.metrics();
  assert.match(first, /gate_decisions_total\{verdict="DENY",reason="POLICY_BLOCK",wire="openai"\} 1\n/);
  metrics.countDecision({ kind: 'DENY', reason: 'POLICY_BLOCK', by: 'floor' } as Verdict, 'openai');
  metrics.countDecision({ kind: 'QUARANTINE', reason: 'MALFORMED', by: 'screen' } as Verdict, 'mcp');
  const second = await metrics.registry.metrics();
  assert.match(second, /gate_decisions_total\{verdict="DENY",reason="POLICY_BLOCK",wire="openai"\} 2\n/);
  assert.match(second, /gate_gateway_operations_total\{verdict="DENY"\} 2\n/);
  assert.match(second, /gate_kernel_quarantines_total\{reason="MALFORMED"\} 1\n/);
});

test("the store's repairs are counted by key name, as the store counts them at each scrape", async () => {
  const counts = new Map<string, number>([['cfloor ahead', 2]]);
  const metrics = createMetrics({ storeRepairs: () => counts });
  assert.match(await metrics.registry.metrics(), /gate_store_repairs_total\{key="cfloor ahead"\} 2\n/);
  counts.set('cfloor ahead', 3).set('fence', 1);
  const text = await metrics.registry.metrics();
  assert.match(text, /gate_store_repairs_total\{key="cfloor ahead"\} 3\n/);
  assert.match(text, /gate_store_repairs_total\{key="fence"\} 1\n/);
});
