// Red team, round 34 (edge2): MCP rounded large numbers. A tools/call whose arguments held an integer past
// 2^53 (or a number past a double's range, or a float spelling of such an integer) was read as a double,
// judged, and sent on re-serialised: the downstream received another value from the one the client sent
// (another account paid), and provenance compared the rounded one. Now such a call is refused -32602 on
// every entry (HTTP, batch items, stdio: exchange.ts), gate_adjudicate's `args` text holding one is DENY
// MALFORMED as on the model wires, and a number that reads exactly (`1.5`, `-7`) passes with its value.
// The official SDK client (its fetch writing the spelling in place of a marker) against a real `gate
// serve`, in front of a downstream that records the lines it receives (docs/mcp.md, "Round 34 (red team)").
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { ROOT } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { mcpRpc } from './helpers/mcp-rpc.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);
const RECORDER = join(ROOT, 'test/fixtures/mcp-scripted/recorder.mjs');
const dir = mkdtempSync(join(tmpdir(), 'gate-r34-mcp-numbers-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));
const log = join(dir, 'received.jsonl');
writeFileSync(log, '');
const tools = join(dir, 'tools.json');
writeFileSync(
  tools,
  JSON.stringify({
    servers: {
      r: {
        command: process.execPath,
        args: [RECORDER],
        env: { FIXTURE_LOG: log },
        connect_timeout_ms: 10000,
      },
    },
  }),
);

/** A number token's exact decimal value: sign, digits with no leading or trailing zero, power of ten. */
function exact(spelling: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/.exec(spelling);
  if (m === null) throw new Error(`not a number token: ${spelling}`);
  const fraction = m[3] ?? '';
  let digits = (m[2] + fraction).replace(/^0+/, '');
  let power = Number(m[4] ?? 0) - fraction.length;
  while (digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    power++;
  }
  return digits === '' ? '0' : `${m[1]}${digits}e${power}`;
}

/** Whether gate must refuse the spelling: an integer at or past 2^53 or a number past a double's range. */
function refused(spelling: string): boolean {
  const n = Number(spelling);
  return !Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n));
}

const bigInteger = fc.bigInt({ min: 2n ** 53n - 2n, max: 2n ** 70n });
/** Spellings of integers past 2^53 (plain, with `.0`, in exponent form), past a double, exact, and small. */
const spellings = fc.oneof(
  fc.tuple(bigInteger, fc.boolean()).map(([n, neg]) => `${neg ? '-' : ''}${n}`),
  bigInteger.map((n) => `${n}.0`),
  bigInteger.map((n) => {
    const s = n.toString();
    return `${s[0]}.${s.slice(1)}e${s.length - 1}`;
  }),
  fc.integer({ min: 53, max: 90 }).map((k) => String(BigInt(2 ** k))),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.constantFrom('1e400', '-2.5e309', '1e20', '1.00000000000000001e20', '12', '0.25', '-7'),
);
/** Where in the arguments the number sits; one number token in each. */
const places = fc.constantFrom(
  (x: unknown) => ({ amount: x }),
  (x: unknown) => ({ to: { account: x } }),
  (x: unknown) => ({ list: ['a', x] }),
  (x: unknown) => ({ a: { b: [{ c: x }] } }),
);
const MARK = '@@number@@';

function received(): string[] {
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

/** The first number token of a line's `arguments` (strings skipped). */
function firstNumberOfArguments(line: string): string {
  const from = line.indexOf('"arguments":');
  const token = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;
  token.lastIndex = from;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) if (m[0][0] !== '"') return m[0];
  throw new Error('no number in the arguments');
}

