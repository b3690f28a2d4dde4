import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from './default-floor.js';
import {
  alternativesOf,
  compileGlob,
  GlobError,
  globSetOf,
  literalTest,
  matchSegments,
  patternsMeet,
  wildcardMatch,
} from './glob.js';
import { joinSegments, normalisePath, pathSegments } from './paths.js';

const matches = (pattern: string, path: string): boolean => compileGlob(pattern).matches(normalisePath(path));

test('a relative pattern matches any trailing run of segments', () => {
  assert.ok(matches('.env', '.env'));
  assert.ok(matches('.env', 'src/.env'));
  assert.ok(matches('.env', '/home/u/app/.env'));
  assert.ok(matches('config/gate.json', '/srv/app/config/gate.json'));
  assert.ok(!matches('config/gate.json', '/srv/app/config/gate.json.bak'));
  assert.ok(!matches('.env', '.envrc'), 'a segment matches whole, not as a prefix');
  assert.ok(!matches('.env', 'src/.env/x'), 'without a trailing slash only the path itself is guarded');
});

test('a trailing slash guards the directory itself and everything below it', () => {
  assert.ok(matches('.git/', '.git'));
  assert.ok(matches('.git/', '.git/config'));
  assert.ok(matches('.git/', 'repo/.git/hooks/pre-commit'));
  assert.ok(!matches('.git/', '.github/workflows/ci.yml'));
  assert.ok(!matches('.git/', 'my.git'));
});

test('a leading slash anchors at the root; ~/ means any home directory', () => {
  assert.ok(matches('/etc/gate/', '/etc/gate/policy.json'));
  assert.ok(!matches('/etc/gate/', 'etc/gate/policy.json'));
  assert.ok(!matches('/etc/gate/', '/srv/etc/gate/policy.json'));
  for (const p of [
    '~/.ssh/id_rsa',
    '/home/alice/.ssh/id_rsa',
    '/root/.ssh/id_rsa',
    '/Users/bob/.ssh/config',
    '$HOME/.ssh/x',
  ]) {
    assert.ok(matches('~/.ssh/', p), p);
  }
  assert.ok(!matches('~/.ssh/', '/srv/.ssh/x'));
  assert.ok(!matches('~/.ssh/', 'project/.ssh/x'));
});

test('* stays within a segment, ** crosses segments, {a,b} expands', () => {
  assert.ok(matches('.env.*', 'app/.env.local'));
  assert.ok(!matches('.env.*', 'app/.env'));
  assert.ok(matches('/etc/gate/*.json', '/etc/gate/policy.json'));
  assert.ok(!matches('/etc/gate/*.json', '/etc/gate/sub/policy.json'));
  assert.ok(matches('/etc/**/gate.json', '/etc/a/b/c/gate.json'));
  assert.ok(matches('/etc/**/gate.json', '/etc/gate.json'));
  assert.ok(matches('secrets/{prod,staging}.yaml', 'deploy/secrets/staging.yaml'));
  assert.ok(!matches('secrets/{prod,staging}.yaml', 'deploy/secrets/dev.yaml'));
  assert.ok(matches('id_?sa', '~/.ssh/id_rsa'));
});

test('matching folds case and normalises first', () => {
  assert.ok(matches('.git/', '.GIT/config'));
  assert.ok(matches('.git/config', 'a/../.git/config'));
  assert.ok(matches('.git/config', '.\\.git\\config'));
});

test('a wildcard in the path is matched as every path it could name', () => {
  assert.ok(matches('.env', '.e*'));
  assert.ok(matches('.git/', '.*'));
  assert.ok(!matches('.env', '*.txt'));
  assert.ok(compileGlob('.git/').matches('**'));
  assert.ok(compileGlob('~/.ssh/').matches('~/**'));
  assert.ok(!compileGlob('/etc/gate/').matches('~/**'));
});

