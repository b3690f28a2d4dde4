// Round 76 (docs/screening.md, "Round 76 (precision-r76)"): the precision bench's stratified sample and its 95 %
// interval (bench/precision.ts --sample), so the figure is cheap to get without changing it; and the classes of
// ordinary files the tuning parts redacted or withheld, each fixed at its cause (each case fails on the base).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stratifiedSample, wilson } from '../bench/helpers/sample.js';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import { outcome, verdictKind } from './helpers/screen-admit.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

interface Item {
  part: string;
  path: string;
}
const partOf = (i: Item) => i.part;
const pathOf = (i: Item) => i.path;

const items = fc
  .array(fc.tuple(fc.constantFrom('tuning', 'held', 'tuning-2', 'held-2', 'tuning-29'), fc.nat(1_000_000)), {
    minLength: 1,
    maxLength: 400,
  })
  .map((xs) => xs.map(([part, n], i) => ({ part, path: `/usr/share/doc/${part}/${n}-${i}` })));

test('the sample is the same set each run, whatever order the manifest lists it in', () => {
  fc.assert(
    fc.property(items, fc.nat(400), (all, n) => {
      const once = stratifiedSample(all, n, partOf, pathOf).map(pathOf).sort();
      const reversed = stratifiedSample([...all].reverse(), n, partOf, pathOf)
        .map(pathOf)
        .sort();
      assert.deepEqual(once, reversed);
    }),
    { numRuns: RUNS },
  );
});

test('every part is drawn, in proportion to its size (rounded up), in the manifest order', () => {
  fc.assert(
    fc.property(items, fc.integer({ min: 1, max: 400 }), (all, n) => {
      const drawn = stratifiedSample(all, n, partOf, pathOf);
      const parts = new Set(all.map(partOf));
      for (const part of parts) {
        const size = all.filter((i) => i.part === part).length;
        const got = drawn.filter((i) => i.part === part).length;
        const want = n >= all.length ? size : Math.ceil((n * size) / all.length);
        assert.equal(got, want, part);
      }
      const places = drawn.map((i) => all.indexOf(i));
      assert.deepEqual(
        places,
        [...places].sort((a, b) => a - b),
      );
    }),
    { numRuns: RUNS },
  );
});

test('a larger sample holds the smaller one (lowest hashes first)', () => {
  fc.assert(
    fc.property(items, fc.nat(200), fc.nat(200), (all, a, b) => {
      const small = new Set(stratifiedSample(all, Math.min(a, b), partOf, pathOf));
      const large = new Set(stratifiedSample(all, Math.max(a, b), partOf, pathOf));
      for (const i of small) assert.ok(large.has(i));
    }),
    { numRuns: RUNS },
  );
});

test("the interval holds the sample's rate, is inside [0, 1], and closes on the whole population", () => {
  fc.assert(
    fc.property(fc.nat(5000), fc.nat(5000), fc.nat(40_000), (a, b, extra) => {
      const n = Math.max(1, Math.max(a, b));
      const x = Math.min(a, b);
      const population = n + extra;
      const { rate, low, high } = wilson(x, n, population);
      assert.ok(low >= 0 && high <= 1 && low <= rate + 1e-12 && rate <= high + 1e-12);
      if (extra === 0) assert.deepEqual([low, high], [rate, rate]);
    }),
    { numRuns: RUNS },
  );
  // None withheld in 4,000 of 36,000 is no proof of none: the interval still reaches 0.08 %.
  const none = wilson(0, 4000, 36_000);
  assert.equal(none.low, 0);
  assert.ok(none.high > 0.0007 && none.high < 0.0009, String(none.high));
  // The finite population narrows it: the same sample of a smaller whole is surer.
  assert.ok(wilson(5, 4000, 5000).high < wilson(5, 4000, 400_000).high);
});

