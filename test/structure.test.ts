// The shape of the code, enforced: the kernel is pure (no I/O, nothing outside src/kernel), and the
// layers point one way: cli -> server -> wire -> kernel; journal and store see kernel types only; io (the
// bounded reader of files gate did not write: manifests, --tools files, journals, images) is a leaf any
// layer that reads an operator's file may use. And the tests read CPU one way (round 68).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './helpers/gate-process.js';

const SRC = join(REPO_ROOT, 'src');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g)) specs.push(m[1]!);
  for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) specs.push(m[1]!);
  return specs;
}

/** The top-level concern of a file under src/ (kernel, server, wire, ...). */
function layerOf(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0]!;
}

test('src/kernel imports no node:* module but node:crypto, and nothing outside src/kernel', () => {
  const offenders: string[] = [];
  for (const file of sources(join(SRC, 'kernel'))) {
    for (const spec of importsOf(file)) {
      const rel = relative(REPO_ROOT, file);
      if (spec.startsWith('node:') && spec !== 'node:crypto') offenders.push(`${rel} imports ${spec}`);
      else if (spec.startsWith('.')) {
        const target = resolve(file, '..', spec);
        if (!target.startsWith(join(SRC, 'kernel')))
          offenders.push(`${rel} imports ${spec} (outside the kernel)`);
      } else if (!spec.startsWith('node:') && !['re2js'].includes(spec.split('/')[0]!)) {
        offenders.push(`${rel} imports package ${spec}`);
      }
    }
  }
  assert.deepEqual(offenders, []);
});

test('layers point one way', () => {
  // Which top-level folders each may import from (besides itself).
  const allowed: Record<string, string[]> = {
    kernel: [],
    io: [],
    journal: ['kernel', 'io'],
    store: ['kernel'],
    upstream: ['kernel', 'server'],
    tools: ['kernel', 'io'],
    wire: ['kernel', 'server', 'store', 'tools', 'upstream'],
    server: ['kernel', 'store', 'io'],
    recall: ['kernel', 'store', 'server', 'io'],
    cli: ['kernel', 'server', 'wire', 'journal', 'store', 'tools', 'upstream', 'recall', 'io'],
  };
  const offenders: string[] = [];
  for (const file of sources(SRC)) {
    const from = layerOf(file);
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const to = layerOf(resolve(file, '..', spec));
      if (to === from) continue;
      if (!(allowed[from] ?? []).includes(to))
        offenders.push(`${relative(REPO_ROOT, file)} (${from}) imports ${to}`);
    }
  }
  assert.deepEqual(offenders, []);
});

/** Every file of code under `dir` (a test's own, its helpers', its fixtures'), or only `*.test.ts` ones. */
function codeFiles(dir: string, testsOnly: boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...codeFiles(p, testsOnly));
    else if (testsOnly ? name.endsWith('.test.ts') : /\.(?:[cm]?js|ts)$/.test(name)) out.push(p);
  }
  return out;
}

/** The files that may name the process's CPU reading, each with why. */
const CPU_READERS = new Map([
  ['test/helpers/linear-cpu.ts', 'the one reading every CPU bar goes through (cpuMs)'],
  [
    'test/run-tests-pools.test.ts',
    "a planted test file's text, in a string: the pool runner keeps a suite that reads its CPU alone",
  ],
]);

test('every CPU bar in the tests reads through test/helpers/linear-cpu.ts (cpuMs), never the process by hand', () => {
  // A hand reading counts V8's compiler and GC threads and a cold first run: round 67's stop failed CI
  // on one at 1,078 ms of a 1,000 ms bar that reads ~300 ms warm (docs/testing.md, round 68).
  const offenders: string[] = [];
  for (const file of [...codeFiles(SRC, true), ...codeFiles(join(REPO_ROOT, 'test'), false)]) {
    const rel = relative(REPO_ROOT, file).split(sep).join('/');
    if (CPU_READERS.has(rel)) continue;
    if (/\bcpuUsage\b|\b(?:user|system)CPUTime\b/.test(readFileSync(file, 'utf8'))) offenders.push(rel);
  }
  assert.deepEqual(offenders, []);
});
