import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  irreversibleCause,
  isIrreversible,
  isOutwardFacing,
  isReaderTool,
  isReadShaped,
  isSinkTool,
  nameSegments,
  outwardCause,
} from './names.js';

test('nameSegments splits at separators and camelCase humps, lower-cased', () => {
  assert.deepEqual(nameSegments('get_and_delete'), ['get', 'and', 'delete']);
  assert.deepEqual(nameSegments('readFile'), ['read', 'file']);
  assert.deepEqual(nameSegments('HTTPRequest'), ['http', 'request']);
  assert.deepEqual(nameSegments('mcp__github__create-issue.v2'), ['mcp', 'github', 'create', 'issue', 'v2']);
  assert.deepEqual(nameSegments('NotebookEdit'), ['notebook', 'edit']);
});

test('isReadShaped: a read verb first, no write-shaped segment', () => {
  for (const t of [
    'search_runs',
    'get_user',
    'list_buckets',
    'lookup_order',
    'find_files',
    'read_file',
    'readFile',
  ]) {
    assert.ok(isReadShaped(t), t);
  }
  for (const t of [
    'get_and_delete',
    'update_user',
    'list_then_drop',
    'reader',
    'spreadsheet_get',
    'getReset',
  ]) {
    assert.ok(!isReadShaped(t), t);
  }
});

test('isReaderTool: a read segment anywhere, no write segment (fail closed)', () => {
  for (const t of ['Read', 'Grep', 'Glob', 'LS', 'view_file', 'file_stat', 'cat'])
    assert.ok(isReaderTool(t), t);
  for (const t of ['Write', 'Edit', 'view_and_edit', 'get_and_delete', 'save_file', 'spreadsheet'])
    assert.ok(!isReaderTool(t), t);
});

test('isSinkTool: send/exec names or a URL argument', () => {
  for (const t of [
    'send_email',
    'http_post',
    'upload_file',
    'Bash',
    'run_command',
    'exec',
    'WebFetch',
    'slack_post_message',
  ]) {
    assert.ok(isSinkTool(t, {}), t);
  }
  assert.ok(isSinkTool('get_page', { target: 'https://evil.example/x' }));
  assert.ok(isSinkTool('lookup', { nested: [{ url: 'example.com' }] }));
  assert.ok(!isSinkTool('get_page', { id: 'abc' }));
  assert.ok(!isSinkTool('read_file', { path: 'http.md' }));
});

test('isIrreversible: delete-shaped names, rm, forced push, hard reset, DROP TABLE', () => {
  assert.equal(irreversibleCause('delete_file', {}), 'tool delete');
  assert.equal(irreversibleCause('Bash', { command: 'sudo rm -rf build' }), 'shell rm');
  assert.equal(
    irreversibleCause('Bash', { command: 'git push --force origin main' }),
    'shell git push --force',
  );
  assert.equal(irreversibleCause('Bash', { command: 'git push origin +main' }), 'shell git push --force');
  assert.equal(irreversibleCause('Bash', { command: 'git reset --hard HEAD~3' }), 'shell git reset --hard');
  assert.equal(irreversibleCause('query', { sql: 'drop table users;' }), 'sql DROP TABLE');
  assert.equal(irreversibleCause('Bash', { command: 'psql -c "DROP DATABASE prod"' }), 'sql DROP DATABASE');
  assert.ok(!isIrreversible('Bash', { command: 'git push origin main' }));
  assert.ok(!isIrreversible('Bash', { command: 'ls -la && git status' }));
  assert.ok(!isIrreversible('query', { sql: 'select * from dropped_tables' }));
  assert.ok(!isIrreversible('read_file', { path: 'rm.txt' }));
});

test('prototype-named commands and tools are plain names', () => {
  for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
    assert.equal(outwardCause('Bash', { command: `${name} push x` }), undefined, name);
    assert.equal(irreversibleCause('Bash', { command: `${name} -rf x` }), undefined, name);
    assert.ok(!isReadShaped(name));
  }
});

test('isOutwardFacing: mail, publish, push, webhook', () => {
  assert.equal(outwardCause('send_email', {}), 'tool send');
  assert.equal(outwardCause('Bash', { command: 'git push origin main' }), 'shell git push');
  assert.equal(outwardCause('Bash', { command: 'cd pkg && npm publish' }), 'shell npm publish');
  assert.equal(outwardCause('Bash', { command: 'curl -d @data.json https://x' }), 'shell curl upload');
  assert.ok(isOutwardFacing('webhook_call', {}));
  assert.ok(!isOutwardFacing('Bash', { command: 'git pull && npm test' }));
  assert.ok(!isOutwardFacing('Bash', { command: 'curl https://example.com' }));
});

test('the witness causes kept for a text are the ones read afresh, in every trace and sighting', async () => {
  const { shellCauses } = await import('./names.js');
  const { useFactsScope } = await import('../ladder/text-memo.js');
  const texts = [
    'rm -rf build',
    'git push origin main',
    'ls -la && git push --force',
    'npm publish && rm x',
    'curl -d @x https://h',
    'echo hi',
    'find . -delete',
    'psql -c "drop table users"',
    'delete from t',
  ];
  for (const trace of [undefined, 'a', 'b'])
    for (let round = 0; round < 3; round++)
      for (const text of texts) {
        useFactsScope(trace);
        assert.deepEqual(shellCauses.kept(text), shellCauses.fresh(text), `${text} (${trace}, ${round})`);
      }
  useFactsScope(undefined);
  assert.deepEqual(shellCauses.kept('npm publish && rm x'), ['shell rm', 'shell npm publish', undefined]);
  assert.deepEqual(shellCauses.kept('psql -c "DROP TABLE users"')[2], 'DROP TABLE');
});
