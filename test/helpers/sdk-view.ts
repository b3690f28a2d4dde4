// The client's view of a stream as the official SDKs accumulate it: gate's bytes fed to the `openai` chat
// and Responses stream helpers and `@anthropic-ai/sdk`'s MessageStream (their own SSE reader and
// accumulator, through a `fetch` that answers with those bytes). Every call the SDK ends up holding,
// whether the stream completes or the SDK stops on an error, and every call it announced as done.
import type { HeldCall, Json, Wire } from './upstream-answers.js';

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/** Messages block types that ask the client for nothing (gate's list, docs/wires.md). */
const MESSAGES_NO_CALL = new Set([
  ...['text', 'thinking', 'redacted_thinking', 'server_tool_use', 'mcp_tool_use', 'mcp_tool_listing'],
  ...['container_upload', 'compaction', 'fallback'],
]);
/** Responses item types that ask the client for nothing (a subset is enough: the fuzz sends calls). */
const RESPONSES_NO_CALL = new Set([
  'message',
  'reasoning',
  'web_search_call',
  'file_search_call',
  'mcp_call',
]);

function answering(sse: string): typeof fetch {
  return async () =>
    new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

export interface SdkView {
  calls: HeldCall[];
  /** The SDK stopped with an error (gate's error event, or an order it refuses). */
  failed: boolean;
  /** Calls the SDK announced as finished more than once (a client that runs each would run it twice). */
  repeated: string[];
}

/** The calls the official SDK holds after reading this stream body. */
export async function sdkCalls(wire: Wire, sse: string): Promise<SdkView> {
  const opts = { apiKey: 'unused', maxRetries: 0, fetch: answering(sse) };
  const calls: HeldCall[] = [];
  const repeated: string[] = [];
  let failed = false;
  if (wire === 'chat') {
    // Each wire imports its SDK when first asked: a file that reads one wire does not load the other SDK.
    const { default: OpenAI } = await import('openai');
    const client = new OpenAI({ ...opts, baseURL: 'http://sdk.invalid/v1' });
    const s = client.chat.completions.stream({ model: 'm', messages: [{ role: 'user', content: 'go' }] });
    let snapshot: unknown;
    s.on('chunk', (_chunk, snap) => {
      snapshot = snap;
    });
    s.on('error', () => {});
    try {
      await s.finalChatCompletion();
    } catch {
      failed = true;
    }
    for (const choice of list(isObj(snapshot) ? snapshot['choices'] : undefined)) {
      const message = isObj(choice) && isObj(choice['message']) ? choice['message'] : {};
      for (const tc of list(message['tool_calls'])) {
        if (!isObj(tc)) continue;
        const fn = isObj(tc['function']) ? tc['function'] : {};
        calls.push({ id: tc['id'], name: fn['name'], args: text(fn['arguments']) });
      }
      const fc = message['function_call'];
      if (isObj(fc)) calls.push({ id: 'function_call', name: fc['name'], args: text(fc['arguments']) });
    }
  } else if (wire === 'messages') {
    const { default: Anthropic } = await import('@anthropic-ai/sdk');
    const client = new Anthropic({ ...opts, baseURL: 'http://sdk.invalid' });
    const s = client.messages.stream({
      model: 'm',
      max_tokens: 64,
      messages: [{ role: 'user', content: 'go' }],
    });
    let snapshot: unknown;
    const done: Json[] = [];
    s.on('streamEvent', (_event, snap) => {
      snapshot = snap;
    });
    s.on('contentBlock', (block) => {
      const b = block as unknown as Json;
      if (b['type'] === 'tool_use' && done.includes(b)) repeated.push(String(b['id']));
      done.push(b);
    });
    s.on('error', () => {});
    try {
      await s.finalMessage();
    } catch {
      failed = true;
    }
    const blocks = [...list(isObj(snapshot) ? snapshot['content'] : undefined), ...done];
    for (const b of blocks) {
      if (!isObj(b) || (typeof b['type'] === 'string' && MESSAGES_NO_CALL.has(b['type']))) continue;
      const name = b['type'] === 'tool_use' ? b['name'] : `block:${String(b['type'])}`;
      calls.push({ id: b['id'], name, args: b['type'] === 'tool_use' ? text(b['input']) : text(b) });
    }
  } else {
    const [{ default: OpenAI }, { accumulateResponse }] = await Promise.all([
      import('openai'),
      import('openai/lib/responses/ResponseAccumulator'),
    ]);
    const client = new OpenAI({ ...opts, baseURL: 'http://sdk.invalid/v1' });
    const s = client.responses.stream({ model: 'm', input: 'go' });
    // The SDK's own accumulator over the events its reader emitted (its snapshot is private).
    let snapshot: unknown;
    const done: Json[] = [];
    s.on('event', (event) => {
      try {
        snapshot = accumulateResponse(event, snapshot as never);
      } catch {}
      if (event.type === 'response.output_item.done') done.push(event.item as unknown as Json);
    });
    s.on('error', () => {});
    try {
      await s.finalResponse();
    } catch {
      failed = true;
    }
    for (const item of [...list(isObj(snapshot) ? snapshot['output'] : undefined), ...done]) {
      if (!isObj(item) || (typeof item['type'] === 'string' && RESPONSES_NO_CALL.has(item['type']))) continue;
      const callId = item['call_id'];
      const known = item['type'] === 'function_call';
      calls.push({
        id: typeof callId === 'string' && callId !== '' ? callId : item['id'],
        name: known ? item['name'] : `item:${String(item['type'])}`,
        args: known ? text(item['arguments']) : text(item),
      });
    }
  }
  return { calls, failed, repeated };
}
