import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPathKey } from '../policy/paths.js';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['Bash', 'Write', 'Edit', 'Read', 'Grep', 'get_and_delete', 'run'],
  self_modify_globs: ['.git/', '.env', '~/.ssh/', '/etc/gate/*.json'],
});
const claimOf = (tool: string, args: unknown): string | undefined => {
  const { verdict } = judge(policy, tool, args);
  return verdict.reason === 'SELF_MODIFY' ? verdict.detail?.claim : undefined;
};

test('self_modify fires on shell writes, with the glob as written as the claim', () => {
  assert.equal(claimOf('Bash', { command: 'echo x > .git/config' }), '.git/');
  assert.equal(claimOf('Bash', { command: 'sed -i s/a/b/ .env' }), '.env');
  assert.equal(claimOf('Bash', { command: 'echo KEY=1 | tee -a .env' }), '.env');
  assert.equal(claimOf('Bash', { command: 'mv x .git/HEAD' }), '.git/');
  assert.equal(claimOf('Bash', { command: 'cp evil ~/.ssh/authorized_keys' }), '~/.ssh/');
  assert.equal(claimOf('Bash', { command: 'cat key.pub >> /root/.ssh/authorized_keys' }), '~/.ssh/');
  assert.equal(claimOf('Bash', { command: 'sudo tee /etc/gate/policy.json < new.json' }), '/etc/gate/*.json');
  assert.equal(
    claimOf('Bash', { command: 'rm -rf .' }),
    '.git/',
    'a recursive delete of the working directory',
  );
  assert.equal(claimOf('run', { cmd: ['bash', '-c', 'echo x >> .env'] }), '.env');
  assert.equal(claimOf('Bash', { command: 'echo x > config', cwd: '.git' }), '.git/');
  const { verdict } = judge(policy, 'Bash', { command: 'echo secret-value > .env' });
  assert.equal(verdict.rung, 'self_modify');
  assert.equal(verdict.by, 'monitor');
  assert.ok(!JSON.stringify(verdict).includes('secret-value'), 'the claim never carries the argument');
});

test('self_modify fires on a writer tool’s path arguments, after normalisation', () => {
  assert.equal(claimOf('Write', { file_path: '.env', content: 'x' }), '.env');
  assert.equal(claimOf('Edit', { filePath: 'src/../.git/hooks/pre-commit' }), '.git/');
  assert.equal(claimOf('Write', { path: '/home/dev/.ssh/config' }), '~/.ssh/');
  assert.equal(
    claimOf('get_and_delete', { target: '.ENV' }),
    '.env',
    'a read word next to a write word writes',
  );
  assert.equal(
    claimOf('unlisted_tool', { files: ['a', '.env'] }),
    '.env',
    'refused before admission: the cause is named',
  );
  assert.equal(claimOf('Write', { edits: [{ file_path: '.git/config' }] }), '.git/');
});

test('self_modify near misses: reads, unguarded paths, non-path arguments', () => {
  assert.equal(claimOf('Bash', { command: 'cat .env' }), undefined);
  assert.equal(claimOf('Bash', { command: 'grep key .git/config > /tmp/out' }), undefined);
  assert.equal(claimOf('Read', { file_path: '.env' }), undefined);
  assert.equal(claimOf('Grep', { path: '.git/', pattern: 'x' }), undefined);
  assert.equal(claimOf('Write', { file_path: 'src/env.ts', content: '.env' }), undefined);
  assert.equal(claimOf('Write', { file_path: '.github/workflows/ci.yml' }), undefined);
  assert.equal(claimOf('Bash', { command: 'rm -rf build' }), undefined);
  assert.equal(claimOf('Bash', { command: 'echo .env > notes.txt' }), undefined);
  const { trace } = judge(policy, 'Bash', { command: 'ls' });
  assert.deepEqual(trace[2], {
    rung: 'self_modify',
    outcome: 'DEFER',
    note: 'no write target matches a guarded path',
  });
  assert.equal(
    judge(policyOf({ allow: ['Write'] }), 'Write', { file_path: '.env' }).trace[2]?.note,
    'no self_modify_globs',
  );
});

test('path-shaped keys', () => {
  for (const k of [
    'path',
    'file_path',
    'filePath',
    'notebook_path',
    'target',
    'destination',
    'dir',
    'new-path',
    'output',
  ])
    assert.ok(isPathKey(k), k);
  for (const k of ['uri', 'pathname', 'fname', 'filepath', 'old_path', 'oldPath', 'source', 'src', 'from'])
    assert.ok(isPathKey(k), k);
  for (const k of ['content', 'command', 'pattern', 'message', 'url']) assert.ok(!isPathKey(k), k);
});

test('a guarded path by another name: root aliases, file: URLs, percent-escapes, duplicate slashes', () => {
  const floor = policyOf({
    allow: ['write_file', 'move_file'],
    self_modify_globs: ['/etc/', '.git/', '.env'],
  });
  const claim = (tool: string, args: unknown): string | undefined => {
    const { verdict } = judge(floor, tool, args);
    return verdict.reason === 'SELF_MODIFY' ? verdict.detail?.claim : undefined;
  };
  for (const path of [
    '/proc/self/root/etc/passwd',
    '/proc/1/root/etc/passwd',
    '/proc/thread-self/root/etc/passwd',
    '/proc/self/task/12/root/etc/passwd',
    '/proc/self/root/proc/self/root/etc/passwd',
    '/proc/self/root//etc/./passwd',
    'file:///etc/passwd',
    'file://localhost/etc/passwd',
    'FILE:/etc/passwd',
    'file:///%65tc/passwd',
    'file:///proc/self/root/etc/passwd',
    '//etc//passwd',
    '/tmp/../etc/passwd',
  ])
    assert.equal(claim('write_file', { path, content: 'x' }), '/etc/', path);
  assert.equal(claim('write_file', { path: '/proc/self/cwd/.git/config' }), '.git/', 'the working directory');
  assert.equal(claim('write_file', { path: 'file:///repo/%2eenv' }), '.env');
  // Path-shaped keys, and a file: URL under any key.
  for (const args of [
    { uri: 'file:///etc/hosts' },
    { pathname: '/etc/hosts' },
    { fname: '/etc/hosts' },
    { filepath: '/etc/hosts' },
    { new_path: '/etc/hosts' },
    { targetUri: '/etc/hosts' },
    { anything: 'file:///etc/hosts' },
    { list: ['file:///etc/hosts'] },
  ])
    assert.equal(claim('write_file', args), '/etc/', JSON.stringify(args));
  // A move's source is removed: a write to it.
  for (const key of ['source', 'src', 'from', 'old_path', 'oldPath', 'sources'])
    assert.equal(
      claim('move_file', { [key]: key === 'sources' ? ['.git/config'] : '.git/config', destination: 'x' }),
      '.git/',
      key,
    );
  assert.equal(claim('move_file', { source: '.env', destination: 'backup.txt' }), '.env');
  // Near misses: other /proc entries are not the root; a plain relative path is not guarded.
  assert.equal(claim('write_file', { path: '/proc/self/environ2/etc/x' }), undefined);
  assert.equal(claim('write_file', { path: 'docs/etc/passwd.md' }), undefined);
  assert.equal(claim('write_file', { path: 'notes/100%25.txt' }), undefined);
});
