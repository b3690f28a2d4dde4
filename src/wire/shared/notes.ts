// The `[gate]` notes: the short text that replaces a withheld tool result (docs/design.md §4), and
// the verdict note a code-assistant client sees on the messages wire (docs/design.md §5).
import type { IncomingHttpHeaders } from 'node:http';
import { printable, shownClaim } from '../../kernel/printable.js';
import type { Verdict } from '../../kernel/types.js';
import type { VerdictNoteMode } from './deps.js';
import type { RequestVerdicts, VerdictEntry, WithheldEntry } from './verdicts.js';

export const NOTE_PREFIX = '[gate]';

/** Replaces a quarantined result inside a request: short, names the reason and the held entry, no bytes. */
export function withheldNote(verdict: Pick<Verdict, 'kind' | 'reason'>, quarantineId?: string): string {
  const why = verdict.reason ?? verdict.kind;
  return quarantineId
    ? `${NOTE_PREFIX} tool result withheld: ${why} (${quarantineId})`
    : `${NOTE_PREFIX} tool result withheld: ${why}`;
}

/**
 * User-Agent fragments of coding agents that show assistant text to a person at a terminal or editor.
 * Claude Code sends `claude-cli/<v> (external, cli)`; the others name themselves.
 */
const CODE_ASSISTANT_AGENTS =
  /claude-cli|claude-code|opencode|codex|cline|roo-?code|kilo-?code|aider|cursor|continue|zed\/|goose|crush|gemini-cli|qwen-code/i;

/** Whether this request gets the verdict note, by `--verdict-note` and then `x-gate-note` / User-Agent. */
export function wantsVerdictNote(headers: IncomingHttpHeaders, mode: VerdictNoteMode): boolean {
  if (mode !== 'auto') return mode === 'always';
  const header = headers['x-gate-note'];
  const flag = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (flag === 'on') return true;
  if (flag === 'off') return false;
  return CODE_ASSISTANT_AGENTS.test(headers['user-agent'] ?? '');
}

function verdictWords(v: VerdictEntry['verdict']): string {
  const reason = v.reason ? ` ${v.reason}` : '';
  // A claim may name the call's tool and argument keys, the model's text: kept on the note's one line.
  const claim = v.detail?.['claim'] ? ` (${shownClaim(v.detail['claim'])})` : '';
  return `${v.kind}${reason}${claim}`;
}

/** A call id is the model's or client's text too: on one line, at most 64 characters (docs/errors.md). */
function shownId(id: string): string {
  return printable(id, 64);
}

function callLine(entry: VerdictEntry): string {
  const what = entry.verdict.kind === 'TRANSFORM' ? 'repaired' : 'dropped';
  let line = `- ${what} ${entry.tool} (${shownId(entry.tool_call_id)}): ${verdictWords(entry.verdict)}`;
  const token = entry.verdict.detail?.['confirm_token'];
  const approval = entry.verdict.detail?.['approval_id'];
  // With approvals on (docs/approvals.md) a human approves first; the witness then admits the call once.
  if (entry.verdict.kind === 'REQUIRE_WITNESS' && token && approval)
    line += `; waiting for a human to approve ${approval}, then re-send with header x-gate-witness: ${token}`;
  else if (entry.verdict.kind === 'REQUIRE_WITNESS' && token)
    line += `; approve with header x-gate-witness: ${token}`;
  return line;
}

const PART_WORDS = { beside: 'text beside the result', client: "client's block" } as const;

function resultLine(entry: WithheldEntry): string {
  const held = entry.quarantine_id ? ` [${entry.quarantine_id}]` : '';
  const what = entry.part ? PART_WORDS[entry.part] : 'result';
  return `- withheld ${what} of ${entry.tool} (${shownId(entry.tool_call_id)}): ${verdictWords(entry.verdict)}${held}`;
}

/**
 * The verdict note: one line per dropped, repaired or withheld call, or undefined when every call
 * passed unchanged. Names, verdicts, reasons and rule names only; never argument or result bytes.
 */
export function verdictNote(verdicts: RequestVerdicts): string | undefined {
  const lines = [...verdicts.withheld.map(resultLine), ...verdicts.changed.map(callLine)];
  if (lines.length === 0) return undefined;
  const n = lines.length;
  return `${NOTE_PREFIX} ${n} tool ${n === 1 ? 'item' : 'items'} changed by the gateway (trace ${verdicts.traceId}):\n${lines.join('\n')}`;
}
