// Tools the provider runs itself (hosted web search, hosted MCP, code execution): no client round-trip,
// so gate judges them where it can see them. A request's declarations are judged before it goes
// upstream (docs/policy.md, "Tools the provider runs"); what they fetched is read as untrusted results
// (docs/provenance.md, "What a provider-run tool fetched"). Each wire finds its declarations and items.

import { GateError } from '../../kernel/errors.js';
import { denyReason } from '../../kernel/ladder/deny.js';
import type { Policy, SourceLabel } from '../../kernel/policy/types.js';
import { HOSTED_PREFIX } from '../../kernel/tool-name.js';
import type { Verdict } from '../../kernel/types.js';
import type { Engine, WireName } from '../../server/types.js';
import { isObject } from './json.js';
import type { RequestVerdicts } from './verdicts.js';

/** Every provider-run tool is judged under a name that starts so (kernel/tool-name.ts keeps the word). */
export { HOSTED_PREFIX };

/** What a provider-run tool fetched is never the user's: its label whatever the manifest says. */
export const HOSTED_SOURCE: SourceLabel = 'untrusted';

/** One declared provider-run tool of a request. */
export interface HostedDeclaration {
  /** Where it is declared: `tools[3]`, `mcp_servers[0]`, `web_search_options`. */
  at: string;
  /** The entry's type as written (shown only when it is a plain token). */
  type: unknown;
  /** The name the floor judges it under, or undefined when the entry cannot be read (refused). */
  tool: string | undefined;
  /** Hosted MCP whose every call comes back as an approval request, which gate judges call by call. */
  approved?: boolean;
  /**
   * Round 58: a hosted MCP server's tools the provider may run, as its `allowed_tools` names them (bare
   * names; undefined: every tool the server offers, no filter gate can read). Absent on other entries.
   */
  mcpTools?: readonly string[] | undefined;
  /** Round 59: an `mcp_servers` entry with no `tool_configuration`: a `mcp_toolset` may list its tools. */
  unlisted?: true;
  /** Round 60: a hosted MCP configuration gate cannot fully read: refused whatever the floor names. */
  unread?: true;
}

/** `hosted:<kind>`: a dated variant (`web_search_20250305`, `web_search_preview_2025_03_11`) is its kind. */
export function hostedName(type: string): string {
  const kind = type.replace(/_(\d{8}|\d{4}_\d{2}_\d{2})$/, '').replace(/^web_search_preview$/, 'web_search');
  return `${HOSTED_PREFIX}${kind}`;
}

/** `hosted:mcp:<label>`, or undefined for a server with no name to judge (refused). */
export function hostedMcpName(label: unknown): string | undefined {
  return typeof label === 'string' && label !== '' ? `${HOSTED_PREFIX}mcp:${label}` : undefined;
}

/** Client text shown in an error only when it is a short plain token (an entry's type, a server's label). */
const SHOWN = /^[A-Za-z0-9_.:-]{1,80}$/;

function shown(text: unknown): string {
  return typeof text === 'string' && SHOWN.test(text) ? `"${text}"` : '(unreadable)';
}

/**
 * Judges each declaration on the request's trace before anything goes upstream; the first refused (in
 * the order written) is the error, every one is listed in its problems. A hosted MCP server whose every
 * call needs approval is admitted unless `deny` names it: gate judges each approval request instead.
 */
