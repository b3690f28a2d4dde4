// Round 60 (docs/wires.md, "Round 60 (redteam2-r60)"): a provider-run MCP call is judged by its tool's name
// whenever its server was admitted with every tool: a server the request declared with no list, or one it
// never declared (another name, another case) that the floor admits. On 011908b2 only the server was judged
// there, so an answer showing `infra.delete_env` (denied) run on an undeclared `infra`, or `get_secret`
// (denied by its bare name) on a declared `wiki`, was relayed with what it returned. Through the real
// `gate serve` and `@anthropic-ai/sdk`, buffered and streamed; R60_GATE_BIN runs another build's bin/gate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import type { FakeUpstream } from './fake-upstream.js';
import { startAnthropicGate } from './helpers/model-gates.js';
import {
  bufferedAnswer,
  messageEnd,
  messageStart,
  providerMcpCall,
  serveJson,
  serveSse,
  typedEvent,
} from './helpers/upstream-answers.js';

const ENV = { GATE_KEY: 'k-edge-r60-undeclared', PROVIDER_KEY: 'sk-provider' };
const CANARY = 'CANARYr60undeclared';
type Json = Record<string, unknown>;
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);
const server = (name: string, config?: Json): Json => ({
  type: 'url',
  url: 'https://mcp.example/sse',
  name,
  ...(config === undefined ? {} : { tool_configuration: config }),
});
/** What the request declares: nothing, `wiki` with every tool, `infra` listing `list_envs`. */
const DECLARED: readonly Json[][] = [
  [],
  [server('wiki')],
  [server('infra', { allowed_tools: ['list_envs'] })],
];
const use = (srv: string, name: string): Json[] => providerMcpCall(srv, name, CANARY);

describe('round 60: a provider-run MCP call of an undeclared server is judged as its tool', () => {
  let fake: FakeUpstream;
  let ant: Anthropic;
  let stop: (() => Promise<void>) | undefined;

  before(async () => {
    ({ fake, ant, stop } = await startAnthropicGate(
      {
        version: 'gate-policy/v1.2',
        allow: ['hosted:mcp:infra', 'hosted:mcp:wiki'],
        deny: { 'infra.delete_env': 'POLICY_BLOCK', get_secret: 'SECRET_EXFIL' },
      },
      ENV,
    ));
  });
  after(async () => {
    await stop?.();
  });
  const ask = async (servers: Json[], blocks: Json[], stream: boolean) => {
    if (stream) {
      const events = blocks.flatMap((b, index) => [
        typedEvent('content_block_start', { index, content_block: b }),
        typedEvent('content_block_stop', { index }),
      ]);
      fake.setDefault(serveSse([messageStart(), ...events, ...messageEnd('end_turn')]));
    } else {
      const message = bufferedAnswer('messages', []);
      fake.setDefault(serveJson({ ...message, content: [...blocks, ...(message.content as Json[])] }));
    }
    const params = {
      model: 'm',
      max_tokens: 9,
      messages: [{ role: 'user', content: 'search the wiki' }],
      mcp_servers: servers,
    };
    try {
      if (!stream) {
        const got = await ant.messages.create(params as unknown as Anthropic.MessageCreateParamsNonStreaming);
        return { got: JSON.stringify(got), error: undefined };
      }
      let got = '';
      const events = await ant.messages.create({
        ...params,
        stream: true,
      } as Anthropic.MessageCreateParamsStreaming);
      for await (const ev of events) got += JSON.stringify(ev);
      return { got, error: undefined };
    } catch (err) {
      return { got: '', error: `${(err as { status?: number }).status} ${(err as Error).message}` };
    }
  };

  it('fast-check: refused exactly when the floor refuses the server or the tool it ran, by name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: DECLARED.length - 1 }),
        fc.constantFrom('infra', 'INFRA', 'Infra', 'wiki', 'evil'),
        fc.constantFrom('delete_env', 'DELETE_ENV', 'get_secret', 'list_envs', 'search'),
        fc.boolean(),
        async (d, ran, tool, stream) => {
          const r = await ask(DECLARED[d]!, use(ran, tool), stream);
          const listedInfra = d === 2 && ran === 'infra';
          const refused =
            // The floor's allow is exact (a server in another case is not admitted); its deny folds case.
            (ran !== 'infra' && ran !== 'wiki') ||
            tool === 'get_secret' ||
            (ran === 'infra' && tool.toLowerCase() === 'delete_env') ||
            (listedInfra && tool !== 'list_envs');
          const what = `declared ${d}, ran ${ran}.${tool}${stream ? ' streamed' : ''}: ${r.error ?? 'relayed'}`;
          assert.equal(r.got.includes(CANARY), !refused, what);
          if (refused) assert.ok(r.error !== undefined || /error/.test(r.got), what);
          assert.ok(!String(r.error).includes(CANARY), what);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
