// Test helpers for the wire modules' unit tests: a capture sink, a table engine, a bare request context.

import { readJsonStrict } from '../../kernel/json-strict.js';
import { loadPolicy } from '../../kernel/policy/load.js';
import type { Policy } from '../../kernel/policy/types.js';
import { TraceProvenance } from '../../kernel/provenance/ledger.js';
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

type Rule = Verdict | ((args: unknown) => Verdict);

/** The floor a request pins: the table decides, so it is an empty one (it admits nothing by itself). */
const TABLE_FLOOR: Policy = loadPolicy('{"version":"gate-policy/v1"}', 'table');

/**
 * Judges calls by a table of tool names (anything not in it: DENY DEFAULT_DENY) and results by markers
 * in their text (`SECRET` quarantines as SECRET_EXFIL, `IGNORE PREVIOUS` as TRUST_VIOLATION).
 */
export class TableEngine implements Engine {
  readonly calls: ToolCall[] = [];
  readonly admits: AdmitRequest[] = [];
  private held = 0;

  constructor(private readonly rules: Record<string, Rule>) {}

  policy(): Policy {
    return TABLE_FLOOR;
  }

  async adjudicate(call: ToolCall): Promise<Verdict> {
    this.calls.push(call);
    const rule = this.rules[call.tool];
    if (rule === undefined) return { kind: 'DENY', reason: 'DEFAULT_DENY', by: 'monitor' };
    return typeof rule === 'function' ? rule(call.args) : rule;
  }

  async admit(input: AdmitRequest): Promise<AdmitResult> {
    this.admits.push(input);
    const reason = input.content.includes('SECRET')
      ? ('SECRET_EXFIL' as const)
      : input.content.includes('IGNORE PREVIOUS')
        ? ('TRUST_VIOLATION' as const)
        : undefined;
    if (!reason) {
      return {
        verdict: { kind: 'ALLOW', by: 'screen' },
        envelope: { status: 'OK', content: input.content, meta: {} },
        digest: '',
      };
    }
    const id = `q-${++this.held}`;
    return {
      verdict: { kind: 'QUARANTINE', reason, by: 'screen' },
      envelope: { status: 'OK', content: '', meta: { admit: 'quarantined', quarantine_id: id } },
      digest: '',
    };
  }
}

export const ALLOW: Verdict = { kind: 'ALLOW', by: 'monitor' };

/** Admits the tools named, refuses the rest DEFAULT_DENY; `repair` tools come back TRANSFORM. */
export function tableEngine(allow: string[], repair: Record<string, Record<string, string>> = {}) {
  const rules: Record<string, Rule> = {};
  for (const tool of allow) rules[tool] = ALLOW;
  for (const [tool, repairedArguments] of Object.entries(repair)) {
    rules[tool] = { kind: 'TRANSFORM', by: 'monitor', repairedArguments };
  }
  const table = new TableEngine(rules);
  // A plain object (own methods), so tests may spread it and override one method.
  const engine: Engine = {
    policy: () => table.policy(),
    adjudicate: (call) => table.adjudicate(call),
    admit: (input) => table.admit(input),
  };
  return { engine, calls: table.calls };
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
  return new RequestVerdicts(engine, 'openai', bareContext(headers), new TraceProvenance());
}

/** The strict read's answer, written so two answers compare with key order: the JSON, or 'refused'. */
export function strictAnswer(data: string): string {
  const r = readJsonStrict(data);
  return r.ok ? JSON.stringify(r.value) : 'refused';
}

/** A reader's answer as strictAnswer writes it: the JSON of what it read, or 'refused' when it threw. */
export function readerAnswer(reader: { read(data: string): unknown }, data: string): string {
  try {
    return JSON.stringify(reader.read(data));
  } catch {
    return 'refused';
  }
}
