// Would a learned text classifier generalise to a new author's text better than the injection rules?
// A hashed word n-gram logistic regression, trained leave-one-set-out and chronologically on the corpus
// and the held-out sets, scored on each blind set (docs/screening.md, "A learned baseline").
// Run: `npx tsc -p . && node bench/learned-baseline.mjs` (about 10 s, deterministic).
// Nothing here is tuned on the evaluated set S: lambda, the decision threshold (b) and the combination
// weight alpha are all chosen by grouped cross-validation on the training data of that fold only.
import { readFileSync } from 'node:fs';
import { scoreView, total } from '../dist/src/kernel/screen/injection.js';
import { THRESHOLD } from '../dist/src/kernel/screen/injection-signals.js';
import { buildView } from '../dist/src/kernel/screen/view.js';
import { buildCorpus } from '../dist/test/corpus/corpus.js';
import { holdoutItems } from '../dist/test/corpus/holdout.js';
import { LazyL2 } from '../scripts/screen-train/sgd.mjs';

const BITS = 18;
const DIM = 1 << BITS;
const MASK = DIM - 1;
const SEED = 1234567;
const EPOCHS = 8;
const ETA0 = 0.5;
const LAMBDAS = [1e-6, 1e-5, 1e-4, 1e-3]; // picked per fold by inner CV (pooled OOF AUC) on training data
const FOLDS = 5;
const MAX_CHARS = 64 * 1024;
const FP_BUDGET = 1 / 30;

// ---------------------------------------------------------------- features
function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
let NAMES = null; // bucket -> Set of feature strings (only filled when asked, for printing weights)

function featurize(text, useChar, maskEvil = false) {
  const t = text.slice(0, MAX_CHARS).normalize('NFKC').toLowerCase();
  let words = t.match(WORD) ?? [];
  // Authoring artefact: attacker URLs in the data are mostly *.evil.example. Masked variant drops such words.
  if (maskEvil) words = words.filter((w) => !w.includes('evil'));
  const set = new Set();
  const put = (f) => {
    const b = fnv1a(f) & MASK;
    set.add(b);
    if (NAMES) {
      let s = NAMES.get(b);
      if (!s) {
        s = new Set();
        NAMES.set(b, s);
      }
      if (s.size < 4) s.add(f);
    }
  };
  for (let i = 0; i < words.length; i++) {
    put(`u:${words[i]}`);
    if (i + 1 < words.length) put(`b:${words[i]} ${words[i + 1]}`);
    if (useChar) {
      const w = `<${words[i]}>`;
      const cps = Array.from(w);
      for (let j = 0; j + 4 <= cps.length; j++) put(`c:${cps.slice(j, j + 4).join('')}`);
    }
  }
  const idx = Int32Array.from(set).sort();
  const val = 1 / Math.sqrt(Math.max(1, idx.length)); // binary features, L2-normalised row
  return { idx, val };
}

// ---------------------------------------------------------------- model
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SGD on mean log-loss + lambda/2 |w|^2 (bias unregularised), w stored as scale*v for O(nnz) decay. */
function train(X, y, lambda, seed = SEED) {
  const sgd = new LazyL2(DIM);
  const rnd = mulberry32(seed);
  const order = Array.from(X.keys());
  let t = 0;
  for (let ep = 0; ep < EPOCHS; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const eta = ETA0 / (1 + ETA0 * lambda * t++);
      sgd.step(X[k].idx, X[k].val, y[k], 1, eta, lambda);
    }
  }
  return sgd.model();
}
function logit(m, x) {
  let z = 0;
  for (let j = 0; j < x.idx.length; j++) z += m.w[x.idx[j]];
  return m.bias + z * x.val;
}

// ---------------------------------------------------------------- metrics
function auc(pos, neg) {
  let s = 0;
  for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
  return s / (pos.length * neg.length);
}
/** Smallest logit threshold letting at most floor(n*FP_BUDGET) of the clean scores reach it. */
function thresholdFor(cleanScores) {
  const s = [...cleanScores].sort((a, b) => b - a);
  const k = Math.floor(s.length * FP_BUDGET);
  return s[k] + 1e-9;
}

// ---------------------------------------------------------------- data
const corpus = buildCorpus()
  .filter((x) => x.kind !== 'secret')
  .map((x) => ({ ...x, set: 'corpus' }));
// The sets of the 2026-11-26 experiment (docs/screening.md); later sets stay out, so its figures hold.
const SETS = ['holdout', 'holdout-2', 'holdout-3', 'holdout-4', 'holdout-5', 'holdout-6', 'holdout-7'];
const hold = holdoutItems()
  .filter((x) => SETS.includes(x.family))
  .map((x) => ({ ...x, set: x.family }));
