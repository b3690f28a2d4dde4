// How long a tool name may be, and what of a name gate may record. Names are written by whoever speaks to
// gate (a client, a model, an upstream): a call naming a longer one cannot be a real tool (providers cap
// names at 64 or 128), so it is refused MALFORMED. A record (journal row, access log, console) keeps a name
// the operator declared as written, and any other as a digest form: a model that read a secret and names a
// tool after it must not put that secret in the record (docs/journal.md, "Round 62 (redteam4-r62)").
import { sha256Hex } from './canonical.js';
import type { Policy } from './policy/types.js';

/** The most UTF-16 units a tool name may have (MCP's gate tools refuse longer with -32602). */
export const MAX_TOOL_NAME = 256;

/** A tool name cut to the record bound: whole when within it, else its first units and `…`. */
export function boundedToolName(name: string): string {
  if (name.length <= MAX_TOOL_NAME) return name;
  // Not cut inside a surrogate pair: a record holds well-formed text.
  const end = isHighSurrogate(name.charCodeAt(MAX_TOOL_NAME - 1)) ? MAX_TOOL_NAME - 1 : MAX_TOOL_NAME;
  return `${name.slice(0, end)}…`;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** What starts the name the floor judges a provider-run tool under (`hosted:web_search`, `hosted:mcp:<label>`). */
export const HOSTED_PREFIX = 'hosted:';

/**
 * Gate's own prefixes of the names it makes for provider-run tools (wire/shared/hosted.ts): kept as written,
 * like an operator's allow_prefix, the kind or server label after them recorded by its form.
 */
const GATE_PREFIXES: readonly string[] = [`${HOSTED_PREFIX}mcp:`, HOSTED_PREFIX];

/** What starts every recorded form of a name the operator did not declare. */
export const UNDECLARED_PREFIX = 'undeclared:';

/** Hex digits of the name's SHA-256 kept: 64 bits, so two names share a form only by a real collision. */
const DIGEST_HEX = 16;

/** The character classes a recorded form names, widest last: the class is the widest any unit falls in. */
export const NAME_CLASSES = ['ident', 'ascii', 'unicode', 'control'] as const;
export type NameClass = (typeof NAME_CLASSES)[number];

const IDENT = /^[A-Za-z0-9_.-]*$/;
const ASCII = /^[\x20-\x7e]*$/;
/** C0, DEL, C1, the bidi and zero-width formatting marks, line and paragraph separators, lone surrogates. */
const CONTROL =
  /[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** The widest character class of a name (a fixed vocabulary: a record never carries a character of it). */
export function nameClass(name: string): NameClass {
  if (IDENT.test(name)) return 'ident';
  if (ASCII.test(name)) return 'ascii';
  return CONTROL.test(name) ? 'control' : 'unicode';
}

/**
 * The recorded form of a name gate may not record as written: `undeclared:<16 hex>:<length>:<class>`, the
 * hex the first 16 of SHA-256 over the name's UTF-8 (a lone surrogate as U+FFFD), the length in UTF-16
 * units. One name always gives one form, so two refusals of it match; `gate journal name-digest <name>`
 * prints the form of a name an operator suspects.
 */
export function undeclaredName(name: string): string {
  const kept = undeclaredKept.get(name);
  if (kept !== undefined) return kept;
  const form = digestForm(UNDECLARED_PREFIX, name);
  // A longer name is refused MALFORMED and rarely repeats: not kept, so the map holds at most 64 × 256 units.
  if (name.length <= MAX_TOOL_NAME) {
    if (undeclaredKept.size >= UNDECLARED_KEPT) undeclaredKept.clear();
    undeclaredKept.set(name, form);
  }
  return form;
}

/** `<prefix><16 hex>:<length>:<class>`: text gate does not show or record as written, findable by its digest. */
function digestForm(prefix: string, text: string): string {
  return `${prefix}${sha256Hex(text).slice(0, DIGEST_HEX)}:${text.length}:${nameClass(text)}`;
}

/**
 * The last names' forms: one call's name is written by the journal row, the access log, the console and the
 * answer (~1.5 µs of SHA-256 each), so it is hashed once; 64 names cover the calls in flight at once.
 */
const UNDECLARED_KEPT = 64;
const undeclaredKept = new Map<string, string>();

/** A name an answer or a log line may echo as written: the characters and length providers' tool names have. */
const SHOWN_NAME = /^[A-Za-z0-9_.:/-]{1,128}$/;

/**
 * A caller's tool name as gate's answers (errors, `gate.verdicts`, `[gate]` notes) and log lines name it: as
 * written when a plain token of at most 128 characters (providers cap names at 64 or 128), else by the form
 * the journal gives a name no floor declares, so no control character, escape sequence, line break or long
 * text of the caller's comes back or reaches a log, and an operator can still find it (docs/errors.md).
 */
export function shownToolName(name: string): string {
  return SHOWN_NAME.test(name) ? name : undeclaredName(name);
}

/** An argument key (or a path of keys, `to`, `items.0.url`) a claim may name as written: what tool schemas name arguments with. */
const SHOWN_KEY = /^[A-Za-z0-9_.:/@$-]{1,128}$/;

/** What starts the shown form of an argument key that is not a plain token. */
export const KEY_PREFIX = 'key:';

/**
 * An argument key as gate's answers name it (a verdict's claim, `gate.verdicts[].verdict.detail.claim`,
 * the `[gate]` note): as written when a plain token of at most 128 characters, else `key:<16 hex>:<length>
 * :<class>`, so a key the model, the client or a manifest wrote with escapes, bidi controls, line breaks
 * or a megabyte of text is never echoed, and an operator can still match it (docs/errors.md).
 */
export function shownArgKey(key: string): string {
  return SHOWN_KEY.test(key) ? key : digestForm(KEY_PREFIX, key);
}

/**
 * A call id gate echoes as written (`gate.verdicts[].tool_call_id`, `gate.withheld[].tool_call_id`): what
 * providers write (`call_` and 24 letters, `toolu_01` and 22, vLLM's `chatcmpl-tool-` and 32 hex, Kimi's
 * `functions.name:0`) in printable ASCII, at most 256 (docs/errors.md).
 */
export const CALL_ID = /^[\x20-\x7e]{0,256}$/;

/** What starts the shown form of a call id that is not printable ASCII of at most 256 characters. */
export const CALL_ID_PREFIX = 'id:';

/** A call id the client chose (a result's `tool_call_id`) as an answer echoes it: as written when CALL_ID, else its form. */
export function shownCallId(id: string): string {
  return CALL_ID.test(id) ? id : digestForm(CALL_ID_PREFIX, id);
}

/** A policy's declared names: exact ones, arg-rule names (lower-cased), and allow_prefix prefixes. */
interface Declared {
  exact: ReadonlySet<string>;
  lower: ReadonlySet<string>;
  prefixes: readonly string[];
  /** The operator's own allow_prefix prefixes (not gate's hosted ones). */
  operator: readonly string[];
}

/**
 * The rest of a name under an operator's allow_prefix kept as written: lower-case words joined by `_`, at
 * most 48 units (`read_file`, `get_user`). A credential carries digits, capitals or marks, so it cannot take
 * this shape; an operator reads the tools its prefix admitted instead of a digest of each.
 */
const PLAIN_REST = /^[a-z]{1,48}(?:_[a-z]{1,48}){0,7}$/;
const PLAIN_REST_MAX = 48;

/** Made once per policy (a Policy is never changed after load; a reload is a new one). */
let declaredByPolicy: WeakMap<Policy, Declared> | undefined;

function declaredOf(policy: Policy): Declared {
  declaredByPolicy ??= new WeakMap();
  let declared = declaredByPolicy.get(policy);
  if (declared === undefined) {
    const exact = new Set<string>([
      ...policy.allow,
      ...policy.deny.keys(),
      ...policy.safeSinks,
      ...policy.sources.keys(),
      ...(policy.sinks?.keys() ?? []),
    ]);
    // Arg rules bind tool names case-insensitively (CompiledArgRule.tool is lower-cased).
    const lower = new Set(policy.argRules.map((rule) => rule.tool));
    declared = {
      exact,
      lower,
      prefixes: [...policy.allowPrefix, ...GATE_PREFIXES],
      operator: policy.allowPrefix,
    };
    declaredByPolicy.set(policy, declared);
  }
  return declared;
}

/**
 * The one rule for what a record keeps of a caller-chosen tool name: a name the floor declares (allow,
 * deny, an arg rule, a sink, a source label, a safe sink) as written; a name under an allow_prefix whose
 * rest is plain lower-case words as written; under an allow_prefix otherwise (or gate's own `hosted:`
 * prefixes) as that prefix and the undeclared form of the rest; any other name as its undeclared form.
 */
export function recordedToolName(name: string, policy: Policy): string {
  const declared = declaredOf(policy);
  if (declared.exact.has(name) || declared.lower.has(name.toLowerCase())) return boundedToolName(name);
  let longest: string | undefined;
  for (const prefix of declared.prefixes)
    if (name.startsWith(prefix) && (longest === undefined || prefix.length > longest.length))
      longest = prefix;
  if (longest !== undefined && longest.length < name.length) {
    const rest = name.slice(longest.length);
    if (rest.length <= PLAIN_REST_MAX && PLAIN_REST.test(rest) && declared.operator.includes(longest))
      return boundedToolName(name);
    return `${boundedToolName(longest)}${undeclaredName(rest)}`;
  }
  return undeclaredName(name);
}
