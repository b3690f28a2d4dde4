// A journal's rows as the red-team tests read them, and the fields a STOP row holds (round 64's rule,
// docs/journal.md): one list for the model wires' stops and MCP's (round 65).
import { readFileSync } from 'node:fs';

export interface Row {
  kind: string;
  tool: string;
  trace_id: string;
  verdict: string;
  reason?: string;
  by: string;
  [field: string]: unknown;
}

/** Every row of the journal at `path`, parsed. */
export function journalRows(path: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Row);
}

/** A STOP row's fields, sorted: no call, argument, result or byte of the caller's. */
export const STOP_FIELDS = [
  'by',
  'hash',
  'kind',
  'policy_digest',
  'prev_hash',
  'reason',
  'replica',
  'seq',
  'tool',
  'trace_id',
  'ts',
  'verdict',
];
