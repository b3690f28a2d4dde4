// Round 58 (edge-r58; docs/wires.md, "Round 58 (edge-r58)"): a hosted MCP server on the Responses wire
// (`{"type":"mcp", "allowed_tools": ...}`) is judged with the tools it lets the provider run. On the base
// (a464c59a) only the server's name was judged: a floor that admits `hosted:mcp:infra` and denies
// `infra.delete_env` let the provider run delete_env (named in allowed_tools, or with no allowed_tools at
// all), a tool whose arguments the floor judges call by call ran unjudged, and an answer holding an
// `mcp_call` of a tool outside allowed_tools passed with the server. Through the real `gate serve` and the
// `openai` client, buffered and streamed, and a fast-check property over the list against the real process.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { undeclaredName } from '../src/kernel/tool-name.js';
import { responseObject } from './fake-responses-upstream.js';
import { type FakeUpstream, type Received, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const ENV = { GATE_KEY: 'k-edge-r58-hosted', PROVIDER_KEY: 'sk-provider' };
const CANARY = 'CANARYr58hostedmcp';
type Json = Record<string, unknown>;

const textItem: Json = {
  type: 'message',
  id: 'm1',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text: 'done', annotations: [] }],
};
const mcpCall = (label: string, name: unknown): Json => ({
  type: 'mcp_call',
  id: 'mcp_1',
  server_label: label,
  name,
  arguments: '{}',
  output: `the server says ${CANARY}`,
});

/** A Responses answer holding `items`, buffered or streamed. */
function answer(items: Json[], stream: boolean) {
  return (req: Received, res: ServerResponse) => {
    const done = { ...responseObject({}, req), output: items };
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(done));
      return;
    }
    const events: [string, Json][] = [
      ['response.created', { response: { ...done, status: 'in_progress', output: [] } }],
    ];
    items.forEach((item, i) => {
      events.push(['response.output_item.added', { output_index: i, item }]);
      events.push(['response.output_item.done', { output_index: i, item }]);
    });
    events.push(['response.completed', { response: done }]);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(
      events
        .map(
          ([type, d], n) => `event: ${type}\ndata: ${JSON.stringify({ type, ...d, sequence_number: n })}\n\n`,
        )
        .join(''),
    );
  };
}

const server = (label: string, extra: Json = {}) => ({
  type: 'mcp',
  server_label: label,
  server_url: 'https://mcp.example/sse',
  ...extra,
});

