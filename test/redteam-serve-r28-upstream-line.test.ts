// Red team, round 28: an upstream event stream whose one line runs to 50 MB (never a line end until the
// last byte). gate holds at most one event (MAX_EVENT_CHARS, src/wire/shared/sse-parser.ts), so the answer
// is the wire's own error event and the process grows by a bounded amount, not by the line.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const LINE_BYTES = 50 * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 'a');

/** The gate process's peak resident set, in MiB. */
function peakMiB(gate: GateProcess): number {
  const status = readFileSync(`/proc/${gate.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

describe('redteam r28: a 50 MB SSE line from the upstream', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  before(async () => {
    fake = await startFakeUpstream();
    fake.setDefault((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.on('error', () => undefined);
      res.write('data: {"choices":[{"index":0,"delta":{"content":"');
      let sent = 0;
      const more = () => {
        while (sent < LINE_BYTES) {
          sent += PIECE.length;
          if (!res.write(PIECE)) return void res.once('drain', more);
        }
        res.end('"}}]}\n\n');
      };
      more();
    });
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai'], {
      env: { OPENAI_API_KEY: 'sk-r28' },
    });
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('chat and responses streams end with an error event in their shape; the process stays bounded', async () => {
    const start = peakMiB(gate);
    for (const [path, body] of [
      ['/v1/chat/completions', { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }],
      ['/v1/responses', { model: 'm', stream: true, input: 'hi' }],
    ] as const) {
      const res = await fetch(`${gate.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      assert.ok(text.length < 4096, `${path}: ${text.length} chars answered`);
      assert.match(text, /event larger than 16777216 characters/, path);
      assert.ok(!text.includes('aaaa'), `${path}: upstream bytes in the error`);
      if (path === '/v1/responses') assert.match(text, /^event: error\n/);
      else assert.match(text, /^data: \{"error":/);
    }
    // The line is 50 MiB; the bound is one 16 Mi-character event (one byte a character here) and its copies.
    const grew = peakMiB(gate) - start;
    assert.ok(grew < 160, `gate's peak grew by ${grew.toFixed(0)} MiB`);
  });
});
