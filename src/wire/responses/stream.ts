// The streaming Responses wire. Items that are not calls (messages, reasoning, hosted tool calls) stream
// through as they arrive. A call item is held from `response.output_item.added` to its
// `response.output_item.done` (the event on which Codex runs it), judged, then sent whole (added, one
// delta, the arguments' done, the item's done) or dropped. The client sees output_index 0..n-1 in the
// order items were announced to it, and sequence_number counting up across everything gate writes.
// The terminal event's response lists exactly what the client was sent, and carries `gate`. Every event is
// read against streamEventShape first (by hand, event-check.ts); an event gate cannot place (a delta for
// an item never announced or for a call already judged, a delta that is not text) stops the stream
// (fail closed).
import type { GateError } from '../../kernel/errors.js';
import { type CleanSource, cleanSources, holdsInexactNumber } from '../../kernel/json-numbers.js';
import { StreamEventReader } from '../shared/event-template.js';
import { brokenStream, encodeEvent, unreadableEvent } from '../shared/faults.js';
import { isObject, textOf } from '../shared/json.js';
import type { StreamRewriter } from '../shared/pump.js';
import type { SseEvent } from '../shared/sse-parser.js';
import { type EventSink, frameEvent } from '../shared/sse-writer.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { type CallKind, callKind, judgedItem, proposedCall } from './calls.js';
import { mustReadStreamEvent } from './event-check.js';
import { fetchedBy, providerRunCall } from './hosted.js';
import { noteItem, rewriteOutput } from './response.js';
import {
  type Item,
  type ResponseObject,
  SNAPSHOT_EVENTS,
  type StreamEvent,
  TERMINAL_EVENTS,
} from './types.js';

interface PassSlot {
  kind: 'pass';
  /** The client-side output_index. */
  index: number;
  /** The latest version of the item the client was sent. */
  item: Item;
  /** The text of the event `item` was read from, when it holds a number JavaScript cannot carry. */
  data?: string;
}

interface CallSlot {
  kind: 'call';
  call: CallKind;
  upstreamIndex: number;
  added: Item;
  itemId: string;
  /** Argument (or input) text from the deltas. */
  text: string;
  /** The full text from the arguments' own done event. */
  doneText?: string;
  /** Judged (sent or dropped): later events for it are ignored, the client has the judged call. */
  released: boolean;
  index?: number;
  sent?: Item;
  /** The texts of the events its item was read from (added, done), when they hold such a number. */
  data?: string[];
}

type Slot = PassSlot | CallSlot;

/** The members whose values differ between deltas of one shape, in one stream or across streams: read in place (event-template.ts). */
export const DELTA_VALUES: ReadonlySet<string> = new Set([
  'sequence_number',
  'item_id',
  'output_index',
  'content_index',
  'delta',
  'obfuscation',
]);

/** An item's delta (text, arguments, input): the events a stream has many of. */
const isDelta = (value: unknown): boolean =>
  isObject(value) && typeof value['type'] === 'string' && value['type'].endsWith('.delta');

/**
 * One reader for every stream of this wire (it never re-enters): a shape is cut once, not once a stream. A
 * template holds only the literal members, the same in every stream of the shape (docs/wires.md, round 20).
 */
export const newEventReader = (): StreamEventReader =>
  new StreamEventReader(
    DELTA_VALUES,
    isDelta,
    // Round 58: a stream's one-off events (the response's snapshots, an item's added and done) read in place too.
    // `instructions` varies so a learnt snapshot never keeps a client's system prompt (docs/wires.md, perf2-r58).
    [
      'instructions',
      'id',
      'created_at',
      'model',
      'status',
      'text',
      'arguments',
      'name',
      'call_id',
      'input_tokens',
      'output_tokens',
      'total_tokens',
      'cached_tokens',
      'reasoning_tokens',
    ],
  );

const reader = newEventReader();

/** The field of a call item that its delta events build up. */
function streamedField(type: unknown): 'arguments' | 'input' | undefined {
  if (type === 'function_call') return 'arguments';
  if (type === 'custom_tool_call') return 'input';
  return undefined;
}

