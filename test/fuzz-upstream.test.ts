// Property fuzzing of upstream answers against the real `gate serve`: fast-check builds answers with
// calls (allowed and refused tools, fragments interleaved in any order, names and ids late), then breaks
// them: a wrong-typed value at any position (including whole injected calls), an event dropped,
// duplicated or moved. Whatever the upstream sends, no call reaches the client without a verdict that
// admits it, no admitted call is altered, every refusal is a 502-class answer in the wire's own shape
// (an error event once a stream started), and the process stays up. GATE_FUZZ_RUNS sets the runs per
// wire and mode (default 100, 400 under GATE_DEEP=1); GATE_FUZZ_SEED replays one.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, type Posted, post } from './helpers/http-post.js';
import { sdkCalls } from './helpers/sdk-view.js';
import {
  bufferedAnswer,
  type Call,
  callsInBody,
  callsInStream,
  type Ev,
  endsComplete,
  endsInWireError,
  gateExtension,
  type HeldCall,
  isWireError,
  type Json,
  parseSse,
  requestFor,
  serveJson,
  serveSse,
  streamedAnswer,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

// 3,600 requests through gate at 400 were 36 s of CPU, 13.5 s at 100 (round 40); fast-check draws a fresh
// seed each run, so CI's runs together still try thousands of answers a wire and mode.
const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? runsOf(100, 400));
const SEED = process.env['GATE_FUZZ_SEED'] === undefined ? undefined : Number(process.env['GATE_FUZZ_SEED']);
const ALLOWED = ['Read', 'get_weather'];
const TOOLS = [...ALLOWED, 'Bash', 'rm_all'];

/** Values of every wrong type, and whole calls of a refused tool dropped in anywhere. */
const wrongValue = fc.oneof(
  fc.constantFrom<unknown>({}, [], null, true, 0, -1, 1.5, '', 'x', [{}], { a: [] }, '[DONE]'),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.constantFrom<unknown>(
    { type: 'tool_use', id: 'evil', name: 'Bash', input: { command: 'sudo rm -rf /' } },
    [{ index: 0, id: 'evil', type: 'function', function: { name: 'Bash', arguments: '{}' } }],
    { index: 7, id: 'evil', type: 'function', function: { name: 'Bash', arguments: '{}' } },
    { type: 'function_call', call_id: 'evil', name: 'Bash', arguments: '{}' },
    [{ type: 'function_call', call_id: 'evil', name: 'Bash', arguments: '{}' }],
  ),
);

interface Mutation {
  op: 'set' | 'drop' | 'dup' | 'swap';
  at: number;
  to: number;
  value: unknown;
}

const mutation = fc.record({
  op: fc.constantFrom<Mutation['op']>('set', 'set', 'set', 'set', 'drop', 'dup', 'swap'),
  at: fc.nat(),
  to: fc.nat(),
  value: wrongValue,
});

const callsArb = fc
  .array(
    fc.record({
      name: fc.constantFrom(...TOOLS),
      args: fc.dictionary(
        fc.string({ maxLength: 6 }),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null)),
        { maxKeys: 3 },
      ),
      space: fc.constantFrom(0, 0, 1, 2),
    }),
    { maxLength: 4 },
  )
  .map((list) =>
    list.map(
      (c, i): Call => ({ id: `call_${i}`, name: c.name, args: JSON.stringify(c.args, null, c.space) }),
    ),
  );

const scheduleArb = fc.record({
  cut: fc.integer({ min: 1, max: 9 }),
  picks: fc.array(fc.nat(9), { maxLength: 40 }),
  late: fc.array(fc.nat(6), { maxLength: 4 }),
});

/** Every position in a JSON value: a container and the key or index under it. */
function positions(root: unknown): { parent: Json | unknown[]; key: string | number }[] {
  const out: { parent: Json | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        out.push({ parent: v, key: i });
        walk(x);
      });
    } else if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) {
        out.push({ parent: v as Json, key: k });
        walk((v as Json)[k]);
      }
    }
  };
  walk(root);
  return out;
}

