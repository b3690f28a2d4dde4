// A histogram on a prom-client registry whose observations are tallied as plain numbers: prom-client's own
// `observe` checks and hashes the label set and turns each bucket bound into a string on every call, once
// or twice a served request (docs/wires.md, "Round 76 (perf-r76, 2026-12-07)").
import type { Registry } from 'prom-client';

/** One label set's counts: what prom-client keeps for it, with the buckets indexed by bound. */
interface Series {
  labels: Readonly<Record<string, string>>;
  /** Observations at or below each bound, not summed over the bounds below (prom-client's `bucketValues`). */
  counts: number[];
  /** Added in observation order from 0, as prom-client adds: the same doubles, so the same exposition. */
  sum: number;
  count: number;
}

/** A level of the label-value trie: a series is found by its label values in `labelNames` order. */
interface Level {
  next: Map<string, Level>;
  series: Series | undefined;
}

/** One value as prom-client's Histogram hands it to the registry's text writer (`getForPromString`). */
export interface SharedValue {
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
  exemplar: null | undefined;
}

/** What a read hands the registry: prom-client's `MetricObjectWithValues`, which it does not export. */
export interface HistogramData<V> {
  name: string;
  help: string;
  type: 'histogram';
  values: V[];
  aggregator: 'sum';
}

export interface TalliedHistogramConfig<T extends string> {
  name: string;
  help: string;
  labelNames?: readonly T[];
  buckets: readonly number[];
  registers: readonly Registry[];
}

/**
 * What prom-client's Histogram (15.x, exemplars off) shows for the same observations in the same order, byte
 * for byte in `registry.metrics()` and equal in `getMetricsAsJSON()` (tallied-histogram-r76.test.ts holds
 * them so), when a caller gives every label as a string and in `labelNames` order, as gate's do: series in
 * the order their label set was first observed; a histogram without labels shows its
 * one series from the start and after `reset` only once observed again; a value above the last bound counts
 * only in `+Inf`, `_sum` and `_count`; a value that is not finite throws, as prom-client's does.
 */
export class TalliedHistogram<T extends string = string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly T[];
  readonly upperBounds: readonly number[];
  #root: Level = { next: new Map(), series: undefined };
  /** Every series, in the order its label set was first observed (prom-client's `hashMap` insertion order). */
  #series: Series[] = [];

  constructor(config: TalliedHistogramConfig<T>) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = [...(config.labelNames ?? [])];
    this.upperBounds = [...config.buckets];
    if (
      this.upperBounds.some(
        (b, i) => !Number.isFinite(b) || (i > 0 && b <= (this.upperBounds[i - 1] as number)),
      )
    )
      throw new Error(`histogram ${this.name}: buckets must be finite and ascending`);
    this.#startUnlabelled();
    for (const registry of config.registers) registry.registerMetric(this as never);
  }

  /** Counts `value` in the series of `labels` (every label of `labelNames`, each a string). */
  observe(labels: Readonly<Record<T, string>>, value: number): void;
  /** Counts `value` in a histogram without labels. */
  observe(value: number): void;
  observe(labelsOrValue: Readonly<Record<T, string>> | number, maybe?: number): void {
    const labels = typeof labelsOrValue === 'number' ? undefined : labelsOrValue;
    const value = typeof labelsOrValue === 'number' ? labelsOrValue : (maybe as number);
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${String(value)}`);
    let level = this.#root;
    for (const name of this.labelNames) {
      const key = labels?.[name];
      if (typeof key !== 'string')
        throw new Error(`histogram ${this.name}: label "${name}" must be a string`);
      let next = level.next.get(key);
      if (next === undefined) {
        next = { next: new Map(), series: undefined };
        level.next.set(key, next);
      }
      level = next;
    }
    let series = level.series;
    if (series === undefined) {
      series = this.#fresh(this.#labelsOf(labels));
      level.series = series;
    }
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] as number)) {
        series.counts[i] = (series.counts[i] as number) + 1;
        break;
      }
    }
    series.sum += value;
    series.count += 1;
  }

  /** Forgets every series, as prom-client's `reset` (a histogram without labels shows none until observed). */
  reset(): void {
    this.#root = { next: new Map(), series: undefined };
    this.#series = [];
  }

  /** The values in the shape prom-client's registry writes as text (its Histogram's `getForPromString`). */
  getForPromString(): Promise<HistogramData<SharedValue>> {
    const values: SharedValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const series of this.#series) {
      const sharedLabels = series.labels;
      let below = 0;
      this.upperBounds.forEach((le, i) => {
        below += series.counts[i] as number;
        values.push({ labels: { le }, sharedLabels, value: below, metricName: bucket, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels, value: series.count, metricName: bucket, exemplar: null },
        { labels: {}, sharedLabels, value: series.sum, metricName: `${this.name}_sum`, exemplar: undefined },
        {
          labels: {},
          sharedLabels,
          value: series.count,
          metricName: `${this.name}_count`,
          exemplar: undefined,
        },
      );
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    });
  }

  /** The values with each series' labels spread into every value's own (prom-client's `get`). */
  async get(): Promise<HistogramData<Omit<SharedValue, 'sharedLabels'>>> {
    const data = await this.getForPromString();
    const values = data.values.map(({ sharedLabels, labels, ...rest }) => {
      for (const label of Object.keys(sharedLabels)) labels[label] = sharedLabels[label] as string;
      return { ...rest, labels };
    });
    return { ...data, values };
  }

  /** A series' labels, in `labelNames` order: the order a caller of gate's writes them in. */
  #labelsOf(labels: Readonly<Record<T, string>> | undefined): Record<string, string> {
    const own: Record<string, string> = {};
    for (const name of this.labelNames) own[name] = labels?.[name] as string;
    return own;
  }

  /** prom-client makes a histogram without labels with its one series in place. */
  #startUnlabelled(): void {
    if (this.labelNames.length === 0) this.#root.series = this.#fresh({});
  }

  #fresh(labels: Readonly<Record<string, string>>): Series {
    const series: Series = { labels, counts: this.upperBounds.map(() => 0), sum: 0, count: 0 };
    this.#series.push(series);
    return series;
  }
}
