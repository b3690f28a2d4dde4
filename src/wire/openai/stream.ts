// The streaming chat wire. Text deltas go out as they arrive. Tool-call fragments are held per call until
// the choice finishes (servers interleave the fragments of parallel calls, and send a call's name or id
// after its first arguments, so no call is complete before that), then each call is judged and sent whole
// in one delta, or dropped; surviving calls are renumbered 0..n-1 per choice in upstream index order. A
// fragment for a call already judged cannot be added to what the client holds: the stream stops (fail
// closed). Every chunk is read against chatChunkShape first (by hand, chunk-check.ts). The last chunk
// before `[DONE]` carries `gate`.
import type { GateError } from '../../kernel/errors.js';
import {
  type CleanSource,
  cleanSources,
  holdsInexactNumber,
  inexactNumber,
} from '../../kernel/json-numbers.js';
import { errorBody } from '../../server/error-body.js';
import { StreamEventReader } from '../shared/event-template.js';
import { brokenStream, encodeEvent, unreadableEvent } from '../shared/faults.js';
import { isObject } from '../shared/json.js';
import type { StreamRewriter } from '../shared/pump.js';
import { hasMembers, spliceMember } from '../shared/splice.js';
import type { SseEvent } from '../shared/sse-parser.js';
import { type EventSink, frameEvent } from '../shared/sse-writer.js';
import { unknownTypeTool } from '../shared/unknown-type.js';
import { LEGACY_CALL_ID, type RequestVerdicts } from '../shared/verdicts.js';
import { mustReadChatChunk } from './chunk-check.js';
import { callArguments, emittedArguments, isUnknownCallType } from './completion.js';
import { fetchedIn } from './hosted.js';
import { readTextDelta, type TextDelta } from './text-delta.js';
import {
  type ChatChunk,
  type ChatChunkChoice,
  type ChatToolCallDelta,
  TOOL_FINISH_REASONS,
} from './types.js';

interface PendingCall {
  /** The upstream's index for the call (the client sees a renumbered one). */
  index: number;
  id: string;
  type: string;
  name: string;
  text: string;
  /** Judged (sent or dropped): later fragments for it are ignored, the client has the judged call. */
  done: boolean;
}

interface ChoiceState {
  calls: Map<number, PendingCall>;
  legacy?: { name: string; text: string; done: boolean };
  /** Calls sent to the client so far: the next one's index. */
  sent: number;
  finished: boolean;
}

/** Envelope fields copied onto chunks gate writes itself (a released call, a synthesized last chunk). */
const ENVELOPE_FIELDS = ['id', 'object', 'created', 'model', 'system_fingerprint', 'service_tier'] as const;

/**
 * The members whose values differ between fragment chunks of one shape, in one stream or across streams (a
 * completion's id and time, the model's name, the fragment's text): read in place (event-template.ts).
 */
export const DELTA_VALUES: ReadonlySet<string> = new Set([
  'id',
  'created',
  'model',
  'system_fingerprint',
  'index',
  'arguments',
  'input',
  'content',
]);

/** A chunk of call fragments only (text chunks have their own reader): the chunks a call has many of. */
const isFragment = (value: unknown): boolean => {
  const choices = isObject(value) ? value['choices'] : undefined;
  if (!Array.isArray(choices) || choices.length !== 1 || !isObject(choices[0])) return false;
  const delta = choices[0]['delta'];
  return isObject(delta) && Array.isArray(delta['tool_calls']);
};

/**
 * One reader for every stream of this wire (it never re-enters): a shape is cut once, not once a stream. A
 * template holds only the literal members, the same in every stream of the shape (docs/wires.md, round 20).
 */
export const newEventReader = (): StreamEventReader =>
  new StreamEventReader(
    DELTA_VALUES,
    isFragment,
    // Round 58: a stream's one-off chunks (the role's, the finish's) read in place too.
    ['name', 'finish_reason'],
  );

const reader = newEventReader();

