// Red team, round 8: POST /mcp of the real `gate serve` process fed JSON-RPC a stateless exchange must
// still answer. A batch that cancels one of its own requests once held the POST open forever (the SDK
// never answers a cancelled request, and the exchange waited on that answer).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import type { GateProcess } from './helpers/gate-process.js';
import { SHARED_JOURNAL as journal, journaledGate } from './helpers/journaled-gate.js';

let gate: GateProcess;

describe('redteam-serve-mcp', () => {
  before(async () => {
    gate = await journaledGate();
  });

  /** Posts a body to /mcp; a POST still open after 5 s is the hang this file guards against. */
  async function rpc(body: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  function adjudicate(id: unknown, trace: string): Record<string, unknown> {
    return {
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'gate_adjudicate',
        arguments: { tool: 'write_file', args: '{"path":"a/.git/HEAD"}', trace_id: trace },
      },
    };
  }

  function cancel(requestId: unknown): Record<string, unknown> {
    return { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason: 'test' } };
  }

  type Reply = { id: unknown; result?: unknown; error?: { code: number; message: string } };

  describe('redteam serve: MCP exchanges that cancel themselves', () => {
    test('a batch cancelling its own request is answered -32800 for it, the rest answered as usual', async () => {
      for (const id of [1, 'one', 0, '']) {
        const { status, json } = await rpc([
          adjudicate(id, `rts-cancel-${String(id)}`),
          cancel(id),
          { jsonrpc: '2.0', id: 'ping-after', method: 'ping' },
        ]);
        assert.equal(status, 200);
        const replies = json as Reply[];
        assert.deepEqual(
          replies.map((r) => r.id),
          [id, 'ping-after'],
        );
        assert.equal(replies[0]!.error?.code, -32800, JSON.stringify(replies[0]));
        assert.deepEqual(replies[1]!.result, {});
      }
    });

    test('a request its batch cancels is neither judged nor journaled; sent again, it is decided once (round 24)', async () => {
      // Round 8 kept the row of a decision the SDK made after the client was told it was cancelled; round 24
      // runs no request its own batch cancels, so the row and the answer agree (docs/mcp.md).
      await rpc([adjudicate(9, 'rts-cancel-journal'), cancel(9)]);
      await rpc([cancel(10), adjudicate(10, 'rts-cancel-journal')]);
      const again = await rpc(adjudicate(11, 'rts-cancel-journal'));
      assert.equal((again.json as Reply).error, undefined);
      await new Promise((r) => setTimeout(r, 300));
      const mine = readFileSync(journal, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { trace_id: string; tool: string; reason?: string })
        .filter((r) => r.trace_id === 'rts-cancel-journal');
      assert.deepEqual(
        mine.map((r) => [r.tool, r.reason]),
        [['write_file', 'SELF_MODIFY']],
      );
    });

    test('a cancel before its request in the batch cancels it too (the SDK reads it after the batch)', async () => {
      const early = await rpc([cancel(3), adjudicate(3, 'rts-cancel-early')]);
      assert.equal((early.json as Reply[])[0]!.error?.code, -32800);
    });

    test('a cancel of an id not in the batch, or of no id, changes nothing', async () => {
      const other = await rpc([adjudicate(4, 'rts-cancel-other'), cancel(5), cancel(null), cancel({})]);
      assert.equal((other.json as Reply[])[0]!.error, undefined);
      const lone = await rpc(cancel(6));
      assert.equal(lone.status, 202);
    });

    test('a hundred self-cancelling batches at once: all answered, and the process lives', async () => {
      const batches = Array.from({ length: 100 }, (_, i) =>
        rpc([adjudicate(i, `rts-flood-${i}`), cancel(i)]),
      );
      const answers = await Promise.all(batches);
      for (const a of answers) assert.equal((a.json as Reply[])[0]!.error?.code, -32800);
      assert.equal(gate.child.exitCode, null);
      assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
    });
  });
});
