// The outbound half of the buffered chat wire: judge every proposed call, keep the admitted ones (with
// repaired arguments), never claim a tool turn with no tool left, attach the `gate` extension.
import { isObject, parseArguments } from '../shared/json.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import {
  type CallOutcome,
  LEGACY_CALL_ID,
  type ProposedCall,
  type RequestVerdicts,
} from '../shared/verdicts.js';
import { fetchedIn } from './hosted.js';
import { type ChatCompletion, type ChatToolCall, TOOL_FINISH_REASONS } from './types.js';

/** The arguments a proposed call is judged on: JSON for functions, `{input}` for custom tools. */
export function callArguments(type: string | undefined, text: string): unknown {
  return type === 'custom' ? { input: text } : parseArguments(text);
}

/** The text to return for an admitted call: the model's own bytes, or the repaired arguments. */
export function emittedArguments(type: string | undefined, original: string, outcome: CallOutcome): string {
  if (!outcome.repaired) return original;
  const input = outcome.repaired['input'];
  if (type === 'custom' && typeof input === 'string') return input;
  return JSON.stringify(outcome.repaired);
}

/**
 * A tool call of a type gate does not know (neither `function` nor `custom`; a missing type is a function):
 * a client that knows the type reads the call through its own part, so it is judged whole as `call:<type>`.
 */
export function isUnknownCallType(type: unknown): boolean {
  return typeof type === 'string' && type !== 'function' && type !== 'custom';
}

/** The members of a call's part gate reads: `function` (or a legacy `function_call`) and `custom`. */
const FUNCTION_MEMBERS: ReadonlySet<string> = new Set(['name', 'arguments']);
const CUSTOM_MEMBERS: ReadonlySet<string> = new Set(['name', 'input']);

/**
 * Round 34: the call as gate read and judged it: its id, type, index and the one part its type names,
 * that part holding only its name and arguments (or input). A top-level `name` beside `function.name`,
 * or any other member, reached a client reading it in the buffered answer while the stream (which
 * writes each call afresh) dropped it. The call itself when it holds nothing else.
 */
function judgedMembers(call: ChatToolCall): ChatToolCall {
  const part = call.type === 'custom' ? 'custom' : 'function';
  const inner = call[part];
  const innerFields = part === 'custom' ? CUSTOM_MEMBERS : FUNCTION_MEMBERS;
  let extra = false;
  for (const key of Object.keys(call))
    if (key !== 'id' && key !== 'type' && key !== 'index' && key !== part) extra = true;
  if (isObject(inner)) for (const key of Object.keys(inner)) if (!innerFields.has(key)) extra = true;
  if (!extra) return call;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(call)) {
    if (key === 'id' || key === 'type' || key === 'index') out[key] = call[key];
    else if (key === part) {
      const kept = isObject(inner) ? { ...inner } : inner;
      if (isObject(kept)) dropUnread(kept, innerFields);
      out[key] = kept;
    }
  }
  return out as ChatToolCall;
}

/** Deletes the members of `part` not in `read`; true when one was there. */
function dropUnread(part: Record<string, unknown>, read: ReadonlySet<string>): boolean {
  if (Array.isArray(part)) return false;
  let dropped = false;
  for (const key of Object.keys(part)) {
    if (read.has(key)) continue;
    delete part[key];
    dropped = true;
  }
  return dropped;
}

function proposed(call: ChatToolCall, fallbackId: string): ProposedCall & { text: string } {
  const id = typeof call.id === 'string' ? call.id : fallbackId;
  if (isUnknownCallType(call.type))
    return { id, tool: unknownTypeTool('call', call.type), args: { ...call }, text: '' };
  const custom = call.type === 'custom';
  const raw: unknown = custom ? call.custom?.input : call.function?.arguments;
  const name: unknown = custom ? call.custom?.name : call.function?.name;
  const tool = typeof name === 'string' ? name : '';
  if (raw === undefined || typeof raw === 'string') {
    const text = raw ?? '';
    return { id, tool, args: callArguments(call.type, text), text };
  }
  // Some compatible servers send arguments as an object: judge exactly what the client will receive.
  return { id, tool, args: custom ? { input: raw } : raw, text: JSON.stringify(raw) };
}

/** Rewrites a chat completion in place; true when it changed anything but the `gate` member. */
export async function rewriteCompletion(
  completion: ChatCompletion,
  verdicts: RequestVerdicts,
): Promise<boolean> {
  let changed = false;
  const choices = Array.isArray(completion.choices) ? completion.choices : [];
  for (const choice of choices) {
    const message = choice.message;
    if (!isObject(message)) continue;
    // What the provider's web search found was read before these calls were proposed.
    await verdicts.readHosted(fetchedIn(message, typeof completion.id === 'string' ? completion.id : ''));
    let survivors = 0;
    if (Array.isArray(message.tool_calls)) {
      const calls = message.tool_calls.filter(isObject) as ChatToolCall[];
      const asked = calls.map((c, i) => proposed(c, `call_${choice.index ?? 0}_${i}`));
      const outcomes = await verdicts.judgeAll(asked);
      const kept: ChatToolCall[] = [];
      calls.forEach((call, i) => {
        const outcome = outcomes[i]!;
        if (!outcome.admitted || outcome.repaired) changed = true;
        if (!outcome.admitted) return;
        if (isUnknownCallType(call.type)) {
          // It cannot carry repaired arguments: a TRANSFORM drops it.
          if (!outcome.repaired) kept.push(call);
          return;
        }
        const text = emittedArguments(call.type, asked[i]!.text, outcome);
        if (outcome.repaired) {
          if (call.type === 'custom') call.custom = { ...call.custom, input: text };
          else call.function = { ...call.function, arguments: text };
        }
        const judged = judgedMembers(call);
        if (judged !== call) changed = true;
        kept.push(judged);
      });
      survivors += kept.length;
      // A list that held anything but the calls kept (a refused call, an entry not an object, nothing).
      if (kept.length !== message.tool_calls.length || kept.length === 0) changed = true;
      if (kept.length > 0) message.tool_calls = kept;
      else delete message.tool_calls;
    }
    const fc = message.function_call;
    if (typeof fc === 'object' && fc !== null) {
      const text = typeof fc.arguments === 'string' ? fc.arguments : '';
      const name = typeof fc.name === 'string' ? fc.name : '';
      const [outcome] = await verdicts.judgeAll([
        { id: LEGACY_CALL_ID, tool: name, args: parseArguments(text) },
      ]);
      if (outcome!.admitted) {
        const emitted = emittedArguments('function', text, outcome!);
        // Arguments that were not a string become one; an array `function_call` is re-serialised too.
        if (emitted !== fc.arguments || Array.isArray(fc)) changed = true;
        fc.arguments = emitted;
        if (dropUnread(fc as Record<string, unknown>, FUNCTION_MEMBERS)) changed = true;
        survivors++;
      } else {
        delete message.function_call;
        changed = true;
      }
    }
    if (survivors === 0 && TOOL_FINISH_REASONS.has(choice.finish_reason ?? '')) {
      changed = true;
      choice.finish_reason = 'stop';
      // An assistant turn needs content or tool calls when the client sends it back next turn.
      if (message.content === null || message.content === undefined) message.content = '';
    }
  }
  completion.gate = verdicts.extension();
  return changed;
}
