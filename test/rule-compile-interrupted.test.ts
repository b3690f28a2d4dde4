// A floor program's first build stopped by an error that is not RE2's (a stack overflow at the depth of a
// first use in a server, an abort) must fail that call alone. Kept as a pattern that does not compile, it
// refused every later call the rule's literals admit for the process's life: `ipython -c "print(1)"` and
// `pip install` were DENY after it (found round 43, where the work counter's limit stopped a first build
// in a pooled test process; docs/floor.md, "Round 43 (lead)"). A fresh process: programs are built once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './helpers/gate-process.js';

const url = (path: string) => JSON.stringify(pathToFileURL(join(REPO_ROOT, path)).href);
const SCRIPT = `
const { RE2Set } = await import('re2js');
const { verdict } = await import(${url('dist/test/helpers/redteam-floor.js')});
const compile = RE2Set.prototype.compile;
RE2Set.prototype.compile = function () { throw new RangeError('Maximum call stack size exceeded'); };
const during = [];
for (const c of ['ipython -c "print(1)"', 'pip install -r requirements.txt', 'git status', 'sudo id'])
  try { during.push(verdict(c).kind); } catch (e) { during.push(e.name); }
RE2Set.prototype.compile = compile;
const after = ['ipython -c "print(1)"', 'pip install -r requirements.txt', 'git status', 'sudo id'];
console.log(JSON.stringify({ during, after: after.map((c) => verdict(c).kind) }));
`;

test('a first build stopped by an error not RE2s fails that call only: the next calls are decided afresh', () => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // Not a test runner's child: the helpers' imports would report to it.
    env: { ...process.env, NODE_TEST_CONTEXT: undefined },
  });
  assert.equal(r.status, 0, r.stderr);
  const { during, after } = JSON.parse(r.stdout) as { during: string[]; after: string[] };
  // While every build fails, a call that needs one throws up to its caller, who refuses it; none is admitted
  // that a fresh process refuses.
  for (const [i, d] of during.entries())
    assert.ok(d === 'RangeError' || d === after[i], JSON.stringify(during));
  assert.notEqual(during[3], 'ALLOW');
  assert.deepEqual(after, ['ALLOW', 'ALLOW', 'ALLOW', 'DENY']);
});
