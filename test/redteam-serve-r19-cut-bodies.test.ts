// Red team, round 19: a request body its Content-Length declares, cut by the client mid-way (the socket
// destroyed, or half-closed). Nothing reached the upstream or the journal (sound), but the request left no
// access-log line and no metric: its response closed before the handler finished, and the log waited for a
// close that had already happened. Now every such request is logged once, in the shape of any other.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';

const journal = join(mkdtempSync(join(tmpdir(), 'gate-cut-')), 'journal.jsonl');
let fake: FakeUpstream;
let gate: GateProcess;

describe('redteam-serve-r19-cut-bodies', () => {
  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai'], {
      env: { GATE_AUDIT_JOURNAL: journal },
    });
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  const BODY = JSON.stringify({
    model: 'm',
    messages: [
      { role: 'user', content: 'list the files' },
      {
        role: 'assistant',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'Bash', arguments: '{"command":"ls"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'a\nb\n'.repeat(500) },
    ],
  });

  /** Sends the head and the first `sent` bytes of the body, then cuts the connection as `how` says. */
  function cut(sent: number, how: 'destroy' | 'half-close'): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(Number(new URL(gate.url).port), '127.0.0.1', () => {
        socket.write(
          'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY.slice(0, sent)}`,
        );
        // A moment for gate to start reading the body, then the cut.
        setTimeout(() => (how === 'destroy' ? socket.destroy() : socket.end()), 100);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      socket.resume();
    });
  }

  /** The access-log lines for the chat route so far. */
  const chatLines = () =>
    gate
      .stdout()
      .split('\n')
      .filter((l) => l.includes('"msg":"request"') && l.includes('"route":"/v1/chat/completions"'));

  test('a body cut mid-way: logged once, nothing upstream, no journal row, no body bytes in the log', async () => {
    const cases: Array<[number, 'destroy' | 'half-close']> = [
      [0, 'destroy'],
      [1, 'destroy'],
      [BODY.length >> 1, 'destroy'],
      [BODY.length - 1, 'destroy'],
      [BODY.length >> 1, 'half-close'],
      [BODY.length - 1, 'half-close'],
    ];
    for (const [sent, how] of cases) await cut(sent, how);
    // Each cut request's line is written when gate sees the close; wait for them (bounded), never on a time.
    await until(() => chatLines().length >= cases.length);
    const lines = chatLines();
    assert.equal(lines.length, cases.length, `one access-log line per cut request:\n${gate.stdout()}`);
    for (const line of lines) {
      const entry = JSON.parse(line) as { status: number; method: string };
      assert.equal(entry.method, 'POST');
      assert.ok(entry.status >= 400 && entry.status < 500, line);
      assert.ok(!line.includes('list the files') && !line.includes('Bash'), 'no body bytes or tool names');
    }
    assert.equal(fake.received.length, 0, 'no cut request reached the upstream');
    const rows = existsSync(journal) ? readFileSync(journal, 'utf8').trim() : '';
    assert.equal(rows, '', 'no journal row for a request never read whole');
    const metrics = await (await fetch(`${gate.url}/metrics`)).text();
    assert.match(
      metrics,
      /gate_http_request_duration_seconds_count\{route="\/v1\/chat\/completions",method="POST",status="4\d\d"\} [1-9]/,
    );
    // The whole body still goes through, decided, journaled and forwarded.
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
    });
    assert.equal(res.status, 200, await res.text());
    assert.equal(fake.received.length, 1);
  });
});