export async function admitHostedTools(
  verdicts: RequestVerdicts,
  declared: readonly HostedDeclaration[],
): Promise<void> {
  if (declared.length === 0) return;
  // Round 57: a provider-run call of a declared tool in the answer was judged here (verdicts.providerRan).
  for (const d of declared)
    if (d.tool !== undefined)
      verdicts.declaredHosted(
        d.tool,
        'mcpTools' in d ? (d.mcpTools ?? 'every') : undefined,
        d.approved === true,
      );
  const judged = new Map<string, Promise<Verdict | undefined>>();
  for (const d of declared) {
    if (d.tool === undefined || judged.has(d.tool)) continue;
    judged.set(
      d.tool,
      d.approved && denyReason(verdicts.policy.deny, d.tool) === undefined
        ? Promise.resolve(undefined)
        : verdicts.decide(d.tool),
    );
  }
  const problems: string[] = [];
  for (const d of declared) {
    const verdict = d.tool === undefined ? undefined : await judged.get(d.tool)!;
    if (d.unread === true) {
      problems.push(unreadRefusal(d));
      continue;
    }
    if (d.tool !== undefined && (verdict === undefined || verdict.kind === 'ALLOW')) {
      // Round 58: the server admitted, the tools it may run are judged too (a hosted MCP entry only).
      const refused = 'mcpTools' in d ? await toolsRefusal(verdicts, d) : undefined;
      if (refused !== undefined) problems.push(refused);
      continue;
    }
    problems.push(refusal(d, verdict));
  }
  if (problems.length > 0) throw new GateError('TOOL_NOT_ADMITTED', problems[0]!, problems);
}

/**
 * Round 58: why a hosted MCP server the floor admits may not run the tools its entry lets the provider
 * call, or undefined. The server's admission admits its tools, except one the floor refuses by name
 * (`deny` naming `<label>.<tool>`, or the bare tool name, as a served `mcp__server__tool` is read) or
 * whose arguments it judges call by call (an `arg_rules` or `sinks` entry for `<label>.<tool>`): the
 * provider runs it with arguments gate never sees. Unless every call comes back as an approval request:
 * then each is judged as `<label>.<tool>` with its arguments before it runs, and nothing here. An entry with no
 * `allowed_tools` gate can read lets the provider run every tool: refused where the floor names any.
 */
async function toolsRefusal(verdicts: RequestVerdicts, d: HostedDeclaration): Promise<string | undefined> {
  // Every call comes back as an approval request, judged with its arguments before the provider runs it.
  if (d.approved === true) return undefined;
  const label = (d.tool as string).slice(`${HOSTED_PREFIX}mcp:`.length);
  const entry = `${d.at} (type ${shown(d.type)}) declares hosted MCP server ${shown(label)}`;
  const policy = verdicts.policy;
  if (d.mcpTools === undefined) {
    const named = floorNamedTool(policy, label);
    if (named === undefined) return undefined;
    return `${entry} with every tool it offers (no allowed_tools gate can read), and the floor refuses or checks the arguments of ${shown(named)}; list the tools to admit in allowed_tools`;
  }
  for (const tool of d.mcpTools) {
    const qualified = `${label}.${tool}`;
    const denied = denyReason(policy.deny, qualified) !== undefined ? qualified : undefined;
    const bare = denied ?? (denyReason(policy.deny, tool) !== undefined ? tool : undefined);
    if (bare !== undefined) {
      // Journaled as the decision it is, under the name the floor refuses.
      const verdict = await verdicts.decide(bare);
      const why = verdict.kind === 'DENY' ? `DENY ${verdict.reason ?? ''}`.trim() : verdict.kind;
      return `${entry}, whose allowed_tools names ${shown(qualified)}, judged as ${shown(bare)}: ${why}; take it out of allowed_tools`;
    }
    if (checksArguments(policy, qualified))
      return `${entry}, whose allowed_tools names ${shown(qualified)}, a tool whose arguments the floor judges call by call (arg_rules or sinks), which the provider would run without gate seeing them; set require_approval to "always" so gate judges each call, or take it out of allowed_tools`;
  }
  return undefined;
}

/**
 * Round 60: the name under which the floor refuses tool `tool` of hosted MCP server `label` by name
 * (`deny` naming `<label>.<tool>`, else the bare name, as toolsRefusal reads a listed tool), or the
 * qualified name when it judges the tool's arguments call by call; undefined when it names it nowhere.
 */