/**
 * Round 77: the item types each item event the API defines belongs to, by the event's type without its last
 * word (`response.function_call_arguments` of `.delta` and `.done`). An event of another type is not placed
 * by this table (as before).
 */
const EVENT_ITEMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['response.output_text', ['message']],
  ['response.output_text.annotation', ['message']],
  ['response.refusal', ['message']],
  ['response.content_part', ['message', 'reasoning']],
  ['response.reasoning_text', ['reasoning']],
  ['response.reasoning_summary_part', ['reasoning']],
  ['response.reasoning_summary_text', ['reasoning']],
  ['response.function_call_arguments', ['function_call']],
  ['response.custom_tool_call_input', ['custom_tool_call']],
  ['response.mcp_call_arguments', ['mcp_call']],
  ['response.mcp_call', ['mcp_call']],
  ['response.mcp_list_tools', ['mcp_list_tools']],
  ['response.code_interpreter_call_code', ['code_interpreter_call']],
  ['response.code_interpreter_call', ['code_interpreter_call']],
  ['response.web_search_call', ['web_search_call']],
  ['response.file_search_call', ['file_search_call']],
  ['response.image_generation_call', ['image_generation_call']],
]);

/**
 * Round 77: does an item event fit the item it names? A call's arguments sent to a message (or a message's
 * text to a call) is not the API's: a client that folds events by index or item id would build a call gate
 * never read, so it fails closed, as the messages wire's misplaced delta does.
 */
function eventFits(eventType: string, itemType: unknown): boolean {
  const fits = EVENT_ITEMS.get(eventType.slice(0, eventType.lastIndexOf('.')));
  return fits === undefined || (typeof itemType === 'string' && fits.includes(itemType));
}

export class ResponsesStreamRewriter implements StreamRewriter {
  private readonly slots = new Map<number, Slot>();
  private readonly byItemId = new Map<string, number>();
  private seq = 0;
  private nextIndex = 0;
  private announced = 0;
  /** The last response snapshot, the base of a `response.failed` gate writes itself. */
  private envelope: ResponseObject | undefined;
  /** The text of the event the envelope was read from: its numbers' spellings. */
  private envelopeData = '';
  /** The envelope's text is offered with each event encoded again: read for numbers once (round 32). */
  private readonly clean: CleanSource = cleanSources();
  private done = false;
  /** Why the stream ended before its final event (StreamRewriter.stopped). */
  stopped: string | undefined;
  /** The event being handled, as read and as the upstream wrote it: sent as written when nothing in it changes. */
  private current: { ev: StreamEvent; data: string } | undefined;

  constructor(
    private readonly verdicts: RequestVerdicts,
    private readonly out: EventSink,
    private readonly note: boolean,
  ) {}

  held(): number {
    let n = this.envelopeData.length;
    for (const slot of this.slots.values()) {
      if (slot.kind === 'pass') n += slot.data?.length ?? 0;
      else {
        n += slot.text.length + (slot.doneText?.length ?? 0);
        for (const data of slot.data ?? []) n += data.length;
      }
    }
    return n;
  }

  async onEvent(event: SseEvent): Promise<boolean> {
    if (this.done) return false;
    // Some compatible servers end with `[DONE]`; before a terminal event it means the response is cut.
    if (event.data.trim() === '[DONE]') {
      await this.onFault(brokenStream());
      return false;
    }
    let payload: unknown;
    try {
      payload = reader.read(event.data);
    } catch {
      throw unreadableEvent();
    }
    if (!isObject(payload)) throw unreadableEvent();
    const type = typeof payload['type'] === 'string' ? payload['type'] : (event.event ?? '');
    // Round 46: an event neither its name nor its payload types is one no client can dispatch: it ends the
    // stream (relayed, 200 kB of `data: {}` became ~1 MB of events typed "").
    if (type === '') throw unreadableEvent();
    // A client may dispatch on either the event name or the payload's type: they must agree.
    if (event.event !== undefined && event.event !== type) throw unreadableEvent();
    const ev = (payload['type'] === type ? payload : { ...payload, type }) as StreamEvent;
    mustReadStreamEvent(ev);
    this.current = { ev, data: event.data };
    try {
      return await this.route(ev, type);
    } finally {
      this.current = undefined;
    }
  }

