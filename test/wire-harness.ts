// In-process harness for the wire tests: the server core's real HTTP lifecycle (createHttpGateway) with
// only the model wires mounted, in front of a fake upstream, judged by a table-driven Engine. The
// end-to-end tests use the real `gate serve` process and kernel instead (wire-e2e, wire-conformance).
import type { AddressInfo } from 'node:net';
import { createLogger } from '../src/server/access-log.js';
import { defaultConnectionCaps } from '../src/server/connection-caps.js';
import { createHttpGateway } from '../src/server/http.js';
import { createMetrics } from '../src/server/metrics.js';
import { servedNames } from '../src/server/served-names.js';
import type { Engine, Upstream } from '../src/server/types.js';
import { anthropicRoutes } from '../src/wire/anthropic/routes.js';
import { openaiRoutes } from '../src/wire/openai/routes.js';
import type { ModelProvider, VerdictNoteMode } from '../src/wire/shared/deps.js';

export { ALLOW, TableEngine } from '../src/wire/shared/testing.js';

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
    served: servedNames({ bindHost: '127.0.0.1' }),
    maxBodyBytes: 1 << 20,
    connections: defaultConnectionCaps(),
    bodies: { total: 1 << 24, perClient: 1 << 24 },
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
