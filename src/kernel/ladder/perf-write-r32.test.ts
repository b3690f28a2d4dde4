// Round 32's path memo decides as before: the glob a path argument meets, kept per glob set and path, is
// the glob set's answer for the path normalised, on any run of paths and sets; a kept answer never
// serves another floor's globs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { globSetOf } from '../policy/glob.js';
import { normalisePath } from '../policy/paths.js';
import { pathHit } from './self-modify.js';
import { judge, policyOf } from './testing.js';

const git = policyOf({ allow: ['Write'], self_modify_globs: ['.git/', '.env'] });
const src = policyOf({ allow: ['Write'], self_modify_globs: ['src/', '*.pem'] });
const sets = [globSetOf(git.selfModify), globSetOf(src.selfModify)];

test('a kept path answers as the glob set does, on any run of paths and sets', () => {
  const path = fc.oneof(
    fc.constantFrom('src/app.ts', 'SRC/app.ts', '.git/config', '.ENV', 'README.md', 'k.pem', './src/x', ''),
    fc.stringMatching(/^[a-zA-Z./~]{0,12}$/),
  );
  fc.assert(
    fc.property(fc.array(fc.tuple(path, fc.nat(1)), { maxLength: 40 }), (run) => {
      for (const [p, s] of run) {
        const set = sets[s]!;
        assert.equal(pathHit(p, set), set.first(normalisePath(p)), p);
      }
    }),
    { numRuns: 1000 },
  );
});

test('the same write under two floors in turn is judged by each floor own globs', () => {
  const claim = (policy: typeof git, file_path: string) => {
    const { verdict } = judge(policy, 'Write', { file_path, content: 'x' });
    return verdict.reason === 'SELF_MODIFY' ? verdict.detail?.claim : undefined;
  };
  for (let i = 0; i < 3; i++) {
    assert.equal(claim(git, 'src/app.ts'), undefined);
    assert.equal(claim(src, 'src/app.ts'), 'src/');
    assert.equal(claim(git, '.git/config'), '.git/');
    assert.equal(claim(src, '.git/config'), undefined);
  }
});

test('past the bound of kept paths, every path is still judged', () => {
  const set = sets[1]!;
  for (let i = 0; i < 600; i++) {
    const p = i % 3 === 0 ? `src/m${i}.ts` : i % 3 === 1 ? `lib/m${i}.pem` : `doc/m${i}.md`;
    assert.equal(pathHit(p, set)?.pattern, i % 3 === 0 ? 'src/' : i % 3 === 1 ? '*.pem' : undefined, p);
    assert.equal(pathHit('src/app.ts', set)?.pattern, 'src/');
  }
});
