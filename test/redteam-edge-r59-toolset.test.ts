// Round 59 (docs/wires.md, "Round 59 (redteam-r59)"): the messages wire's `mcp_toolset` (the 2025-11-20
// MCP connector, where a toolset in `tools` offers a server's tools and the `mcp_servers` entry names only
// the server) is read per tool: an allowlist (`default_config.enabled: false`, `configs` enabling tools) is
// the server's list, judged as round 58 judges `allowed_tools`, and an `mcp_tool_use` outside it is judged on
// its own. On the base (557511c6) every such server was read as running every tool: refused whenever the
// floor named any of its tools, whatever the toolset enabled. A default-enabled toolset, or any part gate
// cannot read, still lets every tool run. Through the real `gate serve` and `@anthropic-ai/sdk`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { bufferedAnswer, providerMcpCall, serveJson } from './helpers/upstream-answers.js';

const ENV = { GATE_KEY: 'k-edge-r59-toolset', PROVIDER_KEY: 'sk-provider' };
const CANARY = 'CANARYr59toolset';
type Json = Record<string, unknown>;

const server = (name: string): Json => ({ type: 'url', url: 'https://mcp.example/sse', name });
const toolset = (name: string, extra: Json = {}): Json => ({
  type: 'mcp_toolset',
  mcp_server_name: name,
  ...extra,
});
const allowlist = (name: string, tools: string[], more: Json = {}): Json =>
  toolset(name, {
    default_config: { enabled: false },
    configs: Object.fromEntries([...tools.map((t) => [t, { enabled: true }]), ...Object.entries(more)]),
  });
const use = (srv: string, name: string): Json[] => providerMcpCall(srv, name, CANARY);

describe("round 59: a messages mcp_toolset's configs are the server's tools", () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let ant: Anthropic;
  let dir: string;

  before(async () => {
    fake = await startFakeUpstream();
    dir = mkdtempSync(join(tmpdir(), 'gate-edge-r59-toolset-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(
      policy,
      JSON.stringify({
        version: 'gate-policy/v1.2',
        allow: ['read_notes', 'hosted:mcp:infra', 'hosted:mcp:wiki'],
        deny: { 'infra.delete_env': 'POLICY_BLOCK', get_secret: 'SECRET_EXFIL' },
      }),
    );
    const args = ['--base-url', fake.baseUrl, '--provider', 'anthropic', '--api-key-env', 'PROVIDER_KEY'];
    gate = await startGate([...args, '--require-key-env', 'GATE_KEY', '--policy', policy], { env: ENV });
    ant = new Anthropic({ baseURL: gate.url, apiKey: ENV.GATE_KEY, maxRetries: 0 });
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = async (servers: Json[], tools: Json[], blocks: Json[] = []) => {
    const before = fake.received.length;
    // A buffered answer showing `blocks` (what the provider's MCP calls ran) before its text.
    const message = bufferedAnswer('messages', []);
    fake.setDefault(serveJson({ ...message, content: [...blocks, ...(message.content as Json[])] }));
    try {
      const got = await ant.messages.create({
        model: 'm',
        max_tokens: 9,
        messages: [{ role: 'user', content: 'list the environments' }],
        mcp_servers: servers,
        tools,
      } as unknown as Anthropic.MessageCreateParamsNonStreaming);
      return { got: JSON.stringify(got), error: undefined, up: fake.received.length > before };
    } catch (err) {
      const error = `${(err as { status?: number }).status} ${(err as Error).message}`;
      return { got: '', error, up: fake.received.length > before };
    }
  };

  it('an allowlist is judged per tool; a tool outside it that the provider ran is judged on its own', async () => {
    // On the base: refused "with every tool it offers" (the toolset was not read).
    const ok = await ask([server('infra')], [allowlist('infra', ['list_envs'])]);
    assert.equal(ok.error, undefined);
    assert.equal(ok.up, true);
    const denied = await ask([server('infra')], [allowlist('infra', ['list_envs', 'delete_env'])]);
    assert.match(String(denied.error), /^400 .*infra\.delete_env.*DENY POLICY_BLOCK/);
    assert.equal(denied.up, false);
    // A bare-name deny is read as for allowed_tools.
    assert.match(
      String((await ask([server('infra')], [allowlist('infra', ['get_secret'])])).error),
      /^400 .*get_secret/,
    );
    const outside = await ask(
      [server('infra')],
      [allowlist('infra', ['list_envs'])],
      use('infra', 'delete_env'),
    );
    assert.match(String(outside.error), /^502 .*judged as infra\.delete_env/);
    assert.ok(!outside.got.includes(CANARY) && !String(outside.error).includes(CANARY));
    const inside = await ask(
      [server('infra')],
      [allowlist('infra', ['list_envs'])],
      use('infra', 'list_envs'),
    );
    assert.equal(inside.error, undefined);
  });

  it('every tool by default, or a toolset gate cannot read: every tool, refused where the floor names one', async () => {
    const every = /with every tool it offers/;
    for (const t of [
      toolset('infra'),
      toolset('infra', { configs: { delete_env: { enabled: false } } }),
      toolset('infra', { default_config: { enabled: true } }),
    ])
      assert.match(String((await ask([server('infra')], [t])).error), every, JSON.stringify(t));
    // Round 60 (test/redteam-edge-r60-toolset.test.ts): a toolset gate cannot read is refused outright.
    for (const t of [
      toolset('infra', { default_config: { enabled: 'no' }, configs: { list_envs: { enabled: true } } }),
      toolset('infra', { default_config: { enabled: false }, configs: { list_envs: { enabled: 1 } } }),
      toolset('infra', { default_config: { enabled: false, surprise: 1 }, configs: {} }),
      toolset('infra', { default_config: { enabled: false }, configs: [] }),
      toolset('infra', { default_config: { enabled: false }, configs: {}, unknown_key: true }),
    ])
      assert.match(String((await ask([server('infra')], [t])).error), /cannot fully read/, JSON.stringify(t));
    // Two toolsets of one server: one letting every tool run makes it every tool.
    const two = await ask([server('infra')], [allowlist('infra', ['list_envs']), toolset('infra')]);
    assert.match(String(two.error), every);
    // A server the floor names no tool of runs every tool, as before.
    assert.equal((await ask([server('wiki')], [toolset('wiki')])).error, undefined);
  });

  it('fast-check: an allowlist is refused exactly when it enables a tool the floor denies', async () => {
    const names = fc.constantFrom(
      'list_envs',
      'delete_env',
      'get_secret',
      'read_logs',
      '__proto__',
      'constructor',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(names, { maxLength: 4 }),
        fc.uniqueArray(names, { maxLength: 3 }),
        async (enabled, disabled) => {
          const off = Object.fromEntries(
            disabled.filter((d) => !enabled.includes(d)).map((d) => [d, { enabled: false }]),
          );
          const r = await ask([server('infra')], [allowlist('infra', enabled, off)]);
          const refused = enabled.includes('delete_env') || enabled.includes('get_secret');
          assert.equal(r.error !== undefined, refused, `${JSON.stringify(enabled)}: ${r.error}`);
          if (refused) assert.match(String(r.error), /^400 /);
        },
      ),
      { numRuns: 30 },
    );
  });
});
