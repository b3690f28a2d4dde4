// The streaming messages wire. Text, thinking and server-tool blocks stream through as they arrive. A
// tool_use block is held from content_block_start to content_block_stop (the event on which a client may
// run it), judged, then sent whole (start, one input_json_delta, stop) or dropped; a block of a type gate
// does not know is held the same way and judged as `block:<type>` (blocks.ts). Blocks are renumbered
// so the client sees indices 0..n-1 in order. The `[gate]` note, when wanted, is the last block (the
// verdicts do not exist yet when the first block streams); `message_stop` carries `gate`. Every event is
// read against its shape (shape.ts) first; an event gate cannot place (a delta for a block never started
// or already judged, a block started twice) stops the stream (fail closed).
import type { GateError } from '../../kernel/errors.js';
import { errorBody } from '../../server/error-body.js';
import { StreamEventReader } from '../shared/event-template.js';
import { brokenStream, encodeEvent, unreadableEvent } from '../shared/faults.js';
import { hostedName } from '../shared/hosted.js';
import { isObject, parseArguments } from '../shared/json.js';
import { verdictNote } from '../shared/notes.js';
import type { StreamRewriter } from '../shared/pump.js';
import type { SseEvent } from '../shared/sse-parser.js';
import { type EventSink, frameEvent } from '../shared/sse-writer.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { isUnknownBlock, unknownBlockCall } from './blocks.js';
import { mustReadEvent } from './event-check.js';
import { citedText, fetchedIn, hostedCalls, ranIn } from './hosted.js';
import { type BlockEvent, type ContentBlock, type MessageDeltaEvent, TOOL_STOP_REASON } from './types.js';

type Block =
  | { kind: 'pass'; index: number; open: boolean; type: unknown }
  | { kind: 'tool'; upstreamIndex: number; start: ContentBlock; json: string; done: boolean }
  | { kind: 'unknown'; upstreamIndex: number; start: ContentBlock; deltas: unknown[]; done: boolean };
type Held = Exclude<Block, { kind: 'pass' }>;

/** The block types each delta type the API defines belongs to; a delta type gate does not know passes. */
const DELTA_BLOCKS: ReadonlyMap<string, readonly string[]> = new Map([
  ['text_delta', ['text']],
  ['citations_delta', ['text']],
  ['thinking_delta', ['thinking']],
  ['signature_delta', ['thinking']],
  // A provider-run tool's input streams too; a client-run tool_use is held, never a passed block.
  ['input_json_delta', ['server_tool_use', 'mcp_tool_use']],
]);

/** The members whose values differ between deltas of one shape, in one stream or across streams: read in place (event-template.ts). */
export const DELTA_VALUES: ReadonlySet<string> = new Set(['index', 'text', 'partial_json', 'thinking']);

/** A block's delta: the events a stream has many of. */
const isDelta = (value: unknown): boolean => isObject(value) && value['type'] === 'content_block_delta';

/**
 * One reader for every stream of this wire (it never re-enters): a shape is cut once, not once a stream. A
 * template holds only the literal members, the same in every stream of the shape (docs/wires.md, round 20).
 */
export const newEventReader = (): StreamEventReader =>
  new StreamEventReader(
    DELTA_VALUES,
    isDelta,
    // Round 58: a stream's one-off events (its start, a block's start and stop, its usage) read in place too.
    [
      'id',
      'model',
      'name',
      'stop_reason',
      'input_tokens',
      'output_tokens',
      'cache_creation_input_tokens',
      'cache_read_input_tokens',
    ],
  );

const reader = newEventReader();

function deltaFits(delta: unknown, block: unknown): boolean {
  const fits = typeof delta === 'string' ? DELTA_BLOCKS.get(delta) : undefined;
  return fits === undefined || (typeof block === 'string' && fits.includes(block));
}

