// Round 65 (docs/testing.md, "Round 65 (fuzzflake-r65)"): a property's failure must reach the tail of the CI
// log with what replays it, and scripts/fuzz-scale draws every property a given multiple of its count.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPORTER = fileURLToPath(new URL('../../scripts/failures-reporter.mjs', import.meta.url));
const REGISTER = fileURLToPath(new URL('../../scripts/fuzz-scale/register.mjs', import.meta.url));
const FAST_CHECK = fileURLToPath(import.meta.resolve('fast-check'));
const RUNNER = fileURLToPath(new URL('../../scripts/run-tests.mjs', import.meta.url));

/** A test file in a scratch directory of its own: `body` runs with `fc` and `assert` in scope. */
function scratchTest(body: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-scale-'));
  const file = join(dir, 'drawn.test.mjs');
  writeFileSync(
    file,
    `import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from ${JSON.stringify(FAST_CHECK)};
${body}
`,
  );
  return { dir, file };
}

test("a failed property's seed, path and what the property said reach the failures list", () => {
  // The property's message names a text it built from the draw, which the counterexample does not show.
  const { dir, file } = scratchTest(`test('drawn', () => {
  fc.assert(
    fc.property(fc.nat(), (n) => assert.ok(n < 0, 'built text ' + (n + 1000))),
    { numRuns: 5 },
  );
});`);
  try {
    const run = spawnSync(
      process.execPath,
      ['--test', `--test-reporter=${REPORTER}`, '--test-reporter-destination=stdout', file],
      // Its own run, not a part of this one: without NODE_TEST_CONTEXT it reports and exits as CI's does.
      { encoding: 'utf8', timeout: 120_000, env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
    );
    assert.notEqual(run.status, 0);
    const line = run.stdout.split('\n').find((l) => l.startsWith('- drawn '));
    assert.ok(line !== undefined, run.stdout.slice(-2000));
    assert.match(line, /\{ seed: -?\d+, path: "[\d:]+"/);
    assert.match(line, /cause: built text 1\d{3}/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fuzz-scale draws each property, and each unseeded sample, the scale times its count', () => {
  const { dir, file } = scratchTest(`test('drawn', async () => {
  let drawn = 0;
  fc.assert(fc.property(fc.nat(), () => { drawn++; }), { numRuns: 7 });
  await fc.assert(fc.asyncProperty(fc.nat(), async () => { drawn++; }));
  assert.equal(fc.sample(fc.nat(), 4).length + fc.sample(fc.nat(), { numRuns: 4, seed: 1 }).length, 3 * 4 + 4);
  console.log('drawn=' + drawn + ' scale=' + process.env.FUZZ_DRAWN_SCALE);
});`);
  const tally = join(dir, 'tally.jsonl');
  try {
    const run = spawnSync(process.execPath, ['--import', REGISTER, file], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, FUZZ_SCALE: '3', FUZZ_TALLY: tally },
    });
    assert.equal(run.status, 0, run.stdout.slice(-2000) + run.stderr.slice(-2000));
    // 7 and fast-check's default 100, each three times.
    assert.match(run.stdout, /drawn=321 scale=3\b/);
    const [line] = readFileSync(tally, 'utf8').trim().split('\n');
    assert.deepEqual(
      { ...JSON.parse(line!), argv: undefined },
      { argv: undefined, properties: 2, runs: 321, samples: 1, sampled: 12 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("fuzz-scale multiplies each test's, subtest's and hook's own timeout by the scale", () => {
  // Each body waits 400 ms under a 150 ms bound: cancelled as written, passing at ten times the bound.
  const { dir, file } = scratchTest(`import nodeTest, { describe, it, before } from 'node:test';
const wait = () => new Promise((r) => setTimeout(r, 400));
test('plain', { timeout: 150 }, wait);
test('callback', { timeout: 150 }, (t, done) => { setTimeout(done, 400); });
test('parent', async (t) => { await t.test('subtest', { timeout: 150 }, wait); });
describe('suite', () => { before(wait, { timeout: 150 }); it('it', { timeout: 150 }, wait); });
nodeTest('default export', { timeout: 150 }, wait);
test.skip('skipped', { timeout: 150 }, wait);
void fc;`);
  const run = (args: string[]) =>
    spawnSync(process.execPath, [...args, file], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, FUZZ_SCALE: '10', FUZZ_TALLY: undefined },
    });
  try {
    const alone = run([]);
    assert.match(alone.stdout, /^# cancelled 5$/m, alone.stdout.slice(-2000));
    const scaled = run(['--import', REGISTER]);
    assert.equal(scaled.status, 0, scaled.stdout.slice(-2000) + scaled.stderr.slice(-2000));
    assert.match(scaled.stdout, /^# pass 6$/m);
    assert.match(scaled.stdout, /^# skipped 1$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('npm run test:deep: the runner sets GATE_DEEP=1 and draws every property and bound ten times', () => {
  // A tree of its own: one compiled test (its source beside, as the runner asks) that logs what it was given.
  const root = mkdtempSync(join(tmpdir(), 'gate-run-deep-'));
  const log = join(root, 'log');
  for (const dir of ['dist/test', 'test']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'test/x.test.ts'), '');
  try {
    writeFileSync(
      join(root, 'dist/test/x.test.js'),
      `import { appendFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from ${JSON.stringify(FAST_CHECK)};
test('drawn', { timeout: 150 }, async () => {
  let drawn = 0;
  fc.assert(fc.property(fc.nat(), () => { drawn++; }), { numRuns: 3 });
  await new Promise((r) => setTimeout(r, 400));
  appendFileSync(${JSON.stringify(log)}, JSON.stringify([process.env.GATE_DEEP ?? null, drawn]) + '\\n');
});
`,
    );
    const run = (args: string[]) =>
      spawnSync(process.execPath, [RUNNER, ...args], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        // Its own run, not a part of this one; none of a deep caller's settings.
        env: { ...process.env, NODE_TEST_CONTEXT: undefined, GATE_DEEP: undefined, FUZZ_SCALE: undefined },
      });
    // As CI runs it: the 150 ms bound fails the 400 ms wait (the body still ends and logs), three draws.
    const ci = run([]);
    assert.notEqual(ci.status, 0, ci.stdout.slice(-2000));
    const deep = run(['--deep']);
    assert.equal(deep.status, 0, deep.stdout.slice(-2000) + deep.stderr.slice(-2000));
    const logged = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(logged, [
      [null, 3],
      ['1', 30],
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