export class ChatStreamRewriter implements StreamRewriter {
  private readonly choices = new Map<number, ChoiceState>();
  private readonly envelope: Record<string, unknown> = { object: 'chat.completion.chunk' };
  /** The text of the last chunk the envelope was read from: its numbers' spellings. */
  private envelopeData = '';
  /** The envelope's text is offered with each chunk encoded again: read for numbers once (round 32). */
  private readonly clean: CleanSource = cleanSources();
  /**
   * For each envelope member holding a number JavaScript cannot carry, the text of the chunk it was read
   * from: a text delta (forwarded, never the envelope's source above) sets members too (round 24).
   */
  private readonly memberData = new Map<string, string>();
  /** A chunk that may be the last one (finish or usage), held so `gate` can ride on it. */
  private tail: ChatChunk | undefined;
  private tailData = '';
  /** Whether `tailData` is the upstream's own text of `tail` (gate changed nothing in it). */
  private tailVerbatim = false;
  private done = false;
  /** Why the stream ended before its final event (StreamRewriter.stopped). */
  stopped: string | undefined;
  /** The text delta read last, when no other chunk was read since (its envelope is the one held). */
  private lastPlain: Readonly<TextDelta> | undefined;

  constructor(
    private readonly verdicts: RequestVerdicts,
    private readonly out: EventSink,
  ) {}

  held(): number {
    let n = this.envelopeData.length + (this.tail ? this.tailData.length : 0);
    for (const data of this.memberData.values()) n += data.length;
    for (const state of this.choices.values()) {
      n += state.legacy?.text.length ?? 0;
      for (const call of state.calls.values()) n += call.text.length;
    }
    return n;
  }

  async onEvent(event: SseEvent): Promise<boolean> {
    if (this.done) return false;
    if (event.data.trim() === '[DONE]') {
      await this.out.write(await this.finish());
      return false;
    }
    // A text delta is forwarded as it came, read without being built (text-delta.ts; docs/wires.md, round 19).
    const plain = readTextDelta(event.data);
    if (plain !== undefined) {
      const held = this.takeTail();
      // The same read as this stream's last chunk (text-delta.ts reuses it for the same envelope bytes):
      // its members and their spellings are already what the envelope holds.
      if (plain !== this.lastPlain) {
        Object.assign(this.envelope, plain.envelope);
        this.noteSpellings(plain.envelope, event.data);
        this.state(plain.index);
        this.lastPlain = plain;
      }
      const framed = frameEvent(event.data, event.event);
      await this.out.write(held === '' ? framed : held + framed);
      return true;
    }
    this.lastPlain = undefined;
    let chunk: unknown;
    try {
      chunk = reader.read(event.data);
    } catch {
      throw unreadableEvent();
    }
    if (!isObject(chunk)) throw unreadableEvent();
    const parts: string[] = [];
    this.flushTail(parts);
    if (chunk['error'] !== undefined && chunk['error'] !== null) {
      // The provider's own in-stream error goes to the client as the provider wrote it; nothing follows.
      parts.push(frameEvent(event.data, event.event));
      await this.out.write(parts.join(''));
      this.done = true;
      this.stopped = 'UPSTREAM_ERROR';
      return false;
    }
    mustReadChatChunk(chunk);
    this.envelopeData = event.data;
    this.noteSpellings(chunk, event.data);
    const modified = await this.rewrite(chunk as ChatChunk, parts);
    // Encoded again only when changed and sent: a held fragment's chunk never is (docs/wires.md, "round 19").
    if (modified && isEmpty(chunk as ChatChunk)) {
      // Only tool-call fragments were in it; they are held.
    } else {
      const data = modified ? encodeEvent(event.data, chunk, this.clean) : event.data;
      if (isTailLike(chunk as ChatChunk)) {
        this.tail = chunk as ChatChunk;
        this.tailData = data;
        this.tailVerbatim = !modified;
      } else {
        parts.push(frameEvent(data, event.event));
      }
    }
    if (parts.length > 0) await this.out.write(parts.join(''));
    return true;
  }

  async onEnd(): Promise<void> {
    if (this.done) return;
    const seen = [...this.choices.values()];
    // Some OpenAI-compatible servers omit `[DONE]`; a stream whose every choice finished is complete.
    if (seen.length > 0 && seen.every((c) => c.finished)) {
      await this.out.write(await this.finish());
      return;
    }
    await this.onFault(brokenStream());
  }

