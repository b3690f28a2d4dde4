// Round 32 (docs/provenance.md, "Round 32, round 30's set as tuning"): a git command that changes only
// the index writes no guarded file, so untracking `.env` is no self-modification; the rest still is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { judge, policyOf } from './testing.js';

const coding = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['Bash'],
  self_modify_globs: ['.git/', '.env', '~/.ssh/'],
});
const reason = (command: string) => judge(coding, 'Bash', { command }).verdict.reason;

const GUARDED = fc.constantFrom('.env', '.git/hooks/pre-commit', '.git/config');

test('r32 git rm --cached and restore --staged touch only the index: not refused (property)', () => {
  fc.assert(
    fc.property(
      GUARDED,
      fc.constantFrom(
        (p: string) => `git rm --cached ${p}`,
        (p: string) => `git rm -r --cached ${p} && echo '${p}' >> .gitignore`,
        (p: string) => `git restore --staged ${p}`,
        (p: string) => `git restore -S ${p}`,
      ),
      (path, shape) => assert.notEqual(reason(shape(path)), 'SELF_MODIFY', shape(path)),
    ),
    { numRuns: 24 },
  );
});

test('r32 the same subcommands that touch the file stay refused', () => {
  for (const command of [
    'git rm .env',
    'git rm -- --cached .env',
    'git restore --staged --worktree .env',
    'git restore -S -W .git/hooks/pre-commit',
    'git restore --source=evil .env',
  ])
    assert.equal(reason(command), 'SELF_MODIFY', command);
});
