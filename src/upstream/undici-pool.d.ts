// undici's Pool module on its own (CommonJS, `module.exports = Pool`): the proxy loads it without the rest
// of undici (fetch, WebSocket, caches), about half the code to compile (docs/wires.md, "round 16").
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';

  const PoolClass: typeof Pool;
  export = PoolClass;
}

// undici's connector builder (CommonJS, `module.exports = buildConnector`), loaded beside the Pool.
declare module 'undici/lib/core/connect.js' {
  import type { buildConnector } from 'undici';

  const build: typeof buildConnector;
  export = build;
}
