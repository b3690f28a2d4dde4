// The compiled policy is read by every rung of every decision: it must keep V8's fast properties. An
// object literal holding an accessor (the lazy `digest`) is made a dictionary, and each field read then
// hashed the name (an admitted Read cost 20 % more, a denied name 25 %). Checked in a child process
// with V8's own %HasFastProperties, which needs --allow-natives-syntax.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const load = fileURLToPath(new URL('../src/kernel/policy/load.js', import.meta.url));
const floor = fileURLToPath(new URL('../src/kernel/policy/default-floor.js', import.meta.url));

test('a compiled policy keeps fast properties, and its digest is still computed on first read', () => {
  const script = `
    const { compilePolicy, loadPolicy } = await import(${JSON.stringify(load)});
    const { DEFAULT_FLOOR } = await import(${JSON.stringify(floor)});
    const policies = [compilePolicy(DEFAULT_FLOOR, 'builtin'), loadPolicy('{"allow":["Read"]}', 'inline')];
    const out = policies.map((p) => [%HasFastProperties(p), Object.isFrozen(p), typeof p.digest, Object.keys(p).includes('digest')]);
    console.log(JSON.stringify(out));
  `;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), [
    [true, true, 'string', true],
    [true, true, 'string', true],
  ]);
});
