// Precision on ordinary files: how many of the precision set's files (test/corpus/precision-manifest.tsv,
// built by scripts/precision-set.mjs from what the machine has installed) `admit` withholds or redacts,
// for the tuning part and the held-apart part side by side. Files missing or changed on this machine are
// counted, not screened. `--list` names the tuning parts' withheld files (the held parts only by stage);
// a held part prints its total alone, never rows by category.
// `--learned` switches the learned stage on (manifest `screening.learned: true`), to show what it adds.
// `--orders` switches the orders stage on (manifest `screening.orders: true`).
// `--planted` also measures recall in context: each injection of the labelled corpus and the held-out
// sets that the injection screener catches alone is planted in a long ordinary file of a tuning part (as
// a paragraph, and as line comments in a source file), and the figure is how many stay caught; a change
// that buys precision by length or by genre shows here what it costs.
// Packages installed beyond the stock image for it (files of them count as `absent` where missing):
// apt-get install python3-doc git-doc bash-doc python3-botocore python3-django python3-sphinx (round 3);
// apt-get install --no-install-recommends golang-1.19-src perl-doc python3-numpy (round 21);
// apt-get install --no-install-recommends ruby python3-pytest python3-flask python3-click ansible-core
// python3-kubernetes (round 22);
// apt-get install --no-install-recommends golang-github-aws-aws-sdk-go-dev librust-tokio-dev librust-hyper-dev
// librust-clap-dev librust-serde-json-dev librust-regex-dev librust-rand-dev librust-url-dev
// php-guzzlehttp-guzzle php-symfony-http-client node-axios node-express (round 23);
// apt-get install --no-install-recommends apache2-doc sqlite3-doc debian-reference-en developers-reference
// maint-guide libmojolicious-perl php-twig python3-sqlalchemy (round 24);
// apt-get install --no-install-recommends openjdk-17-doc erlang-src tcllib lua-penlight lua-ldoc emacs-el
// r-doc-html haskell98-report libssl-doc tcl8.6-doc tk8.6-doc (round 25);
// apt-get install --no-install-recommends postgresql-doc-15 guile-3.0-libs guile-3.0-doc ocaml-man
// gnuplot-doc swi-prolog-doc sbcl-source cl-alexandria ruby-rack ruby-sinatra nginx-doc
// golang-github-spf13-cobra-dev golang-github-gorilla-mux-dev golang-github-sirupsen-logrus-dev
// golang-github-stretchr-testify-dev (round 26);
// apt-get install --no-install-recommends elixir octave-common texlive-latex-base vim-ale elpa-magit libjs-d3
// libjs-lodash manpages-de manpages-fr manpages-es manpages-ja ansible ruby-rails python3-twisted
// python3-celery puppet-agent docker-doc libghc-aeson-doc (round 27);
// apt-get install --no-install-recommends qtbase5-doc-html libgtk-3-doc libglib2.0-doc llvm-14-doc
// clang-14-doc gnome-devel-docs elpa-org asciidoctor php-laravel-framework phpunit golang-google-grpc-dev
// golang-github-prometheus-client-golang-dev python3-pandas python3-nbformat (round 28; never nodejs-doc:
// it conflicts with the image's Node 20 package and apt removes Node and the node-* packages for it).
// `--client file|claude-md` (round 28) screens each tuning file as a model wire screens a client's block
// that carries it (Claude Code's @-mention of it, its lines numbered as its Read tool numbers them, or its
// CLAUDE.md reminder; docs/provenance.md); held parts are left out, so the figure is the block's cost on
// the tuning parts alone (`--client bare`: the same parts as they are, the figure to compare with).
// `--parts a,b` screens those parts alone.
// `--sample N` (round 76) screens about N of the files present, each part in proportion, chosen by the sha256 of
// the path (the same files each run), and prints each rate with its 95 % interval; the full run stays the figure
// of record. `--jobs K` screens in K worker threads. `--build <root>` judges with that built checkout's screener
// (a base's, for an A/B on the same sample).
// Run: npx tsc -p . && node dist/bench/precision.js [--list] [--learned] [--orders] [--planted] [--client <shape>] [--parts <a,b>] [--sample N] [--jobs K] [--build <root>]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import type { Policy } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import * as injection from '../src/kernel/screen/injection.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import { buildView } from '../src/kernel/screen/view.js';
import { clientBlocks } from '../src/wire/shared/client-blocks.js';
import { buildCorpus } from '../test/corpus/corpus.js';
import { holdoutItems } from '../test/corpus/holdout.js';
import { stratifiedSample, wilson } from './helpers/sample.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MANIFEST = `${ROOT}test/corpus/precision-manifest.tsv`;
/** `--learned` and `--orders` switch those stages on, to show what each adds to the rules. */
const SWITCHED = (['learned', 'orders'] as const).filter((s) => process.argv.includes(`--${s}`));
/** `--client <shape>`: each file carried in a client's block of that shape (clientBlockOf). */
const CLIENT = process.argv.includes('--client')
  ? process.argv[process.argv.indexOf('--client') + 1]
  : undefined;
