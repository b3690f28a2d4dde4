import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { cpuMs, repeatedTo } from '../../test/helpers/linear-cpu.js';
import {
  coalesced,
  eventBytesHeld,
  listAllTools,
  MAX_BACKEND_TOOL_BYTES,
  MAX_BACKEND_TOOLS,
  offeredTools,
} from './connection.js';

const tool = (name: string, description = ''): Tool => ({
  name,
  description,
  inputSchema: { type: 'object' },
});

test('a backend offers at most MAX_BACKEND_TOOLS tools, in its own order; the rest are counted', () => {
  const tools = Array.from({ length: MAX_BACKEND_TOOLS + 250 }, (_, i) => tool(`read_${i}`));
  const { kept, past, refused } = offeredTools([tool(''), ...tools]);
  assert.equal(kept.length, MAX_BACKEND_TOOLS);
  assert.equal(kept.at(-1)!.name, `read_${MAX_BACKEND_TOOLS - 1}`);
  assert.equal(past, 250);
  assert.equal(refused, 1, 'a bad name is refused, not counted against the bound');
});

test('and at most MAX_BACKEND_TOOL_BYTES of metadata: a tool that would pass it and every one after are left out', () => {
  const wide = 'a tool that reads. '.repeat(3450); // about 64 KiB each
  const tools = Array.from({ length: 100 }, (_, i) => tool(`read_${i}`, wide));
  const { kept, past } = offeredTools([...tools, tool('read_small')]);
  const bytes = kept.reduce((n, t) => n + JSON.stringify(t).length, 0);
  assert.ok(bytes <= MAX_BACKEND_TOOL_BYTES, String(bytes));
  assert.ok(kept.length > 50 && kept.length < 100, String(kept.length));
  assert.equal(kept.length + past, 101, 'a small tool after the bound is not let back in');
});

test('a tool whose schema nests past the JSON bound is refused by name; the others are offered (round 27)', () => {
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  const bad: Tool = { name: 'read_deep', inputSchema: { type: 'object', properties: { x: deep } } };
  const { kept, deep: refusedDeep, firstDeep } = offeredTools([tool('read_a'), bad, tool('read_b')]);
  assert.deepEqual(
    kept.map((t) => t.name),
    ['read_a', 'read_b'],
  );
  assert.equal(refusedDeep, 1);
  assert.equal(firstDeep, 'read_deep');
});

test('coalesced (round 26): calls while a run is in flight ask for one more run, however many came', async () => {
  let runs = 0;
  let inFlight = 0;
  let most = 0;
  let release: () => void = () => {};
  const work = async () => {
    runs++;
    most = Math.max(most, ++inFlight);
    await new Promise<void>((r) => {
      release = r;
    });
    inFlight--;
  };
  const poke = coalesced(work);
  for (let i = 0; i < 1000; i++) poke();
  assert.equal(runs, 1);
  release();
  await new Promise((r) => setImmediate(r));
  assert.equal(runs, 2, 'one more run for the 999 that came meanwhile');
  release();
  await new Promise((r) => setImmediate(r));
  assert.equal(runs, 2);
  assert.equal(most, 1, 'never two at once');
  poke();
  assert.equal(runs, 3, 'idle again: the next call runs at once');
  release();
});

test('listAllTools (round 48) asks no page after a cursor the server gave before, nor past 100 pages', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 12 }),
      async (cursors) => {
        let asked = 0;
        // Page k gives cursors[k] as its next cursor; past the list, no cursor (the last page).
        const client = {
          listTools: async () => {
            const next = cursors[asked++];
            return {
              tools: [{ name: `t${asked}`, inputSchema: { type: 'object' as const } }],
              nextCursor: next,
            };
          },
        };
        const { tools, cut } = await listAllTools(client as never, 1_000);
        const firstRepeat = cursors.findIndex((c, i) => cursors.indexOf(c) < i);
        const expected = firstRepeat === -1 ? cursors.length + 1 : firstRepeat + 1;
        assert.equal(asked, expected);
        assert.equal(tools.length, expected);
        assert.equal(cut, firstRepeat === -1 ? undefined : 'cursor');
      },
    ),
    { numRuns: 40 },
  );
  let pages = 0;
  const endless = { listTools: async () => ({ tools: [], nextCursor: String(pages++) }) };
  assert.equal((await listAllTools(endless as never, 1_000)).cut, 'pages');
  assert.equal(pages, 100);
});

test('eventBytesHeld counts as a byte-by-byte reading does, over any cut of any bytes (round 50)', () => {
  const reference = (bytes: Uint8Array, held: number, last: number) => {
    for (const b of bytes) {
      if (b === 13) {
        held++;
        continue;
      }
      held = b === 10 && last === 10 ? 0 : held + 1;
      last = b;
    }
    return { held, last };
  };
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(10, 13, 100, 58), { maxLength: 80 }),
      fc.array(fc.nat(80), { maxLength: 5 }),
      (bytes, cuts) => {
        const all = Uint8Array.from(bytes);
        const at = [...new Set(cuts.filter((c) => c <= all.length))].sort((a, b) => a - b);
        let fast = { held: 0, last: 0 };
        let start = 0;
        for (const c of [...at, all.length]) {
          const piece = all.subarray(start, c);
          start = c;
          fast = eventBytesHeld(piece, fast.held, fast.last);
        }
        assert.deepEqual(fast, reference(all, 0, 0), JSON.stringify(bytes));
      },
    ),
    { numRuns: 500 },
  );
});

test('eventBytesHeld reads 200 kB of line ends in linear time', () => {
  for (const unit of ['\r', '\n', '\r\n', 'a\n', '\r\r\n']) {
    const bytes = Buffer.from(repeatedTo(200_000, '', unit, ''));
    const ms = cpuMs(() => eventBytesHeld(bytes, 0, 0));
    assert.ok(ms < 400, `${JSON.stringify(unit)}: ${ms} ms`);
  }
});
