// Red team, round 18: an upstream event stream cut into TCP reads at any points (inside `data:`, between
// CR and LF, inside a multi-byte character) is read by gate as the same stream: the client holds the same
// calls, judged the same, as when it came whole. Each wire; LF and CRLF line ends (fast-check over cuts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { proxiedGate } from './helpers/proxied-gate.js';
import {
  type Call,
  callsInStream,
  parseSse,
  requestFor,
  serveCut,
  sseText,
  streamedAnswer,
  WIRES,
} from './helpers/upstream-answers.js';

const CALLS: Call[] = [
  { id: 'c1', name: 'Bash', args: '{"command":"rm -rf / # é—"}' },
  { id: 'c2', name: 'Read', args: '{"file_path":"src/ä.ts"}' },
];

for (const wire of WIRES) {
  describe(`the ${wire} wire`, () => {
    const pair = proxiedGate(wire === 'messages' ? 'anthropic' : 'openai');
    const events = streamedAnswer(wire, CALLS, { cut: 4, picks: [0, 1], late: [0, 0] });

    const held = async (text: string, cuts: number[]) => {
      pair.fake.push(serveCut(text, cuts));
      const { path, body } = requestFor(wire, true);
      const res = await fetch(`${pair.gate.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 200);
      return callsInStream(wire, parseSse(await res.text()));
    };

    test('reads a stream cut anywhere as the whole one', async () => {
      const lf = sseText(events);
      const whole = await held(lf, []);
      const names = whole.map((c) => c.name);
      assert.ok(
        names.includes('Read') && !names.includes('Bash'),
        'the floor refuses rm -rf, admits the read',
      );
      const length = Buffer.byteLength(lf, 'utf8');
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.uniqueArray(fc.integer({ min: 1, max: length + 40 }), { minLength: 1, maxLength: 6 }),
          async (crlf, at) => {
            const text = crlf ? lf.replaceAll('\n', '\r\n') : lf;
            assert.deepEqual(
              await held(
                text,
                at.sort((a, b) => a - b),
              ),
              whole,
            );
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
