// Round 45 (linear-r45): the real process's upstream answers and request heads, measured where round 44 only
// read them. A crafted upstream answer from each wire's own literals and separators (SSE line ends, `data:` and
// `event:` fields, comments, colons, tiny pieces; buffered JSON deep, wide, escaped, unclosed) goes through
// `gate serve` on each streamed wire (chat, Responses: one gate, `--provider openai`; messages: one gate,
// `--provider anthropic`), and request heads of 15 kB (the head's bound is 16 KiB) from their own separators
// through the first. Each case's CPU is the gate process's own (/proc), under a bound far above a linear
// reading's (10-250 ms at 200 kB here) and far below a quadratic one's. None was slow on the base but the Origin
// header's `\/+$` (0.15-0.26 s a request at 16 KiB; now a loop). A share of the cases runs in the suite (the
// 10 MB ones under GATE_DEEP=1 only); GATE_DEEP=1 runs them all.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { after, before, test } from 'node:test';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { DEEP, shareOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post } from './helpers/http-post.js';
import { repeatedTo } from './helpers/linear-cpu.js';
import { requestFor, type Wire } from './helpers/upstream-answers.js';

/**
 * A case's CPU bound in the gate process: a linear 200 kB reading takes 10-250 ms here, a quadratic one seconds;
 * at 10 MB a linear one takes 1.5-12.5 s (50 times), a quadratic one (2,500 times its 200 kB cost) hours.
 */
const boundMs = (n: number): number => (n > 200_000 ? 30_000 : 1000);
const SIZES = DEEP ? [200_000, 10_000_000] : [200_000];
const HEAD = 15_000;
const share = shareOf(0.2);

/** The gate process's CPU so far, in ms (utime + stime at 100 Hz). */
function cpuOf(gate: GateProcess): number {
  const fields = readFileSync(`/proc/${gate.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sse =
  (text: string, piece = 0): Responder =>
  (_req, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (piece === 0) return void res.end(text);
    let at = 0;
    const more = (): void => {
      while (at < text.length) {
        const ok = res.write(text.slice(at, at + piece));
        at += piece;
        if (!ok) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  };
const json =
  (text: string): Responder =>
  (_req, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(text);
  };

/** The answer's opening event, so the crafted part arrives after a stream the wire accepted. */
const OPENING: Record<Wire, string> = {
  chat: `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }] })}\n\n`,
  messages: `event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { id: 'm', type: 'message', role: 'assistant', model: 'm', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } })}\n\n`,
  responses: `event: response.created\ndata: ${JSON.stringify({ type: 'response.created', sequence_number: 0, response: { id: 'r', object: 'response', status: 'in_progress', output: [] } })}\n\n`,
}; // biome-ignore format: one opening a line

type Case = readonly [name: string, stream: boolean, answer: Responder];

function answersAt(wire: Wire, n: number): Case[] {
  const at = (unit: string, tail = '') => repeatedTo(n, OPENING[wire], unit, tail);
  const delta = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'a' } }], type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'a' } })}\n\n`;
  const keys = Array.from({ length: Math.floor(n / 12) }, (_, i) => `"k${i}":${i}`).join(',');
  return [
    ['blank lines', true, sse(at('\n'))],
    ['CR line ends', true, sse(at('\r'))],
    ['CRLF line ends', true, sse(at('\r\n'))],
    ['comment lines', true, sse(at(':\n'))],
    ['data: lines of one event', true, sse(at('data: x\n', '\n'))],
    ['empty data events', true, sse(at('data: {}\n\n'))],
    ['event: lines then one data', true, sse(at('event: x\n', 'data: {}\n\n'))],
    ['one event name', true, sse(`${OPENING[wire]}event: ${'x'.repeat(n)}\ndata: {}\n\n`)],
    ['one field name', true, sse(`${OPENING[wire]}${'d'.repeat(n)}: x\n\n`)],
    ['colons after data', true, sse(`${OPENING[wire]}data${':'.repeat(n)}\n\n`)],
    ['one data line in 16-byte pieces', true, sse(`${OPENING[wire]}data: ${'x'.repeat(n)}\n\n`, 16)],
    ['one data line without a line end', true, sse(`${OPENING[wire]}data: ${'{"a":"'.repeat(n / 6)}`)],
    ['text deltas', true, sse(at(delta))],
    ['a wide array', false, json(`[${'0,'.repeat(n / 2)}0]`)],
    ['a deep array', false, json(`${'['.repeat(n / 2)}${']'.repeat(n / 2)}`)],
    ['a deep object', false, json(`${'{"a":'.repeat(n / 6)}0${'}'.repeat(n / 6)}`)],
    ['a wide object', false, json(`{${keys}}`)],
    ['an unclosed object', false, json('{'.repeat(n))],
    ['escapes', false, json(`"${'\\u0041'.repeat(n / 6)}"`)],
    ['a string of backslashes', false, json(`{"a":"${'\\\\'.repeat(n / 2)}`)],
  ];
}

