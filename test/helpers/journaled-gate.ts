// A plain gate (no upstream, no key) journaling to one file per test process: files that read only their
// own trace's rows share it when run-tests.mjs groups them in one process (the path is made once here).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateProcess } from './gate-process.js';
import { sharedGate } from './shared-gate.js';

/** The journal the process's journaled gate writes: read it by your own trace ids, never whole. */
export const SHARED_JOURNAL = join(mkdtempSync(join(tmpdir(), 'gate-shared-journal-')), 'audit.jsonl');

/** The process's journaled gate, started on first use and stopped when its tests end (shared-gate.ts). */
export function journaledGate(): Promise<GateProcess> {
  return sharedGate([], { env: { GATE_AUDIT_JOURNAL: SHARED_JOURNAL } });
}