// A package manifest's dependency is named for its package (`"minipass": "^7.1.2"` in npm's own package.json
// files was redacted as a password); a version range is no secret under any key.
const packageName = fc.constantFrom(
  'minipass',
  'minipass-flush',
  'fs-minipass',
  'keypass',
  'passwd-utils',
  'secret-stream',
  'token-bucket',
  '@isaacs/minipass',
  'pwd-hash',
);
const versionRange = fc
  .tuple(
    fc.constantFrom('^', '~', '>=', '<=', '>', '<', '='),
    fc.array(fc.oneof(fc.nat(40).map(String), fc.constantFrom('x', '*')), { minLength: 2, maxLength: 4 }),
    fc.constantFrom('', '-beta.1', '-rc1', '-alpha', '-next.12'),
  )
  .map(
    ([op, parts, pre]) => `${op}${String(parts[0]).replace(/[x*]/, '1')}.${parts.slice(1).join('.')}${pre}`,
  );

test('a dependency under a key-word name with a version range is admitted as it is', () => {
  fc.assert(
    fc.property(packageName, versionRange, (name, range) => {
      const json = `{\n  "name": "tar",\n  "dependencies": {\n    "chownr": "^3.0.0",\n    "${name}": "${range}",\n    "yallist": "^5.0.0"\n  }\n}\n`;
      assert.equal(verdictKind(json), 'ALLOW', json);
    }),
    { numRuns: RUNS },
  );
  for (const line of ['"minipass": "^7.1.2",', '"minipass-pipeline": "^1.2.4",', '"fs-minipass": "~3.0.3",'])
    assert.equal(
      verdictKind(`{\n  "dependencies": {\n    ${line}\n    "ssri": "^12.0.0"\n  }\n}\n`),
      'ALLOW',
      line,
    );
});

test('a password drawn with a mark is still redacted, the version shape notwithstanding', () => {
  for (const pw of ['^7.1.2Xk9!q', '^Xk9.pQ2#z', '~1.2.3-Kx8_qZ!', '>=9$Lm.4Qz'])
    assert.notEqual(verdictKind(`{\n  "password": "${pw}",\n  "port": 5432\n}\n`), 'ALLOW', pw);
});

// "message passing" is a programming idea: `#…-message-passing">“Sending Data…` (the Rust book's links) was read
// as a key and its value; the gerund names no password, as `passes`, `passed` and `passive` do not.
test('a key ending in "passing" names no password', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('message', 'argument', 'token', 'parameter', 'value', 'ref'),
      fc.constantFrom('-', '_', ''),
      fc.constantFrom('“Sending Data', 'Transfer Data Between Threads', 'Kx9!mQ2#zLp'),
      (noun, join, text) => {
        const html = `<p>See <a href="ch16-02-${noun}${join}passing.html#sending-data-using-${noun}${join}passing">${text}</a> in chapter 16.</p>\n`;
        assert.equal(verdictKind(html), 'ALLOW', html);
      },
    ),
    { numRuns: RUNS },
  );
  assert.notEqual(verdictKind('db_password = "Kx9!mQ2#zLp"\n'), 'ALLOW');
  assert.notEqual(verdictKind('passphrase: Kx9!mQ2#zLp\n'), 'ALLOW');
});

test('200 kB of version ranges under key-word names reads in bounded CPU', () => {
  const text = repeatedTo(
    200_000,
    '{\n  "dependencies": {\n',
    '    "minipass": "^7.1.2-beta.1",\n',
    '  }\n}\n',
  );
  assertCpuUnder(
    () => outcome(text),
    3000,
    (ms) => `200 kB of version ranges took ${ms.toFixed(0)} ms`,
  );
});

// Python's format field with its conversion names a variable (`print(f"password={password!r}")` in pip's vendored
// rich was redacted as a password): the field is a reference as `{password}` is.
test('a Python format field with a conversion is a reference, not a value', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('password', 'passwd', 'secret', 'api_key', 'token', 'self.password', 'auth_token'),
      fc.constantFrom('!r', '!s', '!a'),
      fc.constantFrom(
        'print(f"{key}={field}")',
        'log.debug(f"{key}: {field}")',
        'raise ValueError(f"bad {key}={field}")',
      ),
      (name, conversion, line) => {
        const key = name.replace('self.', '');
        const code = `def show(${key}):\n    ${line.replace('{key}', key).replace('{field}', `{${name}${conversion}}`)}\n`;
        assert.equal(verdictKind(code), 'ALLOW', code);
      },
    ),
    { numRuns: RUNS },
  );
  // A drawn run in braces is still a password's, whatever follows it.
  assert.notEqual(verdictKind('password = "{Xk9qLm2Z8p!r}"\nport = 5432\n'), 'ALLOW');
});