export class MessagesStreamRewriter implements StreamRewriter {
  private readonly blocks = new Map<number, Block>();
  private nextIndex = 0;
  private toolsSent = 0;
  private done = false;
  /** Why the stream ended before its final event (StreamRewriter.stopped). */
  stopped: string | undefined;
  private noted = false;
  /** The provider-run MCP calls seen so far, by id: their results are named by them. */
  private readonly hostedCalls = new Map<string, string>();
  /** Round 77: the ids of the provider-run calls seen so far: a result naming none is judged as its call. */
  private readonly ranIds = new Set<string>();
  /** Complete held blocks waiting for the passed blocks still open to stop (see onStop). */
  private waiting: Held[] = [];

  constructor(
    private readonly verdicts: RequestVerdicts,
    private readonly out: EventSink,
    private readonly note: boolean,
  ) {}

  async onEvent(event: SseEvent): Promise<boolean> {
    if (this.done) return false;
    let payload: unknown;
    try {
      payload = reader.read(event.data);
    } catch {
      payload = undefined;
    }
    // The SDK skips a ping by its name whatever it carries, but a client that dispatches on the payload's
    // type (Vercel's AI SDK, LiteLLM) reads a ping typed `content_block_start` as a block: only `ping` passes.
    if (event.event === 'ping') {
      if (isObject(payload) && payload['type'] !== undefined && payload['type'] !== 'ping')
        throw unreadableEvent();
      return this.pass(event);
    }
    if (!isObject(payload)) throw unreadableEvent();
    const type = event.event ?? (typeof payload['type'] === 'string' ? payload['type'] : '');
    // The SDK dispatches on the event name and accumulates on the payload's type: they must agree.
    if (payload['type'] !== type) throw unreadableEvent();
    mustReadEvent(type, payload);
    switch (type) {
      case 'content_block_start':
        return this.onStart(event, payload as BlockEvent);
      case 'content_block_delta':
        return this.onDelta(event, payload as BlockEvent);
      case 'content_block_stop':
        return this.onStop(event, payload as BlockEvent);
      case 'message_delta':
        return this.onMessageDelta(event, payload as MessageDeltaEvent);
      case 'message_stop':
        payload['gate'] = this.verdicts.extension();
        // Encoded keeping the upstream's numbers, as every event gate changes (it was JSON.stringify).
        await this.out.send(encodeEvent(event.data, payload), 'message_stop');
        this.done = true;
        return false;
      case 'error':
        // The provider's own in-stream error goes to the client as written; nothing follows it.
        await this.pass(event);
        this.done = true;
        this.stopped = 'UPSTREAM_ERROR';
        return false;
      default:
        // message_start, ping and event types gate does not know pass through untouched.
        return this.pass(event);
    }
  }

  held(): number {
    let n = 0;
    // A block of a type gate does not know holds its deltas as read: nothing it held is counted as relayed.
    for (const block of this.blocks.values())
      if (block.kind === 'tool') n += block.json.length;
      else if (block.kind === 'unknown') return Number.POSITIVE_INFINITY;
    return n;
  }

  async onEnd(): Promise<void> {
    if (!this.done) await this.onFault(brokenStream());
  }

