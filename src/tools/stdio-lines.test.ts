import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cpuMs, repeatedTo } from '../../test/helpers/linear-cpu.js';
import { AskedIds } from './http-answers.js';
import { StdioLines } from './stdio-lines.js';

const setup = () => {
  const asked = new AskedIds();
  asked.sent(5, true);
  asked.sent(6, false);
  const logs: string[] = [];
  return { asked, logs, lines: new StdioLines('s', asked, (why) => logs.push(why)) };
};
const answer = (id: string, extra = '') => `{"jsonrpc":"2.0","id":${id},"result":{"content":[]${extra}}}`;

test('a stdio line is sorted before its parse: what gate never reads is dropped, the rest parsed', () => {
  const { lines, logs } = setup();
  assert.equal(lines.screen(answer('5')), 'parse');
  assert.equal(lines.screen(answer('"5"')), 'parse', 'the SDK matches by Number(id)');
  assert.equal(lines.screen(answer('7')), 'drop', 'unasked');
  assert.equal(lines.screen('{"jsonrpc":"2.0","method":"notifications/message","params":{}}'), 'drop');
  assert.equal(lines.screen('{"jsonrpc":"2.0","method":"notifications/progress","params":{}}'), 'drop');
  assert.equal(lines.screen('{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}'), 'parse');
  assert.equal(lines.screen('{"jsonrpc":"2.0","method":"notifications\\/tools/list_changed"}'), 'parse');
  assert.equal(lines.screen('{"jsonrpc":"2.0","id":1,"method":"ping"}'), 'parse');
  assert.equal(lines.screen('[{"jsonrpc":"2.0","id":5,"result":{}}]'), 'drop', 'a batch');
  assert.equal(lines.screen('not json'), 'drop');
  assert.equal(lines.screen('{"jsonrpc":"2.0","id":true,"result":{}}'), 'drop');
  assert.equal(lines.screen('{"jsonrpc":"2.0","method":5}'), 'drop');
  assert.deepEqual(logs, []);
});

test('past the unasked bound the log says so once; a wide line is never parsed and names its bound only', () => {
  const { lines, logs } = setup();
  for (let i = 0; i < 200; i++) assert.equal(lines.screen(answer(String(1000 + i))), 'drop');
  assert.deepEqual(logs, ['more than 64 answers to requests gate was not waiting on, on its stdout']);
  logs.length = 0;
  const items = `,"_meta":{"a":[${'0,'.repeat(25_000)}0]}`;
  const wide = lines.screen(answer('5', items));
  assert.equal(typeof wide, 'object');
  assert.match(
    JSON.stringify(wide),
    /"id":5.*backend \\"s\\" sent a message holding more than 20000 array items; gate did not read it/,
  );
  assert.equal(
    lines.screen(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"a":[${'0,'.repeat(25_000)}0]}}`),
    'drop',
  );
  // A tools/list page is not held to the depth bound (round 27); a call's answer is.
  const deep = `,"_meta":${'['.repeat(300)}${']'.repeat(300)}`;
  assert.equal(lines.screen(answer('6', deep)), 'parse');
  assert.match(JSON.stringify(lines.screen(answer('5', deep))), /nested deeper than 256 levels/);
  assert.deepEqual(logs, [
    'a message holding more than 20000 array items',
    'a message holding more than 20000 array items',
    'a message nested deeper than 256 levels',
  ]);
});

test('any drawn line: the verdict never carries its bytes, and what is parsed is what the SDK would read', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string(), (value, secret) => {
      const { lines, logs } = setup();
      const text = JSON.stringify(
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? { ...value, s: secret }
          : value,
      );
      const verdict = lines.screen(text);
      if (typeof verdict === 'object')
        assert.ok(!JSON.stringify(verdict).includes(JSON.stringify(secret).slice(1, -1)) || secret === '');
      for (const line of logs) assert.ok(secret.length < 3 || !line.includes(secret));
    }),
    { numRuns: 300 },
  );
});

test('screening decides 200 kB of its own literals and separators in linear time', () => {
  for (const unit of ['{"id":5,', '{"method":"n",', '[', '{', '"\\\\', '{"id":', ',"a":[0,']) {
    const { lines } = setup();
    const text = repeatedTo(200_000, '{', unit, '}');
    const ms = cpuMs(() => lines.screen(text));
    assert.ok(ms < 400, `${JSON.stringify(unit)}: ${ms} ms`);
  }
});
