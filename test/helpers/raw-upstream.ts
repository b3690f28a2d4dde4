// A provider on a raw socket, for what an HTTP server library will not send (interim answers, hop-by-hop
// headers named in Connection): it reads each request whole by its Content-Length and hands its head on,
// and two gates (chat, messages) stand in front of it. The answers a test sends are its own bytes.
import { createServer, type Server, type Socket } from 'node:net';
import { after, before } from 'node:test';
import { type GateProcess, startGate } from './gate-process.js';

/** A one-choice chat completion saying `ok`. */
export const CHAT_OK = JSON.stringify({
  id: 'c',
  object: 'chat.completion',
  created: 1,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
});
/** A messages answer saying `ok`. */
export const MESSAGE_OK = JSON.stringify({
  id: 'msg',
  type: 'message',
  role: 'assistant',
  model: 'm',
  content: [{ type: 'text', text: 'ok' }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 1, output_tokens: 1 },
});

export interface RawUpstreamGates {
  /** `--provider openai` in front of the raw upstream. */
  openai: GateProcess;
  /** `--provider anthropic` in front of it. */
  anthropic: GateProcess;
}

/**
 * Registers hooks that start a raw-socket upstream calling `answer(socket, head)` once per whole request
 * (`head` is its request line and header lines, as sent) and one gate per wire in front of it.
 */
export function rawUpstreamGates(
  answer: (socket: Socket, head: string) => void,
  /** More `gate serve` flags for both gates, and the environment they read (e.g. `--api-key-env`). */
  extra: { args?: string[]; env?: Record<string, string> } = {},
): RawUpstreamGates {
  const held = {} as RawUpstreamGates;
  let upstream: Server;
  const sockets = new Set<Socket>();
  before(async () => {
    upstream = createServer((socket) => {
      sockets.add(socket);
      socket.setNoDelay(true);
      let buf = '';
      socket.on('data', (d: Buffer) => {
        buf += d.toString('latin1');
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
        if (buf.length < end + 4 + length) return;
        const head = buf.slice(0, end);
        buf = buf.slice(end + 4 + length);
        answer(socket, head);
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    const more = extra.args ?? [];
    const opts = extra.env ? { env: extra.env } : {};
    [held.openai, held.anthropic] = await Promise.all([
      startGate(['--base-url', base, '--provider', 'openai', ...more], opts),
      startGate(['--base-url', base, '--provider', 'anthropic', ...more], opts),
    ]);
  });
  after(async () => {
    await Promise.all([held.openai?.stop(), held.anthropic?.stop()]);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((r) => upstream.close(() => r()));
  });
  return held;
}

/** One plain turn through each gate with its official SDK; the HTTP responses, chat first. */
export async function sdkResponses(gates: RawUpstreamGates): Promise<Response[]> {
  // Imported here: a file that only posts raw turns never loads either SDK.
  const [{ default: OpenAI }, { default: Anthropic }] = await Promise.all([
    import('openai'),
    import('@anthropic-ai/sdk'),
  ]);
  const chat = await new OpenAI({
    baseURL: `${gates.openai.url}/v1`,
    apiKey: 'k',
    maxRetries: 0,
  }).chat.completions
    .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  const messages = await new Anthropic({ baseURL: gates.anthropic.url, apiKey: 'k', maxRetries: 0 }).messages
    .create({ model: 'm', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  return [chat.response, messages.response];
}

/** A plain turn posted to a gate's chat or messages route (`url` whole, a query to the upstream included). */
export function postTurn(url: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"model":"m","max_tokens":8,"messages":[{"role":"user","content":"hi"}]}',
  });
}
