// The built-in model's brain, wire-agnostic: a conversation and the offered tools in, one Turn out.
// Deterministic by construction: no clock, no randomness, no state between calls.
import { canonicalJson, sha256Hex } from '../../kernel/canonical.js';
import { parseRequest } from './intent.js';
import { describe, mapIntent, type ToolContext } from './tools.js';
import type { Conversation, Message, ProposedCall, ToolSpec, Turn } from './types.js';

export const MODEL_NAME = 'gate-builtin';

/** A whole text block that is client context, not the user's words (Claude Code, Codex wrap these in tags). */
const CONTEXT_BLOCK = /^\s*<([A-Za-z][\w-]*)(?:\s[^>]*)?>[\s\S]*<\/\1>\s*$/;
const INLINE_REMINDER = /<system-reminder>[\s\S]*?<\/system-reminder>/g;

/** The user's own words in a message: context blocks and inline reminders removed. */
export function requestText(parts: string[]): string {
  return parts
    .filter((p) => !CONTEXT_BLOCK.test(p))
    .map((p) => p.replace(INLINE_REMINDER, '').trim())
    .filter((p) => p !== '')
    .join('\n');
}

/**
 * A line announcing the working directory. The blank before it stays on its line: `^\s*` under `m` crossed every
 * line end of a run of them from each (quadratic); a line whose blank reaches the keyword opens it alike.
 */
const CWD_LINE = /^[^\S\n\r\u2028\u2029]*(?:working directory|current working directory|cwd)\s*:\s*(\/\S*)/im;

/** The working directory the client announced (Claude Code and opencode `Working directory:`, Codex `<cwd>`). */
export function findCwd(conv: Conversation): string | undefined {
  const texts = [conv.system, ...conv.messages.flatMap((m) => (m.role === 'user' ? m.parts : []))];
  for (const text of texts) {
    const m = CWD_LINE.exec(text) ?? /<cwd>\s*(\/[^<\s]*)\s*<\/cwd>/.exec(text);
    if (m?.[1]) return m[1];
  }
  return undefined;
}

const MAX_LINE = 80;

/** One line about one tool result: withheld by gate, empty, or its size and first line. */
function describeResult(result: Extract<Message, { role: 'tool' }>): string {
  const name = result.name ?? result.callId;
  const withheld = /\[gate\] tool result withheld[^\n]*/.exec(result.content);
  if (withheld) return `- ${name}: withheld by gate (${withheld[0].trim()})`;
  const text = result.content;
  const error = result.isError ? 'error; ' : '';
  if (text.trim() === '') return `- ${name}: ${error}empty result`;
  const lineCount = text.replace(/\n$/, '').split('\n').length;
  const bytes = Buffer.byteLength(text, 'utf8');
  const first = (text.split('\n').find((l) => l.trim() !== '') ?? '').trim();
  const shown = first.length > MAX_LINE ? `${first.slice(0, MAX_LINE - 3)}...` : first;
  const size = `${lineCount} line${lineCount === 1 ? '' : 's'}, ${bytes} byte${bytes === 1 ? '' : 's'}`;
  return `- ${name}: ${error}${size}; first line: ${JSON.stringify(shown)}`;
}

function summarise(results: Extract<Message, { role: 'tool' }>[]): string {
  const n = results.length;
  return [`${n} tool result${n === 1 ? '' : 's'} came back:`, ...results.map(describeResult), 'Done.'].join(
    '\n',
  );
}

function toolList(tools: ToolSpec[]): string {
  return tools.length === 0 ? 'none' : tools.map((t) => t.name).join(', ');
}

/** The plain-text answer when no tool call fits: what this model is and what it understands. */
export function helpText(tools: ToolSpec[]): string {
  return [
    `I am ${MODEL_NAME}, the deterministic model built into gate for trying, testing and demonstrating the gateway; I am not a language model.`,
    'I turn plain requests into calls on the tools your client offers:',
    '- run `<command>` (any command in backticks goes to the shell tool)',
    '- read <path> / open <path> / show <path>',
    '- search for <pattern> [in <path>] / grep <pattern>',
    '- list <directory> / find files named <glob>',
    '- write <path> with <text> / edit <path>: replace "old" with "new"',
    '- call <tool> with {"json": "arguments"}',
    'Join several requests with "and", "then", or one per line.',
    `Tools offered: ${toolList(tools)}.`,
  ].join('\n');
}

/** Decides the turn: summarise fresh tool results, else propose the calls the latest request asks for. */
function decide(conv: Conversation): { text: string; calls: ProposedCall[] } {
  const trailing: Extract<Message, { role: 'tool' }>[] = [];
  for (let i = conv.messages.length - 1; i >= 0; i--) {
    const m = conv.messages[i];
    if (m?.role !== 'tool') break;
    trailing.unshift(m);
  }
  if (trailing.length > 0) return { text: summarise(trailing), calls: [] };

  const request = conv.messages
    .map((m) => (m.role === 'user' ? requestText(m.parts) : ''))
    .filter((t) => t !== '')
    .pop();
  if (request === undefined) return { text: helpText(conv.tools), calls: [] };

  const { intents, unclear } = parseRequest(
    request,
    conv.tools.map((t) => t.name),
  );
  const ctx: ToolContext = {};
  const cwd = findCwd(conv);
  if (cwd !== undefined) ctx.cwd = cwd;
  const calls: ProposedCall[] = [];
  const notes: string[] = [];
  for (const intent of intents) {
    const call = conv.noTools ? undefined : mapIntent(intent, conv.tools, ctx);
    if (call) calls.push(call);
    else if (conv.noTools)
      notes.push(`Tools are off for this turn (tool_choice none); I would ${describe(intent)}.`);
    else notes.push(`No offered tool can ${describe(intent)} (tools offered: ${toolList(conv.tools)}).`);
  }
  for (const clause of unclear) notes.push(`I could not tell what to do with: ${JSON.stringify(clause)}.`);
  if (calls.length > 0) return { text: notes.join('\n'), calls };
  return { text: [...notes, ...(notes.length > 0 ? [''] : []), helpText(conv.tools)].join('\n'), calls };
}

/** The model: same conversation, same turn, byte for byte. */
export function respond(conv: Conversation): Turn {
  const seed = sha256Hex(canonicalJson(conv));
  return { ...decide(conv), seed };
}