describe("round 58: a hosted MCP server's allowed_tools are judged against the floor", () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let antGate: GateProcess;
  let oai: OpenAI;
  let ant: Anthropic;
  let dir: string;
  let journal: string;

  before(async () => {
    fake = await startFakeUpstream();
    dir = mkdtempSync(join(tmpdir(), 'gate-edge-r58-hosted-'));
    journal = join(dir, 'journal.jsonl');
    const policy = join(dir, 'policy.json');
    writeFileSync(
      policy,
      JSON.stringify({
        version: 'gate-policy/v1.2',
        allow: ['read_notes', 'hosted:mcp:infra', 'hosted:mcp:wiki', 'hosted:mcp:ops'],
        deny: { 'infra.delete_env': 'POLICY_BLOCK', get_secret: 'SECRET_EXFIL' },
        arg_rules: [{ tool: 'ops.publish', arg: 'target', deny_regex: 'prod' }],
      }),
    );
    const args = (provider: string) => [
      '--base-url',
      fake.baseUrl,
      '--provider',
      provider,
      '--api-key-env',
      'PROVIDER_KEY',
      '--require-key-env',
      'GATE_KEY',
      '--policy',
      policy,
    ];
    [gate, antGate] = await Promise.all([
      startGate(args('openai'), { env: { ...ENV, GATE_AUDIT_JOURNAL: journal } }),
      startGate(args('anthropic'), { env: ENV }),
    ]);
    ant = new Anthropic({ baseURL: antGate.url, apiKey: ENV.GATE_KEY, maxRetries: 0 });
    oai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: ENV.GATE_KEY, maxRetries: 0 });
  });
  after(async () => {
    await Promise.all([gate?.stop(), antGate?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One Responses turn declaring `tools`: what the client got, or the error it raised, and whether it went up. */
  async function turn(tools: Json[], items: Json[], stream: boolean) {
    const before = fake.received.length;
    // The default answer, not a queued one: a refused request takes nothing from a queue the next would read.
    fake.setDefault(answer(items, stream));
    const body = {
      model: 'm',
      input: 'set up the environment',
      tools,
    } as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming;
    try {
      if (!stream)
        return { got: JSON.stringify(await oai.responses.create(body)), up: fake.received.length > before };
      const seen: unknown[] = [];
      const s = oai.responses.stream(body as unknown as OpenAI.Responses.ResponseCreateParamsStreaming);
      s.on('event', (e) => seen.push(e));
      try {
        await s.finalResponse();
      } catch (err) {
        return {
          got: JSON.stringify(seen),
          error: String((err as Error).message),
          up: fake.received.length > before,
        };
      }
      // The SDK ends the stream on `response.failed` without throwing: its error is the refusal.
      const failed = seen.find((e) => (e as { type?: string }).type === 'response.failed') as
        | { response: { error: { message: string } } }
        | undefined;
      return {
        got: JSON.stringify(seen),
        up: fake.received.length > before,
        ...(failed ? { error: failed.response.error.message } : {}),
      };
    } catch (err) {
      const e = err as { status?: number; message?: string; code?: string };
      return {
        got: '',
        error: `${e.status} ${e.code ?? ''} ${e.message}`,
        up: fake.received.length > before,
      };
    }
  }

  for (const stream of [false, true]) {
    const how = stream ? 'streamed' : 'buffered';
    it(`${how}: a tool the floor refuses or judges by its arguments refuses the declaration before anything goes up`, async () => {
      const refused = async (tools: Json[], pattern: RegExp) => {
        const r = await turn(tools, [textItem], stream);
        assert.ok(r.error, `refused: ${JSON.stringify(tools)}`);
        assert.match(r.error, /^400 (tool_not_admitted )?/);
        assert.match(r.error, pattern);
        assert.equal(r.up, false, 'nothing went upstream');
      };
      // On the base: every one of these went upstream (the servers are admitted by name).
      await refused(
        [server('infra', { allowed_tools: ['list_envs', 'delete_env'] })],
        /infra\.delete_env.*DENY POLICY_BLOCK/,
      );
      await refused(
        [server('infra', { allowed_tools: { tool_names: ['get_secret'] } })],
        /judged as "get_secret": DENY SECRET_EXFIL/,
      );
      await refused([server('infra')], /with every tool it offers.*"infra\.delete_env"/);
      await refused([server('infra', { allowed_tools: { read_only: true } })], /with every tool it offers/);
      await refused([server('ops', { allowed_tools: ['publish'] })], /ops\.publish.*judges call by call/);
      // Admitted: listed tools the floor names nothing of; a server the floor names no tool of; approval.
      for (const tools of [
        [server('infra', { allowed_tools: ['list_envs'] })],
        [server('wiki')],
        [server('ops', { allowed_tools: ['publish'], require_approval: 'always' })],
        // Every call comes back for approval: each is judged as infra.delete_env with its arguments instead.
        [server('infra', { allowed_tools: ['delete_env'], require_approval: 'always' })],
      ]) {
        const r = await turn(tools, [textItem], stream);
        assert.equal(r.error, undefined, JSON.stringify(tools));
        assert.equal(r.up, true);
      }
    });

    it(`${how}: an mcp_call of a tool outside allowed_tools is refused before its result reaches the client`, async () => {
      const tools = [server('infra', { allowed_tools: ['list_envs'] })];
      const outside = await turn(tools, [mcpCall('infra', 'rotate_keys'), textItem], stream);
      // On the base: relayed, CANARY and all.
      assert.ok(outside.error, `refused: ${outside.got.slice(0, 1500)}`);
      assert.match(
        outside.error,
        /outside its server's allowed_tools, judged as infra\.rotate_keys: DENY DEFAULT_DENY/,
      );
      if (!stream) assert.match(outside.error, /^502 /);
      assert.ok(
        !outside.got.includes(CANARY) && !outside.error.includes(CANARY),
        'the result never reaches the client',
      );
      const nameless = await turn(tools, [mcpCall('infra', 7), textItem], stream);
      assert.match(String(nameless.error), /naming no tool gate can read/);
      const listed = await turn(tools, [mcpCall('infra', 'list_envs'), textItem], stream);
      assert.equal(listed.error, undefined);
      assert.ok(listed.got.includes(CANARY));
      // A server declared with no list (the floor names none of its tools): its calls pass as before.
      const wiki = await turn([server('wiki')], [mcpCall('wiki', 'anything'), textItem], stream);
      assert.equal(wiki.error, undefined);
      // Declared twice, once with a list and once without: every tool, as the second entry lets it.
      const twice = await turn(
        [server('wiki', { allowed_tools: ['a'] }), server('wiki')],
        [mcpCall('wiki', 'b'), textItem],
        stream,
      );
      assert.equal(twice.error, undefined);
    });
  }

  for (const stream of [false, true])
    it(`round 60, ${stream ? 'streamed' : 'buffered'}: an mcp_call on a server admitted with every tool is judged by its tool's name`, async () => {
      // Never declared (the floor admits infra): only the server was judged on 011908b2, and this was relayed.
      const undeclared = await turn([server('wiki')], [mcpCall('infra', 'delete_env'), textItem], stream);
      assert.match(String(undeclared.error), /judged as infra\.delete_env: DENY POLICY_BLOCK/);
      assert.ok(!undeclared.got.includes(CANARY) && !String(undeclared.error).includes(CANARY));
      // Declared with every tool: a bare-name deny holds for its calls, as for a served mcp__wiki__get_secret.
      const bare = await turn([server('wiki')], [mcpCall('wiki', 'get_secret'), textItem], stream);
      assert.match(String(bare.error), /judged as get_secret: DENY SECRET_EXFIL/);
      // Undeclared, a tool whose arguments the floor judges: the provider ran it unjudged.
      const args = await turn([server('wiki')], [mcpCall('ops', 'publish'), textItem], stream);
      assert.match(String(args.error), /judged as ops\.publish: a tool whose arguments the floor judges/);
      // Every call approved: each was judged with its arguments as an approval request, so it is relayed.
      const approved = await turn(
        [server('ops', { require_approval: 'always' })],
        [mcpCall('ops', 'publish'), textItem],
        stream,
      );
      assert.equal(approved.error, undefined);
      assert.ok(approved.got.includes(CANARY));
    });

  it("messages: the MCP connector's tool_configuration.allowed_tools, and an mcp_tool_use outside it", async () => {
    const connector = (name: string, config?: Json) => ({
      type: 'url',
      url: 'https://mcp.example/sse',
      name,
      ...(config === undefined ? {} : { tool_configuration: config }),
    });
    const ask = async (servers: Json[], blocks: Json[] = []) => {
      const before = fake.received.length;
      fake.setDefault((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            model: 'claude-fake',
            content: [...blocks, { type: 'text', text: 'done' }],
            stop_reason: 'end_turn',
            stop_sequence: null,
            usage: { input_tokens: 1, output_tokens: 1 },
          }),
        );
      });
      try {
        const got = await ant.messages.create({
          model: 'm',
          max_tokens: 9,
          messages: [{ role: 'user', content: 'set up the environment' }],
          mcp_servers: servers,
        } as unknown as Anthropic.MessageCreateParamsNonStreaming);
        return { got: JSON.stringify(got), up: fake.received.length > before };
      } catch (err) {
        return {
          got: '',
          error: `${(err as { status?: number }).status} ${(err as Error).message}`,
          up: fake.received.length > before,
        };
      }
    };
    const use = (server: string, name: string): Json[] => [
      { type: 'mcp_tool_use', id: 'mcptoolu_1', name, server_name: server, input: {} },
      {
        type: 'mcp_tool_result',
        tool_use_id: 'mcptoolu_1',
        is_error: false,
        content: [{ type: 'text', text: CANARY }],
      },
    ];
    const listed = await ask([
      connector('infra', { enabled: true, allowed_tools: ['list_envs', 'delete_env'] }),
    ]);
    assert.match(String(listed.error), /^400 .*infra\.delete_env.*DENY POLICY_BLOCK/);
    assert.equal(listed.up, false);
    assert.match(String((await ask([connector('infra')])).error), /with every tool it offers/);
    assert.equal((await ask([connector('infra', { allowed_tools: ['list_envs'] })])).error, undefined);
    const outside = await ask(
      [connector('infra', { allowed_tools: ['list_envs'] })],
      use('infra', 'rotate_keys'),
    );
    assert.match(
      String(outside.error),
      /^502 .*outside its server's allowed_tools, judged as infra\.rotate_keys/,
    );
    assert.ok(!outside.got.includes(CANARY) && !String(outside.error).includes(CANARY));
    const inside = await ask(
      [connector('infra', { allowed_tools: ['list_envs'] })],
      use('infra', 'list_envs'),
    );
    assert.equal(inside.error, undefined);
    assert.equal((await ask([connector('wiki')], use('wiki', 'anything'))).error, undefined);
  });

  it('the journal names the refused tool and the call outside the list, with no result bytes', async () => {
    let text = '';
    // Round 62 (redteam4): a name the floor declares (deny) as written, one it does not by its form.
    const rotate = `"tool":"${undeclaredName('infra.rotate_keys')}"`;
    const remove = '"tool":"infra.delete_env"';
    for (let i = 0; i < 40 && !text.includes(rotate); i++) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        text = readFileSync(journal, 'utf8');
      } catch {}
    }
    const denied = (tool: string) =>
      text.split('\n').some((row) => row.includes(tool) && row.includes('"verdict":"DENY"'));
    assert.ok(denied(remove) && denied(rotate));
    assert.ok(!text.includes('infra.rotate_keys'), 'no undeclared name as written');
    assert.ok(!text.includes(CANARY));
  });

  it('fast-check: garbage, huge and prototype-named allowed_tools against the real process', async () => {
    const name = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        'list_envs',
        'delete_env',
        'get_secret',
        '__proto__',
        'constructor',
        'toString',
        'DELETE_ENV',
      ),
      fc.integer({ min: 1000, max: 100_000 }).map((n) => 'z'.repeat(n)),
    );
    const filter = fc.oneof(
      fc.array(name, { maxLength: 5 }),
      fc.array(name, { maxLength: 5 }).map((tool_names) => ({ tool_names })),
      fc.constantFrom(undefined, null, 7, 'list_envs', {}, { read_only: true }, [1, 2]),
    );
    await fc.assert(
      fc.asyncProperty(filter, fc.boolean(), async (allowed, stream) => {
        const r = await turn(
          [server('infra', allowed === undefined ? {} : { allowed_tools: allowed })],
          [textItem],
          stream,
        );
        if (r.error !== undefined) {
          assert.match(r.error, /^400 (tool_not_admitted )?/, r.error.slice(0, 200));
          assert.doesNotMatch(r.error, /\n\s+at |\.js:\d+|TypeError/);
          assert.equal(r.up, false);
        }
        // The oracle: a list gate reads is admitted unless it names a denied tool (in any case: deny folds);
        // anything else lets the provider run every tool, one of which the floor denies.
        const list = Array.isArray(allowed)
          ? allowed
          : allowed !== null && typeof allowed === 'object' && Object.keys(allowed).join() === 'tool_names'
            ? (allowed as { tool_names: unknown[] }).tool_names
            : undefined;
        const readable = list?.every((n) => typeof n === 'string') === true;
        const denied =
          readable &&
          (list ?? []).some((n) => ['delete_env', 'get_secret'].includes(String(n).toLowerCase()));
        assert.equal(
          r.error !== undefined,
          !readable || denied,
          `${JSON.stringify(allowed)?.slice(0, 120)}: ${r.error}`,
        );
      }),
      { numRuns: 60 },
    );
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });
});