const CLAUDE_MD_OPEN =
  "As you answer the user's questions, you can use the following context:\n# claudeMd\nCodebase and user instructions are shown below. Be sure to adhere to these instructions. IMPORTANT: These instructions OVERRIDE any default behavior and you MUST follow them exactly as written.";
const CLAUDE_MD_CLOSE =
  '      IMPORTANT: this context may or may not be relevant to your tasks. You should not respond to this context unless it is highly relevant to your task.';

/** What a model wire screens of `text` (at `path`) carried in a client's block of shape CLIENT. */
function clientBlockOf(text: string, path: string): string {
  const body =
    CLIENT === 'claude-md'
      ? `${CLAUDE_MD_OPEN}\n\nContents of ${path} (project instructions, checked into the codebase):\n\n${text}\n\n${CLAUDE_MD_CLOSE}`
      : `Result of calling the Read tool:\n${text
          .split('\n')
          .map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`)
          .join('\n')}`;
  const [block] = clientBlocks({
    content: [{ type: 'text', text: `<system-reminder>\n${body}\n</system-reminder>` }],
  });
  return block!.result.content;
}

const POLICY = {
  sources: new Map(),
  manifest:
    SWITCHED.length > 0 ? { screening: Object.fromEntries(SWITCHED.map((s) => [s, true])) } : undefined,
} as unknown as Policy;
/** Each round's parts in order: round 1 is `tuning` and `held`, round n `tuning-n` and `held-n`. */
const roundOf = (part: string): number => Number(part.split('-')[1] ?? 1);
const partOrder = (a: string, b: string): number =>
  roundOf(a) - roundOf(b) || (a.startsWith('held') ? 1 : 0) - (b.startsWith('held') ? 1 : 0);

export interface Entry {
  part: string;
  category: string;
  bytes: number;
  sha256: string;
  path: string;
}

interface Tally {
  files: number;
  absent: number;
  changed: number;
  screened: number;
  withheld: number;
  redacted: number;
  byRule: Map<string, number>;
  /** `withheld secret`, `redacted other`, ...: the verdict by stage (stageOf). */
  byStage: Map<string, number>;
  /** Each file not admitted as it is, with its place in the entries measured (a run in workers merges them). */
  listed: [number, string][];
}

/** What screens a text: this build's `admit` or another built checkout's (`--build`). */
interface Screener {
  admit: typeof admit;
  ContextMemory: typeof ContextMemory;
}

/** The stages a rate is split by: a secret, the injection rules, any other (orders, agreement, learned, size, marker). */
const OTHER_RULES = new Set([
  'order-to-agent',
  'order-and-classifier',
  'learned-classifier',
  'max-result-bytes',
  'forged-marker',
]);
function stageOf(reason: string | undefined, claim: string | undefined): 'secret' | 'injection' | 'other' {
  if (reason === 'SECRET_EXFIL') return 'secret';
  return reason === 'TRUST_VIOLATION' && !OTHER_RULES.has(claim ?? '') ? 'injection' : 'other';
}

export function readManifest(): Entry[] {
  return readFileSync(MANIFEST, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [part, category, bytes, sha256, path] = l.split('\t') as [string, string, string, string, string];
      return { part, category, bytes: Number(bytes), sha256, path };
    });
}

const pathOf = (entry: Entry): string => (entry.path.startsWith('/') ? entry.path : `${ROOT}${entry.path}`);

export function load(entry: Entry): Buffer | 'absent' | 'changed' {
  const path = pathOf(entry);
  if (!existsSync(path)) return 'absent';
  let bytes = readFileSync(path);
  if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  return createHash('sha256').update(bytes).digest('hex') === entry.sha256 ? bytes : 'changed';
}

function tally(): Tally {
  return {
    files: 0,
    absent: 0,
    changed: 0,
    screened: 0,
    withheld: 0,
    redacted: 0,
    byRule: new Map(),
    byStage: new Map(),
    listed: [],
  };
}

export function measure(
  entries: Entry[],
  screener: Screener = { admit, ContextMemory },
  places: readonly number[] = entries.map((_, i) => i),
): Map<string, Tally> {
  const out = new Map<string, Tally>();
  const memory = new screener.ContextMemory();
  for (const [at, entry] of entries.entries()) {
    // A held part is counted whole: its rows by category would say where to look for what to shape on.
    const keys = entry.part.startsWith('held')
      ? [entry.part]
      : [entry.part, `${entry.part}/${entry.category}`];
    for (const key of keys) {
      if (!out.has(key)) out.set(key, tally());
    }
    const rows = keys.map((key) => out.get(key)!);
    const bytes = load(entry);
    for (const t of rows) t.files++;
    if (bytes === 'absent' || bytes === 'changed') {
      for (const t of rows) t[bytes]++;
      continue;
    }
    const outcome = screener.admit(
      {
        tool: 'read_file',
        traceId: 'precision',
        content:
          CLIENT && CLIENT !== 'bare'
            ? clientBlockOf(bytes.toString('utf8'), entry.path)
            : bytes.toString('utf8'),
      },
      POLICY,
      memory,
    );
    const kind = outcome.verdict.kind;
    for (const t of rows) t.screened++;
    if (kind === 'ALLOW') continue;
    // Why a secret-bearing result went whole (`credentials`, `unplaceable`, ...), or that it was also poisoned.
    const whole =
      outcome.verdict.reason === 'SECRET_EXFIL' && kind === 'QUARANTINE'
        ? ` (${outcome.verdict.detail?.['withheld'] ?? 'also poisoned'})`
        : '';
    const stage = `${kind === 'QUARANTINE' ? 'withheld' : 'redacted'} ${outcome.verdict.reason ?? ''}`;
    const rule = `${stage} ${outcome.verdict.detail?.['claim'] ?? ''}${whole}`;
    // A held part is split by stage only: its rules would say which file to shape on.
    const label = entry.part.startsWith('held') ? `${stage}${whole}` : rule;
    const split = `${kind === 'QUARANTINE' ? 'withheld' : 'redacted'} ${stageOf(outcome.verdict.reason, outcome.verdict.detail?.['claim'])}`;
    for (const t of rows) {
      if (kind === 'QUARANTINE') t.withheld++;
      else t.redacted++;
      t.byRule.set(label, (t.byRule.get(label) ?? 0) + 1);
      t.byStage.set(split, (t.byStage.get(split) ?? 0) + 1);
    }
    rows[0]!.listed.push([places[at]!, `${rule}\t${entry.path}`]);
  }
  return out;
}

/** Another built checkout's screener (`--build <root>`), or this build's. */
async function screenerOf(root: string | undefined): Promise<Screener> {
  if (root === undefined) return { admit, ContextMemory };
  const at = (path: string) => import(`${resolve(root)}/dist/src/kernel/screen/${path}`);
  return { admit: (await at('admit.js')).admit, ContextMemory: (await at('memory.js')).ContextMemory };
}

/** The entries measured in `jobs` worker threads, each taking every jobs-th entry; the tallies merged. */
async function measureInWorkers(
  entries: Entry[],
  jobs: number,
  build: string | undefined,
): Promise<Map<string, Tally>> {
  const parts = await Promise.all(
    Array.from({ length: jobs }, (_, job) => {
      const places = entries.map((_, i) => i).filter((i) => i % jobs === job);
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { precisionJob: true, entries: places.map((i) => entries[i]), places, build },
        argv: process.argv.slice(2),
      });
      return new Promise<Map<string, Tally>>((done, fail) => {
        worker.once('message', done);
        worker.once('error', fail);
      });
    }),
  );
  const out = new Map<string, Tally>();
  for (const part of parts)
    for (const [key, t] of part) {
      const into = out.get(key) ?? tally();
      for (const field of ['files', 'absent', 'changed', 'screened', 'withheld', 'redacted'] as const)
        into[field] += t[field];
      for (const [map, from] of [
        [into.byRule, t.byRule],
        [into.byStage, t.byStage],
      ] as const)
        for (const [k, n] of from) map.set(k, (map.get(k) ?? 0) + n);
      into.listed.push(...t.listed);
      out.set(key, into);
    }
  for (const t of out.values()) t.listed.sort((a, b) => a[0] - b[0]);
  return out;
}

const flagged = (text: string): boolean => injection.scanView(buildView(text)) !== undefined;

/** Long ordinary files of the tuning parts that the injection screener admits on their own. */
function hosts(entries: Entry[], only: (e: Entry) => boolean, max: number): string[] {
  const out: string[] = [];
  for (const e of entries) {
    if (out.length >= max) break;
    if (!e.part.startsWith('tuning') || !only(e)) continue;
    const bytes = load(e);
    if (bytes === 'absent' || bytes === 'changed') continue;
    const text = bytes.toString('utf8');
    if (!flagged(text)) out.push(text);
  }
  return out;
}

/** Each injection planted in a host, at a line break picked by its index. */
function planted(items: string[], files: string[], wrap: (text: string, host: string) => string): string[] {
  return items.map((text, i) => {
    const host = files[(i * 7919) % files.length]!;
    let at = host.indexOf('\n', Math.floor((host.length * ((i * 37) % 100)) / 100));
    if (at < 0) at = host.length;
    return host.slice(0, at + 1) + wrap(text, host) + host.slice(at + 1);
  });
}

/** The planted sets: each caught injection in a long tuning file as a paragraph, and in a source file as line comments. */
export function plantedSets(entries: Entry[]): {
  items: number;
  hosts: { long: number; source: number };
  paragraph: string[];
  comment: string[];
} {
  const items = [...buildCorpus(), ...holdoutItems()]
    .filter((x) => x.kind === 'injection' && flagged(x.text))
    .map((x) => x.text);
  const long = hosts(entries, (e) => e.bytes >= 6000 && e.bytes <= 200_000, 400);
  const source = hosts(entries, (e) => /\.(?:py|[cm]?js|ts)$/.test(e.path) && e.bytes >= 2000, 300);
  const paragraph = planted(items, long, (text) => `\n${text}\n\n`);
  const comment = planted(items, source, (text, host) => {
    const mark = /^\s*(?:import |from |def |class )/m.test(host) && !host.includes('//') ? '# ' : '// ';
    return `${text
      .split('\n')
      .map((l) => mark + l)
      .join('\n')}\n`;
  });
  return { items: items.length, hosts: { long: long.length, source: source.length }, paragraph, comment };
}

function recallInContext(entries: Entry[]): void {
  const sets = plantedSets(entries);
  const paragraph = sets.paragraph.filter(flagged).length;
  const comment = sets.comment.filter(flagged).length;
  console.log(`\nrecall in context: ${sets.items} injections the screener catches alone, planted in`);
  console.log(
    `  ${sets.hosts.long} long tuning files as a paragraph: ${paragraph} caught (${pct(paragraph, sets.items)})`,
  );
  console.log(
    `  ${sets.hosts.source} tuning source files as line comments: ${comment} caught (${pct(comment, sets.items)})`,
  );
}

function pct(a: number, b: number): string {
  return b === 0 ? '-' : `${((100 * a) / b).toFixed(2)} %`;
}

/** A group's rate of one verdict (and stage): `x/n`, the rate, and its 95 % interval when n is a sample. */
function rateCell(x: number, n: number, population: number): string {
  if (n === 0) return '-';
  const { rate, low, high } = wilson(x, n, population);
  const at = (r: number) => `${(100 * r).toFixed(2)} %`;
  return n >= population ? `${x}/${n} = ${at(rate)}` : `${x}/${n} = ${at(rate)} [${at(low)}, ${at(high)}]`;
}

/** The tuning parts and the held parts side by side: withheld and redacted, each split by stage. */
function printSummary(results: Map<string, Tally>, present: Map<string, number> | undefined): void {
  const groups = ['tuning', 'held'].map((g) => {
    const parts = [...results].filter(([k]) => !k.includes('/') && k.startsWith(g)).map(([, t]) => t);
    const screened = parts.reduce((a, t) => a + t.screened, 0);
    const population = present
      ? [...present].filter(([k]) => k.startsWith(g)).reduce((a, [, n]) => a + n, 0)
      : screened;
    const count = (verdict: string, stage?: string) =>
      parts.reduce(
        (a, t) =>
          a +
          [...t.byStage]
            .filter(([k]) => k.startsWith(verdict) && (!stage || k.endsWith(stage)))
            .reduce((b, [, n]) => b + n, 0),
        0,
      );
    return { g, screened, population, count };
  });
  console.log(
    `\n${''.padEnd(20)} ${groups.map((x) => `${x.g} parts (${x.screened} screened of ${x.population})`.padEnd(44)).join(' ')}`,
  );
  for (const [verdict, stage] of [
    ['withheld', undefined],
    ['withheld', 'secret'],
    ['withheld', 'injection'],
    ['withheld', 'other'],
    ['redacted', undefined],
    ['redacted', 'secret'],
    ['redacted', 'other'],
  ] as const) {
    const cells = groups.map((x) => rateCell(x.count(verdict, stage), x.screened, x.population).padEnd(44));
    console.log(`${(stage ? `  ${stage}` : verdict).padEnd(20)} ${cells.join(' ')}`);
  }
}

/** Present files by part: a sample's population. */
function presentByPart(entries: Entry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) out.set(e.part, (out.get(e.part) ?? 0) + 1);
  return out;
}

const argOf = (flag: string): string | undefined =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;

async function main(): Promise<void> {
  // A client's block is measured on the tuning parts only (see --client above).
  // `--parts a,b`: those parts alone (a short run on a loaded machine).
  const only = argOf('--parts')?.split(',');
  const chosen = readManifest().filter(
    (e) =>
      (CLIENT === undefined || !e.part.startsWith('held')) && (only === undefined || only.includes(e.part)),
  );
  const sample = argOf('--sample') === undefined ? undefined : Number(argOf('--sample'));
  const jobs = Math.max(1, Number(argOf('--jobs') ?? 1));
  const build = argOf('--build');
  // A sample is drawn from the files present, so each part's share is of what can be screened here.
  const present = sample === undefined ? undefined : chosen.filter((e) => existsSync(pathOf(e)));
  const entries =
    present === undefined
      ? chosen
      : stratifiedSample(
          present,
          sample!,
          (e) => e.part,
          (e) => e.path,
        );
  const started = performance.now();
  const results =
    jobs > 1 ? await measureInWorkers(entries, jobs, build) : measure(entries, await screenerOf(build));
  const seconds = (performance.now() - started) / 1000;
  const parts = [...results.keys()].filter((k) => !k.includes('/')).sort(partOrder);
  const keys = [...results.keys()].sort(
    (a, b) =>
      partOrder(a.split('/')[0]!, b.split('/')[0]!) ||
      (a.includes('/') ? 1 : 0) - (b.includes('/') ? 1 : 0) ||
      a.localeCompare(b),
  );
  console.log(
    present === undefined
      ? `precision set: ${entries.length} files in the manifest, screened in ${seconds.toFixed(1)} s\n`
      : `precision set: a sample of ${entries.length} of the ${present.length} files present (${chosen.length} in the manifest), by the sha256 of the path, each part in proportion; screened in ${seconds.toFixed(1)} s\n`,
  );
  console.log(
    `${'part'.padEnd(26)} ${'files'.padStart(6)} ${'absent'.padStart(7)} ${'changed'.padStart(8)} ${'screened'.padStart(9)} ${'withheld'.padStart(9)} ${'rate'.padStart(8)} ${'redacted'.padStart(9)} ${'rate'.padStart(8)}`,
  );
  for (const key of keys) {
    const t = results.get(key)!;
    console.log(
      `${key.padEnd(26)} ${String(t.files).padStart(6)} ${String(t.absent).padStart(7)} ${String(t.changed).padStart(8)} ${String(t.screened).padStart(9)} ${String(t.withheld).padStart(9)} ${pct(t.withheld, t.screened).padStart(8)} ${String(t.redacted).padStart(9)} ${pct(t.redacted, t.screened).padStart(8)}`,
    );
  }
  for (const part of parts) {
    const t = results.get(part);
    if (!t || t.byRule.size === 0) continue;
    console.log(`\n${part}: by verdict, reason${part.startsWith('held') ? '' : ' and rule'}`);
    for (const [rule, n] of [...t.byRule].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(n).padStart(4)}  ${rule}`);
  }
  printSummary(results, present === undefined ? undefined : presentByPart(present));
  if (process.argv.includes('--planted')) recallInContext(entries);
  if (process.argv.includes('--list')) {
    for (const part of parts.filter((p) => p.startsWith('tuning'))) {
      console.log(`\n${part}: files not admitted as they are`);
      for (const [, line] of results.get(part)?.listed ?? []) console.log(`  ${line}`);
    }
  }
}

if (!isMainThread && (workerData as { precisionJob?: boolean } | null)?.precisionJob) {
  const job = workerData as { entries: Entry[]; places: number[]; build: string | undefined };
  parentPort!.postMessage(measure(job.entries, await screenerOf(job.build), job.places));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