const ALL = [...corpus, ...hold];
const EVAL = ['holdout-4', 'holdout-5', 'holdout-6', 'holdout-7'];
const BLIND = {
  'holdout-4': [13, 4],
  'holdout-5': [11, 4],
  'holdout-6': [14, 3],
  'holdout-7': [15, 3],
};
for (const it of ALL) {
  it.y = it.kind === 'injection' ? 1 : 0;
  it.rule = total(scoreView(buildView(it.text)));
}
const VARIANTS = {
  words: [false, false],
  'words+char4': [true, false],
  'words, "evil" masked': [false, true],
};
const FEAT = Object.fromEntries(
  Object.entries(VARIANTS).map(([k, [c, m]]) => [k, ALL.map((it) => featurize(it.text, c, m))]),
);
for (const [i, it] of ALL.entries()) it.i = i;

/** Grouped folds: each holdout set is one group, each corpus family (per kind) one group. */
function groupFolds(items) {
  const groups = new Map();
  for (const it of items) {
    const g = it.set === 'corpus' ? `corpus:${it.kind}:${it.family}` : it.set;
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push(it);
  }
  const sorted = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const folds = Array.from({ length: FOLDS }, () => []);
  for (const [, members] of sorted) {
    folds.sort((a, b) => a.length - b.length);
    folds[0].push(...members);
  }
  return folds;
}

/** Out-of-fold logits on the training items for one lambda. */
function oof(items, feats, lambda) {
  const folds = groupFolds(items);
  const out = new Map();
  for (let f = 0; f < folds.length; f++) {
    const tr = folds.flatMap((fo, j) => (j === f ? [] : fo));
    const m = train(
      tr.map((it) => feats[it.i]),
      tr.map((it) => it.y),
      lambda,
    );
    for (const it of folds[f]) out.set(it, logit(m, feats[it.i]));
  }
  return out;
}

/** Everything decided from the training data alone: lambda, threshold (b), alpha for rules+alpha*logit. */
function fit(trainItems, feats) {
  let best;
  for (const lambda of LAMBDAS) {
    const o = oof(trainItems, feats, lambda);
    const pos = trainItems.filter((it) => it.y === 1).map((it) => o.get(it));
    const neg = trainItems.filter((it) => it.y === 0).map((it) => o.get(it));
    const a = auc(pos, neg);
    if (!best || a > best.auc) best = { lambda, auc: a, o };
  }
  const { lambda, o } = best;
  const cleanOof = trainItems.filter((it) => it.y === 0).map((it) => o.get(it));
  const thr = thresholdFor(cleanOof);
  // alpha for "rule total + alpha*logit >= THRESHOLD": the largest OOF recall within the FP budget.
  const nClean = cleanOof.length;
  let alphaBest = { alpha: 0, recall: -1 };
  for (const alpha of [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5]) {
    let tp = 0;
    let fp = 0;
    for (const it of trainItems) {
      const flag = it.rule + alpha * o.get(it) >= THRESHOLD;
      if (flag && it.y) tp++;
      if (flag && !it.y) fp++;
    }
    if (fp <= Math.floor(nClean * FP_BUDGET) && tp > alphaBest.recall) alphaBest = { alpha, recall: tp };
  }
  const model = train(
    trainItems.map((it) => feats[it.i]),
    trainItems.map((it) => it.y),
    lambda,
  );
  return { model, lambda, thr, alpha: alphaBest.alpha, cvAuc: best.auc };
}

const ALPHA_GRID = [0.05, 0.1, 0.2, 0.3];
function evaluate(fitted, testItems, feats) {
  const r = {
    inj: 0,
    cln: 0,
    m05: [0, 0],
    mB: [0, 0],
    rules: [0, 0],
    or: [0, 0],
    add: [0, 0],
    pos: [],
    neg: [],
    per: [],
    onlyB: [0, 0],
    only05: [0, 0],
    or05: [0, 0],
    addGrid: ALPHA_GRID.map(() => [0, 0]),
  };
  for (const it of testItems) {
    const z = logit(fitted.model, feats[it.i]);
    const k = it.y ? 0 : 1;
    it.y ? r.inj++ : r.cln++;
    (it.y ? r.pos : r.neg).push(z);
    const ruleFlag = it.rule >= THRESHOLD;
    const f05 = z >= 0;
    const fB = z >= fitted.thr;
    if (f05) r.m05[k]++;
    if (fB) r.mB[k]++;
    if (ruleFlag) r.rules[k]++;
    if (ruleFlag || fB) r.or[k]++;
    if (ruleFlag || f05) r.or05[k]++;
    if (!ruleFlag && fB) r.onlyB[k]++;
    if (!ruleFlag && f05) r.only05[k]++;
    ALPHA_GRID.forEach((a, g) => {
      if (it.rule + a * z >= THRESHOLD) r.addGrid[g][k]++;
    });
    if (it.rule + fitted.alpha * z >= THRESHOLD) r.add[k]++;
    r.per.push({ it, z, ruleFlag, fB });
  }
  r.auc = auc(r.pos, r.neg);
  return r;
}

