// Helpers for the ladder's tests: a policy from a partial manifest, and one call judged with its trace.
import { loadPolicy } from '../policy/load.js';
import type { Manifest, Policy } from '../policy/types.js';
import { TraceProvenance } from '../provenance/ledger.js';
import type { CallContext, TaintCause, TraceEvent, Verdict, WitnessStanding } from '../types.js';
import { adjudicate } from './ladder.js';
import { loadProvenanceRung } from './provenance-load.js';

// The ladder's tests judge tainted traces and declared sinks: the whole ladder, rung 6 loaded.
if (!(await loadProvenanceRung())) throw new Error('the provenance rung did not load');

export function policyOf(manifest: Partial<Manifest>): Policy {
  return loadPolicy(JSON.stringify(manifest), 'test');
}

/** A policy where `reader` is untrusted and each tool named an `instructed` sink on the arguments given. */
export function readThenSinks(
  sinks: Readonly<Record<string, readonly string[]>>,
  reader = 'read_file',
): Policy {
  return policyOf({
    version: 'gate-policy/v1.2',
    allow: [reader, ...Object.keys(sinks)],
    sources: { [reader]: 'untrusted' },
    sinks: Object.entries(sinks).map(([tool, args]) => ({
      tools: [tool],
      args: [...args],
      values: 'instructed',
      confirm: 'when_held',
    })),
    screening: { agreement: false },
  } as object as Partial<Manifest>);
}

/** The scene kindAfterRead judges: the user's request, then `read_file` of `file` returning `result`. */
export const readScene = (request: string, result: string, file = 'notes.txt') => ({
  request,
  reader: 'read_file',
  readArgs: JSON.stringify({ file_path: file }),
  result,
});

export interface Judged {
  verdict: Verdict;
  trace: TraceEvent[];
}

export function judge(
  policy: Policy,
  tool: string,
  args: unknown,
  opts: {
    tainted?: boolean;
    taint?: TaintCause;
    witness?: string;
    standing?: WitnessStanding;
    provenance?: TraceProvenance;
  } = {},
): Judged {
  const trace: TraceEvent[] = [];
  const call = opts.witness === undefined ? { tool, args } : { tool, args, witness: opts.witness };
  const ctx: CallContext = { tainted: opts.tainted === true || opts.taint !== undefined };
  if (opts.taint !== undefined) ctx.taint = opts.taint;
  if (opts.provenance) ctx.provenance = opts.provenance;
  if (opts.standing !== undefined) ctx.witness = opts.standing;
  const verdict = adjudicate(policy, call, ctx, (e) => trace.push(e));
  return { verdict, trace };
}

/**
 * The verdict kind on `tool(args)` after the user's `request` and one untrusted `result` of `reader`
 * (called with `readArgs`), on a tainted trace: the scene most provenance tests of one rule share; an
 * `operator` system prompt is noted first where it has one.
 */
export function kindAfterRead(
  policy: Policy,
  scene: {
    request: string;
    reader: string;
    readArgs: string;
    result: string;
    operator?: string;
    scope?: string;
  },
  tool: string,
  args: unknown,
): string {
  const p = new TraceProvenance();
  if (scene.operator !== undefined) p.noteOperator(scene.operator);
  p.noteRequest(scene.request, scene.scope);
  p.noteCall(scene.reader, [scene.readArgs]);
  p.noteUntrusted(scene.result, `result of ${scene.reader}`, scene.reader);
  return judge(policy, tool, args, { tainted: true, taint: 'untrusted_source', provenance: p }).verdict.kind;
}

/** The judge of calls after one read of `result` by `reader` (kindAfterRead), for tests that try several calls. */
export function afterRead(policy: Policy, reader: string, request: string, result: string, readArgs = '{}') {
  const scene = { request, reader, readArgs, result };
  return (tool: string, args: unknown): string => kindAfterRead(policy, scene, tool, args);
}

/** A coding floor that declares no sink: `Edit` and `Write` judged by their names and arguments, `read_file` untrusted. */
export const CODING_FILES = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['read_file', 'Edit', 'Write'],
  sources: { read_file: 'untrusted' },
  screening: { agreement: false },
} as object as Partial<Manifest>);

/** A coding floor whose `Bash.command` is a `values: any` sink, beside a `reader` of the given trust. */
export const shellAnyBeside = (reader: string, trust: 'untrusted' | 'trusted_local'): Policy =>
  policyOf({
    version: 'gate-policy/v1.2',
    allow: ['Bash', reader],
    sources: { [reader]: trust },
    sinks: [{ tools: ['Bash'], args: ['command'], values: 'any', on_untrusted: 'hold', confirm: 'auto' }],
  });

/** A payment after one read: `send_money`'s `recipient` an `instructed` sink, `read_file` untrusted. */
export const PAY_AFTER_READ = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['read_file', 'send_money'],
  sources: { read_file: 'untrusted' },
  sinks: [{ tools: ['send_money'], args: ['recipient'], values: 'instructed', confirm: 'when_held' }],
  screening: { agreement: false },
} as object as Partial<Manifest>);

const MAIL = policyOf({
  version: 'gate-policy/v1.2',
  allow: ['send_email', 'read_file'],
  sources: { read_file: 'untrusted' },
  sinks: [{ tools: ['send_email'], args: ['to'], values: 'any', confirm: 'when_held' }],
} as object as Partial<Manifest>);

/**
 * The mail scene the transform tests share: the user asks to email the team lead, a note is read from
 * an untrusted file, and `send_email` to `to` (a `values: any` sink) is judged; its verdict kind.
 */
export function mailToKind(note: string, to: string): string {
  const p = new TraceProvenance();
  p.noteRequest('Read notes.txt and email the summary to the team lead.');
  p.noteUntrusted(note, 'result of read_file');
  return judge(MAIL, 'send_email', { to, body: 'summary' }, { tainted: true, provenance: p }).verdict.kind;
}

/** The address the mail scene's message asks the contract be sent to. */
export const MAIL_SCENE_TO = 'legal@keel-law-partners.example';
/** The mail scene's user turn and the client's message (an untrusted `read_message` result). */
export const MAIL_SCENE_REQUEST = 'Send the signed contract to the client, as they asked in their message.';
export const MAIL_SCENE_MESSAGE = `From: finn@keelandco.example - Please send the signed contract to ${MAIL_SCENE_TO}, our lawyers.`;
/** The mail scene's policy: `read_message` untrusted, `send_message.to` an `instructed` sink. */
export const MAIL_SCENE_SINKS = readThenSinks({ send_message: ['to'] }, 'read_message');

/**
 * The mail scene the look-up bound's tests and bench/adjudicate share (round 32): the user asks to send
 * the contract as the client's message asked, the message names its lawyers' address; a fresh ledger.
 */
export function mailSceneLedger(): TraceProvenance {
  const p = new TraceProvenance();
  p.noteRequest(MAIL_SCENE_REQUEST);
  p.noteCall('read_message', ['{}']);
  p.noteUntrusted(MAIL_SCENE_MESSAGE, 'result of read_message', 'read_message');
  return p;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** `n` distinct 40-character addresses that no one gave (a thousand pass the look-up bound). */
export const madeUpAddresses = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => {
    let local = '';
    for (let j = 0; j < 40; j++) local += ALPHABET[(i * 7 + j * 13) % 36];
    return `${local}${i}@q${ALPHABET.slice(0, 12)}.example`;
  });
