// Test helpers for the wire modules' unit tests: a capture sink, a table engine, a bare request context.
import type {
  AdmitRequest,
  AdmitResult,
  Engine,
  RequestContext,
  ToolCall,
  Verdict,
} from '../../server/types.js';
import { parseArguments } from './json.js';
import { SseParser } from './sse-parser.js';
import type { EventSink } from './sse-writer.js';
import { frameEvent } from './sse-writer.js';
import { RequestVerdicts } from './verdicts.js';

/** Collects what a rewriter writes, as parsed events. */
export class CaptureSink implements EventSink {
  text = '';
  async send(data: string, event?: string): Promise<void> {
    this.text += frameEvent(data, event);
  }
  async write(framed: string): Promise<void> {
    this.text += framed;
  }
  events(): { event?: string; data: string }[] {
    const parser = new SseParser();
    return [...parser.push(new TextEncoder().encode(this.text)), ...parser.end()];
  }
  /** The JSON payloads written, `[DONE]` as the string. */
  json(): unknown[] {
    return this.events().map((e) => (e.data === '[DONE]' ? e.data : parseArguments(e.data)));
  }
}

/** Admits the tools named, refuses the rest DEFAULT_DENY; `repair` tools come back TRANSFORM. */
export function tableEngine(allow: string[], repair: Record<string, Record<string, string>> = {}) {
  const calls: ToolCall[] = [];
  const engine: Engine = {
    policy: () => {
      throw new Error('not used');
    },
    adjudicate: async (call): Promise<Verdict> => {
      calls.push(call);
      const repaired = repair[call.tool];
      if (repaired) return { kind: 'TRANSFORM', by: 'monitor', repairedArguments: repaired };
      if (allow.includes(call.tool)) return { kind: 'ALLOW', by: 'monitor' };
      return { kind: 'DENY', reason: 'DEFAULT_DENY', by: 'monitor' };
    },
    admit: async (input: AdmitRequest): Promise<AdmitResult> => ({
      verdict: { kind: 'ALLOW', by: 'screen' },
      envelope: { status: 'OK', content: input.content, meta: {} },
      digest: '',
    }),
  };
  return { engine, calls };
}

/** A request context with only what the wires' rewriters read. */
export function bareContext(headers: Record<string, string> = {}): RequestContext {
  return {
    req: { headers },
    traceId: '0af7651916cd43dd8448eb211c80319c',
    access: { tools: [], verdicts: [] },
  } as unknown as RequestContext;
}

export function verdictsFor(engine: Engine, headers: Record<string, string> = {}): RequestVerdicts {
  return new RequestVerdicts(engine, 'openai', bareContext(headers));
}
