// A chat turn through gate after one read: the user's request, the agent's read call `t1`, the tool's
// result, and the model's next calls (pushed to the fake upstream); the verdict gate gave a call by its id.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { type FakeUpstream, openaiJson, startFakeUpstream } from '../fake-upstream.js';
import { type GateProcess, startGate } from './gate-process.js';

export interface ReadStep {
  name: string;
  args: unknown;
}

export interface ModelCall {
  id: string;
  name: string;
  args: string;
}

interface GateExt {
  verdicts: { tool_call_id: string; verdict: { kind: string; detail?: { claim?: string } } }[];
}

/** The verdict gate's extension on a chat completion gives the call `id`: its kind and claim. */
export function verdictOfCall(data: unknown, id: string): { kind?: string; claim?: string } {
  const ext = (data as { gate?: GateExt }).gate;
  assert.ok(ext, 'the gate extension is present');
  const v = ext.verdicts.find((x) => x.tool_call_id === id)?.verdict;
  return { kind: v?.kind, claim: v?.detail?.claim };
}

/** The verdict on `call` when the model answers it after `read` returned `page`, and the calls that passed. */
export async function verdictAfterRead(
  oai: OpenAI,
  fake: FakeUpstream,
  scene: { system?: string; user: string; read: ReadStep; page: string; call: ModelCall },
): Promise<{ kind?: string; claim?: string; passed: unknown[] }> {
  fake.push(openaiJson({ calls: [scene.call] }));
  const data = await oai.chat.completions.create({
    model: 'm',
    messages: [
      ...(scene.system === undefined ? [] : [{ role: 'system' as const, content: scene.system }]),
      { role: 'user', content: scene.user },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 't1',
            type: 'function',
            function: { name: scene.read.name, arguments: JSON.stringify(scene.read.args) },
          },
        ],
      },
      { role: 'tool', tool_call_id: 't1', content: scene.page },
    ],
  });
  return { ...verdictOfCall(data, scene.call.id), passed: data.choices[0]?.message.tool_calls ?? [] };
}

/** The verdict on `call` when the model answers it after `read` returned `page`; no call may reach the agent. */
export async function heldAfterRead(
  oai: OpenAI,
  fake: FakeUpstream,
  scene: { system?: string; user: string; read: ReadStep; page: string; call: ModelCall },
): Promise<{ kind?: string; claim?: string }> {
  const { kind, claim, passed } = await verdictAfterRead(oai, fake, scene);
  assert.deepEqual(passed, []);
  return { kind, claim };
}

/** A `gate serve` on `policy` before a fake OpenAI upstream, and the official client speaking to it. */
export async function startPolicyGate(
  policy: unknown,
  env: { GATE_KEY: string; PROVIDER_KEY: string },
): Promise<{ oai: OpenAI; fake: FakeUpstream; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-policy-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(policy));
  const fake = await startFakeUpstream();
  const args = ['--base-url', fake.baseUrl, '--provider', 'openai', '--api-key-env', 'PROVIDER_KEY'];
  let gate: GateProcess | undefined;
  try {
    gate = await startGate([...args, '--require-key-env', 'GATE_KEY', '--policy', join(dir, 'policy.json')], {
      env,
    });
  } catch (e) {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const oai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: env.GATE_KEY, maxRetries: 0 });
  const started = gate;
  return {
    oai,
    fake,
    stop: async () => {
      await started.stop();
      await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A scene held end to end: a real gate on its manifest, the call held for a witness with `claim`. */
export interface HeldScene {
  name: string;
  manifest: unknown;
  system?: string;
  user: string;
  read: ReadStep;
  page: string;
  call: ModelCall;
  claim: string;
}

/** One suite per scene: the call is held and the claim names the result, never the value. */
export function describeHeldScenes(
  label: string,
  scenes: readonly HeldScene[],
  env: { GATE_KEY: string; PROVIDER_KEY: string },
): void {
  for (const s of scenes)
    describe(`${label}: ${s.name}`, () => {
      let served: Awaited<ReturnType<typeof startPolicyGate>>;
      before(async () => {
        served = await startPolicyGate(s.manifest, env);
      });
      after(async () => {
        await served?.stop();
      });

      it('holds the call and names the result, never the value', async () => {
        assert.deepEqual(await heldAfterRead(served.oai, served.fake, s), {
          kind: 'REQUIRE_WITNESS',
          claim: s.claim,
        });
      });
    });
}
