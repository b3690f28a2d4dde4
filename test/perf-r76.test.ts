// Round 76 (perf-r76): the request and journal-flush histograms tallied as plain numbers instead of
// prom-client's per-call label check, hash and bound-to-string lookups (docs/wires.md, "Round 76
// (perf-r76, 2026-12-07)"). What /metrics shows must not move: for any observations, resets and reads,
// the tallied histogram's text and JSON equal prom-client's own Histogram fed the same, in the same order.
// GATE_FUZZ_RUNS raises the number of generated runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Histogram, Registry } from 'prom-client';
import { createMetrics } from '../src/server/metrics.js';
import { TalliedHistogram } from '../src/server/tallied-histogram.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);
/** The request histogram's buckets (src/server/metrics.ts). */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const LABELS = ['route', 'method', 'status'] as const;
type Label = (typeof LABELS)[number];

/** A stock prom-client histogram and a tallied one, each alone on a registry of its own. */
function pair(labelNames: readonly Label[], buckets = BUCKETS) {
  const stockRegistry = new Registry();
  const talliedRegistry = new Registry();
  const config = { name: 'h_seconds', help: 'a histogram', buckets };
  const stock = new Histogram({ ...config, labelNames: [...labelNames], registers: [stockRegistry] });
  const tallied = new TalliedHistogram({ ...config, labelNames, registers: [talliedRegistry] });
  return { stock, tallied, stockRegistry, talliedRegistry };
}

async function assertSame(p: ReturnType<typeof pair>): Promise<void> {
  assert.equal(await p.talliedRegistry.metrics(), await p.stockRegistry.metrics());
  // As /debug/vars writes it: the same members in the same order.
  assert.equal(
    JSON.stringify(await p.talliedRegistry.getMetricsAsJSON()),
    JSON.stringify(await p.stockRegistry.getMetricsAsJSON()),
  );
}

/** Values on, between and past the bounds, negative, tiny, and long sums whose rounding depends on order. */
const value = fc.oneof(
  fc.constantFrom(...BUCKETS, 0, -0, -1, 61, 1e9, 5e-324, 0.1, 0.2, 0.3),
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.double({ min: 0, max: 0.01, noNaN: true }),
);
const labelSet = fc.record({
  route: fc.constantFrom('/v1/chat/completions', '/v1/messages', 'unmatched', 'a "quoted" \\ route\n'),
  method: fc.constantFrom('POST', 'GET'),
  status: fc.constantFrom('200', '400', '5xx'),
});
const step = fc.oneof(
  { weight: 20, arbitrary: fc.record({ op: fc.constant('observe' as const), labels: labelSet, value }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reset' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('read' as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Runs the steps on both histograms (with the step's labels or none), comparing them at every read. */
async function replay(p: ReturnType<typeof pair>, steps: readonly Step[], labelled: boolean): Promise<void> {
  await assertSame(p);
  for (const s of steps) {
    if (s.op === 'observe') {
      if (labelled) {
        p.stock.observe(s.labels, s.value);
        p.tallied.observe(s.labels, s.value);
      } else {
        p.stock.observe(s.value);
        p.tallied.observe(s.value);
      }
    } else if (s.op === 'reset') {
      p.stock.reset();
      p.tallied.reset();
    } else await assertSame(p);
  }
  await assertSame(p);
}

describe('round 76: a tallied histogram shows what prom-client shows', () => {
  it('labelled: any observations, resets and reads give the same text and JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 200 }), (steps) => replay(pair(LABELS), steps, true)),
      { numRuns: RUNS },
    );
  });

  it('without labels: its one series shown from the start, gone after a reset until observed', async () => {
    const journalBuckets = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 120 }), (steps) =>
        replay(pair([], journalBuckets), steps, false),
      ),
      { numRuns: RUNS },
    );
  });

  it('the concrete cases: a bound exactly, past the last, order-dependent sums, two series', async () => {
    const p = pair(LABELS);
    const chat = { route: '/v1/chat/completions', method: 'POST', status: '200' };
    const gone = { route: 'unmatched', method: 'GET', status: '404' };
    for (const v of [0.1, 0.2, 0.3, 0.0005, 60, 61, 1e-7]) p.stock.observe(chat, v);
    for (const v of [0.1, 0.2, 0.3, 0.0005, 60, 61, 1e-7]) p.tallied.observe(chat, v);
    p.stock.observe(gone, 2.5);
    p.tallied.observe(gone, 2.5);
    await assertSame(p);
    const text = await p.talliedRegistry.metrics();
    assert.match(
      text,
      /h_seconds_sum\{route="\/v1\/chat\/completions",method="POST",status="200"\} 121\.60050009999999\n/,
    );
    assert.match(
      text,
      /h_seconds_bucket\{le="60",route="\/v1\/chat\/completions",method="POST",status="200"\} 6/,
    );
    assert.match(text, /h_seconds_count\{route="unmatched",method="GET",status="404"\} 1/);
  });

  it('refuses a value that is not finite, as prom-client does, and counts nothing', async () => {
    const p = pair(LABELS);
    const labels = { route: 'r', method: 'POST', status: '200' };
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      assert.throws(() => p.stock.observe(labels, bad), TypeError);
      assert.throws(() => p.tallied.observe(labels, bad), TypeError);
    }
    await assertSame(p);
  });

  it("gate's request and journal-flush histograms are tallied, and /metrics names them as before", async () => {
    const metrics = createMetrics();
    assert.ok(metrics.requestSeconds instanceof TalliedHistogram);
    assert.ok(metrics.journalAppendSeconds instanceof TalliedHistogram);
    metrics.requestSeconds.observe({ route: '/v1/chat/completions', method: 'POST', status: '200' }, 0.0004);
    metrics.journalAppendSeconds.observe(0.00002);
    const text = await metrics.registry.metrics();
    assert.match(text, /# TYPE gate_http_request_duration_seconds histogram\n/);
    assert.match(
      text,
      /gate_http_request_duration_seconds_bucket\{le="0\.0005",route="\/v1\/chat\/completions",method="POST",status="200"\} 1\n/,
    );
    assert.match(text, /gate_journal_append_seconds_bucket\{le="0\.0001"\} 1\n/);
    assert.match(text, /gate_journal_append_seconds_count 1\n/);
  });

  it('a 200 kB label value observed 2,000 times costs time linear in it (one series, one copy kept)', async () => {
    const p = pair(LABELS);
    const route = `/${'a"\\\n'.repeat(50_000)}`;
    const started = process.hrtime.bigint();
    for (let i = 0; i < 2000; i++) p.tallied.observe({ route, method: 'POST', status: '200' }, i / 1000);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    assert.ok(ms < 2000, `2,000 observations took ${ms} ms`);
    const json = await p.talliedRegistry.getMetricsAsJSON();
    assert.equal(json[0]?.values.length, BUCKETS.length + 3);
  });
});
