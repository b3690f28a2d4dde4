// The table of calls from the wires' conformance suite (test/wire-conformance.test.ts), through the
// Responses wire: buffered and streaming, in proxy mode (the fake provider proposes the whole table as
// parallel calls) and in in-kernel mode (the built-in model proposes the calls the request spells out).
// Every way must return the floor's own verdict per call and hand the client exactly the admitted calls.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import type { FunctionTool, Response as OpenAIResponse } from 'openai/resources/responses/responses';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { loadPolicy } from '../src/kernel/policy/load.js';
import { toWireVerdict, type WireVerdict } from '../src/kernel/types.js';
import { responsesJson, responsesSse } from './fake-responses-upstream.js';
import { type FakeUpstream, type ScriptCall, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { POLICY, TABLE } from './wire-table.js';

/** Rows the built-in model can be asked for. */
const IN_KERNEL_ROWS = TABLE.flatMap((r, i) => (r.builtinSkip === undefined ? [i] : []));

const ids = (prefix: string): ScriptCall[] =>
  TABLE.map((r, i) => ({ id: `${prefix}${i}`, name: r.tool, args: r.args }));

/** What one way in saw: a verdict per table row, and the arguments of every call delivered, by row. */
interface Seen {
  verdicts: (WireVerdict | undefined)[];
  delivered: Map<number, unknown>;
}

type GateExt = { verdicts: { tool_call_id: string; tool: string; verdict: WireVerdict }[] };

const gateOf = (r: OpenAIResponse) => (r as unknown as { gate?: GateExt }).gate;

describe('one floor, the Responses wire, four ways in (real gate serve, official client)', () => {
  let dir: string;
  let fake: FakeUpstream;
  let proxyGate: GateProcess;
  let kernelGate: GateProcess;
  const oracle = (() => {
    const policy = loadPolicy(JSON.stringify(POLICY), 'table');
    return TABLE.map((r) => {
      let args: unknown;
      try {
        args = JSON.parse(r.args);
      } catch {
        args = r.args;
      }
      return toWireVerdict(adjudicate(policy, { tool: r.tool, args, traceId: 't' }, { tainted: false }));
    });
  })();

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-conformance-responses-'));
    const policyFile = join(dir, 'policy.json');
    writeFileSync(policyFile, JSON.stringify(POLICY));
    fake = await startFakeUpstream();
    // Every request gets the whole table as parallel calls, buffered or streamed as it asked.
    fake.setDefault((req, res) => {
      const turn = { reasoning: true, text: 'Calling tools.', calls: ids('call_') };
      return (req.json as { stream?: boolean }).stream === true
        ? responsesSse(turn, { pieceChars: 3, writeBytes: 64 })(req, res)
        : responsesJson(turn)(req, res);
    });
    const env = { PROVIDER_KEY: 'sk-provider', GATE_KEY: 'gate-secret' };
    const auth = ['--require-key-env', 'GATE_KEY', '--policy', policyFile];
    [proxyGate, kernelGate] = await Promise.all([
      startGate(
        ['--base-url', fake.baseUrl, '--provider', 'openai', '--api-key-env', 'PROVIDER_KEY', ...auth],
        { env },
      ),
      startGate(auth, { env }),
    ]);
  });

  after(async () => {
    await Promise.all([proxyGate?.stop(), kernelGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const clientOf = (gate: GateProcess) =>
    new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'gate-secret', maxRetries: 0 });

  /** Proxy mode: call ids name their row. */
  function byCallId(ext: GateExt | undefined, delivered: { call_id: string; arguments: string }[]): Seen {
    const verdicts: (WireVerdict | undefined)[] = TABLE.map(() => undefined);
    for (const v of ext?.verdicts ?? []) verdicts[Number(v.tool_call_id.slice('call_'.length))] = v.verdict;
    return {
      verdicts,
      delivered: new Map(
        delivered.map((c) => [Number(c.call_id.slice('call_'.length)), JSON.parse(c.arguments)]),
      ),
    };
  }

  /** In-kernel mode: the built-in model proposes the rows in the order asked; its call ids are its own. */
  function byOrder(ext: GateExt | undefined, delivered: { call_id: string; arguments: string }[]): Seen {
    const verdicts: (WireVerdict | undefined)[] = TABLE.map(() => undefined);
    const rowOfCall = new Map<string, number>();
    (ext?.verdicts ?? []).forEach((v, k) => {
      const row = IN_KERNEL_ROWS[k]!;
      assert.equal(v.tool, TABLE[row]!.tool);
      verdicts[row] = v.verdict;
      rowOfCall.set(v.tool_call_id, row);
    });
    return {
      verdicts,
      delivered: new Map(delivered.map((c) => [rowOfCall.get(c.call_id)!, JSON.parse(c.arguments)])),
    };
  }

  const functionCalls = (r: OpenAIResponse) =>
    r.output.flatMap((o) =>
      o.type === 'function_call' ? [{ call_id: o.call_id, arguments: o.arguments }] : [],
    );

  const kernelRequest = () => ({
    model: 'gate-builtin',
    input: IN_KERNEL_ROWS.map((i) => `call ${TABLE[i]!.tool} with ${TABLE[i]!.args}`).join('\n'),
    tools: [...new Set(TABLE.map((r) => r.tool))].map(
      (name): FunctionTool => ({ type: 'function', name, parameters: { type: 'object' }, strict: false }),
    ),
  });

  async function buffered(
    gate: GateProcess,
    params: { model: string; input: string },
    read: typeof byCallId,
  ) {
    const data = await clientOf(gate).responses.create(params);
    return read(gateOf(data), functionCalls(data));
  }

  async function streaming(
    gate: GateProcess,
    params: { model: string; input: string },
    read: typeof byCallId,
  ) {
    const stream = clientOf(gate).responses.stream(params);
    // A client may run a call on its own output_item.done: the arguments there must be final.
    const delivered: { call_id: string; arguments: string }[] = [];
    for await (const event of stream) {
      if (event.type === 'response.output_item.done' && event.item.type === 'function_call')
        delivered.push({ call_id: event.item.call_id, arguments: event.item.arguments });
    }
    const final = await stream.finalResponse();
    assert.deepEqual(functionCalls(final), delivered, 'the final response lists exactly the calls streamed');
    return read(gateOf(final), delivered);
  }

  const proxyParams = { model: 'gpt-5-codex', input: 'go' };
  const WAYS: [string, () => Promise<Seen>, number[]][] = [
    ['responses buffered (proxy)', () => buffered(proxyGate, proxyParams, byCallId), TABLE.map((_, i) => i)],
    [
      'responses streaming (proxy)',
      () => streaming(proxyGate, proxyParams, byCallId),
      TABLE.map((_, i) => i),
    ],
    ['responses buffered (in-kernel)', () => buffered(kernelGate, kernelRequest(), byOrder), IN_KERNEL_ROWS],
    [
      'responses streaming (in-kernel)',
      () => streaming(kernelGate, kernelRequest(), byOrder),
      IN_KERNEL_ROWS,
    ],
  ];

  it('the table states what the floor says (the kernel agrees with the table)', () => {
    assert.deepEqual(
      oracle.map((v) => [v.kind, v.reason]),
      TABLE.map((r) => [r.kind, r.reason]),
    );
  });

  for (const [name, way, rows] of WAYS) {
    it(`${name}: every call gets the floor's verdict; the client gets exactly the admitted calls`, async () => {
      const seen = await way();
      for (const i of rows) {
        const v = seen.verdicts[i];
        assert.ok(v, `${name}: no verdict for row ${i} (${TABLE[i]!.tool})`);
        assert.deepEqual(v, oracle[i], `${name}: row ${i} (${TABLE[i]!.tool})`);
      }
      const admitted = rows.filter((i) => TABLE[i]!.kind === 'ALLOW' || TABLE[i]!.kind === 'TRANSFORM');
      assert.deepEqual(
        [...seen.delivered.keys()].sort((a, b) => a - b),
        admitted,
        name,
      );
      for (const i of admitted) {
        const expected =
          TABLE[i]!.kind === 'TRANSFORM' ? { id: 7, password: '[REDACTED]' } : JSON.parse(TABLE[i]!.args);
        assert.deepEqual(seen.delivered.get(i), expected, `${name}: arguments of row ${i}`);
      }
    });
  }

  it('the provider never saw the gateway key; every request carried the provider key', () => {
    assert.ok(fake.received.length >= 2);
    for (const r of fake.received) {
      assert.equal(r.url, '/v1/responses');
      assert.ok(!JSON.stringify(r.headers).includes('gate-secret'));
      assert.equal(r.headers['authorization'], 'Bearer sk-provider');
    }
  });

  it('the access log names tools and verdicts, never argument bytes', () => {
    const log = proxyGate.stdout() + kernelGate.stdout();
    assert.match(log, /drop_database/);
    assert.match(log, /REQUIRE_WITNESS/);
    for (const secret of ['hunter2', '169.254.169.254', 'feature/x'])
      assert.ok(!log.includes(secret), secret);
  });
});
