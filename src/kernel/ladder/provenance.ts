// Rung 6: what an injection makes the agent do. A sink (a tool that changes the world) whose deciding
// argument carries a value that only an untrusted result brought into the trace is held for a witness,
// or refused where the manifest says so; values the user gave stay admitted on a tainted trace
// (docs/provenance.md). A sink whose deciding arguments cannot be named keeps the whole-trace rule.
import { lowerKey } from '../policy/lower.js';
import { isReadShaped, isSinkTool, nameFacts, nameSegments } from '../policy/names.js';
import { isPathKey } from '../policy/paths.js';
import type { CompiledSink, SinkVerdict } from '../policy/types.js';
import {
  actBit,
  delegates,
  delegatesContentOnly,
  follows,
  namesHolderOf,
  retrievesFromResult,
  toolActsOf,
  toolVerbWords,
} from '../provenance/acts.js';
import { copiedFromPointedFile, dictatedValue, tiledByUser } from '../provenance/dictated.js';
import { isAccountKey } from '../provenance/directory.js';
import { prefixedVerb } from '../provenance/instruction.js';
import { DECIDING_KEYS, WORLD_VERBS } from '../provenance/instruction-words.js';
import {
  type DecidingArgument,
  judgeDecidingArguments,
  judgePressedArguments,
  judgeRenamedChoice,
  judgeStatedDetails,
  judgeStatedTargets,
  judgeWhatIsDone,
  onUsersSite,
  type ProvenanceMode,
  provenanceClaim,
} from '../provenance/judge.js';
import { secondPayee } from '../provenance/one-payee.js';
import { retrievedPlaces } from '../provenance/retrieved-places.js';
import {
  decidedGrants,
  decidedValues,
  decidedWholeKeys,
  findValues,
  grantsIn,
  saidKey,
  type ValueKind,
} from '../provenance/values.js';
import { shownToolName } from '../tool-name.js';
import type { JsonObject, JsonValue } from '../types.js';
import { argumentText, valueAt } from './arg-rules.js';
import { MAX_ARG_DEPTH, type RungInput, type RungResult, refuse } from './rung.js';

export const TAINT_CLAIM = 'taint: tainted trace calling a sink';

/** What provenance decided for one call: nothing to say, or a claim with what to do about it. */
export type SinkJudgement = string | { verdict: SinkVerdict; claim: string };

/** The refusal half: a `deny` judgement refuses here; a `hold` waits for the witness gate. */
export function checkProvenance(input: RungInput): RungResult {
  const j = sinkJudgementOf(input);
  if (typeof j === 'string' || j.verdict === 'hold') return typeof j === 'string' ? j : 'held for a witness';
  return refuse('taint', 'TRUST_VIOLATION', j.claim);
}

/** The claim that holds an otherwise admitted call for a witness, if provenance holds it. */
export function provenanceHold(input: RungInput): string | undefined {
  const j = sinkJudgementOf(input);
  return typeof j !== 'string' && j.verdict === 'hold' ? j.claim : undefined;
}

/** Judged once per call, however many steps ask. */
export function sinkJudgementOf(input: RungInput): SinkJudgement {
  if (input.sink === undefined) input.sink = judgeSink(input);
  return input.sink;
}

function judgeSink(input: RungInput): SinkJudgement {
  const j = judgeWithLedger(input);
  const { ctx } = input;
  // A poisoned result the client holds may have steered the model in ways no value shows (an order by
  // description, a value computed): the ledger may add holds, never lift the whole-trace rule.
  if (!ctx.tainted || ctx.taint !== 'poisoned_at_client' || !ctx.provenance) return j;
  return stronger(j, judgeSinkByKind({ ...input, ctx: { ...ctx, provenance: undefined } }));
}

function judgeWithLedger(input: RungInput): SinkJudgement {
  const j = judgeSinkByKind(input);
  const { policy, call, ctx } = input;
  if (typeof j !== 'string' || !ctx.provenance || policy.safeSinks.has(call.tool)) return j;
  // Most ledgers hold neither a grant nor an order: then the arguments are not walked at all.
  const widens = ctx.provenance.anyGrant;
  const redirects = ctx.tainted && ctx.provenance.anyOrdered;
  if (!widens && !redirects) return j;
  // One walk of the arguments serves both checks, and the sink's (allArguments).
  const written = writtenArguments(allArguments(input));
  return (
    (widens ? judgeWidening(call.tool, written, ctx.provenance) : undefined) ??
    (redirects ? judgeWrittenDestination(call.tool, written, ctx.provenance, input.args) : undefined) ??
    j
  );
}

/** A refusal over a hold over nothing to say; between equals, the first (its claim names more). */
function stronger(a: SinkJudgement, b: SinkJudgement): SinkJudgement {
  const rank = (j: SinkJudgement) => (typeof j === 'string' ? 0 : j.verdict === 'hold' ? 1 : 2);
  return rank(b) > rank(a) ? b : a;
}

/** The kinds of value that say where something goes: written into a file or a setting, they redirect. */
const DESTINATION_KINDS: ReadonlySet<string> = new Set(['url', 'host', 'email']);

/** The hold for a value only `source` brought in, in argument `arg`. */
const heldFor = (tool: string, arg: string, value: ValueKind, source: string): SinkJudgement => ({
  verdict: 'hold',
  claim: provenanceClaim(tool, { kind: 'untrusted', arg, value, source }),
});

/** A call's arguments split into those that write something new and its `old...` ones (an edit's `old_string`). */
interface WrittenArguments {
  fresh: readonly DecidingArgument[];
  old: readonly DecidingArgument[];
}

