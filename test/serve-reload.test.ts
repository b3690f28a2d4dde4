// Policy reload (docs/operations.md, reload; docs/design.md §10): 404 without --policy, 400 keeping the floor, 200 swapping it;
// SIGHUP does the same. Decisions before and after show which floor is in force.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startGate } from './helpers/gate-process.js';
import { verdictOf } from './helpers/mcp-client.js';
import { until } from './helpers/until.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-reload-'));

test('reload without --policy answers 404', async () => {
  const gate = await startGate([]);
  try {
    const res = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
    assert.equal(res.status, 404);
    assert.match(((await res.json()) as { error: { message: string } }).error.message, /without --policy/);
  } finally {
    await gate.stop();
  }
});

test('reload: a bad manifest is 400 with the loader message and the floor stays; a good one swaps it', async () => {
  const file = join(tmp, 'floor.json');
  writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['alpha'] }));
  const gate = await startGate(['--policy', file]);
  try {
    assert.equal(await verdictOf(gate.url, 'alpha'), 'ALLOW');
    assert.equal(await verdictOf(gate.url, 'beta'), 'DENY');

    writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['beta'], Allow: ['x'] }));
    const bad = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
    assert.equal(bad.status, 400);
    assert.match(
      ((await bad.json()) as { error: { message: string } }).error.message,
      /invalid manifest: .*floor\.json: json: unknown field "Allow"/,
    );
    assert.equal(await verdictOf(gate.url, 'alpha'), 'ALLOW', 'the running floor is untouched');

    writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['beta'] }));
    const good = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
    assert.equal(good.status, 200);
    const body = (await good.json()) as { reloaded: boolean; source: string; summary: string };
    assert.equal(body.reloaded, true);
    assert.equal(body.source, file);
    assert.match(body.summary, /beta/);
    assert.equal(await verdictOf(gate.url, 'alpha'), 'DENY');
    assert.equal(await verdictOf(gate.url, 'beta'), 'ALLOW');

    const changes = (await (await fetch(`${gate.url}/v1/gate/changes?since=0`)).json()) as {
      events: Array<{ kind: string }>;
    };
    assert.ok(
      changes.events.some((e) => e.kind === 'policy_reload'),
      'the reload is announced on the feed',
    );
  } finally {
    await gate.stop();
  }
});

test('SIGHUP reloads the manifest; a bad one leaves the floor and says so', async () => {
  const file = join(tmp, 'hup.json');
  writeFileSync(file, JSON.stringify({ allow: ['alpha'] }));
  const gate = await startGate(['--policy', file]);
  try {
    writeFileSync(file, '{"allow": ["gamma"]} trailing');
    gate.child.kill('SIGHUP');
    assert.ok(
      await until(() => /reload failed, the running floor is unchanged/.test(gate.stderr())),
      gate.stderr(),
    );
    assert.equal(await verdictOf(gate.url, 'alpha'), 'ALLOW');

    writeFileSync(file, JSON.stringify({ allow: ['gamma'] }));
    gate.child.kill('SIGHUP');
    assert.ok(await until(() => /SIGHUP: policy reloaded/.test(gate.stderr())), gate.stderr());
    assert.equal(await verdictOf(gate.url, 'gamma'), 'ALLOW');
    assert.equal(await verdictOf(gate.url, 'alpha'), 'DENY');
  } finally {
    await gate.stop();
  }
});
