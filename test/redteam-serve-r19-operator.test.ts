// Red team, round 19: `POST /v1/gate/policy/reload` is an operator's action, yet any client key could call
// it (re-reading the operator's file on an agent's word, mid-edit). Now only the operator key of
// `--admin-key-env` reloads; a client key gets 403 in the route's shape and the floor is not re-read; with
// labelled client keys and no operator key, reload is SIGHUP only; the one unlabelled key of the interface's
// `--require-key-env VAR` is the operator's and reloads (docs/operations.md, "Operator key").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-operator-'));
const KEYS = {
  ALICE_KEY: 'alice-key-0123456789',
  BOB_KEY: 'bob-key-0123456789',
  OPS_KEY: 'ops-key-0123456789',
};
const CLIENTS = ['--require-key-env', 'alice=ALICE_KEY', '--require-key-env', 'bob=BOB_KEY'];

function policyFile(name: string, tool: string): string {
  const file = join(tmp, name);
  writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: [tool] }));
  return file;
}

interface ErrorDoc {
  error: { type: string; code: string; message: string };
}

async function reload(
  gate: GateProcess,
  headers: Record<string, string>,
): Promise<{ status: number; body: ErrorDoc }> {
  const res = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST', headers });
  return { status: res.status, body: (await res.json()) as ErrorDoc };
}

async function digest(gate: GateProcess): Promise<string> {
  const res = await fetch(`${gate.url}/debug/vars`, {
    headers: { authorization: `Bearer ${KEYS.ALICE_KEY}` },
  });
  return ((await res.json()) as { policy: { digest: string } }).policy.digest;
}

describe('with an operator key', () => {
  const file = policyFile('with.json', 'alpha');
  let gate: GateProcess;
  before(async () => {
    gate = await startGate([...CLIENTS, '--admin-key-env', 'OPS_KEY', '--policy', file], { env: KEYS });
  });
  after(() => gate?.stop());

  test('a client key is 403 permission_error in the route shape, and the floor is not re-read', async () => {
    const before = await digest(gate);
    writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['beta'] }));
    for (const headers of [
      { authorization: `Bearer ${KEYS.ALICE_KEY}` } as Record<string, string>,
      { 'x-api-key': KEYS.BOB_KEY },
      { authorization: `Bearer ${KEYS.BOB_KEY}`, 'x-api-key': 'not-the-operator' },
    ]) {
      const got = await reload(gate, headers);
      assert.equal(got.status, 403, JSON.stringify(got.body));
      assert.equal(got.body.error.type, 'permission_error');
      assert.equal(got.body.error.code, 'forbidden');
      assert.match(got.body.error.message, /operator key \(--admin-key-env\)/);
      assert.ok(!JSON.stringify(got.body).includes('key-0123456789'), 'no key bytes in the error');
    }
    assert.equal(await digest(gate), before, 'the floor was not reloaded');
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer nope' },
      { 'x-api-key': `${KEYS.OPS_KEY}x` },
    ])
      assert.equal((await reload(gate, headers)).status, 401);
    assert.equal(await digest(gate), before);
  });

  test('the operator key reloads (Bearer or x-api-key); it is no client key on other routes', async () => {
    const before = await digest(gate);
    assert.equal((await reload(gate, { authorization: `Bearer ${KEYS.OPS_KEY}` })).status, 200);
    assert.notEqual(await digest(gate), before);
    assert.equal((await reload(gate, { 'x-api-key': KEYS.OPS_KEY })).status, 200);
    const models = await fetch(`${gate.url}/v1/models`, {
      headers: { authorization: `Bearer ${KEYS.OPS_KEY}` },
    });
    assert.equal(models.status, 401, 'the operator key is not a client key');
  });
});

test('labelled client keys and no operator key: reload over HTTP is 403 for every client key (SIGHUP still reloads)', async () => {
  const file = policyFile('without.json', 'alpha');
  const gate = await startGate([...CLIENTS, '--policy', file], { env: KEYS });
  try {
    const before = await digest(gate);
    writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['beta'] }));
    const got = await reload(gate, { authorization: `Bearer ${KEYS.ALICE_KEY}` });
    assert.equal(got.status, 403);
    assert.match(got.body.error.message, /off over HTTP for labelled client keys/);
    assert.equal(await digest(gate), before);
    gate.child.kill('SIGHUP');
    for (let i = 0; i < 100 && (await digest(gate)) === before; i++)
      await new Promise((r) => setTimeout(r, 50));
    assert.notEqual(await digest(gate), before, 'SIGHUP reloads');
  } finally {
    await gate.stop();
  }
});

test('an operator key equal to a client or approver key, or with --stdio, is refused at start', async () => {
  for (const args of [
    [...CLIENTS, '--admin-key-env', 'ALICE_KEY'],
    ['--approver-key-env', 'ops=OPS_KEY', '--admin-key-env', 'OPS_KEY'],
    ['--admin-key-env', 'UNSET_OPS_KEY'],
    ['--stdio', '--admin-key-env', 'OPS_KEY'],
  ]) {
    const done = await runGate(['serve', '--addr', '127.0.0.1:0', ...args], { env: KEYS });
    assert.notEqual(done.code, 0, args.join(' '));
    assert.match(done.stderr, /admin-key-env/);
    assert.ok(!done.stderr.includes('key-0123456789'), 'no key bytes in the message');
  }
});

test('one unlabelled key and no operator key: that key reloads, as the interface has it; a wrong key is 401', async () => {
  const file = policyFile('single.json', 'alpha');
  const gate = await startGate(['--require-key-env', 'ALICE_KEY', '--policy', file], { env: KEYS });
  try {
    writeFileSync(file, JSON.stringify({ version: 'gate-policy/v1', allow: ['beta'] }));
    assert.equal((await reload(gate, { authorization: `Bearer ${KEYS.BOB_KEY}` })).status, 401);
    assert.equal((await reload(gate, { 'x-api-key': KEYS.ALICE_KEY })).status, 200);
  } finally {
    await gate.stop();
  }
});
