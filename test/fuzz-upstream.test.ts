// Property fuzzing of upstream answers against the real `gate serve`: fast-check builds answers with
// calls (allowed and refused tools, fragments interleaved in any order, names and ids late), then breaks
// them: a wrong-typed value at any position (including whole injected calls), an event dropped,
// duplicated or moved. Whatever the upstream sends, no call reaches the client without a verdict that
// admits it, no admitted call is altered, every refusal is a 502-class answer in the wire's own shape
// (an error event once a stream started), and the process stays up. GATE_FUZZ_RUNS sets the runs per
// wire and mode (default 400); GATE_FUZZ_SEED replays one.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
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

const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? 400);
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

describe('upstream answer fuzzing (real gate serve, fake upstream)', () => {
  let dir: string;
  let fake: FakeUpstream;
  let openaiGate: GateProcess;
  let anthropicGate: GateProcess;
  const tally: Record<string, { runs: number; refused: number; judged: number }> = {};

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-fuzz-upstream-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ version: 'gate-policy/v1', allow: ALLOWED }));
    fake = await startFakeUpstream({ record: false });
    [openaiGate, anthropicGate] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', fake.baseUrl, '--provider', p, '--policy', policy]),
      ),
    );
  });

  after(async () => {
    await Promise.all([openaiGate?.stop(), anthropicGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
    const figures = Object.entries(tally).map(
      ([k, t]) =>
        `${k}: ${t.runs} runs, ${t.refused} refused (502 / error event), ${t.judged} calls judged and admitted`,
    );
    process.stderr.write(`# upstream fuzz: ${figures.join('; ')}\n`);
  });

  /** Sends one request through gate with this upstream answer; checks the invariant on what came back. */
  async function check(wire: Wire, stream: boolean, upstream: { body?: unknown; events?: Ev[] }) {
    const gate = wire === 'messages' ? anthropicGate : openaiGate;
    fake.push(upstream.events ? serveSse(upstream.events) : serveJson(upstream.body));
    const { path, body } = requestFor(wire, stream);
    const res = await fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3_000),
    });
    const text = await res.text();
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
    const isSse = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
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
      held = callsInStream(wire, events);
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
  }
});

function sameJson(a: string, b: string): boolean {
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}
