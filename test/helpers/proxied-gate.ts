// One real `gate serve` in proxy mode in front of a fake provider: called at a file's top or inside a
// `describe`, it registers that scope's `before` and `after` hooks.
import { after, before } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.js';
import { type GateProcess, startGate } from './gate-process.js';

export interface ProxiedGate {
  /** The fake provider (set in `before`). */
  fake: FakeUpstream;
  /** The gate in front of it (set in `before`). */
  gate: GateProcess;
}

export function proxiedGate(
  provider: 'openai' | 'anthropic',
  args: string[] = [],
  /** The environment gate reads (e.g. the variable `--require-key-env` names). */
  env: Record<string, string> = {},
): ProxiedGate {
  const pair = {} as ProxiedGate;
  before(async () => {
    pair.fake = await startFakeUpstream();
    pair.gate = await startGate(['--base-url', pair.fake.baseUrl, '--provider', provider, ...args], { env });
  });
  after(async () => {
    await pair.gate?.stop();
    await pair.fake?.close();
  });
  return pair;
}
