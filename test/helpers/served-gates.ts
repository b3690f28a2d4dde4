// Hooks a describe registers for the gates its tests speak to: a messages gate and a chat gate in
// front of one fake provider (the built-in floor), or one MCP gateway with an SDK client. Each returns a
// holder its `before` fills.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.js';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';

export interface ProviderGates {
  fake: FakeUpstream;
  /** `--provider anthropic` (messages). */
  messages: GateProcess;
  /** `--provider openai` (chat, Responses). */
  openai: GateProcess;
}

/** A messages gate and an OpenAI gate on the built-in floor, before one fake provider. */
export function providerGates(): ProviderGates {
  const held = {} as ProviderGates;
  before(async () => {
    held.fake = await startFakeUpstream();
    [held.messages, held.openai] = await Promise.all([
      startGate(['--base-url', held.fake.baseUrl, '--provider', 'anthropic']),
      startGate(['--base-url', held.fake.baseUrl, '--provider', 'openai']),
    ]);
  });
  after(async () => {
    await Promise.all([held.messages?.stop(), held.openai?.stop()]);
    await held.fake?.close();
  });
  return held;
}

/** One `gate serve` given `args()` and an MCP SDK client connected to it. */
export function mcpGate(args: () => string[]): { gate: GateProcess; mcp: GateMcp } {
  const held = {} as { gate: GateProcess; mcp: GateMcp };
  before(async () => {
    held.gate = await startGate(args());
    held.mcp = await connectMcp(held.gate.url);
  });
  after(async () => {
    await held.mcp?.close();
    await held.gate?.stop();
  });
  return held;
}

/** One gate on the built-in floor for `provider`, before a fake provider of its own. */
export function providerGate(provider: 'anthropic' | 'openai'): { fake: FakeUpstream; gate: GateProcess } {
  const held = {} as { fake: FakeUpstream; gate: GateProcess };
  before(async () => {
    held.fake = await startFakeUpstream();
    held.gate = await startGate(['--base-url', held.fake.baseUrl, '--provider', provider]);
  });
  after(async () => {
    await held.gate?.stop();
    await held.fake?.close();
  });
  return held;
}

/** A messages gate and an OpenAI gate under one manifest (`policy`, written to a file), before one fake provider. */
export function policyGates(policy: object): ProviderGates {
  const held = {} as ProviderGates;
  let dir = '';
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-policy-gates-'));
    const file = join(dir, 'policy.json');
    writeFileSync(file, JSON.stringify(policy));
    held.fake = await startFakeUpstream();
    [held.messages, held.openai] = await Promise.all(
      (['anthropic', 'openai'] as const).map((p) =>
        startGate(['--base-url', held.fake.baseUrl, '--provider', p, '--policy', file]),
      ),
    );
  });
  after(async () => {
    await Promise.all([held.messages?.stop(), held.openai?.stop()]);
    await held.fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return held;
}