function writtenArguments(all: readonly DecidingArgument[]): WrittenArguments {
  // Most calls have no `old...` argument: then the list is the call's own, not a copy (round 26).
  let i = 0;
  while (i < all.length && !namedOld(all[i]!.name)) i++;
  if (i === all.length) return { fresh: all, old: NO_ARGUMENTS };
  const fresh: DecidingArgument[] = [];
  const old: DecidingArgument[] = [];
  for (const a of all) (namedOld(a.name) ? old : fresh).push(a);
  return { fresh, old };
}

/** No arguments: one list for every call that has none of a kind. */
const NO_ARGUMENTS: readonly DecidingArgument[] = Object.freeze([]);
/** No keys: what hadKeys gives a call with no `old...` argument. */
const NO_KEYS: ReadonlySet<string> = new Set<string>();

/** Does the name's last step start `old` in any case (`old_string`, `a.0.oldText`)? No copy of the step made. */
function namedOld(name: string): boolean {
  const at = name.lastIndexOf('.') + 1;
  // Bit 5 is ASCII's case: only `O`/`o`, `L`/`l` and `D`/`d` pass, as /^old/i reads them.
  return (
    name.length - at >= 3 &&
    (name.charCodeAt(at) | 32) === 111 &&
    (name.charCodeAt(at + 1) | 32) === 108 &&
    (name.charCodeAt(at + 2) | 32) === 100
  );
}

/** The keys (as `keysOf` reads them) of what the `old...` arguments held: what the file had is not what the call adds. */
function hadKeys(
  old: readonly DecidingArgument[],
  keysOf: (text: string) => Iterable<string>,
): ReadonlySet<string> {
  if (old.length === 0) return NO_KEYS;
  const had = new Set<string>();
  for (const a of old) for (const k of keysOf(a.text)) had.add(k);
  return had;
}

/**
 * Any call that writes a destination (a URL, a host, an address) a result ordered the reader to use,
 * into any argument, deciding or not: a CNAME pointed at the host a status page names, an origin an
 * issue comment asks to allow, a meeting's location a note says to set. A content-changing attack needs
 * no sink. What the user gave, a result's plain data, a destination the call's `old...` argument already
 * holds (or its host: a new path on the same host moves nothing), and a result's ordinary request where
 * the user delegated to the result they pointed to (as for a sink) pass.
 */
function judgeWrittenDestination(
  tool: string,
  { fresh, old }: WrittenArguments,
  ledger: NonNullable<RungInput['ctx']['provenance']>,
  args: JsonValue,
): SinkJudgement | undefined {
  const had = hadKeys(old, destinationKeysOf);
  const delegated = delegates(ledger.requested);
  // Round 60: the place a shell call only clones or downloads, where the user asked to retrieve what a
  // result gives: the result's "Clone: git clone <url>" is the user's errand, as a delegated target is.
  const retrieved = shellRetrieval(tool, fresh, ledger);
  // Whether the call names a file is asked only once a number is found (most calls write none).
  let file: boolean | undefined;
  const intoFile = () => (file ??= namesFile(args));
  for (const a of fresh) {
    for (const v of decidedValues(a.text)) {
      if (
        !(DESTINATION_KINDS.has(v.kind) || (v.kind === 'number' && intoFile())) ||
        v.keys.some((k) => had.has(k))
      )
        continue;
      const origin = onUsersSite(ledger.originOf(v.keys), v, ledger);
      if (
        origin.kind === 'untrusted' &&
        origin.instructed &&
        (origin.pressed || !((delegated || retrieved?.has(v.keys[0]!) === true) && origin.pointed))
      )
        return heldFor(tool, a.name, v.kind, origin.source);
    }
  }
  return undefined;
}

/**
 * Does the call name a file it writes (a path argument)? Then a number a result ordered into its text is
 * a setting the file keeps (a payout IBAN, a phone to page), read by whatever reads the file (round 27).
 */
export function namesFile(args: JsonValue): boolean {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return false;
  for (const [k, v] of Object.entries(args))
    if (typeof v === 'string' && isPathKey(k) && FILE_NAMED.test(v)) return true;
  return false;
}

// A file's name ends in an extension and is no URL, address or number (`to` is a path key too: `+3461...`).
const FILE_NAMED = /^(?![A-Za-z][\w+.-]*:\/\/)[^\s@]{0,200}\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/** The keys of every value a text holds (what an `old...` argument had, for judgeWrittenDestination). */
const destinationKeysOf = (t: string): string[] => decidedValues(t).flatMap((v) => v.keys);
/** The first key of each widening a text holds (the same, for judgeWidening). */
const grantKeysOf = (t: string): string[] => grantsIn(t).map((g) => g.keys[0]!);

/**
 * Any call, sink or not, whose argument widens access (a wildcard origin, `0.0.0.0/0`, `--allow-write`,
 * `public-read`; values.ts GRANTS) in a way only a result brought in, and the user never asked for, is
 * held: a content-changing attack needs no destination. A widening another argument already holds
 * (an edit's `old_string`) is one the file had, not one the call adds.
 */
function judgeWidening(
  tool: string,
  { fresh, old }: WrittenArguments,
  ledger: NonNullable<RungInput['ctx']['provenance']>,
): SinkJudgement | undefined {
  const had = hadKeys(old, grantKeysOf);
  for (const a of fresh) {
    for (const g of decidedGrants(a.text)) {
      if (had.has(g.keys[0]!)) continue;
      const origin = ledger.originOf(g.keys);
      if (origin.kind === 'untrusted') return heldFor(tool, a.name, 'grant', origin.source);
    }
  }
  return undefined;
}