function mutateValue(root: unknown, m: Mutation, keep?: unknown): void {
  // `keep`: a container whose own slots stay (the event list: an event is dropped or moved, not retyped).
  const all = positions(root).filter((p) => p.parent !== keep);
  if (all.length === 0) return;
  const { parent, key } = all[m.at % all.length]!;
  if (m.op === 'drop') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else if (Array.isArray(parent)) {
    parent[key as number] = structuredClone(m.value);
  } else {
    parent[key as string] = structuredClone(m.value);
  }
}

function mutateEvents(events: Ev[], m: Mutation): void {
  if (events.length === 0) return;
  const i = m.at % events.length;
  const j = m.to % events.length;
  if (m.op === 'drop') events.splice(i, 1);
  else if (m.op === 'dup') events.splice(j, 0, structuredClone(events[i]!));
  else if (m.op === 'swap') [events[i], events[j]] = [events[j]!, events[i]!];
  else if (m.to % 7 === 0) events[i]!.event = typeof m.value === 'string' ? m.value : 'message_start';
  else mutateValue(events, m, events);
}

/** A call of a refused tool, put where each wire's grammar says no call may come from. */
const EVIL_ARGS = '{"command":"id"}';

/**
 * Orders outside each wire's grammar, from a model of it: a start or terminal event repeated, an event
 * after the terminal one, an index or item reused by another call, a delta or done for something never
 * started, a stop missing, a delta before its start.
 */
const DISORDERS: Readonly<Record<Wire, readonly string[]>> = {
  chat: ['after-done', 'index-reused', 'finish-early', 'other-choice', 'name-changed', 'fragment-moved'],
  messages: [
    'second-start',
    'after-stop',
    'stops-dropped',
    'index-reused',
    'delta-first',
    'delta-unstarted',
    'block-restarted',
  ],
  responses: [
    'done-never-added',
    'delta-unknown-item',
    'after-completed',
    'added-twice',
    'done-other-call',
    'delta-first',
    'created-twice',
  ],
};

interface Disorder {
  kind: number;
  at: number;
}
const disorderArb = fc.record({ kind: fc.nat(), at: fc.nat() });

function disorder(wire: Wire, events: Ev[], d: Disorder): string {
  const kinds = DISORDERS[wire];
  const kind = kinds[d.kind % kinds.length]!;
  const at = 1 + (d.at % Math.max(1, events.length - 1));
  const insert = (...evs: Ev[]) => events.splice(at, 0, ...evs);
  const firstOf = (pred: (data: Json) => boolean) =>
    events.findIndex((e) => typeof e.data === 'object' && e.data !== null && pred(e.data as Json));
  if (wire === 'chat') {
    const base = { id: 'chatcmpl-h', object: 'chat.completion.chunk', created: 1, model: 'm' };
    const chunk = (tc: Json, choice = 0): Ev => ({
      data: { ...base, choices: [{ index: choice, delta: { tool_calls: [tc] }, finish_reason: null }] },
    });
    const evil = { index: 0, id: 'evil', type: 'function', function: { name: 'Bash', arguments: EVIL_ARGS } };
    if (kind === 'after-done')
      events.push(chunk(evil), {
        data: { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
      });
    else if (kind === 'index-reused') insert(chunk(evil));
    else if (kind === 'finish-early')
      insert({ data: { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] } });
    else if (kind === 'other-choice') insert(chunk(evil, 1));
    else if (kind === 'name-changed') insert(chunk({ index: 0, function: { name: 'Bash' } }));
    else {
      const i = firstOf((e) => JSON.stringify(e).includes('"tool_calls"'));
      if (i > 0) events.splice(at, 0, ...events.splice(i, 1));
    }
    return kind;
  }
  if (wire === 'messages') {
    const ev = (type: string, data: Json = {}): Ev => ({ event: type, data: { type, ...data } });
    const use = (index: number): Ev[] => [
      ev('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: 'evil', name: 'Bash', input: {} },
      }),
      ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: EVIL_ARGS } }),
      ev('content_block_stop', { index }),
    ];
    const start = events[0]!;
    if (kind === 'second-start') insert(structuredClone(start), ...use(0));
    else if (kind === 'after-stop')
      events.push(...use(0), ev('message_delta', { delta: { stop_reason: 'tool_use' } }), ev('message_stop'));
    else if (kind === 'stops-dropped') {
      for (let i = events.length - 1; i >= 0; i--)
        if (events[i]!.event === 'content_block_stop') events.splice(i, 1);
    } else if (kind === 'index-reused') insert(...use(0));
    else if (kind === 'delta-first') {
      const i = firstOf((e) => e['type'] === 'content_block_delta');
      if (i > 0) events.splice(1, 0, ...events.splice(i, 1));
    } else if (kind === 'delta-unstarted') insert(use(9)[1]!);
    else insert(use(0)[0]!);
    return kind;
  }
  let seq = 1000;
  const ev = (type: string, data: Json = {}): Ev => ({
    event: type,
    data: { type, sequence_number: seq++, ...data },
  });
  const item = (status: string, args: string): Json => ({
    id: 'fc_evil',
    type: 'function_call',
    status,
    call_id: 'evil',
    name: 'Bash',
    arguments: args,
  });
  const added = (i: number) =>
    ev('response.output_item.added', { output_index: i, item: item('in_progress', '') });
  const done = (i: number) =>
    ev('response.output_item.done', { output_index: i, item: item('completed', EVIL_ARGS) });
  if (kind === 'done-never-added') insert(done(7));
  else if (kind === 'delta-unknown-item')
    insert(
      ev('response.function_call_arguments.delta', {
        item_id: 'fc_ghost',
        output_index: 0,
        delta: EVIL_ARGS,
      }),
    );
  else if (kind === 'after-completed') events.push(added(0), done(0));
  else if (kind === 'added-twice') insert(added(0));
  else if (kind === 'done-other-call') insert(done(0));
  else if (kind === 'delta-first') {
    const i = firstOf((e) => e['type'] === 'response.function_call_arguments.delta');
    if (i > 0) events.splice(1, 0, ...events.splice(i, 1));
  } else insert(structuredClone(events[0]!), added(0), done(0));
  return kind;
}