export function floorRefusedName(
  policy: Policy,
  label: string,
  tool: string,
): { name: string; checksArguments: boolean } | undefined {
  const qualified = `${label}.${tool}`;
  if (denyReason(policy.deny, qualified) !== undefined) return { name: qualified, checksArguments: false };
  if (denyReason(policy.deny, tool) !== undefined) return { name: tool, checksArguments: false };
  return checksArguments(policy, qualified) ? { name: qualified, checksArguments: true } : undefined;
}

/**
 * Round 60: why an answer holding a hosted MCP call the floor refuses by name (or whose arguments it judges)
 * is refused: the provider ran it with every tool of its server admitted; what it returned is not passed on.
 */
export function namedRunRefusal(named: { name: string; checksArguments: boolean }, verdict: Verdict): string {
  const head =
    'the upstream answer cannot be relayed: it holds a call the provider ran itself of a hosted MCP tool';
  const why = named.checksArguments
    ? 'a tool whose arguments the floor judges call by call, which the provider ran without gate judging them'
    : verdict.kind === 'DENY'
      ? `DENY ${verdict.reason ?? ''}`.trim()
      : verdict.kind;
  return `${head} judged as ${shown(named.name).replace(/"/g, '')}: ${why}; what it returned is not passed on`;
}

/** A tool of server `label` the floor's `deny`, `arg_rules` or `sinks` names (ignoring case). */
function floorNamedTool(policy: Policy, label: string): string | undefined {
  const prefix = `${label.toLowerCase()}.`;
  const names = [
    ...policy.deny.keys(),
    ...policy.argRules.map((r) => r.tool),
    ...(policy.sinks?.keys() ?? []),
  ];
  return names.find((n) => n.toLowerCase().startsWith(prefix));
}

/** Whether the floor judges `tool`'s arguments (an arg rule names it, ignoring case, or a sink does). */
function checksArguments(policy: Policy, tool: string): boolean {
  const lower = tool.toLowerCase();
  return policy.argRules.some((r) => r.tool === lower) || policy.sinks?.has(tool) === true;
}

/** Round 60: a hosted MCP configuration gate cannot fully read is no bound it can hold the provider to. */
function unreadRefusal(d: HostedDeclaration): string {
  const label = d.tool === undefined ? undefined : d.tool.slice(`${HOSTED_PREFIX}mcp:`.length);
  return `${d.at} (type ${shown(d.type)}) configures the tools of hosted MCP server ${shown(label)} in a form gate cannot fully read (an unknown key, or a value of another type); it is refused (fail closed)`;
}

function refusal(d: HostedDeclaration, verdict: Verdict | undefined): string {
  const entry = `${d.at} (type ${shown(d.type)})`;
  if (d.tool === undefined || verdict === undefined)
    return `${entry} is a tool entry gate cannot read or name; it is refused (fail closed)`;
  const name = d.tool.startsWith(`${HOSTED_PREFIX}mcp:`)
    ? `${HOSTED_PREFIX}mcp:${shown(d.tool.slice(`${HOSTED_PREFIX}mcp:`.length)).replace(/"/g, '')}`
    : d.tool;
  const why = verdict.kind === 'DENY' ? `DENY ${verdict.reason ?? ''}`.trim() : verdict.kind;
  const hint = d.tool.startsWith(`${HOSTED_PREFIX}mcp:`)
    ? '; admit it in the manifest, or set require_approval to "always" so gate judges each call'
    : '; admit the name in the manifest to let the provider run it';
  return `${entry} declares a tool the provider runs itself, judged as ${name}: ${why}${hint}`;
}

/**
 * Round 57: why an answer holding a provider-run call of a tool the request never declared is refused: the
 * provider ran it, and what it returned follows in the same answer; the client and the model must not read
 * it when the floor refuses that tool. The name is shown only as a plain token; never an argument.
 */