/** Request heads of HEAD characters from each header's own separators (the head's bound is 16 KiB). */
const HEADS: readonly (readonly [string, Record<string, string>])[] = [
  ['Authorization: Bearer then blanks', { authorization: `Bearer ${' '.repeat(HEAD)}x` }],
  ['Authorization: blanks then Bearer', { authorization: `${' '.repeat(HEAD)}Bearer x` }],
  ['Authorization: Bearer repeated', { authorization: 'Bearer '.repeat(HEAD / 7) }],
  ['Authorization: Basic then =', { authorization: `Basic ${'='.repeat(HEAD)}x` }],
  ['Content-Type: ; repeated', { 'content-type': `application/json${';'.repeat(HEAD)}` }],
  ['Content-Type: ; a=b repeated', { 'content-type': `application/json${'; a=b'.repeat(HEAD / 5)}` }],
  ['Content-Type: charset repeated', { 'content-type': `application/json${'; charset=utf-8'.repeat(HEAD / 15)}` }],
  ['Content-Type: a quoted parameter of escapes', { 'content-type': `application/json; a="${'\\"'.repeat(HEAD / 2)}` }],
  ['Content-Type: blanks then x', { 'content-type': `application/json${' '.repeat(HEAD)}x` }],
  ['Accept: a list', { accept: 'text/event-stream, '.repeat(HEAD / 19) }],
  ['Accept: q parameters', { accept: '*/*;q=0.1,'.repeat(HEAD / 10) }],
  ['Origin: slashes then x', { origin: `http://x${'/'.repeat(HEAD)}x` }],
  ['Origin: slashes', { origin: `http://127.0.0.1${'/'.repeat(HEAD)}` }],
  ['Host: labels', { host: `${'a.'.repeat(HEAD / 2)}:1` }],
  ['traceparent: dashes', { traceparent: '00-'.repeat(HEAD / 3) }],
  ['X-Forwarded-For: a list', { 'x-forwarded-for': '1.1.1.1, '.repeat(HEAD / 9) }],
]; // biome-ignore format: one head a line

let fake: FakeUpstream;
const gates = new Map<'openai' | 'anthropic', Promise<GateProcess>>();
before(async () => {
  fake = await startFakeUpstream({ record: false });
});
after(async () => {
  closePosts();
  await Promise.all([...gates.values()].map(async (gate) => (await gate).stop()));
  await fake?.close();
});

/** The gate in front of `wire`'s provider, started on first use with one request so no case pays its loading. */
function gateFor(wire: Wire): Promise<GateProcess> {
  const provider = wire === 'messages' ? 'anthropic' : 'openai';
  let gate = gates.get(provider);
  if (gate === undefined) {
    gate = (async () => {
      const env = { [provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY']: 'sk-r45' };
      const started = await startGate(['--base-url', fake.baseUrl, '--provider', provider], { env });
      const { path, body } = requestFor(wire, true);
      await post(started.url, path, JSON.stringify(body));
      return started;
    })();
    gates.set(provider, gate);
  }
  return gate;
}

/** Sends one request through `wire`'s gate with `answer` as the upstream's, and checks its CPU and its answer. */
async function measured(wire: Wire, stream: boolean, answer: Responder, n: number, headers = {}) {
  const gate = await gateFor(wire);
  fake.setDefault(answer);
  const { path, body } = requestFor(wire, stream);
  const before = cpuOf(gate);
  const got = await post(gate.url, path, JSON.stringify(body), { headers, timeoutMs: 300_000, fresh: true });
  // The answer is whole once the client has it; the process's own count settles within its next tick.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const ms = cpuOf(gate) - before;
  assert.ok(ms < boundMs(n), `${ms} ms of gate's CPU`);
  assert.ok(got.status >= 200 && got.status < 600, String(got.status));
  assert.doesNotMatch(got.text, /\n\s+at /, 'no stack trace');
  assert.equal(gate.child.exitCode, null, 'gate is still up');
}

// The suite's run takes one wire (one gate start) drawn from the seed, a share of its answers and of the heads.
const WIRES_RUN: readonly Wire[] = DEEP
  ? ['chat', 'responses', 'messages']
  : [(['chat', 'responses', 'messages'] as const)[share.seed % 3]!];

test(`r45 linear: crafted upstream answers through the real process (${WIRES_RUN.join(', ')}; ${share.said})`, async (t) => {
  for (const n of SIZES)
    for (const wire of WIRES_RUN)
      for (const [name, stream, answer] of answersAt(wire, n)) {
        if (n > 200_000 ? !DEEP : !share.take()) continue;
        await t.test(`${wire}, ${stream ? 'streamed' : 'buffered'}: ${name}, ${n} characters`, () =>
          measured(wire, stream, answer, n),
        );
      }
});

test(`r45 linear: request heads of ${HEAD} characters through the real process (${share.said})`, async (t) => {
  const wire = WIRES_RUN[0]!;
  const { body } = requestFor(wire, false);
  for (const [name, headers] of HEADS) {
    if (!share.take()) continue;
    await t.test(`${name} (${wire})`, () => measured(wire, false, json(JSON.stringify(body)), HEAD, headers));
  }
});
