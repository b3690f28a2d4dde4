// One journal row: the allow-list of its fields, how it is built from a Decision, hashed and checked.
// Rows are built field by field from that list (never by masking a full event), so no bytes can slip in.
import { canonicalJson, madeArgsDigest, sha256Hex } from '../kernel/canonical.js';
import { ERROR_CODES } from '../kernel/errors.js';
import { boundedToolName } from '../kernel/tool-name.js';
import { type Decision, isReason, type StreamStop, VERDICT_KINDS } from '../kernel/types.js';

export const ROW_KINDS = ['DECIDE', 'DENY', 'QUARANTINE', 'VDSO_HIT', 'APPROVAL', 'ROTATE', 'STOP'] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** Every field a row may carry; anything else is refused by the checker. */
export const ROW_FIELDS = [
  'seq',
  'ts',
  'kind',
  'tool',
  'trace_id',
  'verdict',
  'reason',
  'by',
  'args_digest',
  'result_digest',
  'replica',
  'would_deny',
  'approval_id',
  'policy_digest',
  'prev_hash',
  'hash',
] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** Fields a row may leave out: absent means "none", never null. */
const OPTIONAL_FIELDS = [
  'reason',
  'args_digest',
  'result_digest',
  'would_deny',
  'approval_id',
  'policy_digest',
] as const;
const isOptional = (key: RowField): boolean => (OPTIONAL_FIELDS as readonly string[]).includes(key);

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The first row of a journal rotated into (`gate journal rotate`): not a decision, the link to the file
 * rotated away. Its seq and prev_hash continue that file's head (docs/journal.md, "Rotation").
 */
export const ROTATE_VERDICT = 'ROTATE';

/** The ROTATE row that begins a file continuing the chain after `head`. */
export function rotateRow(
  head: { seq: number; hash: string },
  at: { ts: string; replica: string },
): UnsealedRow {
  return {
    seq: head.seq + 1,
    ts: at.ts,
    kind: 'ROTATE',
    tool: '-',
    trace_id: '-',
    verdict: ROTATE_VERDICT,
    by: 'gate journal rotate',
    replica: at.replica,
    prev_hash: head.hash,
  };
}

/** A STOP row's verdict: it records no decision, a stream gate ended before its final event. */
export const STOP_VERDICT = 'STOP';

/**
 * Why a stream stopped, the only text a STOP row's `reason` may hold: a fault's code (docs/errors.md), the
 * provider's own error event (`UPSTREAM_ERROR`), or the client gone (`CLIENT_GONE`).
 */
export const STOP_CAUSES: ReadonlySet<string> = new Set([
  ...Object.keys(ERROR_CODES),
  'UPSTREAM_ERROR',
  'CLIENT_GONE',
]);

/** The row of a stopped stream, before sealing: no tool, call, argument or result. */
export function stopRow(stop: StreamStop, at: RowPlace): UnsealedRow {
  return {
    seq: at.seq,
    ts: at.ts,
    kind: 'STOP',
    tool: '-',
    trace_id: stop.traceId,
    verdict: STOP_VERDICT,
    reason: stop.cause,
    by: stop.by,
    replica: at.replica,
    policy_digest:
      stop.policyDigest !== undefined && HEX64.test(stop.policyDigest) ? stop.policyDigest : undefined,
    prev_hash: at.prevHash,
  };
}

/** A stopped stream's row as the journal writes it, or the problem rowShapeProblem names for it (rare: no fast path). */
function stopText(stop: StreamStop, at: RowPlace): SealedText | string {
  const { row, line } = sealedLine(stopRow(stop, at));
  const problem = rowShapeProblem(row);
  if (problem !== undefined) return problem;
  return { text: line.toString('utf8', 0, line.length - 1), hash: row.hash };
}

/** A row longer than this is refused on write and reported as bad on read (bounds memory on a hostile file). */
export const MAX_ROW_BYTES = 1024 * 1024;

export interface JournalRow {
  seq: number;
  /** RFC 3339 UTC with milliseconds. */
  ts: string;
  kind: RowKind;
  tool: string;
  trace_id: string;
  verdict: string;
  reason?: string;
  by: string;
  args_digest?: string;
  result_digest?: string;
  replica: string;
  /** Set only under the admit_and_log posture: the reason that would have refused the call. */
  would_deny?: string;
  /** The approval the row belongs to: a held call, a human's decision on it, the call it admitted. */
  approval_id?: string;
  /** The digest of the floor that judged the call (as /debug/vars names it): a reload mid-traffic stays legible. */
  policy_digest?: string;
  prev_hash: string;
  hash: string;
}

