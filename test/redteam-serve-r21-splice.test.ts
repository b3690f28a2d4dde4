// Red team, round 21: the buffered answer's splice (round 20 sends an answer gate did not change as the
// upstream's own text) and the arguments gate passes as the model's bytes. Whatever text a reader other
// than gate's takes from what the client receives must be what gate judged. Found: a number JavaScript
// cannot carry exactly (an integer past 2^53, `1e400`) in a call's arguments was judged rounded while the
// agent got the upstream's digits, which an exact reader (Python's json, a BigInt reader) keeps: a rule
// refusing one account number admitted its neighbour digit for digit. Now arguments text holding one is
// MALFORMED, and an answer holding one in a call's inline value goes out re-serialised, as it was judged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { parseJsonStrict } from '../src/kernel/json-strict.js';
import { policyGates } from './helpers/served-gates.js';
import {
  bufferedAnswer,
  callsInBody,
  gateExtension,
  isWireError,
  type Json,
  requestFor,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? 60);
const BLOCKED_ACCOUNT = '12345678901234567891';
const POLICY = {
  version: 'gate-policy/v1',
  allow: ['lookup', 'get_weather'],
  arg_rules: [{ tool: 'lookup', arg: 'account', deny_regex: `^${BLOCKED_ACCOUNT}$` }],
};

/** Pieces of argument text: ordinary members and the shapes readers disagree on. */
const member = fc.oneof(
  fc.constantFrom(
    '"city":"Paris"',
    '"n":7',
    '"account":12345678901234567891',
    '"account":12345678901234567892',
    '"big":1e400',
    '"neg":-9007199254740993',
    '"zero":-0',
    '"f":0.30000000000000004',
    '"__proto__":{"admin":true}',
    '"constructor":{"prototype":1}',
    '"s":"\\ud800"',
    '"s":"a\\u0000b"',
    '"city":"Paris","city":"Rome"',
    '"\\u0063ity":"Rome"',
    '"t":"\\u2028\\u2029"',
  ),
  fc.string({ maxLength: 8 }).map((s) => `${JSON.stringify(s)}:${JSON.stringify(s)}`),
);
const space = fc.constantFrom('', ' ', '\n', '\t', '\r\n  ');
const argsText = fc
  .tuple(fc.array(member, { maxLength: 4 }), space)
  .map(([members, ws]) => `{${ws}${members.join(`,${ws}`)}${ws}}`);

/**
 * The first number token of a JSON text an exact reader (Python's json, a BigInt reader) reads otherwise
 * than gate's double's own text, or undefined: an integer past 2^53 must be spelt as JavaScript writes it
 * (what gate judged, re-serialised), and no number may be past a double's range.
 */
function readOtherwise(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i + 1;
      while (j < text.length && /[0-9.eE+-]/.test(text[j]!)) j++;
      const token = text.slice(i, j);
      const value = Number(token);
      if (!Number.isFinite(value)) return token;
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(value) && token !== String(value)) return token;
      i = j - 1;
    }
  }
  return undefined;
}

/** How the upstream frames its body: a BOM, whitespace after it, a charset, gzip. */
const framing = fc.record({
  bom: fc.boolean(),
  trailing: fc.constantFrom('', '\n', ' \r\n'),
  type: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
  ),
  gzip: fc.boolean(),
  unknown: fc.constantFrom<Json>({}, { __proto__x: 1 }, { extra: { nested: [1, 'x'] } }),
});

type Framing = typeof framing extends fc.Arbitrary<infer T> ? T : never;

/** The answer's text: a call whose arguments are `args` (raw text inside messages' `input`). */
function answerText(wire: Wire, name: string, args: string, unknown: Json): string {
  const marker = '"@ARGS@"';
  if (wire === 'messages') {
    const body = bufferedAnswer(wire, [{ id: 'call_0', name, args: '{}' }]);
    Object.assign(body, unknown);
    (body['content'] as Json[])[1]!['input'] = '@ARGS@';
    return JSON.stringify(body).replace(marker, args);
  }
  const body = bufferedAnswer(wire, [{ id: 'call_0', name, args }]);
  return JSON.stringify(Object.assign(body, unknown));
}

