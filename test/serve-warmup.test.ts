// `gate serve` answers its first request before it loads the result screen (docs/operations.md,
// "Startup", round 19): loading the screen blocks the thread, and started the moment gate listened it
// held a supervisor's first /healthz for its whole load. A preload logs, in gate's order, each file node
// loads and each response gate ends.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-warmup-'));
const PRELOAD = join(REPO_ROOT, 'test/fixtures/startup/log-loads.mjs');
// The screen's entry, bundled (dist/bundle/admit-HASH.js) or not (dist/src/kernel/screen/admit.js).
const SCREEN = /\/admit-[A-Z0-9]+\.js$|\/kernel\/screen\/admit\.js$/m;

function startLogged(name: string, warmupMs: string) {
  const log = join(tmp, name);
  const env = { NODE_OPTIONS: `--import=${PRELOAD}`, GATE_TEST_LOAD_LOG: log, GATE_WARMUP_MS: warmupMs };
  const loaded = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  return { gate: startGate([], { env }), loaded };
}

test('the first /healthz is answered before the screen loads; the screen loads right after it', async () => {
  const { gate: starting, loaded } = startLogged('first-answer.log', '86400000');
  const gate = await starting;
  try {
    assert.match(loaded(), /\/serve[-.]/, 'the hook sees gate load');
    const res = await fetch(`${gate.url}/healthz`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    assert.ok(await until(() => SCREEN.test(loaded())), 'the first answer starts the warm-up');
    const log = loaded();
    const answered = log.indexOf('response /healthz');
    assert.ok(answered >= 0, 'the hook sees the answer');
    assert.ok(answered < log.search(SCREEN), 'the screen loaded after the first answer, not before');
  } finally {
    assert.equal(await gate.stop(), 0);
  }
});

test('an idle gateway warms up without any request', async () => {
  const { gate: starting, loaded } = startLogged('idle.log', '0');
  const gate = await starting;
  try {
    assert.ok(await until(() => SCREEN.test(loaded())), 'the screen loads after the idle delay');
  } finally {
    assert.equal(await gate.stop(), 0);
  }
});
