// Round 61 (docs/wires.md, "Round 61 (redteam2-r61)"): the Responses wire's hosted `mcp` entry is read as
// far as gate can read it, and refused past that. Round 60 read any `allowed_tools` other than a list of
// names or `{"tool_names": [...]}` alone (a `read_only` filter, an unknown key, a number) as every tool, and
// ignored a `require_approval` it could not read: a server the floor names no tool of went upstream with a
// configuration the provider might read otherwise, and `{"tool_names": ["list_envs"], "read_only": true}`
// (bounded by its names) was refused as every tool. Through the real `gate serve` and the `openai` client;
// R61_GATE_BIN runs another build's bin/gate (the base, for the A/B the report quotes).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type OpenAI from 'openai';
import { responseObject } from './fake-responses-upstream.js';
import type { FakeUpstream } from './fake-upstream.js';
import { startOpenAIGate } from './helpers/model-gates.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);
const ENV = { GATE_KEY: 'k-redteam2-r61-filter', PROVIDER_KEY: 'sk-provider' };
type Json = Record<string, unknown>;

const server = (label: string, extra: Json): Json => ({
  type: 'mcp',
  server_label: label,
  server_url: 'https://mcp.example/sse',
  ...extra,
});

/** A value of some type gate does not read where a filter, a list or a flag stands. */
const stranger = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.constant(true),
  fc.constant([1]),
  fc.constant({ surprise: 1 }),
  fc.constant({ __proto__x: [] }),
);

/** A readable filter of `wiki`'s tools, one part made unreadable (a stranger, an unknown key). */
const unreadableFilter = fc.record({ at: fc.nat({ max: 4 }), value: stranger }).map(({ at, value }) => {
  if (at === 0) return Array.isArray(value) || value === null ? 7 : value;
  if (at === 1) return { tool_names: ['search'], read_only: typeof value === 'boolean' ? 'yes' : value };
  if (at === 2) return { tool_names: typeof value === 'string' ? value : [value] };
  if (at === 3) return { tool_names: ['search'], surprise: value };
  return ['search', typeof value === 'string' ? 3 : value];
});

/** A `require_approval` gate cannot read: another string, an unknown key, a filter it cannot read. */
const unreadableApproval = fc.oneof(
  fc.constantFrom('Always', 'sometimes', '', 'never '),
  stranger.filter((v) => typeof v !== 'string' && v !== true).map((v) => ({ always: v })),
  unreadableFilter.filter((f) => typeof f === 'object').map((f) => ({ never: f })),
  fc.constant({ always: { tool_names: ['search'] }, sometimes: {} }),
);

describe("round 61: a Responses hosted MCP entry's allowed_tools and require_approval, as gate reads them", () => {
  let fake: FakeUpstream;
  let oai: OpenAI;
  let url: string;
  let stop: (() => Promise<void>) | undefined;

  before(async () => {
    ({ fake, oai, url, stop } = await startOpenAIGate(
      {
        version: 'gate-policy/v1.2',
        allow: ['hosted:mcp:infra', 'hosted:mcp:wiki'],
        deny: { 'infra.delete_env': 'POLICY_BLOCK' },
      },
      ENV,
      process.env.R61_GATE_BIN,
    ));
    fake.setDefault((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...responseObject({}, req), output: [] }));
    });
  });
  after(async () => {
    await stop?.();
  });

  /** One buffered turn declaring `tools`: the error the client raised (undefined: answered), and whether it went up. */
  async function ask(tools: Json[]) {
    const before = fake.received.length;
    try {
      await oai.responses.create({
        model: 'm',
        input: 'look it up',
        tools,
      } as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming);
      return { error: undefined, up: fake.received.length > before };
    } catch (err) {
      const e = err as { status?: number; message?: string };
      return { error: `${e.status} ${e.message}`, up: fake.received.length > before };
    }
  }

  const refusedUnread = (r: { error: string | undefined; up: boolean }, what: unknown) => {
    assert.match(String(r.error), /^400 .*cannot fully read.*fail closed/, JSON.stringify(what));
    assert.doesNotMatch(String(r.error), /\n\s+at |\.js:\d+|TypeError/);
    assert.equal(r.up, false, 'nothing went upstream');
  };

  it('fast-check: an allowed_tools gate cannot fully read is refused 400, on a server the floor names no tool of', async () => {
    await fc.assert(
      fc.asyncProperty(unreadableFilter, async (allowed) => {
        refusedUnread(await ask([server('wiki', { allowed_tools: allowed })]), allowed);
      }),
      { numRuns: RUNS },
    );
  });

  it('fast-check: a require_approval gate cannot fully read is refused 400, whatever allowed_tools says', async () => {
    await fc.assert(
      fc.asyncProperty(unreadableApproval, fc.boolean(), async (setting, listed) => {
        const extra = { require_approval: setting, ...(listed ? { allowed_tools: ['search'] } : {}) };
        refusedUnread(await ask([server('wiki', extra)]), setting);
      }),
      { numRuns: RUNS },
    );
  });

  it('a read_only filter is bounded by its names: admitted when they are, every tool without names', async () => {
    // On the base: refused as every tool, though the provider may run only list_envs (if read-only).
    const bounded = await ask([
      server('infra', { allowed_tools: { tool_names: ['list_envs'], read_only: true } }),
    ]);
    assert.deepEqual(bounded, { error: undefined, up: true });
    const denied = await ask([
      server('infra', { allowed_tools: { tool_names: ['delete_env'], read_only: true } }),
    ]);
    assert.match(String(denied.error), /^400 .*infra\.delete_env.*DENY POLICY_BLOCK/);
    assert.equal(denied.up, false);
    for (const allowed of [{ read_only: true }, { read_only: false }, {}, null]) {
      const every = await ask([server('infra', { allowed_tools: allowed })]);
      assert.match(String(every.error), /^400 .*with every tool it offers/, JSON.stringify(allowed));
      assert.equal(every.up, false);
      // A server the floor names no tool of is admitted with every tool, as before.
      assert.deepEqual(await ask([server('wiki', { allowed_tools: allowed })]), {
        error: undefined,
        up: true,
      });
    }
    // Every tool its names bound comes back for approval: each call is judged, so the server is admitted.
    const approved = await ask([
      server('infra', {
        allowed_tools: { tool_names: ['delete_env'], read_only: true },
        require_approval: { always: { tool_names: ['delete_env'] }, never: { tool_names: [] } },
      }),
    ]);
    assert.deepEqual(approved, { error: undefined, up: true });
    assert.equal((await fetch(`${url}/healthz`)).status, 200);
  });
});
