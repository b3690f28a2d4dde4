import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cpuMs, repeatedTo } from '../../test/helpers/linear-cpu.js';
import {
  arrayItemsPast,
  nestingExceeds,
  textTooWide,
  topLevelId,
  topLevelMembers,
  valueNestingExceeds,
  valueTooWide,
} from './json-depth.js';

function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const kids = Array.isArray(v) ? v : Object.values(v);
  return 1 + Math.max(0, ...kids.map(depthOf));
}

test('nestingExceeds agrees with the depth of any JSON value (brackets inside strings do not count)', () => {
  const value = fc.jsonValue({ maxDepth: 8 }).map((v) => [v, '[[{"a":"]]}{["'] as const);
  fc.assert(
    fc.property(value, (v) => {
      const text = JSON.stringify(v);
      const depth = depthOf(JSON.parse(text));
      assert.equal(nestingExceeds(text, depth), false);
      assert.equal(nestingExceeds(text, depth - 1), true);
    }),
    { numRuns: 2000 },
  );
});

test('valueNestingExceeds agrees with the text bound on the same value, and walks 100,000 deep', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(9), (v, limit) => {
      assert.equal(valueNestingExceeds(v, limit), nestingExceeds(JSON.stringify(v), limit));
    }),
    { numRuns: 2000 },
  );
  let deep: unknown = 'leaf';
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  assert.equal(valueNestingExceeds(deep, 256), true);
});

/** Array items in a value, all arrays together (the count valueTooWide bounds). */
function itemsIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return (Array.isArray(value) ? value.length : 0) + children.reduce((n: number, c) => n + itemsIn(c), 0);
}

test('valueTooWide counts the array items of a value in all (round 48), however they are spread', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 0, max: 40 }), (value, bound) => {
      const wide = valueTooWide(value, 1_000, 1_000_000, bound);
      assert.equal(wide === 'items', itemsIn(value) > bound);
    }),
    { numRuns: 50 },
  );
  // Many empty blocks spell two names: the item count is what bounds them.
  const blocks = { content: Array.from({ length: 20_001 }, () => ({ type: 'text', text: '' })) };
  assert.equal(valueTooWide(blocks, 256, 20_000), undefined);
  assert.equal(valueTooWide(blocks, 256, 20_000, 20_000), 'items');
});

test('textTooWide reads from the text what valueTooWide reads from the value, and arrayItemsPast with unread names', () => {
  const unread = new Set(['logprobs', 'b']);
  fc.assert(
    fc.property(
      fc.jsonValue({ maxDepth: 6 }),
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 12 }),
      (value, depth, names, items) => {
        const text = JSON.stringify(value);
        const walked = valueTooWide(value, depth, names, items);
        assert.equal(textTooWide(text, depth, names, items) !== undefined, walked !== undefined, text);
        const inf = Number.POSITIVE_INFINITY;
        assert.equal(
          textTooWide(text, inf, inf, items, unread) === 'items',
          arrayItemsPast(value, items, unread),
          text,
        );
      },
    ),
    { numRuns: 300 },
  );
  // Spacing and an unread member at any depth, scalar or last.
  const spaced = '{ "logprobs" : [ 1 , [2, 3] ] , "x" : [ 4 , { "b": [5, 6], "c": [7] } ] , "b": null }';
  // x's two items and c's one; nine with nothing unread.
  assert.equal(textTooWide(spaced, 9, 9, 3, unread), undefined);
  assert.equal(textTooWide(spaced, 9, 9, 2, unread), 'items');
  assert.equal(textTooWide(spaced, 9, 9, 9), undefined);
  assert.equal(textTooWide(spaced, 9, 9, 8), 'items');
});

test('textTooWide decides 200 kB of its own literals and separators in linear time', () => {
  for (const unit of ['[', '{"a":', '[0,', '"\\\\', '{"logprobs":[', '"\\"', ',', '{}', ':']) {
    const text = repeatedTo(200_000, '', unit, '');
    const ms = cpuMs(() => textTooWide(text, Number.POSITIVE_INFINITY, 1e9, 1e9, new Set(['logprobs'])));
    assert.ok(ms < 400, `${JSON.stringify(unit)}: ${ms} ms`);
  }
});

test('topLevelMembers reads the top-level id and method JSON.parse reads, however the text is spaced or spelled', () => {
  const wanted = new Set(['id', 'method']);
  const member = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
  const escaped = (name: string) =>
    `"${[...name].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  fc.assert(
    fc.property(
      fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
      member,
      member,
      fc.boolean(),
      fc.constantFrom('', ' ', '\n\t '),
      (rest, id, method, escapeId, space) => {
        const parts = Object.entries(rest).map(
          ([k, v]) => `${JSON.stringify(k)}${space}:${space}${JSON.stringify(v)}`,
        );
        if (id !== undefined)
          parts.push(`${escapeId ? escaped('id') : '"id"'}${space}:${space}${JSON.stringify(id)}`);
        if (method !== undefined) parts.push(`"method":${space}${JSON.stringify(method)}${space}`);
        const text = `${space}{${space}${parts.join(`${space},${space}`)}}`;
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const got = topLevelMembers(text, wanted)!;
        for (const name of wanted) {
          const raw = got.get(name);
          if (!Object.hasOwn(parsed, name)) assert.equal(raw, undefined, `${text} ${name}`);
          else assert.deepEqual(JSON.parse(raw!), parsed[name], `${text} ${name}`);
        }
      },
    ),
    { numRuns: 300 },
  );
  assert.equal(topLevelMembers('[{"id":1}]', wanted), undefined);
  assert.equal(topLevelMembers('{"a":{"id":1}}', wanted)?.get('id'), undefined);
  assert.equal(topLevelMembers('{"id":1,"id":"2"}', wanted)?.get('id'), '"2"');
});

test('topLevelMembers decides 200 kB of its own literals and separators in linear time', () => {
  const wanted = new Set(['id', 'method']);
  for (const unit of ['{', '{"id":', '"id":1,', '"\\\\', '"\\u0069d":', ',', '[', ':', '"\\"']) {
    const text = repeatedTo(200_000, '{', unit, '');
    const ms = cpuMs(() => topLevelMembers(text, wanted));
    assert.ok(ms < 400, `${JSON.stringify(unit)}: ${ms} ms`);
  }
});

test('topLevelId finds the id JSON.parse finds at the top, past members nested anywhere (round 53: stdio refusals name their request)', () => {
  const id = fc.oneof(fc.string(), fc.integer(), fc.constant(0));
  fc.assert(
    fc.property(fc.jsonValue(), id, fc.boolean(), (before, want, first) => {
      const deep = `${'['.repeat(300)}1${']'.repeat(300)}`;
      const members = [
        `"jsonrpc":"2.0"`,
        `"params":{"x":${JSON.stringify(before)},"y":${deep}}`,
        `"method":"tools/call"`,
      ];
      const named = `"id": ${JSON.stringify(want)}`;
      const text = `{${(first ? [named, ...members] : [...members, named]).join(',')}}`;
      assert.equal(topLevelId(text), want);
    }),
    { numRuns: 200 },
  );
  // A nested "id" is not the request's; a batch or a bare value names none; an id that is no string or number either.
  assert.equal(topLevelId('{"params":{"id":7},"method":"x"}'), undefined);
  assert.equal(topLevelId('[{"id":7}]'), undefined);
  assert.equal(topLevelId('{"id":{"a":1}}'), undefined);
  assert.equal(topLevelId('{"a":"\\"id\\": 3","id":"x\\"y"}'), 'x"y');
});