function judgeSinkByKind(input: RungInput): SinkJudgement {
  const { policy, call, args, ctx } = input;
  if (policy.safeSinks.has(call.tool)) return 'tool is a safe sink';
  const declared = policy.sinks?.get(call.tool);
  if (declared) return judgeDeclared(call.tool, declared, input);
  const runs = writesFileThatRuns(args);
  if (runs !== undefined) return judgeFileThatRuns(call.tool, input, runs);
  // A file edit is a sink by a URL it writes only as text the file keeps (`Edit` of a base URL): judged
  // as the world-changing call it is, read against the request, where an ordered destination still holds
  // it (judgeWrittenDestination), not as a call that goes to that URL (round 28).
  if (writesIntoFile(call.tool, args)) return judgeAsWorldChanging(call.tool, input);
  if (!isSinkTool(call.tool, args)) {
    const outer = judgeWorldChanging(call.tool, input);
    // A dispatcher (`call`, `api`, `invoke`) does what an argument names: judged as that operation too.
    const named = namedOperation(args);
    if (named === undefined || named === call.tool) return outer;
    const inner = judgeSinkByKind({ policy, call: { ...call, tool: named }, args, ctx, all: input.all });
    if (typeof inner === 'string') return outer;
    const shown = shownToolName(named);
    const claim = inner.claim.replace(`: ${shown}`, `: ${shownToolName(call.tool)} (as ${shown})`);
    return stronger(outer, { verdict: inner.verdict, claim });
  }
  if (sinkByNounOnly(call.tool, args)) {
    // `get_email`, `delete_email`: the verb says what the call does, not the noun it acts on.
    if (changesWorld(call.tool)) return judgeWorldChanging(call.tool, input);
    if (isReadShaped(nameSegments(call.tool)[0]!))
      return 'tool reads; its name is a sink only by what it reads';
  }
  const deciding = inferredDeciding(args);
  // Nothing names where the call goes, so provenance cannot decide: the whole-trace rule holds.
  if (deciding.length === 0 || !ctx.provenance) {
    return ctx.tainted ? { verdict: 'deny', claim: TAINT_CLAIM } : 'trace is not tainted';
  }
  return judged(call.tool, deciding, 'any', 'hold', ctx.provenance, ctx.tainted);
}

function judgeDeclared(tool: string, sink: CompiledSink, input: RungInput): SinkJudgement {
  const { args } = input;
  const { tainted, provenance: ledger } = input.ctx;
  if (sink.values === 'trace' || !ledger) {
    // A full ledger cannot say what the trace read (a flood, a forgotten or lost note, an unread history):
    // the `any` and `instructed` modes then hold every value the user did not give, so the strictest mode
    // may not admit it for want of a taint mark (round 59; docs/fleet.md).
    const unknown = !tainted && ledger?.full === true;
    if (!tainted && !unknown) return 'trace is not tainted';
    // Provenance decides where the user dictated the change: every argument is the user's own.
    if (ledger && dictatedByUser(tool, input, ledger)) return 'every argument is one the user gave';
    return {
      verdict: sink.onUntrusted,
      claim: unknown
        ? `provenance: ${shownToolName(tool)} called on a trace whose ledger cannot say what it read`
        : `provenance: ${shownToolName(tool)} called on a trace that read untrusted content`,
    };
  }
  const deciding: DecidingArgument[] = [];
  for (let i = 0; i < sink.args.length; i++) {
    const v = valueAt(args, sink.args[i]!);
    if (v === undefined) continue;
    deciding.push({ name: sink.argNames[i]!, text: argumentText(v) });
    // An object or array decides through its leaves: a name or handle counts only as a whole argument,
    // so `{"hotel": {"name": "X"}}` is judged as `{"hotel": "X"}` is, not as its JSON text alone.
    if (v !== null && typeof v === 'object')
      for (const leaf of everyArgument(v))
        deciding.push({ name: `${sink.argNames[i]!}.${leaf.name}`, text: leaf.text });
  }
  // A call whose one argument is the sink's one deciding string (a shell call's `command`): its leaf
  // arguments are that list, so allArguments walks nothing (round 32).
  const only = deciding.length === 1 && input.all === undefined ? soleKey(args) : undefined;
  if (only !== undefined && only === deciding[0]!.name && typeof args[only] === 'string')
    input.all = deciding;
  return judgedAsAsked(tool, deciding, sink.values, sink.onUntrusted, ledger, input, tainted);
}

/**
 * A `values: trace` sink (a password, a recovery address) whose every argument the user's own turn gave
 * whole, for a kind of act the user asked for: the user dictated the change, so what the trace read did
 * not decide it. An argument counts only as a whole token or phrase the user wrote, or as values each of
 * which the user gave (one word of the user's is not enough); a number or a flag, or no argument at all,
 * is not the user's to vouch for, and the whole-trace rule holds.
 */
function dictatedByUser(
  tool: string,
  input: RungInput,
  ledger: NonNullable<RungInput['ctx']['provenance']>,
): boolean {
  if (actsAsked(tool, ledger) === 'unasked' || ledger.requested === undefined) return false;
  const all = allArguments(input);
  if (all.length === 0 || !onlyStrings(input.args, 0)) return false;
  const whole = all.filter((a) => givenWhole(a.text, ledger)).length;
  if (whole === all.length) return true;
  const texts = all.map((a) => a.text);
  // A value the user dictated whole that the agent split into fields (round 57, dictated.ts), or an
  // address copied from the file the user's turn named to correct it from (round 64).
  return tiledByUser(texts, ledger, whole > 0) || copiedFromPointedFile(texts, ledger);
}

/** Are all of a call's leaf arguments strings (no number, flag or null the user could not vouch for)? */
function onlyStrings(v: JsonValue, depth: number): boolean {
  if (typeof v === 'string') return true;
  if (v === null || typeof v !== 'object' || depth > MAX_ARG_DEPTH) return false;
  return (Array.isArray(v) ? v : Object.values(v)).every((x) => onlyStrings(x, depth + 1));
}

