// What a replica holds that Redis did not take (taints, ledger notes' `full` marks, records' `full`
// marks, revocations), kept on disk beside its audit journal (docs/fleet.md, "Round 44"): a replica
// restarted before recovery wrote them replays them at its first contact instead of forgetting them.
// Each line is one JSON entry naming a trace, a client and a cause or bounds: never argument or result
// bytes. A line that cannot be read is taken as an overflow (every trace held for one TTL, fleet-wide).
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import type { TaintCause } from '../kernel/types.js';
import { TAINT_STRENGTH } from '../kernel/types.js';
import type { LedgerWriteBounds } from './ledger-redis.js';

export type LostEntry =
  | { k: 't'; id: string; c: string; cause: TaintCause }
  | { k: 'l'; id: string; c: string; b: LedgerWriteBounds }
  | { k: 's'; id: string; c: string }
  | { k: 'r'; id: string }
  | { k: 'o' };

const OVERFLOW: LostEntry = { k: 'o' };
/** Longer than any id or client the store takes (trace ids 128, scopes a digest, witnesses 128). */
const MAX_FIELD = 1024;

export class LostLog {
  constructor(private readonly path: string) {}

  /** Appends one entry, synchronously (before the answer that depends on it); false when the disk refused. */
  add(entry: LostEntry): boolean {
    try {
      appendFileSync(this.path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      return true;
    } catch {
      return false;
    }
  }

  /** The entries kept; none when there is no file, one overflow for each line (or file) that cannot be read. */
  read(): LostEntry[] {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (err) {
      return (err as { code?: string }).code === 'ENOENT' ? [] : [OVERFLOW];
    }
    const entries: LostEntry[] = [];
    for (const line of text.split('\n')) if (line !== '') entries.push(parse(line));
    return entries;
  }

  /** Everything kept is in Redis: nothing to replay. */
  clear(): void {
    try {
      rmSync(this.path, { force: true });
    } catch {
      // Left in place, it is replayed once more at the next start: marks only ever hold more.
    }
  }
}

function parse(line: string): LostEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return OVERFLOW;
  }
  if (typeof value !== 'object' || value === null) return OVERFLOW;
  const e = value as Record<string, unknown>;
  const field = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_FIELD;
  if (e['k'] === 'o') return OVERFLOW;
  if (e['k'] === 'r' && field(e['id'])) return { k: 'r', id: e['id'] };
  if (!field(e['id']) || !field(e['c'])) return OVERFLOW;
  const [id, c] = [e['id'], e['c']];
  if (e['k'] === 's') return { k: 's', id, c };
  if (e['k'] === 't' && typeof e['cause'] === 'string' && Object.hasOwn(TAINT_STRENGTH, e['cause']))
    return { k: 't', id, c, cause: e['cause'] as TaintCause };
  if (e['k'] === 'l' && isBounds(e['b'])) return { k: 'l', id, c, b: e['b'] };
  return OVERFLOW;
}

function isBounds(v: unknown): v is LedgerWriteBounds {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  return (
    count(b['maxKeys']) &&
    count(b['maxCarries']) &&
    count(b['maxLedgers']) &&
    count(b['perClient']) &&
    (b['maxWeight'] === undefined || count(b['maxWeight']))
  );
}
