// Round 60 (docs/wires.md, "Round 60 (redteam2-r60)"): a hosted MCP configuration gate cannot fully read is
// refused, whatever the floor names. Round 59 read a `mcp_toolset` with an unknown key, a config of another
// type or `enabled` not a boolean (and round 58 an `mcp_servers` entry's `tool_configuration` likewise) as
// letting every tool run: admitted outright for a server the floor names no tool of, so a request whose
// configuration the provider might read as something else went up. Kept: `default_config.enabled: false`
// with per-tool allows is the server's list; every tool enabled by default (with or without configs that
// disable some) is every tool. Through the real `gate serve` and `@anthropic-ai/sdk`; R60_GATE_BIN runs
// another build's bin/gate (the base, for the A/B the report quotes).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import type { FakeUpstream } from './fake-upstream.js';
import { startAnthropicGate } from './helpers/model-gates.js';
import { bufferedAnswer, serveJson } from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);
const ENV = { GATE_KEY: 'k-edge-r60-toolset', PROVIDER_KEY: 'sk-provider' };
type Json = Record<string, unknown>;

const server = (name: string, config?: unknown): Json => ({
  type: 'url',
  url: 'https://mcp.example/sse',
  name,
  ...(config === undefined ? {} : { tool_configuration: config }),
});

/** A value of a type gate does not read where it stands (any but the one expected). */
const stranger = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.constant([]),
  fc.constant({ surprise: 1 }),
);

/** A readable allowlist of `wiki`, then one part of it made unreadable. */
const unreadableToolset = fc
  .record({
    at: fc.nat({ max: 5 }),
    value: stranger,
    key: fc.constantFrom('surprise', 'allowed_tools', 'Enabled', 'enabled ', '__proto__x'),
  })
  .map(({ at, value, key }) => {
    const t: Json = {
      type: 'mcp_toolset',
      mcp_server_name: 'wiki',
      default_config: { enabled: false },
      configs: { search: { enabled: true } },
    };
    if (at === 0) t[key] = value;
    else if (at === 1) t['default_config'] = typeof value === 'boolean' ? null : value;
    else if (at === 2) t['default_config'] = { enabled: false, [key]: value ?? 0 };
    else if (at === 3) t['configs'] = Array.isArray(value) || typeof value !== 'object' ? [] : 'x';
    else if (at === 4) t['configs'] = { search: value };
    else t['configs'] = { search: { enabled: typeof value === 'boolean' ? 'yes' : (value ?? 'yes') } };
    return t;
  });

/** A `tool_configuration` gate cannot read: an unknown key, `enabled` or `allowed_tools` of another type. */
const unreadableConfig = fc
  .record({ at: fc.nat({ max: 3 }), value: stranger })
  .map(({ at, value }) =>
    at === 0
      ? value === null || typeof value !== 'object' || Array.isArray(value)
        ? (value ?? 'x')
        : { ...value, allowed_tools: ['search'] }
      : at === 1
        ? { enabled: value ?? 'yes', allowed_tools: ['search'] }
        : at === 2
          ? { allowed_tools: value === null || Array.isArray(value) ? [1] : value }
          : { allowed_tools: ['search', typeof value === 'string' ? 3 : (value ?? 2)] },
  );

describe('round 60: a hosted MCP configuration gate cannot fully read is refused', () => {
  let fake: FakeUpstream;
  let ant: Anthropic;
  let stop: (() => Promise<void>) | undefined;

  before(async () => {
    ({ fake, ant, stop } = await startAnthropicGate(
      {
        version: 'gate-policy/v1.2',
        allow: ['hosted:mcp:infra', 'hosted:mcp:wiki'],
        deny: { 'infra.delete_env': 'POLICY_BLOCK' },
      },
      ENV,
    ));
    fake.setDefault(serveJson(bufferedAnswer('messages', [])));
  });
  after(async () => {
    await stop?.();
  });

  const ask = async (servers: Json[], tools: Json[] = []) => {
    const before = fake.received.length;
    try {
      await ant.messages.create({
        model: 'm',
        max_tokens: 9,
        messages: [{ role: 'user', content: 'search the wiki' }],
        mcp_servers: servers,
        ...(tools.length > 0 ? { tools } : {}),
      } as unknown as Anthropic.MessageCreateParamsNonStreaming);
      return { error: undefined, up: fake.received.length > before };
    } catch (err) {
      const error = `${(err as { status?: number }).status} ${(err as Error).message}`;
      return { error, up: fake.received.length > before };
    }
  };

  it('fast-check: a toolset with any part gate cannot read is refused 400 before the upstream', async () => {
    await fc.assert(
      fc.asyncProperty(unreadableToolset, async (t) => {
        const r = await ask([server('wiki')], [t]);
        assert.match(String(r.error), /^400 .*cannot fully read.*fail closed/, JSON.stringify(t));
        assert.equal(r.up, false);
      }),
      { numRuns: RUNS },
    );
  });

  it("fast-check: an mcp_servers entry's tool_configuration gate cannot read is refused likewise", async () => {
    await fc.assert(
      fc.asyncProperty(unreadableConfig, async (config) => {
        const r = await ask([server('wiki', config)]);
        assert.match(String(r.error), /^400 .*cannot fully read/, JSON.stringify(config));
        assert.equal(r.up, false);
      }),
      { numRuns: RUNS },
    );
  });

  it('readable configurations are read as before', async () => {
    const allowlist = {
      type: 'mcp_toolset',
      mcp_server_name: 'wiki',
      default_config: { enabled: false, defer_loading: true },
      configs: { search: { enabled: true }, edit: { enabled: false, defer_loading: false } },
      cache_control: { type: 'ephemeral' },
    };
    assert.equal((await ask([server('wiki')], [allowlist])).error, undefined);
    assert.equal(
      (await ask([server('wiki')], [{ type: 'mcp_toolset', mcp_server_name: 'wiki' }])).error,
      undefined,
    );
    assert.equal((await ask([server('wiki', { enabled: true })])).error, undefined);
    assert.equal((await ask([server('wiki', { allowed_tools: ['search'] })])).error, undefined);
    // Every tool enabled by default, a config disabling the denied one: every tool, refused where the floor
    // names one (the provider decides what the server offers; a disabled name is no bound gate holds).
    const everyButOne = {
      type: 'mcp_toolset',
      mcp_server_name: 'infra',
      default_config: { enabled: true },
      configs: { delete_env: { enabled: false } },
    };
    assert.match(
      String((await ask([server('infra')], [everyButOne])).error),
      /^400 .*with every tool it offers/,
    );
  });
});
