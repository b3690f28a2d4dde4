// Red team, round 42 (edge2): an upstream that, after its head (and perhaps some events), sends only
// keep-alives forever (SSE comments, blank lines, Anthropic's `event: ping`) re-armed gate's idle clock
// with every one, so --upstream-timeout-ms never fired and the client was held for as long as the upstream
// liked (on 8bb578ea each case below still hung when its 8 s bound ran out, with a 1 s idle limit). Now
// only a content line is progress: keep-alives alone end in the wire's error once the idle limit passes,
// and a stream whose content comes within the limit, pings between, still runs whole.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import {
  chatChunk,
  type Ev,
  endsComplete,
  endsInWireError,
  isWireError,
  messageStart,
  parseSse,
  requestFor,
  sseText,
  textStream,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const IDLE_MS = 1000;
const BOUND_MS = 8000;
const MARK = 'r42-keepalive-marker';
const KEEP_ALIVES = [
  ': ping\n\n',
  '\n',
  '\r\n',
  ':\n',
  'event: ping\ndata: {"type": "ping"}\n\n',
  ': x\r\n\r\n',
];

/** The stream's first events: something the client already has when the keep-alives begin. */
function opening(wire: Wire): Ev[] {
  if (wire === 'chat') return [chatChunk({ role: 'assistant', content: MARK })];
  if (wire === 'messages') return [messageStart()];
  return textStream('responses', [MARK]).slice(0, 1);
}

/** Head, then `first`, then `pings` in turn every 150 ms until the connection closes. */
function pinging(type: string, first: string, pings: string[]): Responder {
  return (_q, res) => {
    res.writeHead(200, { 'content-type': type });
    res.write(first);
    let n = 0;
    const timer = setInterval(() => {
      if (res.destroyed) clearInterval(timer);
      else res.write(pings[n++ % pings.length]!);
    }, 150);
    res.once('close', () => clearInterval(timer));
  };
}

describe('round 42: keep-alives alone are idle (real gate serve)', () => {
  let fake: FakeUpstream;
  let gates: Record<'openai' | 'anthropic', GateProcess>;
  const gateFor = (wire: Wire) => (wire === 'messages' ? gates.anthropic : gates.openai);
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    const [openai, anthropic] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', fake.baseUrl, '--provider', p, '--upstream-timeout-ms', String(IDLE_MS)]),
      ),
    );
    gates = { openai: openai!, anthropic: anthropic! };
  });
  after(async () => {
    for (const g of Object.values(gates)) {
      assert.doesNotMatch(g.stderr(), /\n\s+at /, 'no stack trace in the log');
      assert.ok(!g.stderr().includes(MARK), 'no answer bytes in the log');
    }
    await Promise.all(Object.values(gates).map((g) => g.stop()));
    await fake?.close();
  });

  /** One request through gate; the answer's text, status, type and time (a hang fails at BOUND_MS). */
  async function ask(wire: Wire, stream: boolean, upstream: Responder) {
    fake.push(upstream);
    const { path, body } = requestFor(wire, stream);
    const started = Date.now();
    const res = await fetch(`${gateFor(wire).url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BOUND_MS),
    });
    const text = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      text,
      ms: Date.now() - started,
    };
  }

  it('fast-check: a stream of keep-alives after its opening ends in the wire’s error within the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WIRES),
        fc.boolean(),
        fc.array(fc.constantFrom(...KEEP_ALIVES), { minLength: 1, maxLength: 4 }),
        async (wire, opened, pings) => {
          const first = opened ? sseText(opening(wire)) : '';
          const got = await ask(wire, true, pinging('text/event-stream', first, pings));
          const where = `${wire} ${opened ? 'opened' : 'unopened'} ${JSON.stringify(pings)}`;
          assert.doesNotMatch(got.text, /\n\s+at /, where);
          if (got.type.startsWith('text/event-stream')) {
            assert.equal(got.status, 200, where);
            assert.ok(endsInWireError(wire, parseSse(got.text)), `${where}: ${got.text.slice(-300)}`);
          } else {
            assert.ok(got.status >= 500, `${where}: ${got.status}`);
            assert.ok(isWireError(wire, JSON.parse(got.text)), `${where}: ${got.text.slice(0, 300)}`);
          }
          assert.match(got.text, /keep-alives/, where);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('a buffered answer whose body drips blank lines: the wire’s error, not a hang', async () => {
    for (const wire of WIRES) {
      const got = await ask(wire, false, pinging('application/json', `{"id":"${MARK}",`, ['\n', ' \r\n']));
      assert.ok(got.status >= 500, `${wire}: ${got.status} ${got.text.slice(0, 200)}`);
      assert.ok(isWireError(wire, JSON.parse(got.text)), got.text.slice(0, 300));
      assert.ok(!got.text.includes(MARK), 'no answer bytes echoed');
    }
  });

  it('a stream whose content comes within the idle limit, keep-alives between, runs whole past it', async () => {
    for (const wire of WIRES) {
      const events = textStream(
        wire,
        Array.from({ length: 8 }, (_, i) => `part ${i} `),
      );
      const upstream: Responder = (_q, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let i = 0;
        const timer = setInterval(() => {
          if (res.destroyed) return clearInterval(timer);
          res.write(': ping\n\n');
          if (i < events.length) res.write(sseText([events[i++]!]));
          else {
            clearInterval(timer);
            res.end();
          }
        }, 300);
      };
      const got = await ask(wire, true, upstream);
      assert.ok(got.ms > 2 * IDLE_MS, `${wire} ran past the idle limit (${got.ms} ms)`);
      assert.ok(endsComplete(wire, parseSse(got.text)), `${wire}: ${got.text.slice(-300)}`);
      assert.match(got.text, /part 7 /, wire);
    }
  });
});
