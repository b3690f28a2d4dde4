// Red team, round 23, second pass: upstream faults on each wire (chat, messages, Responses), buffered and
// streamed, against the real process: an event of 50 MB, a line that never ends, a reset mid-event, and
// headers then silence. Each must end in the wire's error shape within gate's bounds (--upstream-timeout-ms,
// the 16 Mi-character event bound, the 32 MB answer bound), with memory bounded and no stack trace or
// argument bytes in the log (docs/wires.md, "Round 23, second pass").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  endsInWireError,
  isWireError,
  parseSse,
  pourBytes,
  requestFor,
  streamedAnswer,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const MB = 1024 * 1024;
const TIMEOUT_MS = 1500;
/** A marker in every upstream answer: it must never reach gate's log. */
const MARK = 'r23-upstream-fault-marker';

function peakRssMb(gate: GateProcess): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${gate.child.pid}/status`, 'utf8'))?.[1]);
  return Math.round(kb / 1024);
}

/** The first events of a stream of the wire: a call's head, so a reset or stall comes mid-answer. */
function streamHead(wire: Wire): string {
  const events = streamedAnswer(wire, [{ id: 'c', name: 'Bash', args: `{"command":"echo ${MARK}"}` }], {
    cut: 3,
    picks: [],
    late: [],
  });
  return events
    .slice(0, 3)
    .map((e) => `${e.event ? `event: ${e.event}\n` : ''}data: ${JSON.stringify(e.data)}\n\n`)
    .join('');
}

const contentType = (stream: boolean) => (stream ? 'text/event-stream' : 'application/json');

const FAULTS: Record<string, (wire: Wire, stream: boolean) => Responder> = {
  'one 50 MB event': (wire, stream) => (_q, res) => {
    res.writeHead(200, { 'content-type': contentType(stream) });
    res.write(stream ? `${streamHead(wire)}data: {"x":"${MARK}` : `{"x":"${MARK}`);
    void pourBytes(res, Buffer.alloc(MB, 'a'), 50 * MB).then(() => res.end('"}\n\n'));
  },
  'a line trickled without a newline, each piece inside the idle limit': (wire, stream) => (_q, res) => {
    res.writeHead(200, { 'content-type': contentType(stream) });
    res.write(stream ? `${streamHead(wire)}data: {"x":"${MARK}` : `{"x":"${MARK}`);
    const timer = setInterval(() => {
      if (res.destroyed) clearInterval(timer);
      else res.write('a');
    }, TIMEOUT_MS / 3);
    res.once('close', () => clearInterval(timer));
  },
  'a reset mid-event': (wire, stream) => (_q, res) => {
    res.writeHead(200, { 'content-type': contentType(stream) });
    const text = stream ? `${streamHead(wire)}data: {"x":"${MARK}` : `{"x":"${MARK}`;
    res.write(text, () => res.socket?.resetAndDestroy());
  },
  'headers, then silence': (_wire, stream) => (_q, res) => {
    res.writeHead(200, { 'content-type': contentType(stream) });
    res.flushHeaders();
  },
};

describe('upstream faults on each wire (real gate serve)', () => {
  let fake: FakeUpstream;
  let gates: Record<'openai' | 'anthropic', GateProcess>;
  const gateFor = (wire: Wire) => (wire === 'messages' ? gates.anthropic : gates.openai);
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    const [openai, anthropic] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', fake.baseUrl, '--provider', p, '--upstream-timeout-ms', String(TIMEOUT_MS)]),
      ),
    );
    gates = { openai: openai!, anthropic: anthropic! };
  });
  after(async () => {
    process.stderr.write(
      `# upstream faults: gate peak RSS (VmHWM) openai ${peakRssMb(gates.openai)} MB, anthropic ${peakRssMb(gates.anthropic)} MB\n`,
    );
    for (const g of Object.values(gates)) {
      assert.doesNotMatch(g.stderr(), /\n\s+at /, 'no stack trace in the log');
      assert.ok(!g.stderr().includes(MARK), 'no answer bytes in the log');
    }
    await Promise.all(Object.values(gates).map((g) => g.stop()));
    await fake?.close();
  });

  for (const [what, fault] of Object.entries(FAULTS))
    for (const wire of WIRES)
      for (const stream of [false, true])
        it(`${wire}, ${stream ? 'streamed' : 'buffered'}, ${what}: the wire's error within its bounds`, async () => {
          fake.push(fault(wire, stream));
          const { path, body } = requestFor(wire, stream);
          const started = Date.now();
          const res = await fetch(`${gateFor(wire).url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          const took = Date.now() - started;
          if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
            assert.equal(res.status, 200);
            assert.ok(endsInWireError(wire, parseSse(text)), `ends in the wire's error: ${text.slice(-300)}`);
          } else {
            assert.ok(res.status >= 500, `${res.status} ${text.slice(0, 200)}`);
            assert.ok(isWireError(wire, JSON.parse(text)), text.slice(0, 300));
          }
          assert.ok(!text.includes(MARK) || !text.includes('"Bash"'), 'no call passed');
          assert.doesNotMatch(text, /\n\s+at /, 'no stack trace');
          assert.ok(took < 20_000, `answered in ${took} ms`);
          assert.ok(peakRssMb(gateFor(wire)) < 640, `peak RSS ${peakRssMb(gateFor(wire))} MB`);
        });
});