test('unsupported or empty patterns are errors naming why', () => {
  assert.throws(
    () => compileGlob('x[ab]'),
    (e: unknown) => e instanceof GlobError && /character classes/.test(e.message),
  );
  assert.throws(() => compileGlob(' '), GlobError);
  assert.throws(() => compileGlob('a}b{'), /unbalanced/);
  assert.throws(() => compileGlob('{a,{b}}'), /nested/);
});

test('wildcardMatch agrees with a reference matcher', () => {
  const reference = (glob: string, text: string): boolean =>
    new RegExp(
      `^${glob
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
      's',
    ).test(text);
  fc.assert(
    fc.property(fc.stringMatching(/^[ab*?]{0,8}$/), fc.stringMatching(/^[ab]{0,10}$/), (glob, text) => {
      assert.equal(wildcardMatch(glob, text), reference(glob, text));
    }),
  );
});

test('patternsMeet is true exactly when some string matches both patterns', () => {
  const re = (g: string) => new RegExp(`^${g.replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  const strings = [''];
  for (let len = 1; len <= 9; len++)
    for (let k = 0; k < 2 ** len; k++)
      strings.push(k.toString(2).padStart(len, '0').replace(/0/g, 'a').replace(/1/g, 'b'));
  fc.assert(
    fc.property(fc.stringMatching(/^[ab*?]{0,4}$/), fc.stringMatching(/^[ab*?]{0,4}$/), (a, b) => {
      const [ra, rb] = [re(a), re(b)];
      assert.equal(
        patternsMeet(a, b),
        strings.some((s) => ra.test(s) && rb.test(s)),
        `${a} ~ ${b}`,
      );
    }),
    { numRuns: 2000 },
  );
});

test('matchSegments is fast on hostile inputs (hang detector)', () => {
  const path = Array.from({ length: 2000 }, () => 'a');
  const pattern = ['**', 'a', '**', 'a', '**', 'a', '**', 'b'];
  const started = Date.now();
  assert.equal(matchSegments(path, pattern), false);
  assert.ok(Date.now() - started < 5000);
});

test('property: the string fast path agrees with the segment matcher on literal paths', () => {
  const seg = fc.constantFrom('a', 'b', '.git', '.env', 'config', 'etc', 'home', 'u', 'gate.json');
  const pathArb = fc
    .tuple(fc.constantFrom('', '/', '~/'), fc.array(seg, { maxLength: 6 }))
    .map(([lead, segs]) => lead + segs.join('/'));
  const patternArb = fc
    .tuple(fc.constantFrom('', '/', '~/', '**/'), fc.array(seg, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([lead, segs, dir]) => lead + segs.join('/') + (dir ? '/' : ''));
  fc.assert(
    fc.property(patternArb, pathArb, (pattern, raw) => {
      const path = normalisePath(raw);
      const segs = path === '.' ? [] : pathSegments(path);
      assert.equal(joinSegments(segs), path);
      for (const alt of alternativesOf(pattern)) {
        const test = literalTest(alt);
        if (test) assert.equal(test(path), matchSegments(segs, alt), `${pattern} vs ${path}`);
      }
      const anyAlt = alternativesOf(pattern).some((alt) => matchSegments(segs, alt));
      assert.equal(compileGlob(pattern).matches(path), anyAlt, `${pattern} vs ${path}`);
    }),
    { numRuns: 2000 },
  );
});

test('property: normalisePath fast path agrees with the full normaliser', () => {
  const part = fc.constantFrom('a', 'B', '.', '..', '', '~', '$HOME', 'x.y', '\\', 'C:', 'file:');
  fc.assert(
    fc.property(fc.array(part, { maxLength: 6 }), fc.boolean(), (parts, abs) => {
      const raw = (abs ? '/' : '') + parts.join('/');
      assert.equal(normalisePath(raw), joinSegments(pathSegments(raw)), raw);
    }),
    { numRuns: 2000 },
  );
});

test('property: a glob set answers the first glob that matches, as asking each in order does', () => {
  const custom = [
    '.git/',
    '.env',
    '~/.ssh/',
    '/etc/gate/**',
    '**/secrets/*.json',
    'gate-{policy,journal}*.json',
  ];
  const lists = [
    DEFAULT_FLOOR.self_modify_globs,
    [...custom, '*.pem', 'a/**/b', '/x/*/y/', '{.a,.b}/c', '?x'],
  ];
  const seg = fc.constantFrom(
    'a',
    'b',
    'c',
    'x',
    'y',
    '.git',
    '.env',
    '.env.local',
    '.ssh',
    'home',
    'u',
    'etc',
    'gate',
    'secrets',
    'k.json',
    'gate-policy.json',
    'x.pem',
    '.a',
    '.config',
    'git',
    'usr',
    '*',
    '**',
    '.e*',
    '?x',
  );
  for (const patterns of lists) assertFirstIsFirstMatch(patterns, seg, 6, 3000);
});

/** A glob set's first() against the first glob whose own matches() holds, on paths made of `seg`. */
function assertFirstIsFirstMatch(
  patterns: readonly string[],
  seg: fc.Arbitrary<string>,
  maxLength: number,
  numRuns: number,
): void {
  const globs = patterns.map(compileGlob);
  const set = globSetOf(globs);
  const pathArb = fc
    .tuple(fc.constantFrom('', '/', '~/', './'), fc.array(seg, { maxLength }), fc.boolean())
    .map(([lead, segs, dir]) => lead + segs.join('/') + (dir ? '/' : ''));
  fc.assert(
    fc.property(pathArb, (raw) => {
      const path = normalisePath(raw);
      assert.equal(set.first(path)?.pattern, globs.find((g) => g.matches(path))?.pattern, path);
    }),
    { numRuns },
  );
}

test('first() sets aside its literal answers for a path with a mark, and slices no tail it may not fit', () => {
  // Round 30: the scan notes `*`, `?` and `~` itself, and an open glob's tail is tried in place first.
  const patterns = [...DEFAULT_FLOOR.self_modify_globs, 'a?c.txt', '*.pem', 'x*y*z', '/', '~', '.git/'];
  const seg = fc.constantFrom(
    '.env.',
    '.env.x',
    'x.env.a',
    '.env',
    'gate-policy.json',
    'gate-policy-1.json',
    'gate-policy.jsonx',
    'gate-journal.jsonl',
    'gate-journal-x.json',
    'abc.txt',
    'a?c.txt',
    'k.pem',
    '.pem',
    'xyz',
    'xy',
    'git~1',
    'github~1',
    'gitlab~1.yml',
    '~',
    '.git',
    'lib',
    'etc',
    '*',
    '?',
    '**',
  );
  assertFirstIsFirstMatch(patterns, seg, 4, 4000);
});

/** The recursive expansion glob.ts had before round 34: the reference for the bounded one. */
function recursiveBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  const end = pattern.indexOf('}', open);
  const head = pattern.slice(0, open);
  const tail = pattern.slice(end + 1);
  return pattern
    .slice(open + 1, end)
    .split(',')
    .flatMap((choice) => recursiveBraces(head + choice + tail));
}

test('{} groups expand as before, in the same order, up to the bound; past it (or thousands deep) a GlobError', () => {
  const word = fc.stringMatching(/^[a-z.*]{0,3}$/);
  const group = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => `{${w.join(',')}}`);
  fc.assert(
    fc.property(fc.array(fc.tuple(word, group), { minLength: 1, maxLength: 5 }), word, (parts, last) => {
      const pattern = `**/x${parts.map(([w, g]) => w + g).join('')}${last}`;
      const reference = recursiveBraces(pattern).flatMap((p) => alternativesOf(p));
      assert.deepEqual(alternativesOf(pattern), reference);
    }),
    { numRuns: 300 },
  );
  assert.equal(alternativesOf(`**/${'{a,b}'.repeat(8)}`).length, 256);
  for (const groups of [9, 5_000])
    assert.throws(
      () => compileGlob(`**/${'{a,b}'.repeat(groups)}`),
      (e: unknown) => e instanceof GlobError && /more than 256/.test(e.message),
    );
});
