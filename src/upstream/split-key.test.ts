// The provider key split across a stream's events (split-key.ts): held back per channel and redacted once
// whole, wherever the events cut it; text without it passes unchanged; channels never mix; linear.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertRepeatLinear } from '../../test/helpers/work-count.js';
import { MAX_CHANNELS, SplitKeyGuard } from './split-key.js';

const KEY = 'sk-provider-0123456789abcdef';
const MARK = '[REDACTED]';

/** A chat chunk's data with `text` as choice `index`'s content. */
const chunk = (index: number, text: string) =>
  JSON.stringify({
    id: 'c',
    object: 'chat.completion.chunk',
    choices: [{ index, delta: { content: text } }],
  });

/** What a client joins per choice from the guarded events. */
function joined(guard: SplitKeyGuard, events: [number, string][]): string[] {
  const out = ['', ''];
  for (const [index, text] of events) {
    const data = JSON.parse(guard.data(chunk(index, text), undefined)) as {
      choices: { index: number; delta: { content: string } }[];
    };
    out[data.choices[0]!.index] += data.choices[0]!.delta.content;
  }
  return out;
}

/** `text` cut at the given offsets. */
const cut = (text: string, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [...points, text.length].map((p, i, all) => text.slice(i === 0 ? 0 : all[i - 1], p));
};

/** Text with no run of the key's start: what a channel sends in full. */
const plain = fc.string({ maxLength: 12 }).map((s) => s.replaceAll('s', '.'));

test('a key cut across events anywhere, beside another channel, never reaches the client whole', () => {
  fc.assert(
    fc.property(plain, plain, fc.array(fc.nat(60), { maxLength: 12 }), plain, (before, after, at, other) => {
      const text = `${before}${KEY}${after}`;
      const pieces = cut(text, at);
      // The other choice's text, interleaved with the first's, holds the key's start only.
      const events: [number, string][] = pieces.flatMap((p) => [
        [0, p] as [number, string],
        [1, `${other}${KEY.slice(0, 9)}`] as [number, string],
      ]);
      const [first, second] = joined(new SplitKeyGuard(KEY), events);
      assert.ok(!first!.includes(KEY), first);
      // Before the mark, at most the key's public start (fewer than eight characters) went out.
      const at0 = first!.indexOf(MARK);
      assert.ok(at0 >= before.length && at0 - before.length < 8, first);
      assert.equal(first!.slice(0, before.length), before);
      assert.equal(first!.slice(at0), `${MARK}${after}`);
      // The second channel's text went out but for what could still be the key at its end.
      assert.ok(!second!.includes(KEY));
    }),
    { numRuns: 400 },
  );
});

test('text without the key comes through unchanged, each event the same bytes', () => {
  const guard = new SplitKeyGuard(KEY);
  fc.assert(
    fc.property(
      fc.array(fc.oneof(plain, fc.constantFrom('s', 'sk-', 'sk-prov', 'sk-provid', ' ')), { maxLength: 10 }),
      (parts) => {
        // Each event on its own channel's end: held text, if any, is a run of the key's start.
        for (const [i, part] of parts.entries()) {
          const data = chunk(i % 2, `${part}.`);
          assert.equal(guard.data(data, undefined), data);
        }
      },
    ),
    { numRuns: 300 },
  );
  // Data that is not a JSON object passes as it is.
  for (const data of ['[DONE]', '', 'sk-provider-0123456789abcdef', '{"a":', '[1]'])
    assert.equal(guard.data(data, undefined), data);
});

/** A call's arguments fragment as a chat chunk: the client joins them, then parses the JSON. */
const argsChunk = (text: string, call = 0) =>
  JSON.stringify({
    id: 'c',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { tool_calls: [{ index: call, function: { arguments: text } }] } }],
  });
