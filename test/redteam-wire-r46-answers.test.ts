// Red team, round 46 (edge-r46): what gate reads of an upstream's 2xx answer, against two real `gate serve`
// processes (`--provider openai` for chat and Responses, `--provider anthropic` for messages) in front of one
// scripted upstream, read with the official OpenAI client (messages raw). Found on f3f47d1c:
// (1) an answer without its wire's list (`{"id":"x"}` on chat, messages or Responses), a chat choice without
// its `message`, or an answer holding another wire's list (a messages answer with a `choices` list of calls)
// went to the client as a 200 with a `gate` member saying no call was judged: a client reading the answer
// another way runs calls no rung saw. Now each is a 502 in the wire's shape, naming the place, no bytes.
// (2) A Responses stream of 200 kB of `data: {}` went out as ~1 MB of events typed "": an event neither its
// name nor its payload types now ends the stream with `error`.
// (3) An answer holding a call's arguments as an object of more than 20,000 distinct names (a messages
// `input`) was parsed whole (JSON.parse interns each name, ~2-4 µs) before the ladder refused the call
// MALFORMED; now one linear pass refuses the answer, 502. Held, kept: such arguments as text (chat) are DENY
// MALFORMED, and a repeated key in a call's arguments is MALFORMED on
// every wire (gate would judge one value, the tool might act on the other).
// (4) Two calls under one id in one answer (chat streamed, messages buffered; and two Responses items at one
// output_index, whose later call was judged twice) were judged apart, one admitted
// and one refused, both listed under that id: a result names its call by id, so neither the client nor the
// next turn's screening could tell which call it answers. Now the answer is refused before either is judged.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import OpenAI from 'openai';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { bufferedAnswer } from './helpers/upstream-answers.js';

const CANARY = 'CANARYr46answer';
/** What the upstream answers next: a JSON body, or an event stream. */
let next: { type: string; body: string } = { type: 'application/json', body: '{}' };

const call = (name: string, args: string) => ({
  id: 'call_1',
  type: 'function',
  function: { name, arguments: args },
});
/** A chat completion proposing `read_notes` with these arguments. */
const chatWith = (args: string) =>
  JSON.stringify(bufferedAnswer('chat', [{ id: 'call_1', name: 'read_notes', args }]));

/** Each wire's list and the lists of the other two, each holding a call the default floor admits by name. */
const LISTS = {
  choices: [{ index: 0, message: { role: 'assistant', tool_calls: [call(`read_${CANARY}`, '{}')] } }],
  content: [{ type: 'tool_use', id: 't1', name: `read_${CANARY}`, input: {} }],
  output: [{ type: 'function_call', call_id: 'c1', name: `read_${CANARY}`, arguments: '{}' }],
} as const;
type List = keyof typeof LISTS;
const OWN: Record<string, List> = { chat: 'choices', messages: 'content', responses: 'output' };

/** Answers gate cannot read as this wire's answer: without its list, with another's, a choice without message. */
function unreadable(wire: string): fc.Arbitrary<Record<string, unknown>> {
  const own = OWN[wire]!;
  const others = (Object.keys(LISTS) as List[]).filter((l) => l !== own);
  const base = { id: `x_${CANARY}`, model: 'm', type: wire === 'messages' ? 'message' : undefined };
  const forms: fc.Arbitrary<Record<string, unknown>>[] = [
    // No list of its own (a foreign one may stand in its place).
    fc.subarray(others).map((held) => ({ ...base, ...Object.fromEntries(held.map((l) => [l, LISTS[l]])) })),
    // Its own list beside another wire's.
    fc.constantFrom(...others).map((l) => ({ ...base, [own]: [], [l]: LISTS[l] })),
  ];
  if (wire === 'chat')
    forms.push(fc.constant({ ...base, choices: [{ index: 0, finish_reason: 'tool_calls', text: CANARY }] }));
  return fc.oneof(...forms);
}

