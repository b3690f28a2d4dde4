// Round 56: gate's request histogram must expose what prom-client's Histogram exposes for the same
// observations (text and JSON, byte for byte), since scrapers and dashboards read the series as before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Histogram, Registry } from 'prom-client';
import { REQUEST_BUCKETS } from './metrics.js';
import { RequestHistogram } from './request-histogram.js';

const NAME = 'gate_http_request_duration_seconds';
const HELP = 'HTTP request latency by route, method and status.';

function pair() {
  const theirsRegistry = new Registry();
  const theirs = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['route', 'method', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [theirsRegistry],
  });
  const mineRegistry = new Registry();
  const mine = new RequestHistogram(NAME, HELP, REQUEST_BUCKETS, mineRegistry);
  return { theirs, theirsRegistry, mine, mineRegistry };
}

const label = fc.constantFrom('/v1/chat/completions', '/v1/messages', 'other', 'a"b', 'a\\b', 'a\nb', '');
const seconds = fc.oneof(
  fc.constantFrom(...REQUEST_BUCKETS, 0, -1, 61, 1e-9, 0.00049, 0.0005000001),
  fc.double({ min: -1, max: 100, noNaN: true }),
);
const observation = fc.tuple(
  label,
  fc.constantFrom('POST', 'GET', 'PUT'),
  fc.constantFrom('200', '4xx', '502'),
  seconds,
);

test('RequestHistogram: the exposition and JSON of prom-client Histogram for the same observations (fast-check)', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(observation, { maxLength: 60 }), fc.nat(60), async (list, resetAt) => {
      const { theirs, theirsRegistry, mine, mineRegistry } = pair();
      for (const [i, [route, method, status, value]] of list.entries()) {
        if (i === resetAt) {
          theirsRegistry.resetMetrics();
          mineRegistry.resetMetrics();
        }
        theirs.observe({ route, method, status }, value);
        mine.observe(route, method, status, value);
      }
      assert.equal(await mineRegistry.metrics(), await theirsRegistry.metrics());
      assert.equal(
        JSON.stringify(await mineRegistry.getMetricsAsJSON()),
        JSON.stringify(await theirsRegistry.getMetricsAsJSON()),
      );
    }),
    { numRuns: 400 },
  );
});

test('RequestHistogram: a value that is not a finite number is refused, as prom-client refuses it', () => {
  const { theirs, mine } = pair();
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
    assert.throws(() => theirs.observe({ route: 'r', method: 'GET', status: '200' }, bad), TypeError);
    assert.throws(() => mine.observe('r', 'GET', 'status', bad), TypeError);
  }
});

test('RequestHistogram: one series a label set, in first-seen order, buckets cumulative', async () => {
  const { mine, mineRegistry } = pair();
  mine.observe('/b', 'POST', '200', 0.002);
  mine.observe('/a', 'POST', '200', 0.0004);
  mine.observe('/b', 'POST', '200', 0.0005);
  const text = await mineRegistry.metrics();
  assert.ok(text.indexOf('route="/b"') < text.indexOf('route="/a"'));
  assert.match(text, /_bucket\{le="0.0005",route="\/b",method="POST",status="200"\} 1\n/);
  assert.match(text, /_bucket\{le="0.0025",route="\/b",method="POST",status="200"\} 2\n/);
  assert.match(text, /_count\{route="\/b",method="POST",status="200"\} 2(\n|$)/);
});
