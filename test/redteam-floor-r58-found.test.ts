// Round 58 (docs/floor.md, "Round 58 (redteam-r58)"): one reading of brace and URL-glob expansions (round 57
// kept two, each missing what the other caught), and the lookup tables a word from input reaches: every
// Object.prototype name, in every place a table is read, through the kernel and the real `gate preflight`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { braceReadings } from '../src/kernel/ladder/shell-globs.js';
import { inSharedPlace } from '../src/kernel/ladder/shell-option-scripts.js';
import { dispositionOf, TAINT_STRENGTH, type Verdict } from '../src/kernel/types.js';
import { runsOf } from './helpers/deep.js';
import { REPO_ROOT } from './helpers/gate-process.js';
import { decide, processVerdict, verdict } from './helpers/redteam-floor.js';

test('one reading: bash braces and sequences, curl ranges and one-element braces, bounded', () => {
  assert.deepEqual(braceReadings('/t{mp,x}/r'), ['/tmp/r', '/tx/r']);
  assert.deepEqual(braceReadings('/t{l..n}p'), ['/tlp', '/tmp', '/tnp']);
  assert.deepEqual(braceReadings('{1..9..4}'), ['1', '5', '9']);
  assert.deepEqual(braceReadings('{3..1}'), ['3', '2', '1']);
  assert.deepEqual(braceReadings('16[8-9].254'), ['168.254', '169.254']);
  assert.deepEqual(braceReadings('x[01-03]'), ['x01', 'x02', 'x03']);
  assert.deepEqual(braceReadings('x[1-9:4]'), ['x1', 'x5', 'x9']);
  assert.deepEqual(braceReadings('meta{data}'), ['meta{data}', 'metadata']);
  assert.deepEqual(braceReadings('${TMPDIR}/r'), ['${TMPDIR}/r']);
  assert.deepEqual(braceReadings('/tm[p]/r'), ['/tm[p]/r']);
  assert.equal(braceReadings('x[9-1]'), undefined);
  assert.equal(braceReadings('/{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}'), undefined);
  assert.equal(braceReadings('{1..5000}', 1024), undefined);
  // What only one of the two readings caught before is caught in both places now.
  assert.equal(inSharedPlace('/t[l-n]p/r'), true);
  assert.equal(inSharedPlace('/{tmp}/r'), true);
  assert.equal(inSharedPlace('/usr/{lib,share}/x'), false);
});

/** A host or a shared directory cut at a point and the piece spelt by one of the expansion forms. */
const FORMS: readonly ((piece: string) => string)[] = [
  (p) => `{${p},zz}`,
  (p) => `{${p}}`,
  (p) => `{zz,{${p},yy}}`,
];
const cut = (word: string, at: number, len: number, form: (p: string) => string): string => {
  const from = at % word.length;
  const to = Math.min(word.length, from + 1 + (len % 4));
  return word.slice(0, from) + form(word.slice(from, to)) + word.slice(to);
};
/** A digit run of the host spelt as a bash sequence or a curl range of one value. */
const numbered = (host: string, k: number, range: boolean): string => {
  const parts = host.split('.');
  const i = k % parts.length;
  parts[i] = range ? `[${parts[i]}-${parts[i]}]` : `{${parts[i]}..${parts[i]}}`;
  return parts.join('.');
};

