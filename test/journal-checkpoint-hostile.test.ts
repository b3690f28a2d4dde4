// Hostile checkpoint files against the real process: `gate serve` refuses to start with one clear line
// (exit 1, no stack trace, never listening) or `gate journal verify` says what is wrong (exit 1), for a
// symlink loop, a link to /dev/zero or to a directory, numbers past 2^53, an offset inside a multi-byte
// character, a BOM and non-UTF-8 bytes. In-process, src/journal/checkpoint-fuzz.test.ts fuzzes the rest.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runGateInProcess } from './helpers/gate-main.js';
import { runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-checkpoint-hostile-'));
describe('journal-checkpoint-hostile', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));

  test('hostile checkpoint files stop gate serve with one line and verify names them', async () => {
    const file = join(tmp, 'j.jsonl');
    const env = { GATE_AUDIT_JOURNAL: file, GATE_JOURNAL_KEY: undefined };
    const gate = await startGate([], { env });
    const mcp = await connectMcp(gate.url);
    for (let i = 0; i < 3; i++) await mcp.call('gate_adjudicate', { tool: `é中😀${i}`, args: '{}' });
    await mcp.close();
    assert.equal(await gate.stop(), 0);
    const cpPath = `${file}.checkpoint`;
    const real = JSON.parse(readFileSync(cpPath, 'utf8')) as Record<string, unknown>;
    const put = (content: string | Buffer | (() => void)) => {
      rmSync(cpPath, { recursive: true, force: true });
      if (typeof content === 'function') content();
      else writeFileSync(cpPath, content);
    };
    const cases: [string, string | Buffer | (() => void), RegExp][] = [
      ['symlink loop', () => symlinkSync(cpPath, cpPath), /cannot be read \(ELOOP\)/],
      ['link to /dev/zero', () => symlinkSync('/dev/zero', cpPath), /is not a regular file/],
      ['a directory', () => mkdirSync(cpPath), /is not a regular file/],
      ['seq past 2^53', `${JSON.stringify({ ...real, seq: 2 ** 60 })}\n`, /field "seq" is not a count/],
      [
        '1e400',
        `${JSON.stringify(real).replace(/"end":\d+/, '"end":1e400')}\n`,
        /field "end" is not a count/,
      ],
      [
        'offset inside a character',
        `${JSON.stringify({ ...real, offset: (real.offset as number) + 40 })}\n`,
        /does not match its checkpoint|the row there is bad|at another byte offset/,
      ],
      ['a BOM', `\uFEFF${JSON.stringify(real)}\n`, /is not JSON/],
      ['non-UTF-8 bytes', Buffer.from([0xff, 0xfe, 0x7b, 0x0a]), /is not JSON/],
      ['an empty file', '', /is not one complete line/],
    ];
    // Each process start costs about a second here: serve takes every other case, verify the rest.
    for (const [i, [name, content, why]] of cases.entries()) {
      put(content);
      if (i % 2 === 0) {
        const serve = await runGate(['serve', '--addr', '127.0.0.1:0'], { env, timeoutMs: 15_000 });
        assert.equal(serve.code, 1, `${name}: ${serve.stderr}`);
        assert.match(serve.stderr, why, name);
        assert.doesNotMatch(
          serve.stderr,
          /listening on|\n\s+at /,
          `${name}: no stack trace, never listening`,
        );
      } else {
        const verify = await runGateInProcess(['journal', 'verify', file], { env });
        assert.equal(verify.code, 1, `${name}: verify fails`);
        assert.match(verify.stderr, why, name);
        assert.doesNotMatch(verify.stderr, /\n\s+at /, `${name}: verify prints no stack trace`);
      }
    }
  });
});
