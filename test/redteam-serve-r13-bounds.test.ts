// Red team, round 13: what one client can make gate hold. A client that never reads a stream while the
// upstream pours: gate reads the upstream only as fast as the client takes bytes, so what the upstream
// could send is bounded by socket buffers, not by the stream's length (measured as upstream bytes sent
// once it stalled, against the 256 MB it would send). And header fields past node:http's count, which it
// drops without a word: a second Authorization put past them went unseen (gate read one and served the
// request). Now a request with more fields than gate reads is 431.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'k-r13-bounds';
/** What the upstream would send if nothing pushed back. */
const UPSTREAM_TOTAL = 256 * 1024 * 1024;
/** Loopback socket buffers and gate's own high-water marks, with room: far below UPSTREAM_TOTAL. */
const HELD_BOUND = 48 * 1024 * 1024;

type Wire = 'chat' | 'messages' | 'responses';

/** An upstream stream of text deltas that writes while its socket takes them, counting the bytes. */
function pouring(wire: Wire, sent: { bytes: number }) {
  return (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const text = 'y'.repeat(4000);
    let seq = 0;
    const frame = (event: string | undefined, data: object) =>
      `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
    const r = (type: string, data: object) => frame(type, { type, sequence_number: seq++, ...data });
    const head =
      wire === 'chat'
        ? ''
        : wire === 'messages'
          ? frame('message_start', {
              type: 'message_start',
              message: { id: 'm', type: 'message', role: 'assistant', model: 'm', content: [], usage: {} },
            }) +
            frame('content_block_start', {
              type: 'content_block_start',
              index: 0,
              content_block: { type: 'text', text: '' },
            })
          : r('response.created', {
              response: { id: 'r', object: 'response', status: 'in_progress', output: [] },
            }) +
            r('response.output_item.added', {
              output_index: 0,
              item: { id: 'msg', type: 'message', role: 'assistant', status: 'in_progress', content: [] },
            }) +
            r('response.content_part.added', {
              item_id: 'msg',
              output_index: 0,
              content_index: 0,
              part: { type: 'output_text', text: '', annotations: [] },
            });
    const next = () =>
      wire === 'chat'
        ? frame(undefined, {
            id: 'c',
            object: 'chat.completion.chunk',
            created: 1,
            model: 'm',
            choices: [{ index: 0, delta: { content: text }, finish_reason: null }],
          })
        : wire === 'messages'
          ? frame('content_block_delta', {
              type: 'content_block_delta',
              index: 0,
              delta: { type: 'text_delta', text },
            })
          : r('response.output_text.delta', {
              item_id: 'msg',
              output_index: 0,
              content_index: 0,
              delta: text,
            });
    res.write(head);
    sent.bytes += head.length;
    const pour = (): void => {
      while (!res.destroyed && sent.bytes < UPSTREAM_TOTAL) {
        const ev = next();
        sent.bytes += ev.length;
        if (!res.write(ev)) {
          res.once('drain', pour);
          return;
        }
      }
      if (!res.destroyed) res.end();
    };
    pour();
  };
}

function rawRequest(gate: GateProcess, path: string, body: string, head = ''): Socket {
  const socket = connect(Number(new URL(gate.url).port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nauthorization: Bearer ${KEY}\r\n${head}` +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return socket;
}

/** Resolves once `read()` has not changed for `quietPolls` polls in a row (or the poll budget ran out). */
async function settled(read: () => number, quietPolls = 8, budget = 200): Promise<number> {
  let last = -1;
  let quiet = 0;
  for (let i = 0; i < budget && quiet < quietPolls; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const now = read();
    quiet = now === last && now > 0 ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

function rssBytes(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

describe('redteam r13: what one client can make gate hold (real gate serve)', () => {
  let fake: FakeUpstream;
  let openai: GateProcess;
  let anthropic: GateProcess;

  before(async () => {
    fake = await startFakeUpstream({ record: false });
    // A long deadline: the never-reading client is not cut while it is measured.
    const common = [
      '--base-url',
      fake.baseUrl,
      '--require-key-env',
      'GATE_KEY',
      '--request-timeout-ms',
      '120000',
    ];
    [openai, anthropic] = await Promise.all([
      startGate([...common, '--provider', 'openai'], { env: { GATE_KEY: KEY } }),
      startGate([...common, '--provider', 'anthropic'], { env: { GATE_KEY: KEY } }),
    ]);
  });
  after(async () => {
    await Promise.all([openai?.stop(), anthropic?.stop()]);
    await fake?.close();
  });

  const routes: Record<Wire, { path: string; body: object }> = {
    chat: {
      path: '/v1/chat/completions',
      body: { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] },
    },
    messages: {
      path: '/v1/messages',
      body: { model: 'm', max_tokens: 10, stream: true, messages: [{ role: 'user', content: 'hi' }] },
    },
    responses: { path: '/v1/responses', body: { model: 'm', stream: true, input: 'hi' } },
  };

  for (const wire of ['chat', 'messages', 'responses'] as const) {
    it(`${wire}: a client that never reads a stream holds only socket buffers of the upstream's 256 MB`, async () => {
      const gate = wire === 'messages' ? anthropic : openai;
      const sent = { bytes: 0 };
      fake.push(pouring(wire, sent));
      const rssBefore = rssBytes(gate.child.pid!);
      const socket = rawRequest(gate, routes[wire].path, JSON.stringify(routes[wire].body));
      socket.pause();
      const stalled = await settled(() => sent.bytes);
      const rssAfter = rssBytes(gate.child.pid!);
      socket.destroy();
      assert.ok(stalled < HELD_BOUND, `the upstream stalled after ${stalled} bytes, not ${UPSTREAM_TOTAL}`);
      assert.ok(
        rssAfter - rssBefore < HELD_BOUND * 2,
        `gate grew ${Math.round((rssAfter - rssBefore) / 1e6)} MB while the client read nothing`,
      );
      process.stderr.write(
        `# ${wire}: upstream sent ${stalled} bytes before it stalled; gate RSS +${Math.round((rssAfter - rssBefore) / 1e6)} MB\n`,
      );
    });
  }

  it('header fields past what gate reads: a second Authorization there is refused, not dropped', async () => {
    const send = (filler: number) =>
      new Promise<string>((resolve) => {
        let head = '';
        for (let i = 0; i < filler; i++) head += `x-f${i}: 1\r\n`;
        const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
        const socket = rawRequest(
          openai,
          '/v1/chat/completions',
          body,
          `${head}authorization: Bearer other\r\nconnection: close\r\n`,
        );
        let out = '';
        socket.on('data', (d) => {
          out += d;
        });
        socket.on('close', () => resolve(out));
      });
    // Few fields: the repeated Authorization is seen and refused.
    assert.match(await send(4), /^HTTP\/1\.1 400 [\s\S]*more than one Authorization header/);
    // Past node:http's 2000 (and gate's 256): refused for the count, never served on the first key.
    for (const filler of [300, 2000]) {
      const answer = await send(filler);
      assert.match(answer, /^HTTP\/1\.1 431 /, `${filler} fields: ${answer.slice(0, 60)}`);
      assert.match(answer, /more than 256 header fields/);
    }
    assert.equal(openai.child.exitCode, null);
  });
});