export type UnsealedRow = Omit<JournalRow, 'hash'>;

const HEX64 = /^[0-9a-f]{64}$/;
const RFC3339_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** would_deny is a code; any other text in detail is coerced to "true" so free text never lands in a row. */
function wouldDenyOf(decision: Decision): string | undefined {
  const value = decision.verdict.detail?.would_deny;
  if (value === undefined || value === '') return undefined;
  return isReason(value) || value === 'true' ? value : 'true';
}

const APPROVAL_ID = /^ap-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only an id of gate's own shape lands in a row, whatever a caller passed. */
function approvalIdOf(decision: Decision): string | undefined {
  const id = decision.approvalId;
  return id !== undefined && APPROVAL_ID.test(id) ? id : undefined;
}

/** The row of a decision, before sealing; every value is copied from the allow-list, nothing else. */
export function unsealedRow(
  decision: Decision,
  at: { seq: number; ts: string; replica: string; prevHash: string },
): UnsealedRow {
  return {
    seq: at.seq,
    ts: at.ts,
    kind: decision.kind,
    tool: boundedToolName(decision.tool),
    trace_id: decision.traceId,
    verdict: decision.verdict.kind,
    reason: decision.verdict.reason,
    by: decision.verdict.by,
    args_digest: decision.argsDigest,
    result_digest: decision.resultDigest,
    replica: at.replica,
    would_deny: wouldDenyOf(decision),
    approval_id: approvalIdOf(decision),
    policy_digest:
      decision.policyDigest !== undefined && HEX64.test(decision.policyDigest)
        ? decision.policyDigest
        : undefined,
    prev_hash: at.prevHash,
  };
}

/**
 * Key orders for RFC 8785 on a row. Row values are strings and one safe integer, so JSON.stringify with the
 * keys listed in UTF-16 order is exactly canonicalJson, without its generic walk (a test holds them equal).
 */
const CANONICAL_ORDER: string[] = [...ROW_FIELDS].sort();
const UNSEALED_ORDER: string[] = CANONICAL_ORDER.filter((key) => key !== 'hash');

/** SHA-256 hex over the canonical JSON of the row without `hash` (every other field is covered). */
export function rowHash(row: UnsealedRow | JournalRow): string {
  const { hash: _omit, ...rest } = row as JournalRow;
  return sha256Hex(canonicalJson(rest));
}

export function sealRow(row: UnsealedRow): JournalRow {
  return sealedLine(row).row;
}

/**
 * The sealed row and its line on disk, with one serialisation: the line is the unsealed canonical text
 * with the `hash` member spliced in where CANONICAL_ORDER puts it, right before `kind` (no field sorts
 * between them; `,"` never occurs inside a JSON string, so `,"kind":` is the member's own start). A row
 * whose `kind` is missing or first (refused by rowShapeProblem anyway) is serialised again, whole.
 */
export function sealedLine(row: UnsealedRow): { row: JournalRow; line: Buffer } {
  const unsealed = rowText(row, UNSEALED_ORDER);
  const hash = sha256Hex(unsealed);
  // Copied without the optional fields left undefined, not deleted from a copy (a delete makes V8 keep the
  // object as a dictionary, slower for every later read).
  const sealed = {} as Record<string, unknown>;
  for (const key in row) {
    const value = (row as Record<string, unknown>)[key];
    if (value !== undefined || !isOptional(key as RowField)) sealed[key] = value;
  }
  sealed.hash = hash;
  const at = unsealed.indexOf(',"kind":');
  const text =
    at === -1
      ? rowText(sealed, CANONICAL_ORDER)
      : `${unsealed.slice(0, at)},"hash":"${hash}"${unsealed.slice(at)}`;
  return { row: sealed as unknown as JournalRow, line: Buffer.from(`${text}\n`, 'utf8') };
}

/** Where a decision's row goes in the chain: what `unsealedRow` takes besides the decision. */
export interface RowPlace {
  seq: number;
  ts: string;
  replica: string;
  prevHash: string;
}

/** A row as the journal writes it: its line (canonical JSON, no newline) and its hash. */
export interface SealedText {
  text: string;
  hash: string;
}

