import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { growthOf, workOf } from '../../../test/helpers/work-count.js';
import { parseJsonStrict } from '../../kernel/json-strict.js';
import { TraceProvenance } from '../../kernel/provenance/ledger.js';
import { BINARY_UNIT } from '../../testing/code-points.js';
import { MESSAGES_WIRE } from '../anthropic/routes.js';
import { CHAT_WIRE } from '../openai/routes.js';
import { RESPONSES_WIRE } from '../responses/routes.js';
import { hasMembers, spliceMember } from './splice.js';
import { bareContext, tableEngine } from './testing.js';
import { judgedAnswer, type ModelWire } from './turn.js';
import { RequestVerdicts } from './verdicts.js';

const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? 300);

/** read_file and local_shell pass, fix comes back repaired, anything else is refused. */
const verdictsOf = (wire: ModelWire) =>
  new RequestVerdicts(
    tableEngine(['read_file', 'local_shell', 'apply_patch', 'call:odd', 'block:odd', 'item:odd'], {
      fix: { path: 'x' },
    }).engine,
    wire.wire,
    bareContext(),
    new TraceProvenance(),
  );

/** What the client received before this cut: the answer rewritten, then encoded again. */
async function reserialised(wire: ModelWire, text: string, note: boolean): Promise<string> {
  const answer = parseJsonStrict(text) as Record<string, unknown>;
  wire.mustRead(answer);
  await wire.rewrite(answer, verdictsOf(wire), note);
  return JSON.stringify(answer);
}

const canonical = (text: string) => JSON.stringify(JSON.parse(text));
const escaped = (json: string) =>
  json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const tool = fc.constantFrom('read_file', 'fix', 'rm_rf', 'local_shell');
const str = fc.oneof(fc.string(), fc.string({ unit: BINARY_UNIT }), fc.constantFrom('"\\/\n\u2028é😀'));
const extra = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom('gate', '__proto__', 'usage', 'x')),
  fc.jsonValue({ maxDepth: 4 }),
  { maxKeys: 3 },
);
const args = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ v }));

const chat = fc
  .record({
    extra,
    content: fc.option(str),
    calls: fc.option(
      fc.array(
        fc.record({
          id: str,
          type: fc.constantFrom('function', 'function', 'custom', 'odd'),
          name: tool,
          args,
        }),
        { maxLength: 3 },
      ),
    ),
    fn: fc.option(fc.record({ name: tool, args })),
    finish: fc.constantFrom('stop', 'tool_calls', 'function_call', 'length'),
  })
  .map(({ extra, content, calls, fn, finish }) => {
    const message: Record<string, unknown> = { role: 'assistant', content };
    if (calls)
      message['tool_calls'] = calls.map((c) =>
        c.type === 'custom'
          ? { id: c.id, type: 'custom', custom: { name: c.name, input: c.args } }
          : { id: c.id, type: c.type, function: { name: c.name, arguments: c.args } },
      );
    if (fn) message['function_call'] = { name: fn.name, arguments: fn.args };
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [{ index: 0, message, finish_reason: finish }],
      ...extra,
    };
  });

const messages = fc
  .record({
    extra,
    blocks: fc.array(
      fc.oneof(
        str.map((text) => ({ type: 'text', text })),
        fc
          .record({ id: str, name: tool, input: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })) })
          .map((b) => ({ type: 'tool_use', ...b })),
        fc.constant({ type: 'odd', data: 1 }),
      ),
      { maxLength: 4 },
    ),
    stop: fc.constantFrom('end_turn', 'tool_use', 'max_tokens'),
  })
  .map(({ extra, blocks, stop }) => ({
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'm',
    content: blocks,
    stop_reason: stop,
    ...extra,
  }));

const responses = fc
  .record({
    extra,
    items: fc.array(
      fc.oneof(
        str.map((text) => ({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] })),
        fc
          .record({ call_id: str, name: tool, arguments: args })
          .map((c) => ({ type: 'function_call', ...c })),
        fc.record({ call_id: str, name: tool, input: str }).map((c) => ({ type: 'custom_tool_call', ...c })),
        fc.constant({ type: 'local_shell_call', call_id: 'ls', action: { type: 'exec', command: ['ls'] } }),
        fc.constant({ type: 'odd', id: 'o' }),
      ),
      { maxLength: 4 },
    ),
  })
  .map(({ extra, items }) => ({
    id: 'resp_1',
    object: 'response',
    status: 'completed',
    model: 'm',
    output: items,
    ...extra,
  }));

/** The text an upstream may send for an answer: compact, indented, or every non-ASCII character escaped. */
const spelled = (answer: fc.Arbitrary<unknown>) =>
  fc.tuple(answer, fc.constantFrom(0, 1, 2)).map(([value, style]) => {
    if (style === 1) return JSON.stringify(value, null, 2);
    if (style === 2) return escaped(JSON.stringify(value));
    return JSON.stringify(value);
  });

