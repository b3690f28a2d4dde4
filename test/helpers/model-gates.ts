// Two real `gate serve` processes in front of one fake provider, one per provider wire (OpenAI chat and
// Responses; Anthropic messages), with official clients pointed at them: the setup of a wire test. On
// request a third, in-kernel gate on the same manifest serves MCP. Each SDK is imported by the function that
// makes its client: a test process that asks for one wire does not load the other's (docs/testing.md, round 67).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.js';
import { type GateProcess, startGate } from './gate-process.js';

export interface ModelGates {
  fake: FakeUpstream;
  oai: OpenAI;
  ant: Anthropic;
  /** The in-kernel gate (MCP), when `inKernelArgs` asked for one. */
  inKernel?: GateProcess;
  stop(): Promise<void>;
}

/**
 * Starts both gates on `policy` (undefined: the built-in floor); `env` holds GATE_KEY (the clients' key)
 * and PROVIDER_KEY. With `inKernelArgs`, also an in-kernel gate given those flags beyond the key and the
 * manifest.
 */
export async function startModelGates(
  policy: object | undefined,
  env: { GATE_KEY: string; PROVIDER_KEY: string },
  inKernelArgs?: readonly string[],
): Promise<ModelGates> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-model-gates-'));
  const file = join(dir, 'policy.json');
  if (policy !== undefined) writeFileSync(file, JSON.stringify(policy));
  const manifest = policy === undefined ? [] : ['--policy', file];
  const fake = await startFakeUpstream();
  const common = ['--api-key-env', 'PROVIDER_KEY', '--require-key-env', 'GATE_KEY', ...manifest];
  const [{ default: OpenAI }, { default: Anthropic }, openai, anthropic, inKernel] = await Promise.all([
    import('openai'),
    import('@anthropic-ai/sdk'),
    startGate(['--base-url', fake.baseUrl, '--provider', 'openai', ...common], { env }),
    startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', ...common], { env }),
    inKernelArgs && startGate(['--require-key-env', 'GATE_KEY', ...manifest, ...inKernelArgs], { env }),
  ]);
  return {
    fake,
    oai: new OpenAI({ baseURL: `${openai.url}/v1`, apiKey: env.GATE_KEY, maxRetries: 0 }),
    ant: new Anthropic({ baseURL: anthropic.url, apiKey: env.GATE_KEY, maxRetries: 0 }),
    inKernel,
    async stop() {
      await Promise.all([openai.stop(), anthropic.stop(), inKernel?.stop()]);
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AnthropicGate {
  fake: FakeUpstream;
  ant: Anthropic;
  stop(): Promise<void>;
}

/**
 * One gate on the messages wire in front of a fake provider, on `policy`, with the official client; `bin`
 * (default: R60_GATE_BIN, else this checkout's) runs another build's bin/gate for an A/B of a test.
 */
export async function startAnthropicGate(
  policy: object,
  env: { GATE_KEY: string; PROVIDER_KEY: string },
  bin = process.env.R60_GATE_BIN,
): Promise<AnthropicGate> {
  const [{ default: Anthropic }, one] = await Promise.all([
    import('@anthropic-ai/sdk'),
    startProviderGate('anthropic', policy, env, bin),
  ]);
  return {
    fake: one.fake,
    ant: new Anthropic({ baseURL: one.url, apiKey: env.GATE_KEY, maxRetries: 0 }),
    stop: one.stop,
  };
}

/**
 * A messages gate whose floor admits only `read_config`, and the body that reached the provider when the client
 * handed `result` back as that tool's result: the relay the secret tests read (`bin` as startAnthropicGate's).
 */
export async function startConfigRelay(
  env: { GATE_KEY: string; PROVIDER_KEY: string },
  bin?: string,
): Promise<{ upstreamBody(result: string): Promise<string>; stop(): Promise<void> }> {
  const { fake, ant, stop } = await startAnthropicGate(
    { version: 'gate-policy/v1.2', allow: ['read_config'] },
    env,
    bin,
  );
  const upstreamBody = async (result: string): Promise<string> => {
    const before = fake.received.length;
    await ant.messages.create({
      model: 'm',
      max_tokens: 9,
      messages: [
        { role: 'user', content: 'read the service config' },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 'toolu_1', name: 'read_config', input: { path: 'config' } }],
        },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: result }] },
      ],
    });
    assert.equal(fake.received.length, before + 1);
    return fake.received.at(-1)!.body;
  };
  return { upstreamBody, stop };
}

/** Round 61: the same on the OpenAI wires (chat and Responses), with the `openai` client. */
export async function startOpenAIGate(
  policy: object,
  env: { GATE_KEY: string; PROVIDER_KEY: string },
  bin?: string,
): Promise<{ fake: FakeUpstream; oai: OpenAI; url: string; stop(): Promise<void> }> {
  const [{ default: OpenAI }, one] = await Promise.all([
    import('openai'),
    startProviderGate('openai', policy, env, bin),
  ]);
  return { ...one, oai: new OpenAI({ baseURL: `${one.url}/v1`, apiKey: env.GATE_KEY, maxRetries: 0 }) };
}

async function startProviderGate(
  provider: 'openai' | 'anthropic',
  policy: object,
  env: { GATE_KEY: string; PROVIDER_KEY: string },
  bin: string | undefined,
): Promise<{ fake: FakeUpstream; url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `gate-${provider}-gate-`));
  const file = join(dir, 'policy.json');
  writeFileSync(file, JSON.stringify(policy));
  const fake = await startFakeUpstream();
  const args = ['--base-url', fake.baseUrl, '--provider', provider, '--api-key-env', 'PROVIDER_KEY'];
  const gate = await startGate([...args, '--require-key-env', 'GATE_KEY', '--policy', file], {
    env,
    ...(bin ? { bin } : {}),
  });
  return {
    fake,
    url: gate.url,
    async stop() {
      await gate.stop();
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
