// Rung 8b: the witness gate. An admitted call that cannot be undone or that reaches outside needs a
// witness: REQUIRE_WITNESS with a preview and a confirm token derived from the call itself. The same
// call re-proposed with that token is admitted (TRANSFORM when a confirmation key had to be stripped).
// The token binds a confirmation to one exact call; it is not a secret and proves nothing by itself.
// A token the store reports revoked (or cannot vouch for) admits nothing: DENY UNWITNESSED, the one
// verdict where a witness was required and could not be had. REQUIRE_WITNESS itself carries no reason.
import { canonicalJson, sha256Hex } from '../canonical.js';
import { irreversibleCause, type NameFacts, nameFacts, outwardCause } from '../policy/names.js';
import { shownToolName } from '../tool-name.js';
import type { JsonObject, ToolCall, Verdict } from '../types.js';
import { needsProvenanceRung, provenanceRung } from './provenance-load.js';
import { BY, commandsOf, isJsonObject, leavesOf, namesOf, type RungInput, type RungResult } from './rung.js';
import { commandStrings, shellWriteTargets } from './shell.js';
import { packageSourceCause, unaskedOutwardCause } from './shell-acts.js';
import { factsOf } from './text-memo.js';
import { WITNESS_KEYS, witnessKeyOf } from './witness-keys.js';

const TOKEN_PREFIX = 'gw_';

/**
 * What a revoke may name: 1-128 visible ASCII characters (a confirm token is 35). A revocation is kept for
 * good, in process memory or in Redis, so one request must not store a body's worth (16 MiB) of witness.
 */
export const REVOCABLE_WITNESS = /^[\x21-\x7e]{1,128}$/;
export const REVOCABLE_WITNESS_TEXT = '1-128 visible ASCII characters (a confirm token is gw_ and 32 hex)';

/**
 * confirmToken in a decision: a call of one string argument (a shell command) keeps its token with that
 * text's facts, per trace (text-memo.ts), so an agent's commands in turn are hashed once each.
 */
function decisionToken(call: ToolCall): string {
  const key = typeof call.tool === 'string' ? oneStringKey(call.args) : undefined;
  if (key === undefined) return confirmToken(call);
  const facts = factsOf((call.args as JsonObject)[key] as string);
  const kept = facts.token;
  if (kept !== undefined && kept.tool === call.tool && kept.key === key) return kept.value;
  const value = confirmToken(call);
  facts.token = { tool: call.tool, key, value };
  return value;
}

/** The one own key of an object of one string argument (not a witness key), else undefined. */
function oneStringKey(args: unknown): string | undefined {
  if (!isJsonObject(args)) return undefined;
  let one: string | undefined;
  for (const k in args) {
    if (one !== undefined || !Object.hasOwn(args, k)) return undefined;
    one = k;
  }
  return one !== undefined && typeof args[one] === 'string' && !WITNESS_KEYS.includes(one) ? one : undefined;
}

/** `gw_` + 32 hex of SHA-256 over the canonical `{tool, args}` without witness keys. */
export function confirmToken(call: Pick<ToolCall, 'tool' | 'args'>): string {
  const args = isJsonObject(call.args) ? withoutWitnessKeys(call.args) : call.args;
  // `{"args":..,"tool":..}` written around the arguments' own encoding: the bytes canonicalJson gives
  // the pair, without the pair's object and its second walk (round 24: a tenth of a token less).
  const text =
    args !== undefined && typeof call.tool === 'string'
      ? `{"args":${canonicalJson(args)},"tool":${canonicalJson(call.tool)}}`
      : canonicalJson({ args, tool: call.tool });
  return TOKEN_PREFIX + sha256Hex(text).slice(0, 32);
}

/** A short description for a human approver: tool, why it needs a witness, how many paths; no values. */
export function preview(
  call: Pick<ToolCall, 'tool' | 'args'>,
  cause: string,
  commands: readonly string[] = commandStrings(call.args),
): string {
  // The approver's screen shows the name as every answer does: a plain token as written, else its form.
  const tool = shownToolName(call.tool);
  let targets = 0;
  for (const text of commands) targets += shellWriteTargets(text).length;
  return targets > 0 ? `${tool}: ${cause} on ${targets} path(s)` : `${tool}: ${cause}`;
}

/** Why the call needs a witness (`shell rm`, `tool delete`, `shell git push`), or undefined. */
export function witnessCause(
  call: Pick<ToolCall, 'tool' | 'args'>,
  commands: readonly string[] = commandStrings(call.args),
  names: NameFacts = nameFacts(call.tool),
): string | undefined {
  return (
    irreversibleCause(call.tool, call.args, commands, names) ??
    outwardCause(call.tool, call.args, commands, names)
  );
}