const jsonString = (value: string): string => JSON.stringify(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isDigest = (value: unknown): value is string => isString(value) && HEX64.test(value);

/**
 * Round 32: digests decisionText already knows are hex, so the row's checks run once a value, not once a
 * row. `madeHash` is the hash it returned last (sha256Hex's hex, which the journal passes back as the next
 * row's prev_hash); `passedPolicy` the last policy_digest that passed HEX64 (the floor's, the same on every
 * row until a reload); an args_digest argsDigest made lately is one (canonical.ts madeArgsDigest). Compared
 * by value, so text equal to a known digest is one, whoever passes it; any other text is tested as before.
 */
let madeHash: string = GENESIS_HASH;
let passedPolicy: string = GENESIS_HASH;
const isPrevHash = (value: unknown): boolean => value === madeHash || isDigest(value);
function isPolicyDigest(value: unknown): value is string {
  if (value === passedPolicy) return true;
  if (!isDigest(value)) return false;
  passedPolicy = value;
  return true;
}

/**
 * A decision's row on the journal's write path: the text `sealedLine(unsealedRow(decision, at))` writes and
 * its hash, or the problem `rowShapeProblem` names for that row. Read field by field from the decision
 * and written member by member in CANONICAL_ORDER, with no row object between (docs/journal.md, "Rows").
 */
export function decisionText(decision: Decision | StreamStop, at: RowPlace): SealedText | string {
  if (decision.kind === 'STOP') return stopText(decision, at);
  const verdict = decision.verdict;
  const kind: unknown = decision.kind;
  const tool: unknown = boundedToolName(decision.tool);
  const traceId: unknown = decision.traceId;
  const verdictKind: unknown = verdict.kind;
  const reason: unknown = verdict.reason;
  const by: unknown = verdict.by;
  const argsDigest: unknown = decision.argsDigest;
  const resultDigest: unknown = decision.resultDigest;
  const wouldDeny = wouldDenyOf(decision);
  const approvalId = approvalIdOf(decision);
  const policyDigest = isPolicyDigest(decision.policyDigest) ? decision.policyDigest : undefined;
  // rowShapeProblem's checks on the row these values make, in its order, so the first problem is its.
  const problem =
    requiredMissing(at, kind, tool, traceId, verdictKind, by) ??
    (!Number.isSafeInteger(at.seq) || at.seq < 1 ? 'field "seq" is not a positive integer' : undefined) ??
    (!isString(at.ts) || !RFC3339_MS_UTC.test(at.ts)
      ? 'field "ts" is not an RFC 3339 UTC time'
      : undefined) ??
    (!(ROW_KINDS as readonly unknown[]).includes(kind) ? 'field "kind" is not a row kind' : undefined) ??
    ((
      kind === 'ROTATE'
        ? verdictKind !== ROTATE_VERDICT
        : !(VERDICT_KINDS as readonly unknown[]).includes(verdictKind)
    )
      ? 'field "verdict" is not a verdict kind'
      : undefined) ??
    notString('tool', tool) ??
    notString('trace_id', traceId) ??
    notString('by', by) ??
    notString('replica', at.replica) ??
    notString('reason', reason) ??
    notString('would_deny', wouldDeny) ??
    (madeArgsDigest(argsDigest) ? undefined : notDigest('args_digest', argsDigest)) ??
    notDigest('result_digest', resultDigest) ??
    (at.prevHash !== undefined && !isPrevHash(at.prevHash)
      ? 'field "prev_hash" is not a SHA-256 hex digest'
      : undefined);
  if (problem !== undefined) return problem;
  // Members before `hash` (approval_id, args_digest, by), then those after it: the hash goes between.
  let head = '{';
  if (approvalId !== undefined) head += `"approval_id":"${approvalId}",`;
  if (argsDigest !== undefined) head += `"args_digest":"${argsDigest as string}",`;
  head += `"by":${jsonString(by as string)}`;
  let tail = `,"kind":"${kind as string}"`;
  if (policyDigest !== undefined) tail += `,"policy_digest":"${policyDigest}"`;
  tail += `,"prev_hash":"${at.prevHash}"`;
  if (reason !== undefined) tail += `,"reason":${jsonString(reason as string)}`;
  tail += `,"replica":${jsonString(at.replica)}`;
  if (resultDigest !== undefined) tail += `,"result_digest":"${resultDigest as string}"`;
  tail += `,"seq":${at.seq},"tool":${jsonString(tool as string)},"trace_id":${jsonString(traceId as string)}`;
  tail += `,"ts":"${at.ts}","verdict":${jsonString(verdictKind as string)}`;
  if (wouldDeny !== undefined) tail += `,"would_deny":${jsonString(wouldDeny)}`;
  tail += '}';
  const hash = sha256Hex(head + tail);
  madeHash = hash;
  return { text: `${head},"hash":"${hash}"${tail}`, hash };
}

/** The first required field (in ROW_FIELDS order) a decision leaves undefined. */
function requiredMissing(
  at: RowPlace,
  kind: unknown,
  tool: unknown,
  traceId: unknown,
  verdictKind: unknown,
  by: unknown,
): string | undefined {
  if (at.seq === undefined) return 'missing field "seq"';
  if (at.ts === undefined) return 'missing field "ts"';
  if (kind === undefined) return 'missing field "kind"';
  if (tool === undefined) return 'missing field "tool"';
  if (traceId === undefined) return 'missing field "trace_id"';
  if (verdictKind === undefined) return 'missing field "verdict"';
  if (by === undefined) return 'missing field "by"';
  if (at.replica === undefined) return 'missing field "replica"';
  if (at.prevHash === undefined) return 'missing field "prev_hash"';
  return undefined;
}

const notString = (key: RowField, value: unknown): string | undefined =>
  value !== undefined && !isString(value) ? `field "${key}" is not a string` : undefined;
const notDigest = (key: RowField, value: unknown): string | undefined =>
  value !== undefined && !isDigest(value) ? `field "${key}" is not a SHA-256 hex digest` : undefined;

/** The canonical JSON of a well-formed row (see CANONICAL_ORDER). */
export function canonicalRowText(row: JournalRow): string {
  return rowText(row, CANONICAL_ORDER);
}

/**
 * JSON.stringify(row, order), written member by member: the same text for string and number values
 * (a test holds them equal), without the replacer walk; any other value goes to JSON.stringify itself.
 */
function rowText(row: object, order: readonly string[]): string {
  const values = row as Record<string, unknown>;
  let text = '{';
  for (const key of order) {
    const value = values[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return JSON.stringify(row, order as string[]);
    text += `${text.length === 1 ? '"' : ',"'}${key}":${JSON.stringify(value)}`;
  }
  return `${text}}`;
}

/** The bytes of one row on disk: canonical JSON and a newline. */
export function encodeRow(row: JournalRow): Buffer {
  return Buffer.from(`${canonicalRowText(row)}\n`, 'utf8');
}

/**
 * The canonical text of a row without `hash`, cut from the row's own canonical text. `hash` is never the
 * first key (`by` sorts before it) and `,"` never occurs inside a JSON string, so the member is found exactly.
 */
export function unsealedText(canonicalText: string, hash: string): string {
  const member = `,"hash":"${hash}"`;
  const at = canonicalText.indexOf(member);
  return at === -1 ? canonicalText : canonicalText.slice(0, at) + canonicalText.slice(at + member.length);
}

/** Why a parsed value is not a well-formed row (field names only), or undefined when it is one. */
export function rowShapeProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!(ROW_FIELDS as readonly string[]).includes(key)) return `unexpected field "${key}"`;
  }
  for (const key of ROW_FIELDS) {
    if (obj[key] === undefined && !isOptional(key)) return `missing field "${key}"`;
  }
  if (!Number.isSafeInteger(obj.seq) || (obj.seq as number) < 1)
    return 'field "seq" is not a positive integer';
  if (typeof obj.ts !== 'string' || !RFC3339_MS_UTC.test(obj.ts))
    return 'field "ts" is not an RFC 3339 UTC time';
  if (!(ROW_KINDS as readonly unknown[]).includes(obj.kind)) return 'field "kind" is not a row kind';
  // A ROTATE or STOP row records no decision; every other row's verdict is one.
  if (
    obj.kind === 'ROTATE'
      ? obj.verdict !== ROTATE_VERDICT
      : obj.kind === 'STOP'
        ? obj.verdict !== STOP_VERDICT
        : !(VERDICT_KINDS as readonly unknown[]).includes(obj.verdict)
  )
    return 'field "verdict" is not a verdict kind';
  // A stop's reason is a closed vocabulary: a row never carries free text there.
  if (obj.kind === 'STOP' && (typeof obj.reason !== 'string' || !STOP_CAUSES.has(obj.reason)))
    return 'field "reason" is not a stop cause';
  for (const key of ['tool', 'trace_id', 'by', 'replica', 'reason', 'would_deny'] as const) {
    if (obj[key] !== undefined && typeof obj[key] !== 'string') return `field "${key}" is not a string`;
  }
  if (
    obj.approval_id !== undefined &&
    (typeof obj.approval_id !== 'string' || !APPROVAL_ID.test(obj.approval_id))
  )
    return 'field "approval_id" is not an approval id';
  for (const key of ['args_digest', 'result_digest', 'policy_digest', 'prev_hash', 'hash'] as const) {
    if (obj[key] !== undefined && (typeof obj[key] !== 'string' || !HEX64.test(obj[key] as string))) {
      return `field "${key}" is not a SHA-256 hex digest`;
    }
  }
  return undefined;
}
