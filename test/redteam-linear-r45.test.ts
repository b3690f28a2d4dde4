// Round 45 (linear-r45): the built-in model's JSON span, a run of `/` off a word's end, and the expressions the
// static check did not read.
// `jsonEnd` scanned from every `{` that does not close to the text's end (a turn of 40 kB of `{`: 7 s of CPU on
// the base); `JsonEnds` answers every opening in one backward pass, the same answers (a property below).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ReadBuffer } from '@modelcontextprotocol/sdk/shared/stdio.js';
import fc from 'fast-check';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { withoutTrailing } from '../src/kernel/trailing.js';
import { servedNames } from '../src/server/served-names.js';
import { LineBuffer, withLineBuffer } from '../src/tools/line-buffer.js';
import { parseRequest } from '../src/upstream/builtin/intent.js';
import { JsonEnds, jsonEnd } from '../src/upstream/builtin/text.js';
import { runsOf } from './helpers/deep.js';
import { cpuMs, repeatedTo } from './helpers/linear-cpu.js';

const SIZE = 200_000;
/** CPU bound for one 200 kB reading: far above a linear one's, far below a quadratic one's. */
const BOUND_MS = 1500;

// Each is quadratic on the base (CPU of `parseRequest` at 40 kB on the base in the comment).
const FIXED: readonly (readonly [string, string])[] = [
  ['`{` repeated', '{'], // 7.0 s (20 kB: 2.5 s)
  ['`{{}` repeated', '{{}'], // 3.1 s
  ['`{"` repeated', '{"'], // 2.0 s
  ['`{"\\` repeated', '{"\\'], // 0.9 s
];

for (const [name, unit] of FIXED)
  test(`r45 linear: the built-in model reads a turn of ${name}, 200 kB, in bounded CPU`, () => {
    const ms = cpuMs(() => parseRequest(repeatedTo(SIZE, 'list files in ', unit, 'x')));
    assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
  });

test('r45 JsonEnds gives every opening the end the one-opening scan gives', () => {
  const piece = fc.constantFrom('{', '}', '"', '\\', 'a', ' ', '{"', '"}', '\\"', '\\\\', '{}', ':');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
      const text = pieces.join('');
      const ends = new JsonEnds(text);
      for (let k = text.indexOf('{'); k !== -1; k = text.indexOf('{', k + 1))
        assert.equal(ends.end(k), jsonEnd(text, k), `${JSON.stringify(text)} at ${k}`);
    }),
    { numRuns: runsOf(2000, 100_000) },
  );
});

const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');

// `\/+$` on a link's directory (shell.ts) read the run of `/` again from each when it did not end the word:
// `adjudicate` at 40 kB, 0.8 s of CPU on the base (20 kB: 0.2-0.3 s). The same run, off the Origin header
// (served-names.ts), is bounded by the head's 16 KiB: 0.15-0.26 s a request on the base.
for (const [name, command] of [
  ['ln -s -t then `/` repeated then x', repeatedTo(SIZE, 'ln -s -t ', '/', 'x a')],
  ['ln -s a then `/` repeated then x/', repeatedTo(SIZE, 'ln -s a ', '/', 'x/')],
] as const)
  test(`r45 linear: the floor reads ${name}, 200 kB, in bounded CPU`, () => {
    const ms = cpuMs(() => adjudicate(floor, { tool: 'Bash', args: { command } }, { tainted: false }));
    assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
  });

// The Origin header's key (served-names.ts) is the same run off a request's head: 16 KiB is 0.15-0.26 s of the
// real process on the base; 200 kB, what the check itself would cost a larger head, is some 20 s there.
test('r45 linear: the served names read an Origin of `/` repeated then x, 200 kB, in bounded CPU', () => {
  const names = servedNames({ bindHost: '127.0.0.1' });
  const origin = repeatedTo(SIZE, 'http://x', '/', 'x');
  let refused: unknown;
  const ms = cpuMs(() => {
    refused = names.refusal({ host: '127.0.0.1', origin });
  });
  assert.ok(refused !== undefined, 'a foreign origin is refused');
  assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
});

test('r45 withoutTrailing takes off what the old expression took off', () => {
  const piece = fc.constantFrom('/', '//', 'a', '.', ' ', '\\', '/x');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
      const text = pieces.join('');
      assert.equal(withoutTrailing(text, '/'), text.replace(/\/+$/, ''), JSON.stringify(text));
    }),
    { numRuns: runsOf(300, 20_000) },
  );
});

// gate's MCP client read a stdio server through the SDK's ReadBuffer, which joins its buffer with each piece and
// searches it from its start: a 4 MB message in 1 kB pieces is some 8 GB of copying (the base's path).
test('r45 linear: the MCP client reads a 4 MB message sent in 1 kB pieces in bounded CPU, and whole', () => {
  const buffer = new LineBuffer(10 * 1024 * 1024);
  const pad = 'x'.repeat(4_000_000);
  const line = Buffer.from(
    `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { pad } })}\n`,
  );
  const got: unknown[] = [];
  const ms = cpuMs(() => {
    for (let at = 0; at < line.length; at += 1024) {
      buffer.append(line.subarray(at, at + 1024));
      for (let m = buffer.readMessage(); m !== null; m = buffer.readMessage()) got.push(m);
    }
  });
  assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
  assert.equal(got.length, 1);
  assert.equal((got[0] as { params: { pad: string } }).params.pad.length, pad.length);
});

test('r45 LineBuffer reads what the SDK ReadBuffer reads, however the bytes are cut', () => {
  const message = fc.constantFrom(
    '{"jsonrpc":"2.0","method":"a"}', '{"jsonrpc":"2.0","id":1,"result":{}}', '{"jsonrpc":"2.0","method":"é\\n"}', 'not json', '',
    '{"jsonrpc":"2.0","id":2,"result":{"x":"\r"}}\r', '{"x":1}',
  ); // biome-ignore format: an alphabet reads better packed
  const outcome = (read: () => unknown) => {
    try {
      return JSON.stringify(read());
    } catch (e) {
      return `threw ${(e as Error).message.slice(0, 40)}`;
    }
  };
  fc.assert(
    fc.property(
      fc.array(message, { maxLength: 6 }),
      fc.array(fc.nat(40), { maxLength: 8 }),
      fc.nat(300),
      (lines, cuts, max) => {
        const bytes = Buffer.from(lines.map((l) => `${l}\n`).join(''));
        const sdk = new ReadBuffer({ maxBufferSize: max + 20 });
        const ours = new LineBuffer(max + 20);
        const said: [string[], string[]] = [[], []];
        let at = 0;
        for (const cut of [...cuts, bytes.length]) {
          const piece = bytes.subarray(at, Math.min(bytes.length, at + cut + 1));
          at += piece.length;
          for (const [i, buffer] of [sdk, ours].entries()) {
            const appended = outcome(() => buffer.append(piece));
            said[i]!.push(appended);
            for (let k = 0; k < 10; k++) {
              const got = outcome(() => buffer.readMessage());
              said[i]!.push(got);
              if (got === 'null') break;
            }
          }
          if (at >= bytes.length) break;
        }
        assert.deepEqual(said[1], said[0], JSON.stringify(lines));
      },
    ),
    { numRuns: runsOf(400, 20_000) },
  );
});

test('r45 the MCP SDK stdio transport still has the reader gate replaces', () => {
  const transport = new StdioClientTransport({ command: 'true' });
  assert.doesNotThrow(() => withLineBuffer(transport, 1024));
  assert.ok((transport as unknown as { _readBuffer: unknown })._readBuffer instanceof LineBuffer);
});