describe('round 46: an upstream answer gate cannot fully read is refused', () => {
  let upstream: Server;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  let openai: OpenAI;
  before(async () => {
    upstream = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': next.type });
        res.end(next.body);
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    [openaiGate, anthropicGate] = await Promise.all([
      startGate(['--base-url', base, '--provider', 'openai']),
      startGate(['--base-url', base, '--provider', 'anthropic']),
    ]);
    openai = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'k', maxRetries: 0 });
  });
  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    upstream?.close();
  });

  /** Asks the wire through its official client; resolves with what it threw (or the answer). */
  async function ask(wire: string): Promise<unknown> {
    try {
      if (wire === 'chat')
        return await openai.chat.completions.create({
          model: 'm',
          messages: [{ role: 'user', content: 'hi' }],
        });
      if (wire === 'responses') return await openai.responses.create({ model: 'm', input: 'hi' });
      // Read raw (its SDK costs 0.35 s of CPU to load): the answer, or its error as the SDK's error holds it.
      const res = await fetch(`${anthropicGate.url}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
        body: JSON.stringify({ model: 'm', max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] }),
      });
      const body = (await res.json()) as { error?: { message?: string } };
      return res.ok ? body : { status: res.status, message: body.error?.message, error: body };
    } catch (err) {
      return err;
    }
  }

  it('without its own list, with another wire’s, or a chat choice without its message: 502 in the wire’s shape', async () => {
    for (const wire of ['chat', 'messages', 'responses']) {
      await fc.assert(
        fc.asyncProperty(unreadable(wire), async (answer) => {
          next = { type: 'application/json', body: JSON.stringify(answer) };
          const err = (await ask(wire)) as { status?: number; message?: string; error?: unknown };
          assert.equal(err.status, 502, `${wire}: ${JSON.stringify(answer).slice(0, 120)}`);
          assert.match(String(err.message), /cannot be judged: \S+ has the wrong shape/);
          const shape = JSON.stringify(err.error);
          assert.ok(!shape.includes(CANARY), `${wire} echoed the answer`);
          if (wire === 'messages') assert.match(shape, /"type":"api_error"/);
          else assert.match(shape, /"code":"upstream_unreachable"/);
        }),
        { numRuns: runsOf(3, 40) },
      );
    }
    // An answer that has its list is read as before.
    next = { type: 'application/json', body: chatWith('{"path":"a"}') };
    const read = (await ask('chat')) as OpenAI.ChatCompletion;
    assert.equal(read.choices[0]?.message.tool_calls?.length, 1);
  });

  it('a Responses stream of untyped events ends with an error, not five times its bytes', async () => {
    const created = JSON.stringify({ type: 'response.created', response: { id: 'r', output: [] } });
    next = {
      type: 'text/event-stream',
      body: `event: response.created\ndata: ${created}\n\n${'data: {}\n\n'.repeat(20_000)}`,
    };
    const res = await fetch(`${openaiGate.url}/v1/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', input: 'hi', stream: true }),
    });
    const text = await res.text();
    assert.ok(text.length < 10_000, `relayed ${text.length} bytes`);
    assert.match(text, /could not parse/);
    assert.doesNotMatch(text, /"type":""/);
  });

  it('two calls under one id: 502 buffered, the error event streamed, neither call sent', async () => {
    const twin = (name: string) => ({ ...LISTS.content[0], id: 'toolu_twin', name });
    next = {
      type: 'application/json',
      body: JSON.stringify({ type: 'message', content: [twin('read_notes'), twin(`delete_${CANARY}`)] }),
    };
    const err = (await ask('messages')) as { status?: number; message?: string };
    assert.equal(err.status, 502);
    assert.match(String(err.message), /two of its calls have one id/);
    const chunk = (delta: unknown, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const fragment = (index: number, name: string) => ({
      tool_calls: [{ index, id: 'call_twin', type: 'function', function: { name, arguments: '{}' } }],
    });
    next = {
      type: 'text/event-stream',
      body: `${chunk({ role: 'assistant' })}${chunk(fragment(0, 'read_notes'))}${chunk(fragment(1, `delete_${CANARY}`))}${chunk({}, 'tool_calls')}data: [DONE]\n\n`,
    };
    const stream = await openai.chat.completions.create({
      model: 'm',
      stream: true,
      messages: [{ role: 'user', content: 'hi' }],
    });
    const seen: unknown[] = [];
    await assert.rejects(async () => {
      for await (const part of stream) seen.push(part.choices[0]?.delta.tool_calls);
    }, /two of its calls have one id/);
    assert.ok(!JSON.stringify(seen).includes('call_twin'), 'no call reached the client');
    // Two Responses items announced at one output_index: the later call was judged twice, listed twice.
    const ev = (type: string, data: object) =>
      `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
    const item = (id: string, args: string) => ({
      ...LISTS.output[0],
      id: `fc_${id}`,
      call_id: id,
      arguments: args,
    });
    const envelope = (status: string, output: unknown[]) => ({ id: 'r', object: 'response', status, output });
    next = {
      type: 'text/event-stream',
      body: [
        ev('response.created', { response: envelope('in_progress', []) }),
        ev('response.output_item.added', { output_index: 0, item: item('a', '') }),
        ev('response.output_item.added', { output_index: 0, item: item('b', '') }),
        ev('response.output_item.done', { output_index: 0, item: item('b', '{}') }),
        ev('response.completed', { response: envelope('completed', [item('b', '{}')]) }),
      ].join(''),
    };
    const res = await fetch(`${openaiGate.url}/v1/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', input: 'hi', stream: true }),
    });
    const text = await res.text();
    assert.match(text, /"type":"response.failed".*two of its calls have one id/);
    assert.doesNotMatch(text, /response.completed/);
  });

  it('an answer past the ladder’s entries is refused before it is parsed; a repeated key is MALFORMED', async () => {
    const names = `{${Array.from({ length: 20_001 }, (_, i) => `"${CANARY}${i}":1`).join(',')}}`;
    next = { type: 'application/json', body: chatWith(names) };
    const chat = (await ask('chat')) as {
      gate?: { verdicts: { verdict: { reason: string; detail?: unknown } }[] };
    };
    const verdict = chat.gate?.verdicts[0]?.verdict;
    assert.equal(verdict?.reason, 'MALFORMED');
    assert.match(JSON.stringify(verdict?.detail), /more than 20000 keys and items/);
    assert.ok(!JSON.stringify(chat).includes(CANARY));
    // The same object given as a messages `input` is an answer gate does not parse: 502.
    next = {
      type: 'application/json',
      body: JSON.stringify({ type: 'message', content: [{ ...LISTS.content[0], input: '@' }] }).replace(
        '"@"',
        names,
      ),
    };
    assert.equal(((await ask('messages')) as { status?: number }).status, 502);
    // A repeated key: gate would judge one value and the tool might act on the other.
    const twice = '{"path":"notes.txt","path":"/etc/shadow"}';
    next = { type: 'application/json', body: chatWith(twice) };
    const judged = (await ask('chat')) as { gate?: { verdicts: { verdict: { reason: string } }[] } };
    assert.equal(judged.gate?.verdicts[0]?.verdict.reason, 'MALFORMED');
    next = {
      type: 'application/json',
      body: JSON.stringify({
        id: 'r',
        output: [{ ...LISTS.output[0], name: 'read_notes', arguments: twice }],
      }),
    };
    const response = (await ask('responses')) as { output: unknown[]; gate?: { verdicts: unknown[] } };
    assert.equal(response.output.length, 0);
    assert.match(JSON.stringify(response.gate), /MALFORMED/);
  });
});