function givenWhole(text: string, ledger: NonNullable<RungInput['ctx']['provenance']>): boolean {
  // A plain word's `tok:` key is its `word:` key: any word of the user's prose ("the message about
  // rotation") would vouch for it, so a word of letters alone is never given whole.
  const plain = /^\p{L}+$/u.test(text.normalize('NFKC').trim());
  const whole = decidedWholeKeys(text).filter(
    (k) => !k.startsWith('word:') && !(plain && k.startsWith('tok:')),
  );
  if (ledger.givenByUser(whole)) return true;
  // A token the user wrote exactly, its punctuation too (a password: `Kestrel-Orbit-5521!`).
  const said = saidKey(text);
  if (said !== undefined && ledger.givenByUserKey(said)) return true;
  const values = decidedValues(text);
  return values.length > 0 && values.every((v) => dictatedValue(v, text, ledger));
}

/**
 * judged, with the mode `instructed` read against what the user asked for (actsAsked); then any
 * argument of the call, deciding or not, that carries a value a result pressed on the agent (a date, an
 * amount among them) holds it too.
 */
function judgedAsAsked(
  tool: string,
  deciding: readonly DecidingArgument[],
  mode: ProvenanceMode,
  verdict: SinkVerdict,
  ledger: NonNullable<RungInput['ctx']['provenance']>,
  input: RungInput,
  tainted: boolean,
): SinkJudgement {
  const acts = actsAsked(tool, ledger);
  // An act the user never asked for, on a trace that read untrusted content: only the user's values
  // may decide it, so one the agent put together (halves, an encoding, words) is held as well.
  const asked =
    acts === 'unasked' && tainted ? 'user' : mode === 'instructed' && acts === 'unasked' ? 'any' : mode;
  // A tool that only reads (`get_webpage`) performs no act to ask for: the user's delegation ("the page
  // she asked for") covers what it fetches as it covers an act the user asked for.
  // A request gate cannot read whose words it still finds leaving the target to a result ("계좌로 ...
  // 에 있는") may have asked for the act: its delegation stands as an asked act's would.
  // Under `any`, only a request that points at a result and says to do what it says (follows) lets
  // that result's values decide, and only for the act asked or a tool whose name says none (`Bash`).
  const followed = follows(ledger.requested) && (acts === 'asked' || acts === 'unknown');
  // Round 57: under `any`, a payment the user asked for whose request names the result that holds the
  // payee ("pay the invoice in the message from X", "to the account in their letter") takes that
  // result's unpressed target, as a request that follows it does; not what is done (a schedule, an amount).
  // Round 58 (prov2-r58): so does one whose payee is the party the user named, paid on the account the
  // operator's directory lists for it ("schedule the Peak Radio battery invoice").
  const located =
    mode === 'any' &&
    acts === 'asked' &&
    (toolActsOf(tool) & PAY_BIT) !== 0 &&
    (namesHolderOf(ledger.requested) || paysNamedPartysListedAccount(deciding, ledger));
  const delegated =
    mode === 'any'
      ? followed || located
      : delegates(ledger.requested) &&
        (acts === 'asked' || acts === 'unread' || (acts === 'unknown' && readsOnly(tool)));
  // A request gate cannot read may have asked for the act, but it gave no value gate cannot see: one no
  // one gave was spelled where the reader could not follow it (`собака`, a number in Hebrew words).
  // A forward the user asked for carries the message it forwards: that text is the user's errand, as a
  // delegated target is, so only a value pressed on the agent holds it there (round 24).
  const forwards = acts === 'asked' && (ledger.requested! & actBit('forward')) !== 0;
  // Round 60: a shell's clone or download of what a result the user named gives, where the user asked
  // to retrieve it ("clone the repo linked from <url>"): those places follow the pointed result.
  const retrieved = mode === 'any' ? shellRetrieval(tool, deciding, ledger, acts) : undefined;
  const content = forwards ? deciding.filter(isMessageText) : NO_ARGUMENTS;
  const j = judged(
    tool,
    content.length > 0 ? deciding.filter((d) => !isMessageText(d)) : deciding,
    asked,
    verdict,
    ledger,
    tainted,
    delegated,
    acts === 'unread' && tainted,
    acts === 'asked',
    retrieved,
  );
  if (typeof j !== 'string') return j;
  const c = content.length > 0 ? judged(tool, content, asked, verdict, ledger, tainted, true) : undefined;
  if (c !== undefined && typeof c !== 'string') return c;
  // Round 60 (prov2-r60): a request that delegates only what is sent ("email him the details") leaves no
  // target to a result: where the act goes (a recipient, a key's holder, a number) is judged as on a
  // request that delegates nothing; the message's own text stays the delegated details.
  if (delegated && asked === 'instructed' && delegatesContentOnly(ledger.requested)) {
    const targets = deciding.filter((d) => !isMessageText(d));
    const t = targets.length > 0 ? judged(tool, targets, asked, verdict, ledger, tainted, false) : undefined;
    if (t !== undefined && typeof t !== 'string') return t;
  }
  // A second payee a document added to a delegated payment of one party (one-payee.ts).
  if (acts === 'asked' && tainted && (toolActsOf(tool) & PAY_BIT) !== 0) {
    const p = secondPayee(deciding, ledger);
    if (p !== undefined)
      return {
        verdict,
        claim: provenanceClaim(tool, {
          kind: 'untrusted',
          arg: p.arg,
          value: 'number',
          source: p.source,
          second: true,
        }),
      };
  }
  // Round 58 (prov3-r58): an act the user asked for once, already performed, asked for again on the same
  // target, on a trace that read untrusted content: a result added it (act-count.ts).
  // Round 59 (prov2-r59): or to a new target no user turn wrote, where the act done went to the user's.
  const beyond = acts === 'asked' && tainted ? ledger.beyondAskedOnce(tool, deciding) : undefined;
  if (beyond === 'same')
    return {
      verdict,
      claim: `provenance: ${shownToolName(tool)} is a further act of a kind the user asked for once and the agent already performed, on a trace that read untrusted content`,
    };
  if (beyond === 'new')
    return {
      verdict,
      claim: `provenance: ${shownToolName(tool)} is a second act of a kind the user asked for once, to a target the user never gave, after the agent performed it on the user's own target, on a trace that read untrusted content`,
    };
  // The call's leaf arguments, walked once for the checks below that read them all.
  let all: readonly DecidingArgument[] | undefined;
  // The act itself is one the user's request never named, on a trace that read untrusted content: what
  // decided it, value or not, came from what the agent read.
  if (acts === 'unasked' && tainted)
    return {
      verdict,
      claim: `provenance: ${shownToolName(tool)} is an act the user never asked for, on a trace that read untrusted content`,
    };
  // A destination in an argument the manifest does not name (`payees.0.iban` beside `recipient`), on a
  // trace that read untrusted content: an argument that is wholly one address, account or URL (isWholePlace) decides
  // where the act goes as a named one does (round 21).
  // Most traces hold no pressed value: then no argument needs reading for one.
  if (tainted || ledger.anyPressed) {
    all ??= allArguments(input);
    // The arguments not looked up already (a pressed value in a deciding one would have held it); most
    // calls have none (a shell call's one argument is its command), and then no list is built (round 26).
    const rest = undecided(all, deciding);
    if (tainted && rest.length > 0) {
      const places = rest.filter((a) => isWholePlace(a.name, a.text));
      const p =
        places.length > 0 ? judged(tool, places, asked, verdict, ledger, tainted, delegated) : undefined;
      if (p !== undefined && typeof p !== 'string') return p;
    }
    if (ledger.anyPressed && rest.length > 0) {
      const f = judgePressedArguments(rest, ledger);
      if (f.kind !== 'clear') return { verdict, claim: provenanceClaim(tool, f) };
    }
  }
  // A date or an amount the user fixed, changed by what the agent read.
  if (!tainted) return j;
  all ??= allArguments(input);
  const f = judgeStatedDetails(all, ledger);
  if (f.kind !== 'clear') return { verdict, claim: provenanceClaim(tool, f) };
  // A destination the user fixed for this act (or for a fetch), replaced by what the agent read, where
  // the user left it to no result; a tool whose name says no act (`call`, `Bash`) fixes none.
  if ((acts === 'asked' || acts === 'unread' || readsOnly(tool)) && !delegates(ledger.requested)) {
    // What an edit's `old...` argument holds is the value it replaces, not where the call goes.
    const t = judgeStatedTargets(writtenArguments(deciding).fresh, ledger);
    if (t.kind !== 'clear') return { verdict, claim: provenanceClaim(tool, t) };
    // A place the user named, changed into another name (an annex, a "partner rate", a "new address").
    if (asked !== 'any') {
      const r = judgeRenamedChoice(deciding, ledger);
      if (r.kind !== 'clear') return { verdict, claim: provenanceClaim(tool, r) };
    }
  }
  // What is done (an amount, a date, a recurrence, a role) that only a result introduced, as for a destination.
  const w = judgeWhatIsDone(
    all,
    ledger,
    asked === 'user' ? 'any' : asked,
    asked === 'any' ? delegated : acts === 'asked' && delegates(ledger.requested),
    acts === 'asked',
  );
  return w.kind === 'clear' ? j : { verdict, claim: provenanceClaim(tool, w) };
}