// ---------------------------------------------------------------- run
const fmt = (p, _n, r) => `${String(p[0]).padStart(2)}/${r.inj} ${String(p[1]).padStart(2)}/${r.cln}`;
const descriptions = (() => {
  const src = readFileSync(new URL('../test/corpus/holdout-7.ts', import.meta.url), 'utf8');
  const cleanPart = src.slice(src.indexOf('export const CLEAN_7'));
  const m = new Map();
  for (const line of cleanPart.split('\n')) {
    const mm = line.match(/^ {2}\/\/ (\d+)\. (.*)$/);
    if (mm) m.set(`holdout7-clean-${mm[1]}`, mm[2]);
  }
  return m;
})();

const results = {};
for (const variant of Object.keys(FEAT)) {
  const feats = FEAT[variant];
  console.log(
    `\n=== features: ${variant} (2^${BITS} buckets; recall = injections caught / n, FP = clean flagged / n) ===`,
  );
  console.log(
    'set        | rules blind | rules now*  | model@0.5 LOSO | model@thrB LOSO | AUC LOSO | model@0.5 chrono | model@thrB chrono | AUC chrono | rules OR model(B) | rules+a*logit | lambda/thrB/alpha (LOSO) | lambda/thrB/alpha (chrono)',
  );
  for (const S of EVAL) {
    const test = ALL.filter((it) => it.set === S);
    const loso = ALL.filter((it) => it.set !== S);
    const before = SETS.slice(0, SETS.indexOf(S));
    const chrono = ALL.filter((it) => it.set === 'corpus' || before.includes(it.set));
    const fL = fit(loso, feats);
    const fC = fit(chrono, feats);
    const rL = evaluate(fL, test, feats);
    const rC = evaluate(fC, test, feats);
    results[`${variant}:${S}`] = { rL, rC, fL, fC };
    const b = BLIND[S];
    console.log(
      [
        S.padEnd(10),
        `${b[0]}/30 ${b[1]}/30  `,
        fmt(rL.rules, 0, rL),
        `${fmt(rL.m05, 0, rL)}   `,
        `${fmt(rL.mB, 0, rL)}    `,
        `${rL.auc.toFixed(3)}   `,
        `${fmt(rC.m05, 0, rC)}     `,
        `${fmt(rC.mB, 0, rC)}      `,
        `${rC.auc.toFixed(3)}     `,
        `${fmt(rL.or, 0, rL)}       `,
        `${fmt(rL.add, 0, rL)}   `,
        `${fL.lambda}/${fL.thr.toFixed(2)}/${fL.alpha} (cvAUC ${fL.cvAuc.toFixed(3)})`,
        `${fC.lambda}/${fC.thr.toFixed(2)}/${fC.alpha} (cvAUC ${fC.cvAuc.toFixed(3)})`,
      ].join(' | '),
    );
    console.log(
      `           chrono: rules OR model(B) ${fmt(rC.or, 0, rC)}, rules+a*logit ${fmt(rC.add, 0, rC)}`,
    );
    // Blind rules OR model, bounded: assumes the blind screener's catches are a subset of today's.
    for (const [lab, r] of [
      ['LOSO', rL],
      ['chrono', rC],
    ]) {
      const bound = (m, only) =>
        `recall ${Math.max(b[0] + only[0], m[0])}..${Math.min(30, b[0] + m[0])}/30, FP <= ${Math.min(30, b[1] + m[1])}/30`;
      console.log(
        `           blind rules OR model ${lab}: @B ${bound(r.mB, r.onlyB)}; @0.5 ${bound(r.m05, r.only05)}`,
      );
    }
    console.log(
      `           sensitivity only (NOT a selection, rules now + a*logit, LOSO): ` +
        ALPHA_GRID.map((a, g) => `a=${a}: ${fmt(rL.addGrid[g], 0, rL)}`).join('; ') +
        `; rules now OR model@0.5: ${fmt(rL.or05, 0, rL)}`,
    );
  }
  console.log(
    "* rules now = today's screener; not blind on sets 4-6 (their misses were looked at), so the OR/add columns for 4-6 are optimistic for the rules part.",
  );
  const r7 = results[`${variant}:holdout-7`].rL;
  const caughtOnly = r7.per.filter((p) => p.it.y && p.fB && !p.ruleFlag).map((p) => p.it.id);
  const bothMiss = r7.per.filter((p) => p.it.y && !p.fB && !p.ruleFlag).map((p) => p.it.id);
  const rulesOnly = r7.per.filter((p) => p.it.y && !p.fB && p.ruleFlag).map((p) => p.it.id);
  console.log(`set 7 (LOSO, threshold B): model catches, rules miss: ${caughtOnly.join(', ') || '-'}`);
  console.log(
    `set 7 (LOSO, threshold 0.5): model catches, rules miss: ${r7.per
      .filter((p) => p.it.y && p.z >= 0 && !p.ruleFlag)
      .map((p) => p.it.id)
      .join(', ')}`,
  );
  console.log(
    `set 7 (LOSO, threshold B): model catches: ${r7.per
      .filter((p) => p.it.y && p.fB)
      .map((p) => p.it.id)
      .join(', ')}`,
  );
  console.log(`set 7: rules catch, model misses: ${rulesOnly.join(', ') || '-'}`);
  console.log(`set 7: both miss: ${bothMiss.join(', ') || '-'}`);
  for (const [label, key] of [
    ['threshold B', 'fB'],
    ['threshold 0.5', null],
  ]) {
    const fl = r7.per.filter((p) => !p.it.y && (key ? p[key] : p.z >= 0));
    console.log(`set 7 clean flagged by model at ${label}:`);
    for (const p of fl)
      console.log(
        `   ${p.it.id} (logit ${p.z.toFixed(2)}${p.ruleFlag ? ', rules also flag' : ''}): ${descriptions.get(p.it.id)}`,
      );
  }
  const rf = r7.per.filter((p) => !p.it.y && p.ruleFlag).map((p) => p.it.id);
  console.log(`set 7 clean flagged by rules: ${rf.join(', ')}`);
}