describe('what the client reads of a buffered answer is what gate judged (real gate serve)', () => {
  const gates = policyGates(POLICY);
  const fake = () => gates.fake;

  /** Sends one turn whose answer is `text`, framed; the status and the bytes the client receives. */
  async function exchange(wire: Wire, text: string, f: Framing) {
    const raw = Buffer.concat([Buffer.from(f.bom ? '\ufeff' : ''), Buffer.from(text + f.trailing)]);
    fake().push((_req, res) => {
      const headers: Record<string, string> = { 'content-type': f.type };
      if (f.gzip) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(f.gzip ? gzipSync(raw) : raw);
    });
    const gate = wire === 'messages' ? gates.messages : gates.openai;
    const { path, body } = requestFor(wire, false);
    const res = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }

  for (const wire of WIRES) {
    it(`${wire}: every admitted call reads the same to JSON.parse, a strict reader and an exact one`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('lookup', 'get_weather'),
          argsText,
          framing,
          async (name, args, f) => {
            const got = await exchange(wire, answerText(wire, name, args, f.unknown), f);
            if (got.status !== 200) {
              assert.equal(got.status, 502, got.text);
              assert.ok(isWireError(wire, JSON.parse(got.text)), got.text);
              return;
            }
            // No content coding or charset of the upstream's reaches a client that got decoded UTF-8.
            assert.equal(got.type, 'application/json');
            const parsed = JSON.parse(got.text) as Json;
            // The strict reader (no repeated key anywhere) reads the same value: no reader's choice of
            // which repeat wins can differ from gate's.
            assert.deepEqual(parseJsonStrict(got.text), parsed);
            const verdicts = gateExtension([parsed])?.verdicts ?? [];
            for (const call of callsInBody(wire, parsed)) {
              const v = verdicts.find((x) => x.tool_call_id === call.id);
              assert.ok(v && ['ALLOW', 'TRANSFORM'].includes(v.verdict.kind), `${call.id} unjudged`);
              // The arguments an agent reads: strict JSON, and no number an exact reader keeps otherwise
              // than gate's double did (the arguments as a string, or messages' input in the body's text).
              const argText = wire === 'messages' ? got.text : call.args;
              assert.doesNotThrow(() => parseJsonStrict(call.args));
              assert.equal(
                readOtherwise(argText),
                undefined,
                `an exact reader sees other digits: ${argText}`,
              );
              assert.ok(!argText.includes(BLOCKED_ACCOUNT), 'the refused account reached the agent');
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('the refused account, one digit past what a double holds, with both SDKs', async () => {
    const args = `{"account":${BLOCKED_ACCOUNT},"amount":5}`;
    fake().push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answerText('chat', 'lookup', args, {}));
    });
    const chat = await new OpenAI({
      baseURL: `${gates.openai.url}/v1`,
      apiKey: 'k',
      maxRetries: 0,
    }).chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'pay' }] })
      .withResponse();
    assert.equal(chat.data.choices[0]!.message.tool_calls, undefined, JSON.stringify(chat.data));
    assert.equal(chat.data.choices[0]!.finish_reason, 'stop');
    fake().push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answerText('messages', 'lookup', args, {}));
    });
    const raw = await new Anthropic({ baseURL: gates.messages.url, apiKey: 'k', maxRetries: 0 }).messages
      .create({ model: 'm', max_tokens: 8, messages: [{ role: 'user', content: 'pay' }] })
      .asResponse();
    const text = await raw.text();
    // Admitted or not, the digits the agent reads are the ones gate judged.
    assert.ok(!text.includes(BLOCKED_ACCOUNT), text);
    assert.equal(readOtherwise(text), undefined, text);
  });
});