/** The arguments of `all` that no deciding argument is or holds; `all` itself where none is deciding. */
export function undecided(
  all: readonly DecidingArgument[],
  deciding: readonly DecidingArgument[],
): readonly DecidingArgument[] {
  // The deciding list is the call's every argument (judgeDeclared): none is left, and no list is made.
  if (all === deciding) return NO_ARGUMENTS;
  let out: DecidingArgument[] | undefined;
  for (let i = 0; i < all.length; i++) {
    const a = all[i]!;
    if (isDecided(a.name, deciding)) {
      out ??= all.slice(0, i);
    } else out?.push(a);
  }
  return out ?? all;
}

/** The one own key of an object of one key; undefined for an object of none or more. */
function soleKey(v: JsonObject): string | undefined {
  let key: string | undefined;
  for (const k of Object.keys(v)) {
    if (key !== undefined) return undefined;
    key = k;
  }
  return key;
}

/** Is the argument `name` a deciding one, or inside one? */
function isDecided(name: string, deciding: readonly DecidingArgument[]): boolean {
  for (const d of deciding)
    if (name === d.name || (name.startsWith(d.name) && name.charCodeAt(d.name.length) === 46)) return true;
  return false;
}

/**
 * Did the user's request ask for this tool's kind of act (acts.ts)? `unasked`: an injection chose the
 * act, so any untrusted value decides it, ordered or not; `asked`: where the request also leaves the
 * target to a result ("invite the people she listed"), a result the user pointed to may order it on the
 * user's behalf (also a tool whose name says no kind, whose verb the user wrote); `unknown` when the name
 * says no kind or no user turn was seen; `unread` when the request
 * is in words gate cannot read and names no kind it knows (round 16: its acts are not unasked).
 */