describe('upstream answer fuzzing (real gate serve, fake upstream)', () => {
  let dir: string;
  let fake: FakeUpstream;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  const tally: Record<string, { runs: number; refused: number; judged: number }> = {};
  const disorders: Record<string, number> = {};

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-fuzz-upstream-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ version: 'gate-policy/v1', allow: ALLOWED }));
    fake = await startFakeUpstream({ record: false });
    // Each request names its run; the fake answers it with that run's answer, or cuts it when the run gave
    // up. A shared queue handed a timed-out run's answer to the next run and failed every property after.
    fake.setDefault((req, res) => {
      const run = /fuzz-run-(\d+)/.exec(req.body)?.[1];
      const answer = run === undefined ? undefined : answers.get(Number(run));
      if (answer === undefined) res.destroy();
      else void answer(req, res);
    });
    [openaiGate, anthropicGate] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', fake.baseUrl, '--provider', p, '--policy', policy]),
      ),
    );
  });

  after(async () => {
    closePosts();
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
    const figures = Object.entries(tally).map(
      ([k, t]) =>
        `${k}: ${t.runs} runs, ${t.refused} refused (502 / error event), ${t.judged} calls judged and admitted`,
    );
    process.stderr.write(`# upstream fuzz: ${figures.join('; ')}\n`);
    process.stderr.write(`# disorders sent: ${JSON.stringify(disorders)}\n`);
  });

  /** Each run's upstream answer, by the run number its request carries. */
  const answers = new Map<number, Responder>();
  let runs = 0;

  /** Sends one request through gate with this upstream answer; checks the invariant on what came back. */
  async function check(wire: Wire, stream: boolean, upstream: { body?: unknown; events?: Ev[] }) {
    const gate = wire === 'messages' ? anthropicGate : openaiGate;
    const run = ++runs;
    answers.set(run, upstream.events ? serveSse(upstream.events) : serveJson(upstream.body));
    const { path, body } = requestFor(wire, stream, `go fuzz-run-${run}`);
    let res: Posted;
    try {
      // A hang fails well inside the run's bound (3 s timed out at load 10).
      res = await post(gate.url, path, JSON.stringify(body), { timeoutMs: 20_000, accept: '*/*' });
    } finally {
      answers.delete(run);
    }
    const text = res.text;
    const key = `${wire} ${stream ? 'streamed' : 'buffered'}`;
    const t = tally[key] ?? { runs: 0, refused: 0, judged: 0 };
    tally[key] = t;
    t.runs++;
    assert.equal(gate.child.exitCode, null, 'gate is still running');
    assert.ok(res.status === 200 || res.status === 502, `status ${res.status}: ${text.slice(0, 300)}`);
    let held: HeldCall[];
    let payloads: unknown[];
    // A stream gate stopped with an error event: what the upstream sent after the fault was never judged.
    let failed = false;
    const isSse = res.contentType.startsWith('text/event-stream');
    if (res.status !== 200 || !isSse) {
      const parsed = JSON.parse(text) as unknown;
      if (res.status !== 200) {
        assert.ok(isWireError(wire, parsed), `a refusal in the wire's shape: ${text.slice(0, 300)}`);
        t.refused++;
        return;
      }
      held = callsInBody(wire, parsed);
      payloads = [parsed];
    } else {
      const events = parseSse(text);
      failed = endsInWireError(wire, events);
      assert.ok(failed || endsComplete(wire, events), `a stream ends complete or with an error event`);
      if (failed) t.refused++;
      // What the official SDK accumulates from gate's bytes, as well as the lenient reading.
      const sdk = await sdkCalls(wire, text);
      assert.deepEqual(sdk.repeated, [], 'the SDK announced a call as finished once');
      held = [...callsInStream(wire, events), ...sdk.calls];
      payloads = events.map((e) => e.data);
    }
    const ext = gateExtension(payloads);
    const proposed = upstream.events
      ? callsInStream(wire, upstream.events)
      : callsInBody(wire, upstream.body);
    for (const call of held) {
      assert.ok(ext, 'a response with calls carries the gate extension');
      const verdict = ext.verdicts.find(
        (v) => v.tool_call_id === call.id && ['ALLOW', 'TRANSFORM'].includes(v.verdict.kind),
      );
      assert.ok(
        verdict,
        `call ${String(call.id)} (${String(call.name)}) reached the client without an admitting verdict`,
      );
      assert.equal(verdict.tool, call.name, 'the verdict is for the tool the client holds');
      assert.ok(ALLOWED.includes(String(call.name)), `the floor admits ${String(call.name)}`);
      if (verdict.verdict.kind === 'ALLOW' && !failed) {
        const same = proposed.filter((p) => p.id === call.id);
        if (same.length > 0)
          assert.ok(
            same.some((p) => p.args === call.args || sameJson(p.args, call.args)),
            `admitted call ${String(call.id)} arrives unaltered`,
          );
      }
      t.judged++;
    }
  }

  for (const wire of WIRES) {
    it(`${wire}, buffered: no call without an admitting verdict, none altered, refusals in shape`, async () => {
      await fc.assert(
        fc.asyncProperty(callsArb, fc.option(mutation, { freq: 4 }), async (calls, m) => {
          const body = bufferedAnswer(wire, calls);
          if (m) mutateValue({ root: body }, m);
          await check(wire, false, { body });
        }),
        { numRuns: RUNS, includeErrorInReport: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    });

    it(`${wire}, streamed: no call without an admitting verdict, none altered, refusals in shape`, async () => {
      await fc.assert(
        fc.asyncProperty(
          callsArb,
          scheduleArb,
          fc.array(mutation, { maxLength: 2 }),
          async (calls, schedule, ms) => {
            const events = streamedAnswer(wire, calls, schedule);
            for (const m of ms) mutateEvents(events, m);
            await check(wire, true, { events });
          },
        ),
        { numRuns: RUNS, includeErrorInReport: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    });

    it(`${wire}, streamed out of the grammar's order: the official SDK holds only judged calls`, async () => {
      await fc.assert(
        fc.asyncProperty(
          callsArb,
          scheduleArb,
          fc.array(disorderArb, { minLength: 1, maxLength: 2 }),
          async (calls, schedule, ds) => {
            const events = streamedAnswer(wire, calls, schedule);
            for (const d of ds) {
              const kind = disorder(wire, events, d);
              disorders[`${wire} ${kind}`] = (disorders[`${wire} ${kind}`] ?? 0) + 1;
            }
            await check(wire, true, { events });
          },
        ),
        { numRuns: RUNS, includeErrorInReport: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    });
  }
});

function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}
