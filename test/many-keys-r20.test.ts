// A call's keys bound gate's work (docs/operations.md, "Arguments with many keys"): past 20,000 keys and
// items the arguments are DENY MALFORMED before any rung but the first walks them, over the real `gate serve`
// process (POST /mcp, official SDK client) and in the kernel, where the refusal's counted work stops at the
// bound however many keys follow it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { judge } from '../src/kernel/ladder/testing.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { parseArguments } from '../src/wire/shared/json.js';
import { callDoc, writePolicy } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { workOf } from './helpers/work-count.js';

const MANY = 'arguments hold more than 20000 keys and items';
const flat = (n: number): Record<string, string> => {
  const args: Record<string, string> = {};
  for (let i = 0; i < n; i++) args[`k${i}`] = 'v';
  return args;
};

describe('many keys, the kernel on the built-in floor', () => {
  const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');

  test('20,000 keys and items are read; one more is DENY MALFORMED, the only rung that ran', () => {
    assert.equal(judge(policy, 'Write', { ...flat(19_999), file_path: 'a.txt' }).verdict.kind, 'ALLOW');
    for (const args of [
      { ...flat(20_000), file_path: 'a.txt' },
      // Items and keys at every level count: 2 keys, 1 + 19,999 items.
      { file_path: 'a.txt', rows: [Array.from({ length: 19_999 }, () => 1)] },
      { file_path: 'a.txt', rows: Array.from({ length: 5_000 }, (_, i) => ({ id: i, n: 'x', c: [1] })) },
    ]) {
      const { verdict, trace } = judge(policy, 'Write', args);
      assert.equal(verdict.reason, 'MALFORMED');
      assert.equal(verdict.detail?.claim, MANY);
      assert.equal(trace.length, 1, 'no later rung walked the arguments');
    }
  });

  test("a refusal's counted work stops at the bound: 192,000 keys cost what 24,000 do", () => {
    const small = flat(24_000);
    const large = flat(192_000);
    for (const tool of ['Bash', 'mcp__db__query']) {
      const a = workOf(() => judge(policy, tool, small));
      const b = workOf(() => judge(policy, tool, large));
      assert.equal(judge(policy, tool, large).verdict.detail?.claim, MANY, tool);
      assert.ok(b <= a * 1.01 + 64, `${tool}: 8x the keys past the bound cost ${(b / a).toFixed(2)}x`);
    }
  });

  test('arguments as text spelling more names than the bound: the object’s reason, never parsed (round 46)', () => {
    // A wire hands model-written arguments past the bound on as text (parseArguments); neither it nor the
    // malformed rung builds the value: one linear pass of the names refuses it.
    const text = JSON.stringify(flat(100_000));
    const parse = JSON.parse;
    let parsed = 0;
    JSON.parse = ((...a: Parameters<typeof JSON.parse>) => {
      parsed++;
      return parse(...a);
    }) as typeof JSON.parse;
    try {
      assert.equal(parseArguments(text), text);
      assert.equal(judge(policy, 'Bash', text).verdict.detail?.claim, MANY);
    } finally {
      JSON.parse = parse;
    }
    assert.equal(parsed, 0, 'the text was parsed');
    // At the bound it is still an object the ladder reads.
    assert.equal(typeof parseArguments(JSON.stringify(flat(20_000))), 'object');
  });

  test('nested past 64 levels is still named as such beside many keys, and a key fault after it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 70; i++) deep = { d: deep, D: 1 };
    assert.equal(judge(policy, 'Read', deep).verdict.detail?.claim, 'arguments nest deeper than 64 levels');
  });
});

describe('many keys over POST /mcp gate_adjudicate (gate serve)', () => {
  let gate: GateProcess;
  let client: Client;
  before(async () => {
    gate = await startGate(['--policy', writePolicy()]);
    client = new Client({ name: 'many-keys', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
  });

  test('a 1 MB argument text of 60,000 keys is DENY MALFORMED, the bound named', async () => {
    const args = JSON.stringify(flat(60_000));
    assert.ok(args.length > 500_000);
    const doc = (await callDoc(client, 'gate_adjudicate', { tool: 'write_file', args })) as {
      verdict: { kind: string; reason: string; detail?: { claim?: string } };
    };
    assert.equal(doc.verdict.kind, 'DENY');
    assert.equal(doc.verdict.reason, 'MALFORMED');
    assert.equal(doc.verdict.detail?.claim, MANY);
    // Near miss: the same tool with a few keys is decided by the rules as before.
    const small = (await callDoc(client, 'gate_adjudicate', {
      tool: 'write_file',
      args: JSON.stringify({ path: 'notes.txt', content: 'hi' }),
    })) as { verdict: { kind: string } };
    assert.notEqual(small.verdict.kind, 'DENY');
  });
});