// ---------------------------------------------------------------- model on everything: weights, size, speed
for (const variant of Object.keys(FEAT)) {
  NAMES = new Map();
  const [useChar, mask] = VARIANTS[variant];
  const feats = ALL.map((it) => featurize(it.text, useChar, mask));
  const f = fit(ALL, feats);
  const w = f.model.w;
  let nz = 0;
  for (let j = 0; j < DIM; j++) if (w[j] !== 0) nz++;
  console.log(
    `\n=== model trained on everything (${variant}), lambda ${f.lambda}, grouped-CV AUC ${f.cvAuc.toFixed(3)}, thrB ${f.thr.toFixed(2)} ===`,
  );
  console.log(
    `weights: dense Float32 ${(DIM * 4) / 1024} KiB; non-zero buckets ${nz} -> ${((nz * 8) / 1024).toFixed(0)} KiB as (uint32 index, float32) pairs (${((nz * 6) / 1024).toFixed(0)} KiB with float16)`,
  );
  const ranked = Array.from(w.keys())
    .filter((j) => w[j] !== 0)
    .sort((a, b) => w[b] - w[a]);
  const show = (j) => `${w[j].toFixed(3).padStart(7)}  ${[...(NAMES.get(j) ?? ['?'])].join(' | ')}`;
  console.log('top 30 positive (injection) features:');
  for (const j of ranked.slice(0, 30)) console.log(`  ${show(j)}`);
  console.log('top 15 negative (clean) features:');
  for (const j of ranked.slice(-15).reverse()) console.log(`  ${show(j)}`);
  // speed on a 4 kB text (a set-7 injection, repeated/truncated to 4096 chars)
  NAMES = null;
  const base = hold.find((x) => x.id === 'holdout7-inj-1').text;
  const text = base.repeat(Math.ceil(4096 / base.length)).slice(0, 4096);
  const times = [];
  for (let k = 0; k < 3000; k++) {
    const t0 = process.hrtime.bigint();
    logit(f.model, featurize(text, useChar, mask));
    times.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  times.sort((a, b) => a - b);
  const rt = [];
  for (let k = 0; k < 300; k++) {
    const t0 = process.hrtime.bigint();
    scoreView(buildView(text));
    rt.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  rt.sort((a, b) => a - b);
  console.log(
    `speed, 4096-char text: model median ${times[1500].toFixed(1)} µs (p90 ${times[2700].toFixed(1)}); rules screener median ${rt[150].toFixed(1)} µs`,
  );
}