describe('a buffered answer gate did not change goes out as the upstream text, gate member spliced', () => {
  for (const [name, wire, answers] of [
    ['chat', CHAT_WIRE, chat],
    ['messages', MESSAGES_WIRE, messages],
    ['responses', RESPONSES_WIRE, responses],
  ] as const) {
    it(`${name}: same value as the re-serialised answer; a changed answer is never spliced`, async () => {
      const seen = { spliced: 0, changed: 0 };
      await fc.assert(
        fc.asyncProperty(spelled(answers), fc.boolean(), async (text, note) => {
          let today: string;
          try {
            today = await reserialised(wire, text, note);
          } catch {
            await assert.rejects(judgedAnswer(wire, text, verdictsOf(wire), note));
            return;
          }
          const sent = await judgedAnswer(wire, text, verdictsOf(wire), note);
          assert.equal(canonical(sent), canonical(today));
          const came = JSON.parse(text) as Record<string, unknown>;
          const { gate: _gate, ...rest } = JSON.parse(today) as Record<string, unknown>;
          const changed = Object.hasOwn(came, 'gate') || canonical(JSON.stringify(rest)) !== canonical(text);
          // Anything gate changed goes exactly as today's bytes.
          if (changed) {
            seen.changed++;
            assert.equal(sent, today);
          } else if (sent !== today) {
            seen.spliced++;
            assert.equal(sent.slice(0, text.length - 1), text.slice(0, -1));
          }
        }),
        { numRuns: RUNS },
      );
      // Both branches must be reached; spliced answers are about 5 % of draws, so a share bound flaked (14 of 300).
      assert.ok(seen.spliced >= Math.min(3, RUNS / 100) && seen.changed > RUNS / 20, JSON.stringify(seen));
    });
  }

  it('an answer gate changes is re-serialised on every wire (fixed cases)', async () => {
    const refused = JSON.stringify(
      {
        id: 'c',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [{ id: 'a', type: 'function', function: { name: 'rm_rf', arguments: '{}' } }],
            },
            finish_reason: 'tool_calls',
          },
        ],
      },
      null,
      1,
    );
    const sent = await judgedAnswer(CHAT_WIRE, refused, verdictsOf(CHAT_WIRE), false);
    assert.equal(sent, await reserialised(CHAT_WIRE, refused, false));
    const choice = (JSON.parse(sent) as { choices: { message: object; finish_reason: string }[] })
      .choices[0]!;
    assert.equal(Object.hasOwn(choice.message, 'tool_calls'), false);
    assert.equal(choice.finish_reason, 'stop');
    const repaired = JSON.stringify(
      {
        id: 'm',
        type: 'message',
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't', name: 'fix', input: { path: '/etc/passwd' } }],
        stop_reason: 'tool_use',
      },
      null,
      1,
    );
    const fixed = await judgedAnswer(MESSAGES_WIRE, repaired, verdictsOf(MESSAGES_WIRE), false);
    assert.ok(!fixed.includes('/etc/passwd'));
    const own = '{"id":"r","object":"response","output":[],"gate":{"verdicts":"forged"}}';
    const mine = await judgedAnswer(RESPONSES_WIRE, own, verdictsOf(RESPONSES_WIRE), false);
    assert.deepEqual((JSON.parse(mine) as { gate: { verdicts: unknown } }).gate.verdicts, []);
  });

  it('whitespace around the answer, a BOM or a repeated key take the old path', async () => {
    const body = '{"id":"r","object":"response","status":"completed","output":[]}';
    for (const text of [`${body}\n`, ` ${body}`, `\ufeff${body}`]) {
      let today: string | undefined;
      try {
        today = await reserialised(RESPONSES_WIRE, text, false);
      } catch {
        await assert.rejects(judgedAnswer(RESPONSES_WIRE, text, verdictsOf(RESPONSES_WIRE), false));
        continue;
      }
      assert.equal(await judgedAnswer(RESPONSES_WIRE, text, verdictsOf(RESPONSES_WIRE), false), today);
    }
    const twice =
      '{"id":"r","object":"response","output":[],"output":[{"type":"function_call","name":"rm_rf"}]}';
    await assert.rejects(judgedAnswer(RESPONSES_WIRE, twice, verdictsOf(RESPONSES_WIRE), false), /not JSON/);
  });

  it('splices only an object text with members, ending in its brace', () => {
    assert.equal(spliceMember('{"a":1}', 'gate', { v: [] }), '{"a":1,"gate":{"v":[]}}');
    assert.equal(spliceMember('{"a":1} ', 'gate', 1), undefined);
    assert.equal(spliceMember(' {"a":1}', 'gate', 1), undefined);
    assert.equal(spliceMember('[1]', 'gate', 1), undefined);
    assert.equal(hasMembers({}), false);
    assert.equal(hasMembers(parseJsonStrict('{"__proto__":1}') as object), true);
  });

  it('the splice reads a 64 KiB answer in constant work beyond one copy', () => {
    const make = (n: number) => `{"a":"${'\\"}'.repeat(Math.ceil(n / 3)).slice(0, n)}"}`;
    const text = make(65536);
    assert.ok(workOf(() => spliceMember(text, 'gate', {})) <= text.length + 16);
    assert.ok(growthOf(make, (t) => spliceMember(t, 'gate', {})) < 10);
  });
});