export function undeclaredRunRefusal(tool: string | undefined, verdict: Verdict | undefined): string {
  const head = 'the upstream answer cannot be relayed: it holds a call the provider ran itself';
  if (tool === undefined || verdict === undefined)
    return `${head} of a tool gate cannot name; it is refused (fail closed)`;
  const name = tool.startsWith(`${HOSTED_PREFIX}mcp:`)
    ? `${HOSTED_PREFIX}mcp:${shown(tool.slice(`${HOSTED_PREFIX}mcp:`.length)).replace(/"/g, '')}`
    : `${HOSTED_PREFIX}${shown(tool.slice(HOSTED_PREFIX.length)).replace(/"/g, '')}`;
  const why = verdict.kind === 'DENY' ? `DENY ${verdict.reason ?? ''}`.trim() : verdict.kind;
  return `${head} of a tool the request never declared, judged as ${name}: ${why}; what it returned is not passed on`;
}

/**
 * Round 58: why an answer holding a hosted MCP call of a tool outside its server's `allowed_tools` (or
 * naming no tool) is refused: the declaration admitted those tools only. Plain tokens only, as above.
 */
export function outsideListRefusal(tool: string | undefined, verdict: Verdict | undefined): string {
  const head =
    "the upstream answer cannot be relayed: it holds a call the provider ran itself of a hosted MCP tool outside its server's allowed_tools";
  if (tool === undefined || verdict === undefined)
    return `${head}, naming no tool gate can read; it is refused (fail closed)`;
  const why = verdict.kind === 'DENY' ? `DENY ${verdict.reason ?? ''}`.trim() : verdict.kind;
  return `${head}, judged as ${shown(tool).replace(/"/g, '')}: ${why}; what it returned is not passed on`;
}

/** What a provider-run tool returned, found in a response or in the history a client sends back. */
export interface HostedResult {
  /** The item or block id, for `gate.withheld`. */
  id: string;
  /** `hosted:web_search`, or the MCP tool's qualified name. */
  tool: string;
  content: string;
}

/**
 * Reads what provider-run tools fetched in the response that shows them, before its client calls are
 * judged: screened as an untrusted result (it taints the trace and enters the request's ledger), so those
 * calls are judged knowing the model read it. The response itself goes on as it came: the model has read
 * it already; its text is screened again when the history comes back (screen.ts).
 */
export async function readHostedResults(
  engine: Engine,
  wire: WireName,
  verdicts: RequestVerdicts,
  results: readonly HostedResult[],
  agent?: string,
): Promise<void> {
  for (const r of results) {
    let noted = false;
    const answer = await engine.admit(
      { tool: r.tool, traceId: verdicts.traceId, content: r.content, source: HOSTED_SOURCE },
      {
        ...verdicts.meta(),
        wire,
        ...(agent !== undefined ? { agent } : {}),
        followed: (content, follow) => {
          noted = true;
          verdicts.noteResult(r.tool, undefined, content, follow);
        },
      },
    );
    // Held or not, the model has read it: its values are the page's, not the user's.
    if (!noted && answer.verdict.kind !== 'ALLOW') verdicts.noteResult(r.tool, undefined, r.content, 'all');
  }
}

/** Fields that are ids, kinds, stamps or opaque bytes: never text a model reads. */
const UNREAD_KEYS = new Set([
  'id',
  'type',
  'status',
  'call_id',
  'tool_use_id',
  'file_id',
  'container_id',
  'encrypted_content',
  'encrypted_index',
  'media_type',
  'retrieved_at',
  'page_age',
  'error_code',
  'return_code',
  'score',
]);

/** Parts whose bytes are not text: images and base64 documents. */
function opaque(value: Record<string, unknown>): boolean {
  return value['type'] === 'base64' || value['type'] === 'image' || value['type'] === 'input_image';
}

/**
 * The text of a hosted item as the screeners read it: every string in it, one per line, except ids, kinds
 * and opaque bytes (an encrypted search result is not readable by gate: docs/responses-wire.md, "Limits").
 */
export function hostedText(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof v === 'string') {
      if (v !== '') out.push(v);
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
    } else if (isObject(v) && !opaque(v)) {
      for (const [k, x] of Object.entries(v)) if (!UNREAD_KEYS.has(k)) walk(x, depth + 1);
    }
  };
  walk(value, 0);
  return out.join('\n');
}
