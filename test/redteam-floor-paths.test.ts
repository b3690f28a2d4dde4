// Red team, round 8: a guarded path spelled as Windows opens it. Win32 drops trailing dots and spaces
// from a name and reads `name::$INDEX_ALLOCATION` / `name:stream` as `name`, so `C:\proj\.git.\config`,
// `.git \config` and `.git::$INDEX_ALLOCATION\config` write `.git\config`; each was admitted. Paths now
// read each name that way (with the case folding and separators read before), for every writing tool.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import type { JsonValue } from '../src/kernel/types.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const judge = (tool: string, args: Record<string, JsonValue>) =>
  adjudicate(policy, { tool, args }, { tainted: false });

/** Guarded paths, as segments. */
const GUARDED = [
  ['proj', '.git', 'config'],
  ['proj', '.git', 'hooks', 'pre-commit'],
  ['proj', '.github', 'workflows', 'ci.yml'],
  ['proj', '.claude', 'settings.json'],
  ['proj', '.env'],
];
/** Ways to respell one name so that Windows opens the same file. */
const NAME_SPELLINGS = [
  (n: string) => n,
  (n: string) => n.toUpperCase(),
  (n: string) => `${n}.`,
  (n: string) => `${n} `,
  (n: string) => `${n}. .`,
  (n: string) => `${n}::$INDEX_ALLOCATION`,
  (n: string) => `${n}::$DATA`,
  (n: string) => `${n}:x`,
];
/** Writing tools and how they carry a path. */
const WRITERS: ((path: string) => [string, Record<string, JsonValue>])[] = [
  (p) => ['Write', { file_path: p, content: 'x' }],
  (p) => ['Edit', { file_path: p, old_string: 'a', new_string: 'b' }],
  (p) => ['write_file', { path: p, content: 'x' }],
  (p) => ['Bash', { command: `echo x > '${p}'` }],
];

test('fuzz: a guarded path with any name respelled as Windows reads it is refused, for every writer', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...GUARDED),
      fc.array(fc.nat(NAME_SPELLINGS.length - 1), { minLength: 5, maxLength: 5 }),
      fc.constantFrom('\\', '/'),
      fc.constantFrom(...WRITERS),
      (segs, picks, sep, writer) => {
        // The guarded name (index 1) always respelled; the others may be.
        const names = segs.map((s, i) =>
          (NAME_SPELLINGS[i === 1 ? picks[i] || 2 : (picks[i] ?? 0)] as (n: string) => string)(s),
        );
        const path = `C:${sep}${names.join(sep)}`;
        const [tool, args] = writer(path);
        const v = judge(tool, args);
        assert.equal(v.kind, 'DENY', `${tool} ${path}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('ordinary names with dots, spaces and colons stay admitted', () => {
  for (const path of [
    '/proj/src/a.b.',
    '/proj/notes /x.md',
    '/proj/build:1/out.txt',
    'C:\\proj\\src\\main.ts',
    '/proj/...',
  ]) {
    const v = judge('Write', { file_path: path, content: 'x' });
    assert.notEqual(v.kind, 'DENY', path);
  }
});

test('the real gate preflight process refuses a Windows respelling', () => {
  const out = preflight('Write', { file_path: 'C:\\proj\\.git.\\hooks\\pre-commit', content: 'x' });
  assert.match(out, /^verdict=DENY reason=SELF_MODIFY/, out);
});
