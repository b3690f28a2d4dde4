// The request histogram (route, method, status), kept by gate rather than by prom-client's Histogram: its
// `observe` validates and hashes the label object on every call (~0.35-0.43 µs a request, docs/wires.md,
// "Round 56 (perf-r56)"); here a request is three Map look-ups and a bucket's increment. Registered on the
// same Registry and read through the metric interface a Registry reads (getForPromString, get, reset), it
// gives the exposition and JSON prom-client's Histogram gives for the same observations, byte for byte
// (request-histogram.test.ts holds the two side by side).
import type { Registry } from 'prom-client';

/** One label set's counts: each bucket's own (not yet cumulative), the sum and the count. */
interface Series {
  readonly labels: { route: string; method: string; status: string };
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

interface ValuePair {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  /** prom-client's own value pairs carry the key: null on a bucket, undefined on the sum and count. */
  exemplar: null | undefined;
}

/** The map under `key` in a map of maps, made empty when there is none yet (label values to their series). */
export function innerMap<K, L, V>(outer: Map<K, Map<L, V>>, key: K): Map<L, V> {
  let inner = outer.get(key);
  if (inner === undefined) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #bounds: readonly number[];
  readonly #byRoute = new Map<string, Map<string, Map<string, Series>>>();
  /** In the order each label set was first observed: the order prom-client lists its series in. */
  #series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    bounds: readonly number[],
    registry: Registry,
  ) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
    registry.registerMetric(this as never);
  }

  /** Counts one request; a value that is not a finite number is refused as prom-client refuses it. */
  observe(route: string, method: string, status: string, seconds: number): void {
    if (!Number.isFinite(seconds)) throw new TypeError(`Value is not a valid number: ${seconds}`);
    const byStatus = innerMap(innerMap(this.#byRoute, route), method);
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: { route, method, status },
        counts: new Float64Array(this.#bounds.length),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
      this.#series.push(series);
    }
    const bounds = this.#bounds;
    // The first bucket the value fits (prom-client's `value <= bound`); past the last, only +Inf counts it.
    for (let i = 0; i < bounds.length; i++)
      if (seconds <= bounds[i]!) {
        series.counts[i]! += 1;
        break;
      }
    series.sum += seconds;
    series.count += 1;
  }

  /** What a Registry formats: each series' cumulative buckets, +Inf, sum and count, as prom-client lists them. */
  async getForPromString(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    values: ValuePair[];
    aggregator: 'sum';
  }> {
    const bucket = `${this.name}_bucket`;
    const values: ValuePair[] = [];
    for (const s of this.#series) {
      let acc = 0;
      for (let i = 0; i < this.#bounds.length; i++) {
        acc += s.counts[i]!;
        values.push({
          labels: { le: this.#bounds[i]! },
          sharedLabels: s.labels,
          value: acc,
          metricName: bucket,
          exemplar: null,
        });
      }
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: s.labels,
          value: s.count,
          metricName: bucket,
          exemplar: null,
        },
        {
          labels: {},
          sharedLabels: s.labels,
          value: s.sum,
          metricName: `${this.name}_sum`,
          exemplar: undefined,
        },
        {
          labels: {},
          sharedLabels: s.labels,
          value: s.count,
          metricName: `${this.name}_count`,
          exemplar: undefined,
        },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The JSON reading (`getMetricsAsJSON`): each value's labels with its series' labels joined in. */
  async get(): Promise<{
    name: string;
    help: string;
    type: 'histogram';
    values: Omit<ValuePair, 'sharedLabels'>[];
    aggregator: 'sum';
  }> {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  reset(): void {
    this.#byRoute.clear();
    this.#series = [];
  }
}