  async onFault(err: GateError): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.stopped = err.code;
    // The same body the server renders for this fault before a stream starts, plus the verdicts so far.
    const body = { ...errorBody(err, 'openai'), gate: this.verdicts.extension() };
    const parts: string[] = [];
    this.flushTail(parts);
    parts.push(frameEvent(JSON.stringify(body)));
    await this.out.write(parts.join(''));
  }

  /** Which chunk's text spells each envelope member gate holds that JavaScript cannot carry exactly. */
  private noteSpellings(members: Record<string, unknown>, data: string): void {
    for (const field of ENVELOPE_FIELDS) {
      if (!(field in members)) continue;
      const v = members[field];
      // A number is checked in place; a walk (an allocation) only for an object, which no provider sends.
      if (inexactNumber(v) || (typeof v === 'object' && v !== null && holdsInexactNumber(v)))
        this.memberData.set(field, data);
      else this.memberData.delete(field);
    }
  }

  /** The texts the envelope's numbers are spelt in: the last chunk read whole, and those of its members. */
  private envelopeSources(): string[] {
    return this.memberData.size === 0
      ? [this.envelopeData]
      : [this.envelopeData, ...this.memberData.values()];
  }

  /** Completes every call still open, then the last chunk with `gate`, then `[DONE]`. */
  private async finish(): Promise<string> {
    const parts: string[] = [];
    for (const [index, state] of this.choices) await this.closeChoice(index, state, parts);
    const gate = this.verdicts.extension();
    // Round 62: a tail gate left as it came goes out as its own text with `gate` spliced in (the buffered
    // answer's splice, turn.ts). A tail with a member `gate` of its own (however its key was spelt) would
    // carry two: it is encoded, gate's replacing the upstream's; so is one gate changed, and a `gate`
    // holding a number JavaScript cannot carry (the encoding keeps it exactly or fails closed).
    const tail = this.tail;
    const spliced =
      tail !== undefined &&
      this.tailVerbatim &&
      !Object.hasOwn(tail, 'gate') &&
      hasMembers(tail) &&
      !holdsInexactNumber(gate)
        ? spliceMember(this.tailData, 'gate', gate)
        : undefined;
    // Encoded before the stream is done, so a number it cannot keep still ends in the error event.
    const lastData =
      spliced ??
      encodeEvent(
        [this.tailData, ...this.envelopeSources()],
        { ...(tail ?? { ...this.envelope, choices: [] }), gate },
        this.clean,
      );
    this.done = true;
    this.tail = undefined;
    parts.push(frameEvent(lastData), frameEvent('[DONE]'));
    return parts.join('');
  }

  private flushTail(parts: string[]): void {
    if (this.tail) parts.push(this.takeTail());
  }

  /** The held chunk framed ('' when none), no longer held. */
  private takeTail(): string {
    if (!this.tail) return '';
    this.tail = undefined;
    return frameEvent(this.tailData);
  }

  /** Takes tool-call fragments out of the chunk; returns true when the chunk was changed. */
  private async rewrite(chunk: ChatChunk, parts: string[]): Promise<boolean> {
    for (const field of ENVELOPE_FIELDS) if (chunk[field] !== undefined) this.envelope[field] = chunk[field];
    if (!Array.isArray(chunk.choices)) return false;
    let modified = false;
    for (const choice of chunk.choices) {
      if (!isObject(choice)) continue;
      const index = typeof choice.index === 'number' ? choice.index : 0;
      const state = this.state(index);
      const delta = choice.delta;
      // What the provider's web search found is read before any call after it is judged; most deltas
      // carry none, and skip the await.
      const hosted = fetchedIn(delta, '');
      if (hosted.length > 0) await this.verdicts.readHosted(hosted);
      if (isObject(delta) && Array.isArray(delta.tool_calls)) {
        for (const fragment of delta.tool_calls) {
          if (isObject(fragment)) this.onFragment(state, fragment);
        }
        delete delta.tool_calls;
        modified = true;
      }
      const fc = isObject(delta) ? delta.function_call : undefined;
      if (isObject(delta) && typeof fc === 'object' && fc !== null) {
        state.legacy ??= { name: '', text: '', done: false };
        const legacy = state.legacy;
        if (legacy.done) throw unreadableEvent();
        if (typeof fc.name === 'string' && fc.name !== '') legacy.name = fc.name;
        if (typeof fc.arguments === 'string') legacy.text += fc.arguments;
        delete delta.function_call;
        modified = true;
      }
      if (choice.finish_reason !== null && choice.finish_reason !== undefined) {
        await this.closeChoice(index, state, parts);
        if (state.sent === 0 && TOOL_FINISH_REASONS.has(choice.finish_reason)) {
          choice.finish_reason = 'stop';
          modified = true;
        }
      }
    }
    return modified;
  }

  private state(index: number): ChoiceState {
    let state = this.choices.get(index);
    if (!state) {
      state = { calls: new Map(), sent: 0, finished: false };
      this.choices.set(index, state);
    }
    return state;
  }

  private onFragment(state: ChoiceState, fragment: ChatToolCallDelta): void {
    const index = typeof fragment.index === 'number' ? fragment.index : 0;
    let call = state.calls.get(index);
    // The client already holds this call as judged: more of it cannot be placed (fail closed).
    if (call?.done) throw unreadableEvent();
    if (!call) {
      call = { index, id: '', type: 'function', name: '', text: '', done: false };
      state.calls.set(index, call);
    }
    // Same accumulation as the official client: id, type and name are set, argument text is appended.
    if (typeof fragment.id === 'string' && fragment.id !== '') call.id = fragment.id;
    if (typeof fragment.type === 'string' && fragment.type !== '') call.type = fragment.type;
    const part = call.type === 'custom' ? fragment.custom : fragment.function;
    if (isObject(part)) {
      if (typeof part.name === 'string' && part.name !== '') call.name = part.name;
      const more = call.type === 'custom' ? fragment.custom?.input : fragment.function?.arguments;
      if (typeof more === 'string') call.text += more;
    }
  }

  private async closeChoice(index: number, state: ChoiceState, parts: string[]): Promise<void> {
    state.finished = true;
    const open = [...state.calls.values()].filter((c) => !c.done).sort((a, b) => a.index - b.index);
    for (const call of open) await this.release(index, state, call, parts);
    const legacy = state.legacy;
    if (legacy && !legacy.done) {
      legacy.done = true;
      const fc = {
        index: 0,
        id: LEGACY_CALL_ID,
        type: 'function',
        name: legacy.name,
        text: legacy.text,
        done: true,
      };
      const text = await this.judged(fc);
      if (text !== undefined) {
        state.sent++;
        parts.push(this.chunkWith(index, { function_call: { name: legacy.name, arguments: text } }));
      }
    }
  }

  /** Judges a complete call; sends it whole (renumbered) when admitted. */
  private async release(
    choice: number,
    state: ChoiceState,
    call: PendingCall,
    parts: string[],
  ): Promise<void> {
    call.done = true;
    if (call.id === '') call.id = `call_${this.verdicts.traceId.slice(0, 12)}_${choice}_${call.index}`;
    const text = await this.judged(call);
    if (text === undefined) return;
    const out: ChatToolCallDelta = { index: state.sent++, id: call.id, type: call.type };
    if (call.type === 'custom') out.custom = { name: call.name, input: text };
    else out.function = { name: call.name, arguments: text };
    parts.push(this.chunkWith(choice, { tool_calls: [out] }));
  }

  /** The argument text to send, or undefined when the call is dropped. */
  private async judged(call: PendingCall): Promise<string | undefined> {
    if (isUnknownCallType(call.type)) {
      // Judged whole, as the client receives it; it cannot carry repaired arguments.
      const outcome = await this.verdicts.judge({
        id: call.id,
        tool: unknownTypeTool('call', call.type),
        args: { id: call.id, type: call.type, function: { name: call.name, arguments: call.text } },
      });
      return outcome.admitted && !outcome.repaired ? call.text : undefined;
    }
    const outcome = await this.verdicts.judge({
      id: call.id,
      tool: call.name,
      args: callArguments(call.type, call.text),
    });
    return outcome.admitted ? emittedArguments(call.type, call.text, outcome) : undefined;
  }

  private chunkWith(choice: number, delta: ChatChunkChoice['delta']): string {
    const chunk: ChatChunk = {
      ...this.envelope,
      choices: [{ index: choice, delta, logprobs: null, finish_reason: null }],
    };
    return frameEvent(encodeEvent(this.envelopeSources(), chunk, this.clean));
  }
}

/** After the tool fragments were taken out, nothing is left worth a chunk. */
function isEmpty(chunk: ChatChunk): boolean {
  if (!Array.isArray(chunk.choices) || chunk.choices.length === 0) return false;
  if (chunk.usage !== undefined && chunk.usage !== null) return false;
  return chunk.choices.every(
    (c) =>
      isObject(c) &&
      (c.finish_reason === null || c.finish_reason === undefined) &&
      (c.logprobs === null || c.logprobs === undefined) &&
      (!isObject(c.delta) || Object.keys(c.delta).length === 0),
  );
}

/** A chunk that may close the stream: every choice finished, or the usage chunk (no choices). */
function isTailLike(chunk: ChatChunk): boolean {
  if (!Array.isArray(chunk.choices)) return false;
  return chunk.choices.every((c) => isObject(c) && c.finish_reason !== null && c.finish_reason !== undefined);
}