  private async route(ev: StreamEvent, type: string): Promise<boolean> {
    if (type === 'response.output_item.added') return this.onAdded(ev);
    if (type === 'response.output_item.done') return this.onItemDone(ev);
    if (TERMINAL_EVENTS.has(type)) return this.onTerminal(ev);
    if (SNAPSHOT_EVENTS.has(type)) return this.onSnapshot(ev);
    if (type === 'error') {
      // The provider's own in-stream error goes to the client as written (renumbered); nothing follows.
      const framed = this.frame(ev);
      this.done = true;
      this.stopped = 'UPSTREAM_ERROR';
      await this.out.write(framed);
      return false;
    }
    return this.onItemEvent(ev);
  }

  async onEnd(): Promise<void> {
    if (!this.done) await this.onFault(brokenStream());
  }

  async onFault(err: GateError): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.stopped = err.code;
    const gate = this.verdicts.extension();
    // Calls still held were never judged and never sent: nothing partial reaches the client.
    const plain: StreamEvent = {
      type: 'error',
      code: err.code.toLowerCase(),
      message: err.message,
      param: null,
      gate,
    };
    const ev: StreamEvent = this.envelope
      ? {
          type: 'response.failed',
          response: {
            ...this.envelope,
            status: 'failed',
            error: { code: 'server_error', message: err.message },
            output: this.clientItems(),
            gate,
          },
        }
      : plain;
    let framed: string;
    try {
      framed = this.frame(ev, this.heldTexts());
    } catch {
      // The envelope or an item holds a number gate cannot spell as the upstream did: the plain error event.
      framed = this.frame(plain);
    }
    await this.out.write(framed);
  }

  /**
   * Frames one event under the next sequence number. The event being handled, unchanged and already
   * numbered as gate numbers it, goes out as the upstream's own bytes (read and checked all the same):
   * encoding it again would only spend time making the same JSON.
   */
  private frame(ev: StreamEvent, held: readonly string[] = []): string {
    const seq = this.seq;
    if (ev === this.current?.ev && ev.sequence_number === seq) {
      this.seq++;
      return frameEvent(this.current.data, ev.type);
    }
    // Numbered only once encoded: an event gate cannot encode leaves no gap before the error event.
    const sources = [this.current?.data ?? '', this.envelopeData, ...held];
    const data = encodeEvent(sources, { ...ev, sequence_number: seq }, this.clean);
    this.seq++;
    return frameEvent(data, ev.type);
  }

  /**
   * `keep(text)` of the event being read when `item`, held past it, has a number JavaScript cannot carry,
   * so an event gate writes later spells it as the upstream did (docs/wires.md, "Round 24").
   */
  private spellingsOf<T>(item: Item, keep: (data: string) => T): T | undefined {
    const data = this.current?.data;
    return data !== undefined && holdsInexactNumber(item) ? keep(data) : undefined;
  }

  /** The texts of every item held that the final response lists: its numbers' spellings. */
  private heldTexts(): string[] {
    const texts: string[] = [];
    for (const slot of this.slots.values()) {
      if (slot.kind === 'pass' && slot.data !== undefined) texts.push(slot.data);
      else if (slot.kind === 'call' && slot.data !== undefined) texts.push(...slot.data);
    }
    return texts;
  }

  /** The event with the client's output_index: the same object when the index is already the client's. */
  private placed(ev: StreamEvent, index: number): StreamEvent {
    return ev.output_index === index ? ev : { ...ev, output_index: index };
  }

  private async emit(ev: StreamEvent): Promise<boolean> {
    await this.out.write(this.frame(ev));
    return true;
  }

  /** The upstream output_index an event is about, or undefined when it names no item. */
  private upstreamIndexOf(ev: StreamEvent): number | undefined {
    if (typeof ev.output_index === 'number') return ev.output_index;
    if (typeof ev.item_id === 'string') return this.byItemId.get(ev.item_id) ?? -1;
    return undefined;
  }

  private async onAdded(ev: StreamEvent): Promise<boolean> {
    const item = ev.item;
    if (!isObject(item)) throw unreadableEvent();
    const upstream = typeof ev.output_index === 'number' ? ev.output_index : this.announced;
    this.announced++;
    // An item announced twice is placed once.
    if (this.slots.has(upstream)) return true;
    const itemId = typeof item.id === 'string' ? item.id : '';
    if (itemId !== '') this.byItemId.set(itemId, upstream);
    const call = callKind(item);
    if (call) {
      this.slots.set(upstream, {
        kind: 'call',
        call,
        upstreamIndex: upstream,
        added: item,
        itemId,
        text: '',
        released: false,
        ...this.spellingsOf(item, (data) => ({ data: [data] })),
      });
      return true;
    }
    // Round 57: a call the provider ran of a tool the request never declared, judged before it is shown.
    const ran = providerRunCall(item);
    if (ran) await this.verdicts.providerRan(ran.tool, ran.called);
    const index = this.nextIndex++;
    this.slots.set(upstream, { kind: 'pass', index, item, ...this.spellingsOf(item, (data) => ({ data })) });
    return this.emit(this.placed(ev, index));
  }

  private async onItemDone(ev: StreamEvent): Promise<boolean> {
    const item = ev.item;
    if (!isObject(item)) throw unreadableEvent();
    let upstream =
      typeof ev.output_index === 'number'
        ? ev.output_index
        : this.byItemId.get(typeof item.id === 'string' ? item.id : '');
    if (upstream === undefined || !this.slots.has(upstream)) {
      // A done without its added: announce it first, clients place items by their added event.
      upstream ??= this.announced;
      await this.onAdded({ type: 'response.output_item.added', output_index: upstream, item: { ...item } });
    }
    const slot = this.slots.get(upstream)!;
    // An item that changes type between its added and its done cannot be judged as announced (fail closed).
    if ((slot.kind === 'pass' ? slot.item.type : slot.added.type) !== item.type) throw unreadableEvent();
    if (slot.kind === 'pass') {
      // An item announced as no proposal that is done as one (a tool search that turns client-run): fail closed.
      if (callKind(item)) throw unreadableEvent();
      // Its done may name another server than its added did: judged again on what the client keeps.
      const ran = providerRunCall(item);
      if (ran) await this.verdicts.providerRan(ran.tool, ran.called);
      slot.item = item;
      slot.data = this.spellingsOf(item, (data) => data);
      // What a provider-run tool fetched is read before any call after it is judged.
      await this.verdicts.readHosted(fetchedBy(item));
      return this.emit(this.placed(ev, slot.index));
    }
    if (!slot.released) await this.out.write(await this.release(slot, item));
    return true;
  }

  /** Deltas and the other per-item events: renumbered for items that pass, taken in for held calls. */
  private async onItemEvent(ev: StreamEvent): Promise<boolean> {
    const upstream = this.upstreamIndexOf(ev);
    if (upstream === undefined) return this.emit(ev);
    const slot = this.slots.get(upstream);
    // An event for an item never announced cannot be placed or judged: fail closed.
    if (!slot) throw unreadableEvent();
    if (!eventFits(ev.type, slot.kind === 'pass' ? slot.item.type : slot.added.type)) throw unreadableEvent();
    if (slot.kind === 'pass') {
      return this.emit(typeof ev.output_index === 'number' ? this.placed(ev, slot.index) : ev);
    }
    const delta = ev['delta'];
    // More text for a call the client already holds as judged, or text that is not text: fail closed.
    if (delta !== undefined && (slot.released || typeof delta !== 'string')) throw unreadableEvent();
    if (slot.released) return true;
    if (typeof delta === 'string') slot.text += delta;
    const field = streamedField(slot.added.type);
    if (field && ev.type.endsWith('.done') && ev[field] !== undefined) {
      if (typeof ev[field] !== 'string') throw unreadableEvent();
      slot.doneText = ev[field] as string;
    }
    return true;
  }

  private async onSnapshot(ev: StreamEvent): Promise<boolean> {
    const response = ev.response;
    if (!isObject(response)) return this.emit(ev);
    this.envelope = response;
    this.envelopeData = this.current?.data ?? '';
    await this.verdicts.relayed(response.id);
    // A snapshot lists only what the client was already sent (normally nothing yet).
    if (!Array.isArray(response.output)) return this.emit(ev);
    const output = this.clientItems();
    if (output.length === 0 && response.output.length === 0) return this.emit(ev);
    return this.emit({ ...ev, response: { ...response, output } });
  }

  private async onTerminal(ev: StreamEvent): Promise<boolean> {
    const response = isObject(ev.response) ? ev.response : undefined;
    await this.verdicts.relayed(response?.id);
    const upstreamOutput = response && Array.isArray(response.output) ? response.output : undefined;
    await this.verdicts.relayedCompactions(upstreamOutput);
    if (ev.type === 'response.completed') {
      // A call still open when the response completed has all it will get; the final item is the truth.
      for (const slot of this.slots.values()) {
        if (slot.kind === 'call' && !slot.released)
          await this.out.write(await this.release(slot, this.finalVersion(slot, upstreamOutput)));
      }
    }
    // A failed or incomplete response's open calls are unfinished: never judged, never sent.
    const output = this.clientItems(upstreamOutput);
    // Round 57: the final version of a provider-run item is what the client keeps: judged as at its added.
    for (const item of output) {
      const ran = providerRunCall(item);
      if (ran) await this.verdicts.providerRan(ran.tool, ran.called);
    }
    const extras = upstreamOutput ? await rewriteOutput(this.unstreamed(upstreamOutput), this.verdicts) : [];
    const note = this.note ? noteItem(this.verdicts) : undefined;
    const numbered = this.seq;
    let framed = '';
    if (note) {
      framed = this.noteFrames(note, this.nextIndex++);
      output.push(note);
    }
    const final: ResponseObject = {
      ...(response ?? this.envelope ?? {}),
      output: [...output, ...extras],
      gate: this.verdicts.extension(),
    };
    // Marked done only once encoded: a fault while judging the last calls, or a number the final event
    // cannot spell as the upstream did, still ends the stream with response.failed (it was a silent end).
    let last: string;
    try {
      last = framed + this.frame({ ...ev, response: final }, this.heldTexts());
    } catch (err) {
      // The note's events were numbered but are not sent: the error event takes the number after the last sent.
      this.seq = numbered;
      throw err;
    }
    this.done = true;
    await this.out.write(last);
    return false;
  }

  /**
   * What the client holds, in its own order. A passed item takes the final response's version when there
   * is one (it is not a call: nothing to judge); a call is exactly the item the client was sent.
   */
  private clientItems(final?: readonly unknown[]): unknown[] {
    const items: unknown[] = [];
    for (const [upstream, slot] of this.slots) {
      if (slot.kind === 'pass') items[slot.index] = this.finalPass(slot, upstream, final) ?? slot.item;
      else if (slot.sent !== undefined && slot.index !== undefined) items[slot.index] = slot.sent;
    }
    return items.filter((item) => item !== undefined);
  }

  private finalPass(
    slot: PassSlot,
    upstream: number,
    final: readonly unknown[] | undefined,
  ): Item | undefined {
    if (!final) return undefined;
    const id = slot.item.id;
    const match =
      typeof id === 'string' && id !== ''
        ? final.find((o) => isObject(o) && o['id'] === id)
        : final[upstream];
    return isObject(match) && match['type'] === slot.item.type && !callKind(match)
      ? (match as Item)
      : undefined;
  }

  /** The final response's own version of a held call, when it lists one of the same type. */
  private finalVersion(slot: CallSlot, output: unknown[] | undefined): Item | undefined {
    if (!output) return undefined;
    const byId = slot.itemId === '' ? undefined : output.find((o) => isObject(o) && o['id'] === slot.itemId);
    const candidate = byId ?? (slot.itemId === '' ? output[slot.upstreamIndex] : undefined);
    return isObject(candidate) && candidate['type'] === slot.added.type ? (candidate as Item) : undefined;
  }

  /** Final output items the stream never announced (a lenient server); they are judged like a buffered body. */
  private unstreamed(output: readonly unknown[]): unknown[] {
    return output.filter((item, i) => {
      if (isObject(item) && typeof item['id'] === 'string' && item['id'] !== '')
        return !this.byItemId.has(item['id']);
      return !this.slots.has(i);
    });
  }

  /** Judges a complete call; the events that send it whole, or '' when it is dropped. */
  private async release(slot: CallSlot, doneItem: Item | undefined): Promise<string> {
    slot.released = true;
    const done = doneItem && this.spellingsOf(doneItem, (data) => data);
    if (done !== undefined) slot.data = [...(slot.data ?? []), done];
    const item = this.completeItem(slot, doneItem);
    const outcome = await this.verdicts.judge(
      proposedCall(slot.call, item, `call_gate_${slot.upstreamIndex}`),
    );
    const sent = judgedItem(slot.call, item, outcome);
    if (!sent) return '';
    const index = this.nextIndex++;
    slot.index = index;
    slot.sent = sent;
    return this.callFrames(slot, sent, index);
  }

  /** The call as the client will act on it: the done item, its streamed text filled in where missing. */
  private completeItem(slot: CallSlot, doneItem: Item | undefined): Item {
    const item: Item = { ...(doneItem ?? slot.added) };
    const field = streamedField(item.type);
    if (field && typeof doneItem?.[field] !== 'string') {
      const added = slot.added[field];
      item[field] = slot.doneText ?? (slot.text !== '' || typeof added !== 'string' ? slot.text : added);
    }
    if (doneItem === undefined && item.status === 'in_progress') item.status = 'completed';
    return item;
  }

  private callFrames(slot: CallSlot, sent: Item, index: number): string {
    const itemId = typeof sent.id === 'string' ? sent.id : slot.itemId;
    const field = streamedField(sent.type);
    const start: Item = { ...sent };
    if (start.status !== undefined) start.status = 'in_progress';
    if (field) start[field] = '';
    let framed = this.frame(
      { type: 'response.output_item.added', output_index: index, item: start },
      slot.data,
    );
    if (field) {
      const text = typeof sent[field] === 'string' ? (sent[field] as string) : '';
      const prefix =
        field === 'arguments' ? 'response.function_call_arguments' : 'response.custom_tool_call_input';
      const at = { item_id: itemId, output_index: index };
      if (text !== '') framed += this.frame({ type: `${prefix}.delta`, ...at, delta: text });
      framed +=
        field === 'arguments'
          ? this.frame({ type: `${prefix}.done`, ...at, name: sent['name'], arguments: text })
          : this.frame({ type: `${prefix}.done`, ...at, input: text });
    }
    return (
      framed + this.frame({ type: 'response.output_item.done', output_index: index, item: sent }, slot.data)
    );
  }

  /** The `[gate]` note streamed as a message item: added, its text part, done. */
  private noteFrames(note: Item, index: number): string {
    const content = Array.isArray(note['content']) ? note['content'] : [];
    const part = isObject(content[0]) ? content[0] : { type: 'output_text', text: '', annotations: [] };
    const text = typeof part['text'] === 'string' ? part['text'] : '';
    const at = { item_id: textOf(note.id), output_index: index, content_index: 0 };
    return (
      this.frame({
        type: 'response.output_item.added',
        output_index: index,
        item: { ...note, status: 'in_progress', content: [] },
      }) +
      this.frame({ type: 'response.content_part.added', ...at, part: { ...part, text: '' } }) +
      this.frame({ type: 'response.output_text.delta', ...at, delta: text, logprobs: [] }) +
      this.frame({ type: 'response.output_text.done', ...at, text, logprobs: [] }) +
      this.frame({ type: 'response.content_part.done', ...at, part }) +
      this.frame({ type: 'response.output_item.done', output_index: index, item: note })
    );
  }
}
