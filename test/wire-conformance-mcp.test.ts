// The one table through MCP: gate_adjudicate on the real process, over HTTP, must give each call the
// same verdict as the kernel's own ladder on the same floor (and so the same as every model wire).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { loadPolicy } from '../src/kernel/policy/load.js';
import { toWireVerdict } from '../src/kernel/types.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { POLICY, TABLE } from './wire-table.js';

let gate: GateProcess;
let mcp: GateMcp;
const policy = loadPolicy(JSON.stringify(POLICY), 'table');

describe('wire-conformance-mcp', () => {
  before(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gate-conf-mcp-')), 'policy.json');
    writeFileSync(file, JSON.stringify(POLICY));
    gate = await startGate(['--policy', file]);
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp.close();
    await gate.stop();
  });

  for (const row of TABLE) {
    test(`MCP gate_adjudicate ${row.tool} ${row.args.slice(0, 40)}: ${row.kind} ${row.reason ?? ''}`, async () => {
      const doc = (await mcp.call('gate_adjudicate', { tool: row.tool, args: row.args })) as {
        verdict: { kind: string; reason?: string };
        repaired_arguments?: unknown;
      };
      assert.equal(doc.verdict.kind, row.kind);
      assert.equal(doc.verdict.reason, row.reason);
      const kernel = toWireVerdict(
        adjudicate(policy, { tool: row.tool, args: JSON.parse(row.args) }, { tainted: false }),
      );
      assert.equal(doc.verdict.kind, kernel.kind, 'the same as the kernel on the same floor');
      assert.equal(doc.verdict.reason, kernel.reason);
      if (row.kind === 'TRANSFORM') assert.ok(doc.repaired_arguments, 'TRANSFORM carries repaired_arguments');
    });
  }
});