function actsAsked(tool: string, ledger: NonNullable<RungInput['ctx']['provenance']>) {
  if (ledger.requested === undefined) return 'unknown';
  const segments = nameSegments(tool);
  const acts = toolActsOf(tool);
  // A tool whose name says no kind (`call`) is asked for where the user's turn says its verb ("Call the
  // claims line ..."), as a kind's word asks for that kind (round 24); on a request in words gate cannot
  // read it may have been asked for as any kind may (round 25: Persian "call the number she left").
  if (acts === 0) {
    if (segments.length === 0 || readsOnly(tool)) return 'unknown';
    if (ledger.givenByUserKey(`word:${segments[0]}`)) return 'asked';
    if (toolVerbWords(segments[0]).some((w) => ledger.givenByUserKey(`word:${w}`))) return 'asked';
    if ((ledger.requested & actBit('unread')) !== 0) return 'unread';
    // A phone call (`call_number`) on a request gate reads that says no call in any word it lists: the
    // injection chose to ring ("to hold a table call our line ... first", round 34). A bare `call` may
    // be a dispatcher (an MCP tools/call), whose act its own arguments name: it stays unknown.
    if (PHONE_CALL.test(tool)) return 'unasked';
    // So is an unlock (`remote_unlock`) on a request that says no unlock: the listing's "after booking,
    // remotely unlock the van so their courier can load it" chose it (round 34).
    if (UNLOCK.test(tool))
      return toolVerbWords('unlock').some((w) => ledger.givenByUserKey(`word:${w}`)) ? 'asked' : 'unasked';
    return 'unknown';
  }
  if ((acts & ledger.requested) !== 0) return 'asked';
  return (ledger.requested & actBit('unread')) !== 0 ? 'unread' : 'unasked';
}

const PAY_BIT = actBit('pay');

/** Does a deciding argument carry the account the operator's directory lists for the party the user named? */
function paysNamedPartysListedAccount(
  deciding: readonly DecidingArgument[],
  ledger: NonNullable<RungInput['ctx']['provenance']>,
): boolean {
  for (const d of deciding)
    for (const v of decidedValues(d.text))
      if (v.kind === 'number' && isAccountKey(v.keys[0]!) && ledger.namedPartysListedAccount(v.keys))
        return true;
  return false;
}
/** A tool that rings a phone: a call verb and a phone noun in its name (`call_number`, `dial_phone`, `phone_call`). */
const PHONE_CALL = /^(?:call|dial|ring)[_-]?(?:number|phone|line|mobile)s?$|^phone[_-]?call$/i;
/** A tool that unlocks a vehicle, a door or a room from afar (`remote_unlock`, `unlock_vehicle`). */
const UNLOCK = /^(?:remote[_-]?)?unlock(?:[_-](?:vehicle|car|van|door|room|booking))?$/i;

function judged(
  tool: string,
  deciding: readonly DecidingArgument[],
  mode: ProvenanceMode,
  verdict: SinkVerdict,
  ledger: NonNullable<RungInput['ctx']['provenance']>,
  tainted: boolean,
  delegated = false,
  ungiven = false,
  placesFollow = true,
  retrieved?: ReadonlySet<string>,
): SinkJudgement {
  // A blind copy hides a recipient from the others: a result may name the people a reply goes to, but
  // not one the user never sees, unless the user asked for a blind copy.
  // The blind copies are looked for first: most calls have none, and then the ledger is not asked.
  const hidden =
    mode === 'instructed' && deciding.some(isBlindCopy) && !asksBlindCopy(ledger)
      ? deciding.filter(isBlindCopy)
      : NO_ARGUMENTS;
  const h = hidden.length > 0 ? judgeDecidingArguments(hidden, ledger, 'any', false, tainted) : undefined;
  const f =
    h !== undefined && h.kind !== 'clear'
      ? h
      : judgeDecidingArguments(deciding, ledger, mode, delegated, tainted, ungiven, placesFollow, retrieved);
  return f.kind === 'clear'
    ? 'no deciding value came only from an untrusted result'
    : { verdict, claim: provenanceClaim(tool, f) };
}

/**
 * The places a call of a tool whose name says no act (a shell) only clones or downloads, where the user
 * asked to retrieve what a result gives (acts.ts RETRIEVES_WHAT_RESULT_GIVES, retrieved-places.ts);
 * undefined for every other call.
 */
function shellRetrieval(
  tool: string,
  args: readonly DecidingArgument[],
  ledger: NonNullable<RungInput['ctx']['provenance']>,
  acts = actsAsked(tool, ledger),
): ReadonlySet<string> | undefined {
  if (!retrievesFromResult(ledger.requested) || acts !== 'unknown' || args.length === 0) return undefined;
  return retrievedPlaces(args.map((a) => a.text));
}

/** The kinds of value that say where an act goes whatever the argument is called. */
const PLACE_KINDS: ReadonlySet<string> = new Set(['email', 'url', 'host']);
/** An account number that says where money goes (a reference or an invoice number is no place). */
const ACCOUNT_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
/** Any white space, one object for every call (a literal makes a RegExp each time it runs). */
const WHITESPACE = /\s/;

/**
 * Is an argument one address, host or URL and nothing else, or an account number (IBAN-shaped, or under
 * a name that says it decides: `account`, `iban`, `to`)? Such an argument is a destination.
 */
function isWholePlace(name: string, text: string): boolean {
  const t = text.trim();
  if (t.length < 4 || t.length > 2048 || WHITESPACE.test(t)) return false;
  // The last part not an index (`to.0.1` -> `to`), read once, not as `(?:\.\d+)+$` (quadratic on `.1.1.1...x`).
  const parts = name.split('.');
  while (parts.length > 1 && /^\d+$/.test(parts[parts.length - 1] as string)) parts.pop();
  const key = (parts[parts.length - 1] as string).toLowerCase();
  const account = ACCOUNT_SHAPE.test(t) || DECIDING_KEYS.has(key);
  return findValues(t, 4).some(
    (v) => (PLACE_KINDS.has(v.kind) || (v.kind === 'number' && account)) && v.at === 0 && v.end >= t.length,
  );
}

