// Red team, round 23: the provider key JSON-escaped (`\u0073k-...`) in a streamed call's arguments and cut
// across the argument deltas. Round 22's channel guard joined a channel's strings as they are, so the
// escaped key went through: the client joins the deltas, parses the arguments, and holds the key. Now each
// channel is read as a JSON reader decodes it (docs/wires.md, "Round 23: split key forms").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { keyGates, sendTurn } from './helpers/key-gates.js';
import {
  bufferedAnswer,
  callsInBody,
  callsInStream,
  parseSse,
  serveJson,
  serveSse,
  streamedAnswer,
  WIRES,
} from './helpers/upstream-answers.js';

const PROVIDER_KEY = 'sk-provider-r23-forms-0123456789abcdef';

const pair = keyGates('R23_FORMS_KEY', PROVIDER_KEY);

/** The key with the characters `how` picks written as JSON `\u` escapes (either letter case). */
const escaped = (how: number[]) =>
  [...PROVIDER_KEY]
    .map((c, i) => {
      const pick = how[i % how.length]!;
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return pick === 0 ? c : `\\u${pick === 1 ? hex : hex.toUpperCase()}`;
    })
    .join('');

for (const wire of WIRES)
  test(`${wire}: the key JSON-escaped in a call's arguments, cut across its deltas, is in no call the client parses`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 40 }),
        async (how, cut) => {
          const args = `{"file_path":"src/${escaped(how)}.ts"}`;
          pair.fake.push(
            serveSse(
              streamedAnswer(wire, [{ id: 'c1', name: 'Read', args }], { cut, picks: [0], late: [0] }),
            ),
          );
          const res = await sendTurn(pair, wire, true);
          const raw = await res.text();
          const held = callsInStream(wire, parseSse(raw));
          assert.ok(held.length > 0 && held.every((c) => c.name === 'Read'), raw.slice(0, 400));
          for (const c of held) {
            const parsed = JSON.parse(c.args) as { file_path: string };
            assert.ok(!parsed.file_path.includes(PROVIDER_KEY), c.args);
            assert.match(parsed.file_path, /\[REDACTED\]/);
          }
        },
      ),
      { numRuns: 12 },
    );
    for (const gate of [pair.openai, pair.anthropic])
      assert.ok(!gate.stdout().includes(PROVIDER_KEY) && !gate.stderr().includes(PROVIDER_KEY));
  });

for (const wire of WIRES)
  test(`${wire}: the key JSON-escaped in a buffered answer's call arguments is in no call the client parses`, async () => {
    const args = `{"file_path":"src/${escaped([1, 0, 2])}.ts"}`;
    pair.fake.push(serveJson(bufferedAnswer(wire, [{ id: 'c1', name: 'Read', args }])));
    const res = await sendTurn(pair, wire, false);
    const answer = await res.text();
    const held = callsInBody(wire, JSON.parse(answer));
    assert.ok(held.length > 0, answer.slice(0, 400));
    for (const c of held) assert.ok(!JSON.stringify(JSON.parse(c.args)).includes(PROVIDER_KEY), c.args);
  });