  async onFault(err: GateError): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.stopped = err.code;
    // The same body the server renders for this fault before a stream starts, plus the verdicts so far.
    const body = { ...errorBody(err, 'anthropic'), gate: this.verdicts.extension() };
    await this.out.send(JSON.stringify(body), 'error');
  }

  private async pass(event: SseEvent): Promise<boolean> {
    await this.out.send(event.data, event.event);
    return true;
  }

  /** Sends a block event under the client-side index (the upstream bytes when the index is unchanged). */
  private async passAs(event: SseEvent, payload: BlockEvent, index: number): Promise<boolean> {
    const data = payload.index === index ? event.data : encodeEvent(event.data, { ...payload, index });
    await this.out.send(data, event.event ?? payload.type);
    return true;
  }

  private async onStart(event: SseEvent, payload: BlockEvent): Promise<boolean> {
    const upstreamIndex = payload.index ?? 0;
    if (this.blocks.has(upstreamIndex)) throw unreadableEvent();
    const block = payload.content_block;
    if (isObject(block) && block.type === 'tool_use') {
      this.blocks.set(upstreamIndex, { kind: 'tool', upstreamIndex, start: block, json: '', done: false });
      return true;
    }
    // A block of a type gate does not know is held whole, like a call, and judged at its stop.
    if (isObject(block) && isUnknownBlock(block)) {
      this.blocks.set(upstreamIndex, {
        kind: 'unknown',
        upstreamIndex,
        start: block,
        deltas: [],
        done: false,
      });
      return true;
    }
    // What a provider-run tool fetched comes whole in its start (a hosted result, or a text block's
    // citations, which the SDK keeps from the start): read before any later call is judged, as buffered.
    if (isObject(block)) {
      // Round 57: a call the provider ran of a tool the request never declared, judged at its start
      // (round 77: or a result of one whose call no earlier block holds).
      const ran = ranIn(block, this.ranIds);
      if (ran) await this.verdicts.providerRan(ran.tool, ran.called);
      hostedCalls([block], this.hostedCalls);
      const fetched = fetchedIn([block], this.hostedCalls);
      if (fetched.length > 0) await this.verdicts.readHosted(fetched);
    }
    const index = this.nextIndex++;
    this.blocks.set(upstreamIndex, {
      kind: 'pass',
      index,
      open: true,
      type: isObject(block) ? block.type : undefined,
    });
    return this.passAs(event, payload, index);
  }

  private async onDelta(event: SseEvent, payload: BlockEvent): Promise<boolean> {
    const block = this.blocks.get(payload.index ?? 0);
    // A delta for a block never started, or already stopped, cannot be placed: fail closed.
    if (!block || (block.kind === 'pass' ? !block.open : block.done)) throw unreadableEvent();
    if (block.kind === 'pass') {
      const delta = payload.delta as Record<string, unknown> | undefined;
      // A known delta into a block of another type (input_json_delta into thinking) is not the API's: a
      // client that folds it by index would build an input gate never read. Fail closed.
      if (!deltaFits(delta?.['type'], block.type)) throw unreadableEvent();
      if (delta?.['type'] === 'citations_delta') {
        const content = citedText([delta['citation']]);
        if (content !== '')
          await this.verdicts.readHosted([{ id: '', tool: hostedName('web_search'), content }]);
      }
      return this.passAs(event, payload, block.index);
    }
    if (block.kind === 'unknown') {
      block.deltas.push(payload.delta);
      return true;
    }
    const partial = payload.delta?.partial_json;
    if (typeof partial === 'string') block.json += partial;
    return true;
  }

  private async onStop(event: SseEvent, payload: BlockEvent): Promise<boolean> {
    const block = this.blocks.get(payload.index ?? 0);
    if (!block) throw unreadableEvent();
    if (block.kind === 'pass') {
      // A second stop would have the SDK announce its last block (maybe a call) once more: fail closed.
      if (!block.open) throw unreadableEvent();
      block.open = false;
      await this.passAs(event, payload, block.index);
      if (this.waiting.length > 0 && !this.passOpen()) await this.out.write(await this.releaseWaiting());
      return true;
    }
    if (block.done) return true;
    // Stopped: a delta after this fails closed, whether the block is judged now or waits.
    block.done = true;
    // The SDK announces the last block it holds at every content_block_stop: a call sent while a passed
    // block is open would be announced again at that block's stop (and run twice). It waits for them.
    if (this.passOpen()) this.waiting.push(block);
    else await this.out.write(await this.release(block));
    return true;
  }

  private passOpen(): boolean {
    for (const block of this.blocks.values()) if (block.kind === 'pass' && block.open) return true;
    return false;
  }

  /** Judges and frames the complete blocks that waited, in the order they completed. */
  private async releaseWaiting(): Promise<string> {
    const ready = this.waiting;
    this.waiting = [];
    let framed = '';
    for (const block of ready) framed += await this.release(block);
    return framed;
  }

  /** Judges a complete tool_use block; the three events that send it whole, or '' when it is dropped. */
  private async release(block: Held): Promise<string> {
    block.done = true;
    if (block.kind === 'unknown') return this.releaseUnknown(block);
    const id =
      typeof block.start['id'] === 'string' ? block.start['id'] : `toolu_gate_${block.upstreamIndex}`;
    const name = typeof block.start['name'] === 'string' ? block.start['name'] : '';
    // Some compatible servers put the whole input in the start block and send no deltas. Any start
    // input but {} is judged as given (a non-object is MALFORMED), never read as the empty call {}.
    const startInput = block.start['input'];
    const given = block.json === '' && !(isObject(startInput) && Object.keys(startInput).length === 0);
    const text = given ? JSON.stringify(startInput) : block.json;
    const outcome = await this.verdicts.judge({ id, tool: name, args: parseArguments(text) });
    if (!outcome.admitted) return '';
    const index = this.nextIndex++;
    this.toolsSent++;
    const json = outcome.repaired ? JSON.stringify(outcome.repaired) : text;
    const start = { type: 'content_block_start', index, content_block: { ...block.start, input: {} } };
    let framed = frameEvent(JSON.stringify(start), 'content_block_start');
    if (json !== '') {
      const delta = {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: json },
      };
      framed += frameEvent(JSON.stringify(delta), 'content_block_delta');
    }
    return framed + frameEvent(JSON.stringify({ type: 'content_block_stop', index }), 'content_block_stop');
  }

  /** Judges a held block of a type gate does not know; its events as they came (renumbered), or ''. */
  private async releaseUnknown(block: Extract<Block, { kind: 'unknown' }>): Promise<string> {
    const call = unknownBlockCall(block.start, `toolu_gate_${block.upstreamIndex}`, block.deltas);
    const outcome = await this.verdicts.judge(call);
    // It cannot carry repaired arguments: a TRANSFORM drops it.
    if (!outcome.admitted || outcome.repaired) return '';
    const index = this.nextIndex++;
    let framed = frameEvent(
      JSON.stringify({ type: 'content_block_start', index, content_block: block.start }),
      'content_block_start',
    );
    for (const delta of block.deltas)
      framed += frameEvent(
        JSON.stringify({ type: 'content_block_delta', index, delta }),
        'content_block_delta',
      );
    return framed + frameEvent(JSON.stringify({ type: 'content_block_stop', index }), 'content_block_stop');
  }

  private async onMessageDelta(event: SseEvent, payload: MessageDeltaEvent): Promise<boolean> {
    // Blocks that waited go first, in the order they completed; then any left open, which have all the
    // input they will get.
    let framed = await this.releaseWaiting();
    for (const block of this.blocks.values())
      if (block.kind !== 'pass' && !block.done) framed += await this.release(block);
    framed += this.noteBlock();
    let data = event.data;
    if (this.toolsSent === 0 && isObject(payload.delta) && payload.delta.stop_reason === TOOL_STOP_REASON) {
      data = encodeEvent(event.data, { ...payload, delta: { ...payload.delta, stop_reason: 'end_turn' } });
    }
    await this.out.write(framed + frameEvent(data, event.event ?? 'message_delta'));
    return true;
  }

  /** The `[gate]` text block, once, when this client wants it and something was changed. */
  private noteBlock(): string {
    if (!this.note || this.noted) return '';
    this.noted = true;
    const text = verdictNote(this.verdicts);
    if (text === undefined) return '';
    const index = this.nextIndex++;
    return (
      frameEvent(
        JSON.stringify({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }),
        'content_block_start',
      ) +
      frameEvent(
        JSON.stringify({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } }),
        'content_block_delta',
      ) +
      frameEvent(JSON.stringify({ type: 'content_block_stop', index }), 'content_block_stop')
    );
  }
}