/** A tool whose verb reads (`get_webpage`, `fetch_url`): it fetches, it does not act. */
export const readsOnly = (tool: string): boolean => {
  // The tool last asked about answers without its verb's facts: asking them of the verb (`bash`) after
  // the tool (`Bash`) turned nameFacts' own one-name shortcut over on every call (round 32).
  if (tool === readsOnlyTool) return readsOnlyAnswer;
  const verb = nameSegments(tool)[0];
  readsOnlyAnswer = verb !== undefined && isReadShaped(verb);
  readsOnlyTool = tool;
  return readsOnlyAnswer;
};
let readsOnlyTool: string | undefined;
let readsOnlyAnswer = false;

/** An argument that is a message's text (`body`, `message.content`), not where it goes. */
const isMessageText = (a: DecidingArgument): boolean => MESSAGE_TEXT.test(a.name);
const MESSAGE_TEXT = /(?:^|\.)(?:body|content|text|html)$/i;

/** An argument that names hidden recipients (`bcc`, `message.bcc.0`). */
const isBlindCopy = (a: DecidingArgument): boolean => BLIND_COPY.test(a.name);
const BLIND_COPY = /(?:^|\.)bcc(?:\.\d+)?$/i;
/** Did the user's turn ask for a blind copy ("bcc my manager", "blind copy")? */
const asksBlindCopy = (ledger: NonNullable<RungInput['ctx']['provenance']>): boolean =>
  ledger.givenByUserKey('word:bcc') || ledger.givenByUserKey('word:blind');

/**
 * An undeclared tool whose name says it changes the world (WORLD_VERBS): no argument can be named as
 * the deciding one, so every argument is, and only a value a result ordered holds the call (the user's
 * values and a result's plain data act as asked). Without a ledger, a tainted trace holds it.
 */
function judgeWorldChanging(tool: string, input: RungInput): SinkJudgement {
  return changesWorld(tool) ? judgeAsWorldChanging(tool, input) : 'tool is not a sink';
}

function judgeAsWorldChanging(tool: string, input: RungInput): SinkJudgement {
  const { ctx } = input;
  if (!ctx.provenance) {
    return ctx.tainted
      ? {
          verdict: 'hold',
          claim: `provenance: ${shownToolName(tool)} changes the world on a trace that read untrusted content`,
        }
      : 'trace is not tainted';
  }
  return judgedAsAsked(tool, allArguments(input), 'instructed', 'hold', ctx.provenance, input, ctx.tainted);
}

/**
 * Files that run on their own once written (CI workflows, git hooks, package scripts, build files, shell
 * start-up files, package-manager configuration; round 15: what pytest, setup tools, task runners,
 * pre-commit and every Python start import or run; round 18: an agent's instruction files, which its
 * next session reads as the user's or the operator's words; round 53: the build files a build or an
 * install evaluates, `mix.exs`, `build.gradle`, `Cargo.toml` with its `build.rs`, `pyproject.toml`, a
 * `Gemfile`, a tool's `*.config.js`, a requirements file): text written into them is a command,
 * wherever it came from, so a call that names one in a path argument is a sink for its other arguments.
 */
const RUNS_ON_ITS_OWN =
  /(?:^|\/)(?:\.github\/workflows\/|\.gitlab-ci\.ya?ml$|\.circleci\/|jenkinsfile$|\.travis\.ya?ml$|azure-pipelines\.ya?ml$|bitbucket-pipelines\.ya?ml$|\.git\/hooks\/|\.husky\/|package\.json$|makefile$|dockerfile$|docker-compose\.ya?ml$|\.npmrc$|\.yarnrc(?:\.ya?ml)?$|\.pypirc$|pip\.conf$|\.envrc$|\.bashrc$|\.zshrc$|\.profile$|\.bash_profile$|crontab$|\.vscode\/tasks\.json$|\.devcontainer\/|[^/]+\.sh$|conftest\.py$|setup\.py$|noxfile\.py$|justfile$|rakefile$|taskfile\.ya?ml$|\.pre-commit-config\.ya?ml$|(?:site|user)customize\.py$|[^/]+\.pth$|mix\.exs$|(?:build|settings)\.gradle(?:\.kts)?$|pom\.xml$|build\.sbt$|cargo\.toml$|build\.rs$|gemfile$|[^/]+\.gemspec$|podfile$|pyproject\.toml$|setup\.cfg$|composer\.json$|cmakelists\.txt$|(?:gulp|grunt)file\.[cm]?[jt]s$|tox\.ini$|pipfile$|vagrantfile$|[^/]+\.config\.[cm]?[jt]s$|requirements[^/]{0,40}\.txt$|(?:claude|agents|gemini)(?:\.local)?\.md$|\.(?:cursor|windsurf|cline)rules$|\.cursor\/rules\/|\.github\/copilot-instructions\.md$|\.github\/instructions\/|\.claude\/(?:commands|agents|skills)\/)/i;

/** The name of the path argument that names a file that runs on its own, if one does. */
function writesFileThatRuns(args: JsonValue): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined;
  for (const [k, v] of Object.entries(args))
    if (typeof v === 'string' && isPathKey(k) && RUNS_ON_ITS_OWN.test(v)) return k;
  return undefined;
}

/**
 * A call that names a file that runs on its own: every other argument decides what will run, judged
 * with `values: any` (a URL from a page written into a CI workflow is held, ordered or not). Without a
 * ledger, a tainted trace holds it.
 */