describe('MCP arguments holding numbers JavaScript rounds, the real process', { timeout: 120_000 }, () => {
  let gate: GateProcess;
  let client: Client;
  let spelling = '';
  before(async () => {
    gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 });
    for (let i = 0; i < 200; i++) {
      const listed = await mcpRpc(gate, 'tools/list', {});
      if (listed.result?.tools?.some((t) => t.name === 'read_ledger')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    client = new Client({ name: 'r34-numbers', version: '1' });
    // The SDK writes its body with JSON.stringify: its fetch puts the spelling in place of the marker.
    const write: typeof fetch = (url, init) =>
      fetch(url, {
        ...init,
        ...(typeof init?.body === 'string' ? { body: init.body.replace(`"${MARK}"`, spelling) } : {}),
      });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), { fetch: write }));
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
  });

  test('tools/call through the proxy: refused when rounded, else the downstream gets the same value', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(spellings, places, async (number, place) => {
        spelling = number;
        const ref = `ref-${n++}`;
        const args = { ref, ...place(MARK) };
        let refusal: { code: number; message: string } | undefined;
        try {
          const res = (await client.callTool({ name: 'read_ledger', arguments: args })) as {
            content: Array<{ text: string }>;
          };
          assert.equal(res.content[0]?.text, 'paid', JSON.stringify(res));
        } catch (err) {
          refusal = err as { code: number; message: string };
        }
        const line = received().find((l) => l.includes(`"${ref}"`));
        if (refused(number)) {
          assert.equal(refusal?.code, -32602, `${number}: ${String(refusal?.message ?? line)}`);
          assert.doesNotMatch(refusal.message, /\d{16}/, 'no digits in the refusal');
          assert.equal(line, undefined, `${number} reached the downstream`);
        } else {
          assert.equal(refusal, undefined, `${number} refused: ${refusal?.message}`);
          assert.ok(line !== undefined, `${number} did not reach the downstream`);
          assert.equal(
            exact(firstNumberOfArguments(line)),
            exact(number),
            `${number} arrived as another value`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  // Round 35: the SDK client gate calls downstream with reads a result's numbers as doubles, so one past
  // 2^53 in a part gate hands on as JSON (structuredContent alone, a non-text block) went out rounded.
  test('a downstream result: refused when a number gate hands on was rounded, else passed exactly', async () => {
    const answers = fc.constantFrom(
      (x: string) => ({ json: `{"content":[],"structuredContent":{"balance":${x}}}`, handed: true }),
      (x: string) => ({
        json: `{"content":[{"type":"resource_link","uri":"file:///r","name":"r","size":${x}}]}`,
        handed: true,
      }),
      // A text block is handed on as its text: structuredContent beside it never reaches the model.
      (x: string) => ({
        json: `{"content":[{"type":"text","text":"ok"}],"structuredContent":{"balance":${x}}}`,
        handed: false,
      }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(spellings, answers, async (number, answer) => {
        const { json, handed } = answer(number);
        const res = await fetch(`${gate.url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: ++n,
            method: 'tools/call',
            params: { name: 'read_ledger', arguments: { ref: `answer-${n}`, answer: json } },
          }),
        });
        const text = await res.text();
        const body = JSON.parse(text) as {
          result?: { isError?: boolean; content: Array<{ text?: string; size?: number }> };
          error?: unknown;
        };
        if (handed && refused(number)) {
          assert.equal(body.result?.isError, true, `${number} in ${json}: ${text}`);
          // Past a double's range the SDK's schema refuses a typed field first: "a malformed result".
          assert.match(body.result.content[0]?.text ?? '', /cannot pass on exactly|malformed result/);
          assert.doesNotMatch(text, /\d{16}/, 'no digits of the number');
        } else {
          assert.notEqual(body.result?.isError, true, `${number} in ${json}: ${text}`);
          if (handed && !json.includes('resource_link'))
            assert.equal(
              exact(/-?[\d.]+(?:e[-+]?\d+)?/i.exec(body.result?.content[0]?.text ?? '')?.[0] ?? ''),
              exact(number),
            );
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("gate's own tools: arguments and results refused -32602, `args` text DENY MALFORMED", async () => {
    const big = '9007199254740993';
    const raw = async (text: string) => {
      const res = await fetch(`${gate.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: text,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const call = (id: number, name: string, args: string) =>
      `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`;
    const adjudicate = await raw(
      call(1, 'gate_adjudicate', `{"tool":"read_ledger","arguments":{"n":${big}}}`),
    );
    assert.equal((adjudicate.body as { error?: { code: number } }).error?.code, -32602);
    const admit = await raw(call(2, 'gate_admit', `{"tool":"read_ledger","result":{"n":[${big}]}}`));
    assert.equal((admit.body as { error?: { code: number } }).error?.code, -32602);
    const text = await mcpRpc(gate, 'tools/call', {
      name: 'gate_adjudicate',
      arguments: { tool: 'read_ledger', args: `{"n":${big}}` },
    });
    const verdict = JSON.parse(text.result?.content[0]?.text ?? '{}') as {
      verdict?: { kind?: string; reason?: string };
    };
    assert.equal(verdict.verdict?.kind, 'DENY', JSON.stringify(verdict));
    assert.equal(verdict.verdict?.reason, 'MALFORMED');
    // A batch: the item holding a rounded number is refused, its neighbour runs.
    const before = received().length;
    const batch = await raw(
      `[${call(3, 'read_ledger', '{"ref":"batch-ok","n":1}')},${call(4, 'read_ledger', `{"ref":"batch-bad","n":${big}}`)}]`,
    );
    const answers = batch.body as Array<{ id: number; result?: unknown; error?: { code: number } }>;
    assert.equal(answers.find((a) => a.id === 3)?.result !== undefined, true, JSON.stringify(answers));
    assert.equal(answers.find((a) => a.id === 4)?.error?.code, -32602);
    const lines = received().slice(before);
    assert.equal(lines.length, 1);
    assert.ok(lines[0]?.includes('batch-ok'));
    // An id past 2^53 would be answered under another id: the SDK's schema refuses it (safe integers only).
    const id = await raw(call(2 ** 53, 'read_ledger', '{"n":1}').replace(`"id":${2 ** 53}`, `"id":${big}`));
    assert.equal(id.status, 400);
    assert.doesNotMatch(gate.stderr() + gate.stdout(), /9007199254740993|\n\s+at .+:\d+:\d+/);
  });
});
