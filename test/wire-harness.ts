// In-process harness for the wire tests: the server core's real HTTP lifecycle (createHttpGateway) with
// only the model wires mounted, in front of a fake upstream, judged by a table-driven Engine. The
// end-to-end tests use the real `gate serve` process and kernel instead (wire-e2e, wire-conformance).
import type { AddressInfo } from 'node:net';
import type { Policy } from '../src/kernel/policy/types.js';
import { createLogger } from '../src/server/access-log.js';
import { createHttpGateway } from '../src/server/http.js';
import { createMetrics } from '../src/server/metrics.js';
import type { AdmitRequest, AdmitResult, Engine, ToolCall, Upstream, Verdict } from '../src/server/types.js';
import { anthropicRoutes } from '../src/wire/anthropic/routes.js';
import { openaiRoutes } from '../src/wire/openai/routes.js';
import type { ModelProvider, VerdictNoteMode } from '../src/wire/shared/deps.js';

type Rule = Verdict | ((args: unknown) => Verdict);

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
    throw new Error('the wires never read the policy directly');
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
        digest: 'd',
      };
    }
    const id = `q-${++this.held}`;
    return {
      verdict: { kind: 'QUARANTINE', reason, by: 'screen' },
      envelope: { status: 'OK', content: '', meta: { admit: 'quarantined', quarantine_id: id } },
      digest: 'd',
    };
  }
}

export const ALLOW: Verdict = { kind: 'ALLOW', by: 'monitor' };

export interface WireGateway {
  url: string;
  close(): Promise<void>;
}

export async function startWireGateway(opts: {
  engine: Engine;
  upstream: Upstream;
  provider: ModelProvider;
  verdictNote?: VerdictNoteMode;
  model?: string;
}): Promise<WireGateway> {
  const deps = {
    engine: opts.engine,
    upstream: opts.upstream,
    provider: opts.provider,
    verdictNote: opts.verdictNote ?? 'auto',
    ...(opts.model ? { model: opts.model } : {}),
  };
  const gateway = createHttpGateway({
    routes: [...openaiRoutes(deps), ...anthropicRoutes(deps)],
    maxBodyBytes: 1 << 20,
    requestTimeoutMs: 10_000,
    log: createLogger('stderr', 'silent'),
    metrics: createMetrics(),
  });
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  const port = (gateway.server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      gateway.server.closeAllConnections();
      await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
    },
  };
}
