// Red team, round 21: `gate serve` started from its start-up snapshot (docs/operations.md, "Round 20").
// Anything the blob's build computed is the same in every process started from it: a random value drawn,
// a key read from the environment, a clock read. Two servers started from the one blob, each with its own
// environment, must differ in everything per-process: trace ids and quarantine ids drawn, the provider key
// a flag names (`--api-key-env`), the approver key (`--approver-key-env`), each read at start, not at build.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { startFakeUpstream } from './fake-upstream.js';
import { readResultTurn } from './helpers/agent-call.js';
import { REPO_ROOT, startGate } from './helpers/gate-process.js';

const NODE = realpathSync(process.execPath);
const PATH = `${dirname(NODE)}:${process.env.PATH ?? ''}`;
const TOKEN = `ghp_${'Zq7Lm2Xc9Vb4Nn1Kk8Jh3Gf6Dd5Ss0Aa2Pp9Oo'}`;

/** A chat turn whose tool result holds a token: the result is withheld under a quarantine id drawn for it. */
const TURN = JSON.stringify(readResultTurn(`token=${TOKEN}`, 'm'));

test('two servers from one snapshot draw their own ids and read their own keys at start', async (t) => {
  const blob = join(REPO_ROOT, 'dist/snapshot/serve.blob');
  if (!existsSync(blob) || !existsSync(join(REPO_ROOT, 'dist/snapshot/cpu'))) {
    t.skip('no serve snapshot (npm run build on Linux makes it)');
    return;
  }
  const fake = await startFakeUpstream();
  const keys = ['sk-provider-snap-A-0123456789', 'sk-provider-snap-B-9876543210'];
  const approvers = ['approver-key-A-0123456789abcdef0123', 'approver-key-B-0123456789abcdef0123'];
  const gates = await Promise.all(
    [0, 1].map((i) =>
      startGate(
        [
          '--base-url',
          fake.baseUrl,
          '--provider',
          'openai',
          '--api-key-env',
          'R21_SNAP_PROVIDER',
          '--approver-key-env',
          'R21_SNAP_APPROVER',
        ],
        {
          asProgram: true,
          env: {
            PATH,
            R21_SNAP_PROVIDER: keys[i],
            R21_SNAP_APPROVER: approvers[i],
            GATE_AUDIT_JOURNAL: undefined,
          },
        },
      ),
    ),
  );
  try {
    for (const gate of gates) {
      // Started from the blob, not the bundle: otherwise this test proves nothing about it.
      const cmdline = readFileSync(`/proc/${gate.child.pid}/cmdline`, 'utf8').split('\0');
      assert.equal(cmdline[1], '--snapshot-blob');
    }
    const seen = await Promise.all(
      gates.map(async (gate) => {
        const traces: string[] = [];
        const quarantines: string[] = [];
        for (let n = 0; n < 3; n++) {
          const res = await fetch(`${gate.url}/v1/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: TURN,
          });
          assert.equal(res.status, 200);
          traces.push(res.headers.get('x-gate-trace-id') ?? '');
          const body = (await res.json()) as { gate?: { withheld?: { quarantine_id: string }[] } };
          quarantines.push(...(body.gate?.withheld ?? []).map((w) => w.quarantine_id));
        }
        return { traces, quarantines };
      }),
    );
    const [a, b] = seen as [(typeof seen)[0], (typeof seen)[0]];
    assert.equal(a.quarantines.length, 3, 'each turn withheld its result');
    assert.equal(
      new Set([...a.traces, ...b.traces]).size,
      6,
      `trace ids repeat: ${[...a.traces, ...b.traces]}`,
    );
    assert.equal(new Set([...a.quarantines, ...b.quarantines]).size, 6, 'quarantine ids repeat');
    // The provider key each server sent is the one its own environment held at start.
    const sent = fake.received.map((r) => r.headers.authorization);
    assert.deepEqual(new Set(sent), new Set(keys.map((k) => `Bearer ${k}`)));
    // Each approver key may decide on its own server's approvals and not the other's (none exists: 404
    // is the key accepted, 401 refused).
    for (const [i, gate] of gates.entries()) {
      const status = async (key: string) =>
        (
          await fetch(`${gate.url}/v1/gate/approvals/ap-none/approve`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}` },
          })
        ).status;
      assert.equal(await status(approvers[i]!), 404);
      assert.equal(await status(approvers[1 - i]!), 401);
    }
  } finally {
    for (const gate of gates) assert.equal(await gate.stop('SIGTERM'), 0, gate.stderr());
    await fake.close();
  }
});
