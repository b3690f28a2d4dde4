// The access-log line and the journal row one /mcp call of `tool` left, waited for (both are written after
// the answer): the edge tests of rounds 57 and 58 check that they name the trace the call was judged on.
import { readFileSync } from 'node:fs';
import type { GateProcess } from './gate-process.js';

export async function mcpCallRecords(
  gate: GateProcess,
  journal: string,
  tool: string,
): Promise<{ line: string | undefined; row: string | undefined }> {
  const logged = (l: string) => l.includes('"route":"/mcp"') && l.includes(`"tools":["${tool}"]`);
  const journaled = (l: string) => l.includes(`"tool":"${tool}"`);
  let log = '';
  let rows = '';
  for (let i = 0; i < 50; i++) {
    log = gate.stdout();
    try {
      rows = readFileSync(journal, 'utf8');
    } catch {}
    if (log.split('\n').some(logged) && rows.split('\n').some(journaled)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { line: log.split('\n').find(logged), row: rows.split('\n').find(journaled) };
}