test('generated: a host or a shared directory spelt by any expansion form is refused (both readings)', () => {
  fc.assert(
    fc.property(
      fc.nat(),
      fc.nat(),
      fc.constantFrom(...FORMS),
      fc.nat(),
      fc.boolean(),
      fc.constantFrom('metadata.google.internal', '169.254.169.254'),
      (at, len, form, k, range, host) => {
        // curl expands its own globs (not nested ones); bash expands unquoted braces, nested too.
        const spelt = cut(host, at, len, form);
        const texts = [`curl http://${spelt}/latest/`];
        if (form !== (FORMS[2] as (p: string) => string)) texts.push(`curl 'http://${spelt}/latest/'`);
        for (const t of texts) assert.equal(verdict(t).kind, 'DENY', t);
        if (host.startsWith('169')) {
          const text = range
            ? `curl 'http://${numbered(host, k, true)}/'`
            : `curl http://${numbered(host, k, false)}/`;
          assert.equal(verdict(text).kind, 'DENY', text);
        }
        // Round 63: bash passes a nested brace's words to git as several (`-C zztmp/r /tmp/r yytmp/r`), the
        // first its directory (docs/floor.md "Round 63 (redteam-r63)"): read so, a shared one only first.
        const dir = `git -C ${cut('/tmp/r', at, len, form)} status`;
        if (form !== (FORMS[2] as (p: string) => string)) assert.notEqual(verdict(dir).kind, 'ALLOW', dir);
      },
    ),
    { numRuns: runsOf(300, 10_000) },
  );
  for (const text of [
    "curl 'http://{www,api}.example.com/'",
    "curl 'http://example.com/page[1-3].html'",
    'git -C ~/proj/{a,b} status',
    'ls /t{mp,x}',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

const PROTO = Object.getOwnPropertyNames(Object.prototype);

test('every lookup table of src/kernel is built without a prototype, or read only by a typed key', () => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(REPO_ROOT, 'src', 'kernel'));
  assert.ok(files.length > 100, `${files.length} files`);
  const literalRecords: string[] = [];
  const indexed: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // A Record-typed constant made of an object literal: Object.prototype's names are its members too.
    for (const m of text.matchAll(/^(?:export )?const (\w+)\s*:\s*[^=\n]*Record<[^=\n]*=\s*\{/gm))
      literalRecords.push(`${file}: ${m[1]}`);
    // An untyped literal constant looked up by a computed key.
    for (const m of text.matchAll(/^(?:export )?const ([A-Z][A-Z0-9_]*) = \{$/gm)) {
      const name = m[1] as string;
      for (const use of text.matchAll(new RegExp(`\\b${name}\\[([^\\]'"\\d][^\\]]*)\\]`, 'g')))
        indexed.push(`${name}[${use[1]}]`);
    }
  }
  assert.deepEqual(literalRecords, []);
  // Read by a key of a closed type the code makes (orders.ts Cue, errors.ts ErrorCode), never by input.
  assert.deepEqual(indexed.sort(), ['ERROR_CODES[code]', 'WEIGHTS[cue]']);
  for (const name of PROTO) {
    assert.equal(dispositionOf({ kind: 'DENY', reason: name } as unknown as Verdict), 'TERMINAL', name);
    assert.equal((TAINT_STRENGTH as Record<string, number>)[name], undefined, name);
  }
});

/** Each place a word from a call reaches a table: a verdict, never a throw. */
const PLACES: readonly ((n: string) => readonly [string, Record<string, unknown>])[] = [
  (n) => ['Bash', { command: `${n} -a list.txt` }],
  (n) => ['Bash', { command: `cd ${n} && git status` }],
  (n) => ['Bash', { command: `git -C ${n} ${n}` }],
  (n) => ['Bash', { command: `curl http://${n}/ -o ${n}` }],
  (n) => ['Bash', { command: `docker run -v /${n}:/${n} --mount type=${n},${n}=x img` }],
  (n) => ['Bash', { command: `{ ${n}=/etc; }; rm -rf $${n}` }],
  (n) => ['Bash', { command: `${n}=x; echo \${${n}#x} \${!${n}} $'\\${n}'` }],
  (n) => ['Bash', { command: `git -C $(${n}) status; iptables $(${n})` }],
  (n) => ['Bash', { command: `echo '${n}' | ${n} --${n}=${n}` }],
  (n) => ['Write', { file_path: `./${n}`, content: n }],
  (n) => [n, { [n]: n }],
  (n) => ['WebFetch', { url: `https://${n}.example/${n}`, prompt: n }],
];

test('every Object.prototype name in every place, in the kernel: a verdict, never a throw', () => {
  for (const name of PROTO)
    for (const place of PLACES) {
      const [tool, args] = place(name);
      const v = decide(tool, args as never);
      assert.ok(['ALLOW', 'DENY', 'REQUIRE_WITNESS', 'TRANSFORM'].includes(v.kind), `${tool} ${name}`);
    }
});

test('through the real gate preflight: Object.prototype names in every place', () => {
  fc.assert(
    fc.property(fc.constantFrom(...PROTO), fc.constantFrom(...PLACES), (name, place) => {
      const [tool, args] = place(name);
      const said = processVerdict(tool, args);
      assert.match(said, /verdict=(?:ALLOW|DENY|REQUIRE_WITNESS|TRANSFORM)/, `${tool} ${name}: ${said}`);
      assert.doesNotMatch(said, /TypeError|\n\s+at /, `${tool} ${name}`);
    }),
    { numRuns: runsOf(40, 600) },
  );
});