function judgeFileThatRuns(tool: string, input: RungInput, path: string): SinkJudgement {
  const { ctx } = input;
  if (!ctx.provenance)
    return ctx.tainted
      ? {
          verdict: 'hold',
          claim: `provenance: ${shownToolName(tool)} writes a file that runs, on a tainted trace`,
        }
      : 'trace is not tainted';
  // What an edit replaces (`old_string`) is what the file had, not what it will run (round 50).
  const deciding = allArguments(input).filter((a) => a.name !== path && !namedOld(a.name));
  return judged(tool, deciding, 'any', 'hold', ctx.provenance, ctx.tainted);
}

// A world verb behind a prefix (`rebook_flight`, `prepay_order`) changes the world as the verb does.
const changesWorld = (tool: string): boolean =>
  nameSegments(tool).some((s) => WORLD_VERBS.has(s) || prefixedVerb(s, WORLD_VERBS) !== '');

/**
 * A name that is a sink only by a noun after its verb (`delete_email`, `get_mail`, `create_email_draft`),
 * with no URL argument: the verb (its first word) is not a send or execute word itself.
 */
/** Arguments that name the operation a generic tool performs (`{"op": "mail.send"}`, `{"action": "post"}`). */
const OPERATION_KEYS = ['op', 'operation', 'action', 'method', 'function', 'fn', 'tool', 'tool_name', 'rpc'];
/** The argument bag beside a `name` in a call's own shape (MCP `tools/call`, JSON-RPC): then `name` is the operation. */
const ARGUMENT_BAGS = ['arguments', 'input', 'params', 'args', 'parameters'];
const OPERATION_NAME = /^[A-Za-z][\w.:/-]{1,63}$/;

/** The operation a call's arguments name, as a tool name the rung can read, if one does. */
function namedOperation(args: JsonValue): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const keys = ARGUMENT_BAGS.some((k) => k in args) ? ['name', ...OPERATION_KEYS] : OPERATION_KEYS;
  for (const k of keys) {
    const v = args[k];
    if (typeof v === 'string' && OPERATION_NAME.test(v)) return v;
  }
  return undefined;
}

/** Is an undeclared tool whose name says no sink a sink only by a URL it writes into a file its path argument names? */
function writesIntoFile(tool: string, args: JsonValue): boolean {
  const verb = nameSegments(tool)[0];
  return verb !== undefined && !nameFacts(verb).sink && namesFile(args) && isSinkTool('', args);
}

function sinkByNounOnly(tool: string, args: JsonValue): boolean {
  const verb = nameSegments(tool)[0];
  return verb !== undefined && !nameFacts(verb).sink && !isSinkTool('', args);
}

/**
 * The call's every leaf argument (everyArgument of its arguments), walked once a call: the sink's checks
 * and the widening and destination checks each walked them again (round 22: a tenth of a tainted call).
 */
function allArguments(input: RungInput): readonly DecidingArgument[] {
  let all = input.all;
  if (all === undefined) {
    all = everyArgument(input.args);
    input.all = all;
  }
  return all;
}

/** Every leaf argument, named by its dotted path. */
export function everyArgument(args: JsonValue): DecidingArgument[] {
  const out: DecidingArgument[] = [];
  addArguments(out, args, '', 0);
  return out;
}

/** everyArgument's walk, without an entry list per container or a closure per call. */
function addArguments(out: DecidingArgument[], v: JsonValue, name: string, depth: number): void {
  if (depth > MAX_ARG_DEPTH || v === null) return;
  if (typeof v !== 'object') {
    if (name !== '') out.push({ name, text: String(v) });
    return;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++)
      addArguments(out, v[i] as JsonValue, name === '' ? String(i) : `${name}.${i}`, depth + 1);
    return;
  }
  // Own keys in their order, as Object.entries gave them.
  for (const k of Object.keys(v))
    addArguments(out, v[k] as JsonValue, name === '' ? k : `${name}.${k}`, depth + 1);
}

const URL_SHAPE = /^[a-z][a-z0-9+.-]*:\/\/|^mailto:/i;

/** Deciding arguments of an undeclared sink: DECIDING_KEYS at any depth, and URL-shaped strings. */
function inferredDeciding(args: JsonValue): DecidingArgument[] {
  const out: DecidingArgument[] = [];
  const walk = (v: JsonValue, name: string, depth: number): void => {
    if (depth > MAX_ARG_DEPTH || v === null || typeof v !== 'object') return;
    const entries: [string, JsonValue][] = Array.isArray(v)
      ? v.map((x, i) => [String(i), x])
      : Object.entries(v);
    for (const [k, x] of entries) {
      const at = name === '' ? k : `${name}.${k}`;
      if (DECIDING_KEYS.has(lowerKey(k))) out.push({ name: at, text: argumentText(x) });
      else if (typeof x === 'string' && URL_SHAPE.test(x)) out.push({ name: at, text: x });
      else walk(x, at, depth + 1);
    }
  };
  walk(args, '', 0);
  return out;
}

/** Why an admitted call needs a witness: the claim it carries and the cause its preview names. */
export interface WitnessNeed {
  claim: string;
  cause: string;
}

/**
 * Why an admitted call needs a witness: provenance holds it; or its declared sink asks on every call
 * (`confirm: always`); or the name and shell heuristics say so, unless the sink asks only when held.
 */
export function witnessNeed(input: RungInput, heuristic: () => string | undefined): WitnessNeed | undefined {
  const held = provenanceHold(input);
  if (held !== undefined)
    return { claim: held, cause: 'provenance: a deciding value from an untrusted result' };
  const declared = input.policy.sinks?.get(input.call.tool);
  // A tool the operator listed in `safe_sinks` is not held by a guess from its name either.
  const cause =
    declared?.confirm === 'always'
      ? 'declared sink'
      : declared?.confirm === 'when_held' || input.policy.safeSinks.has(input.call.tool)
        ? undefined
        : heuristic();
  return cause === undefined ? undefined : { claim: `witness: ${cause}`, cause };
}