/** Each character of `text` as JSON writes it, or escaped (`\u0073`, `\/`), as `how` picks. */
const escapedAs = (text: string, how: number[]) =>
  [...text]
    .map((c, i) => {
      const pick = how[i % Math.max(1, how.length)] ?? 0;
      if (pick === 1) return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
      if (pick === 2) return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`;
      return c === '/' && pick === 3 ? '\\/' : c;
    })
    .join('');

test("round 23: the key JSON-escaped in a call's arguments and cut anywhere is not whole once the client parses them", () => {
  const unescaped = fc.string({ maxLength: 10 }).map((t) => t.replace(/[s\\"]/g, '.'));
  fc.assert(
    fc.property(
      unescaped,
      unescaped,
      fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }),
      fc.array(fc.nat(400), { maxLength: 14 }),
      (before, after, how, at) => {
        const args = `{"cmd":"${before}${escapedAs(KEY, how)}${after}"}`;
        const guard = new SplitKeyGuard(KEY);
        let joinedArgs = '';
        for (const piece of cut(args, at)) {
          // Another call's arguments between: a key's start, an escape left open (channels never mix).
          guard.data(argsChunk(`${KEY.slice(0, 12)}\\u00`, 1), undefined);
          const out = JSON.parse(guard.data(argsChunk(piece), undefined)) as {
            choices: { delta: { tool_calls: { function: { arguments: string } }[] } }[];
          };
          joinedArgs += out.choices[0]!.delta.tool_calls[0]!.function.arguments;
        }
        const parsed = JSON.parse(joinedArgs) as { cmd: string };
        assert.ok(!parsed.cmd.includes(KEY), joinedArgs);
        // At most the key's public start (fewer than eight characters) went out before the mark.
        const mark = parsed.cmd.indexOf(MARK);
        assert.ok(mark - before.length < 8, joinedArgs);
        assert.equal(parsed.cmd, `${before}${KEY.slice(0, mark - before.length)}${MARK}${after}`, joinedArgs);
      },
    ),
    { numRuns: 500 },
  );
});

test('round 23: text with escapes but no key comes through whole, an escape cut across events too', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', '\\', '\\u0073', '\\u00', 'u0073', '\\n', 'sk-', '%73', '100%', 'C:\\'), {
        maxLength: 16,
      }),
      fc.array(fc.nat(200), { maxLength: 8 }),
      (units, at) => {
        const text = `${units.join('')}.`;
        const guard = new SplitKeyGuard(KEY);
        let out = '';
        for (const piece of cut(text, at)) {
          const data = JSON.parse(guard.data(chunk(0, piece), undefined)) as {
            choices: { delta: { content: string } }[];
          };
          out += data.choices[0]!.delta.content;
        }
        assert.equal(out, text);
      },
    ),
    { numRuns: 400 },
  );
});

test('channels are the event type and its indexes: blocks and outputs never mix', () => {
  const guard = new SplitKeyGuard(KEY);
  const delta = (index: number, text: string) =>
    JSON.stringify({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
  const a = JSON.parse(guard.data(delta(0, `x ${KEY.slice(0, 12)}`), 'content_block_delta'));
  const b = JSON.parse(guard.data(delta(1, KEY.slice(12)), 'content_block_delta'));
  const c = JSON.parse(guard.data(delta(0, KEY.slice(12)), 'content_block_delta'));
  // Block 0's key is held from its eighth character; block 1's text is its own; block 0's end completes it.
  assert.equal(a.delta.text, `x ${KEY.slice(0, 7)}`, "the key's public start goes, the rest is held");
  assert.equal(b.delta.text, KEY.slice(12));
  assert.equal(c.delta.text, MARK);
});

test('the guard is linear in the text: near copies of the key, runs of its first character', () => {
  const escaped = escapedAs(KEY.slice(0, -1), [1]);
  for (const unit of [
    `${KEY.slice(0, -1)}x`,
    's',
    'sk-sk-sk-',
    `${KEY.slice(0, 8)} `,
    `${escaped}x`,
    '\\',
    '\\u007',
  ]) {
    assertRepeatLinear(unit, (text) => {
      const guard = new SplitKeyGuard(KEY);
      // One channel, in events of 64 characters.
      for (let i = 0; i < text.length; i += 64) guard.data(chunk(0, text.slice(i, i + 64)), undefined);
    });
  }
});

test('an event deeper than gate reads comes through as it is, for the wire to refuse (no stack overflow)', () => {
  const guard = new SplitKeyGuard(KEY);
  for (const depth of [10, 10_000, 200_000]) {
    const data = `{"a":${'['.repeat(depth)}"sk-"${']'.repeat(depth)}}`;
    assert.equal(guard.data(data, undefined), data);
  }
});

test('a stream naming new channels without end is stopped at MAX_CHANNELS, its bytes untold', () => {
  const guard = new SplitKeyGuard(KEY);
  // Each member a channel ending in the key's first character: each keeps a state.
  const event = (from: number) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: 1024 }, (_, i) => [`m${from + i}`, 's'])));
  for (let n = 0; n + 1024 <= MAX_CHANNELS; n += 1024) guard.data(event(n), undefined);
  assert.throws(
    () => guard.data(event(MAX_CHANNELS), undefined),
    (err: Error & { code?: string }) => err.code === 'UPSTREAM_UNREACHABLE' && !err.message.includes('m4096'),
  );
  // A channel back to no state is forgotten: ordinary text never comes near the bound.
  const plainGuard = new SplitKeyGuard(KEY);
  for (let i = 0; i < 3 * MAX_CHANNELS; i++) plainGuard.data(chunk(i, 'words then more'), undefined);
});

test('round 26: the pre-check skips an event only where reading it would change nothing (escapes quiet or not)', () => {
  // Raw JSON string text: quiet escapes, escapes that may spell the key or start one in arguments, its pieces.
  const unit = fc.constantFrom(
    'a',
    's',
    ' ',
    'sk-',
    '\\n',
    '\\"',
    '\\t',
    '\\\\',
    '\\/',
    '\\u0073',
    'u0073',
    '\\u006b',
    'n',
    // An escape a string ends inside (`\\`, `\\u00`), then its end and the rest of the key.
    `u0073${KEY.slice(1)}`,
    '\\\\u00',
    `73${KEY.slice(1)}`,
    '\\\\n',
    '\\\\\\"',
    KEY.slice(1),
    KEY.slice(2),
    KEY.slice(5, 12),
    KEY.slice(12),
  );
  // A piece of the key, each character plain, escaped, or escaped inside arguments (a decoded `\u00..`).
  const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0');
  const spelt = (c: string, how: number) => (how === 0 ? c : how === 1 ? `\\u${hex(c)}` : `\\\\u${hex(c)}`);
  const piece = fc
    .record({
      from: fc.nat(KEY.length - 1),
      length: fc.integer({ min: 1, max: 12 }),
      how: fc.array(fc.nat(2)),
    })
    .map(({ from, length, how }) =>
      [...KEY.slice(from, from + length)]
        .map((c, i) => spelt(c, how[i % Math.max(1, how.length)] ?? 0))
        .join(''),
    );
  const raw = fc.array(fc.oneof(unit, piece), { maxLength: 3 }).map((u) => u.join(''));
  const event = fc.record({ index: fc.nat(1), args: fc.boolean(), raw });
  fc.assert(
    fc.property(fc.array(event, { maxLength: 8 }), (events) => {
      const checked = new SplitKeyGuard(KEY);
      const reference = new SplitKeyGuard(KEY, true);
      for (const { index, args, raw } of events) {
        const data = args
          ? `{"id":"c","choices":[{"index":${index},"delta":{"tool_calls":[{"index":0,"function":{"arguments":"${raw}"}}]}}]}`
          : `{"id":"c","choices":[{"index":${index},"delta":{"content":"${raw}"}}]}`;
        assert.equal(checked.data(data, undefined), reference.data(data, undefined), data);
      }
    }),
    { numRuns: 3000 },
  );
});

test('round 26: an escape a string ends inside, or one spelling the key, is read as the reference reads it', () => {
  const rest = KEY.slice(1);
  for (const [first, second] of [
    ['x\\\\', `u0073${rest}`],
    ['x\\\\u00', `73${rest}`],
    ['x\\\\u0073', rest],
    ['x\\u0073', rest],
    ['x\\\\\\u0073', rest],
    ['x\\\\\\\\\\\\u0073', rest],
    ['x\\/', KEY],
  ] as const) {
    for (const args of [false, true]) {
      const checked = new SplitKeyGuard(KEY);
      const reference = new SplitKeyGuard(KEY, true);
      for (const raw of [first, second]) {
        const data = args
          ? `{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"${raw}"}}]}}]}`
          : `{"choices":[{"index":0,"delta":{"content":"${raw}"}}]}`;
        assert.equal(checked.data(data, undefined), reference.data(data, undefined), data);
      }
    }
  }
});

test('round 26: a key holding a character a quiet escape decodes to has every escape read', () => {
  // Its start is a line break: no event's raw text holds it, only an escape decoding to it.
  const key = '\nsk-0123456789abcdef';
  const guard = new SplitKeyGuard(key);
  const sent = ['x\nsk-0123', '456789abcdef y']
    .map(
      (text) =>
        JSON.parse(guard.data(chunk(0, text), undefined)) as { choices: { delta: { content: string } }[] },
    )
    .map((data) => data.choices[0]!.delta.content)
    .join('');
  assert.ok(!sent.includes(key) && sent.endsWith(`${MARK} y`), sent);
});