/**
 * witnessCause, where the trace's ledger knows what the user asked for: an outward shell command is
 * judged by its act (shell-acts.ts), so a `git push` or `gh pr merge` the user asked for, and a
 * `gh issue view` that only reads, need no witness; what decides where it goes is judged by provenance
 * (rung 6). A name that says outward, and anything irreversible, still ask.
 */
function heuristicCause(input: RungInput, commands: readonly string[], names: NameFacts): string | undefined {
  const { call } = input;
  const irreversible = irreversibleCause(call.tool, call.args, commands, names, leavesOf(input).values);
  if (irreversible !== undefined) return irreversible;
  const outward = outwardCause(call.tool, call.args, commands, names);
  const ledger = input.ctx.provenance;
  const requested = ledger?.requested;
  // A package source on a host the user did not give, asked for or not (round 39): the index decides
  // what code runs and where a package goes, and a trusted local file may have named it.
  if (ledger !== undefined && requested !== undefined) {
    const source = packageSourceCause(commands, (words) => ledger.gaveEveryHost(words));
    if (source !== undefined) return source;
  }
  if (outward === undefined || names.outward !== undefined || requested === undefined) return outward;
  return unaskedOutwardCause(commands, requested, (words) => ledger?.gaveEveryHost(words) === true);
}

/** The witness a call presents: its own, else (unless the model wrote the arguments) a key in them. */
export function presentedWitness(call: ToolCall): string | undefined {
  if (call.witness) return call.witness;
  if (call.argsByModel === true) return undefined;
  const key = witnessKeyOf(call.args);
  return key === undefined ? undefined : ((call.args as JsonObject)[key] as string);
}

export function withoutWitnessKeys(args: JsonObject): JsonObject {
  if (!WITNESS_KEYS.some((k) => Object.hasOwn(args, k))) return args;
  const out: JsonObject = {};
  for (const key in args) {
    if (WITNESS_KEYS.includes(key)) continue;
    Object.defineProperty(out, key, {
      value: args[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function heuristicNeed(cause: string | undefined): { claim: string; cause: string } | undefined {
  return cause === undefined ? undefined : { claim: `witness: ${cause}`, cause };
}

/**
 * Judges an admitted call; `admitted` is the verdict so far (ALLOW, or TRANSFORM after redaction).
 * Returns the final verdict, or a note when the call needs no witness.
 */
export function checkWitness(input: RungInput, admitted: Verdict): RungResult {
  const { call, args, ctx } = input;
  // One look at the shell texts (shared with the self-modify rung) serves the cause and the preview.
  const commands = commandsOf(input);
  // A call the rung cannot change (provenance-load.ts) gets the heuristics without running it; one it can
  // reaches here only with the rung loaded (the taint rung refused it otherwise).
  const rung = needsProvenanceRung(input.policy, call, ctx) ? provenanceRung() : undefined;
  // The heuristics as a closure only for the rung, which may not ask: the common call makes none.
  const need = rung
    ? rung.witnessNeed(input, () => heuristicCause(input, commands, namesOf(input)))
    : heuristicNeed(heuristicCause(input, commands, namesOf(input)));
  if (need === undefined) return 'neither irreversible nor outward-facing';
  const token = decisionToken(call);
  const presented = presentedWitness(call);
  if (presented !== token) {
    const detail: Record<string, string> = {
      ...admitted.detail,
      claim: need.claim,
      preview: preview(call, need.cause, commands),
      confirm_token: token,
    };
    if (presented !== undefined) detail.witness = 'mismatch';
    return { kind: 'REQUIRE_WITNESS', by: BY, rung: 'witness', detail };
  }
  if (ctx.witness !== undefined) {
    // The token matches but may not be honoured; no new token is offered, it would be the same one.
    const detail = { claim: need.claim, witness: ctx.witness };
    return { kind: 'DENY', reason: 'UNWITNESSED', by: BY, rung: 'witness', detail };
  }
  const base = admitted.repairedArguments ?? args;
  const runnable = withoutWitnessKeys(base);
  if (runnable !== args) {
    const verdict: Verdict = { kind: 'TRANSFORM', by: BY, rung: 'witness', repairedArguments: runnable };
    if (admitted.detail) verdict.detail = { ...admitted.detail };
    return verdict;
  }
  const verdict: Verdict = { kind: 'ALLOW', by: BY, rung: 'witness' };
  if (admitted.detail) verdict.detail = { ...admitted.detail };
  return verdict;
}
