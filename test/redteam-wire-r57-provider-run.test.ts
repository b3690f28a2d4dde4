// Round 57 (docs/wires.md, "Round 57 (wire-r57)"): a call the provider ran itself, shown in its answer, of a
// tool the request never declared (messages `server_tool_use` / `mcp_tool_use`; Responses `mcp_call`,
// `web_search_call` ..). Round 56 passed it: the provider had run it, and its result followed in the same
// answer. Now it is judged under the name its declaration would have been (`hosted:mcp:evil`), journaled, and
// when the floor refuses that tool the answer is refused in the wire's shape (502 buffered, the error event
// streamed) before what it returned reaches the client. A declared tool passes as before (its declaration
// was judged before the request went up). Through two real `gate serve` processes with the official SDKs,
// and a fast-check property over garbage, huge and missing names against the real process.
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

const ENV = { GATE_KEY: 'k-r57-run', PROVIDER_KEY: 'sk-provider' };
const CANARY = 'CANARYr57providerrun';
type Json = Record<string, unknown>;

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
function sendSse(res: ServerResponse, events: [string, Json][]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(
    events.map(([type, data]) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`).join(''),
  );
}

/** A messages answer holding `blocks` (a provider-run call and its result, then text), buffered or streamed. */
function messagesAnswer(blocks: Json[], stream: boolean) {
  const message = {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-fake',
    content: [...blocks, { type: 'text', text: 'done' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
  return (_req: Received, res: ServerResponse) => {
    if (!stream) return sendJson(res, message);
    const events: [string, Json][] = [['message_start', { message: { ...message, content: [] } }]];
    message.content.forEach((b, index) => {
      events.push(['content_block_start', { index, content_block: b }]);
      events.push(['content_block_stop', { index }]);
    });
    events.push([
      'message_delta',
      { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } },
    ]);
    events.push(['message_stop', {}]);
    sendSse(res, events);
  };
}

/** A Responses answer holding `items`; `doneAs` gives an item's done (and final) version when it differs. */
function responsesAnswer(items: Json[], stream: boolean, doneAs?: (item: Json) => Json) {
  return (req: Received, res: ServerResponse) => {
    const finals = items.map((i) => doneAs?.(i) ?? i);
    const done = { ...responseObject({}, req), output: finals };
    if (!stream) return sendJson(res, done);
    const events: [string, Json][] = [
      ['response.created', { response: { ...done, status: 'in_progress', output: [] } }],
    ];
    items.forEach((item, i) => {
      events.push(['response.output_item.added', { output_index: i, item }]);
      events.push(['response.output_item.done', { output_index: i, item: finals[i] }]);
    });
    events.push(['response.completed', { response: done }]);
    sendSse(
      res,
      events.map(([t, d], n) => [t, { ...d, sequence_number: n }]),
    );
  };
}

const mcpUse = (server: unknown): Json => ({
  type: 'mcp_tool_use',
  id: 'mcptoolu_1',
  name: 'lookup',
  server_name: server,
  input: { q: 'x' },
});
const mcpResult: Json = {
  type: 'mcp_tool_result',
  tool_use_id: 'mcptoolu_1',
  is_error: false,
  content: [{ type: 'text', text: `the page says ${CANARY}` }],
};
const serverUse = (name: unknown): Json => ({
  type: 'server_tool_use',
  id: 'srvtoolu_1',
  name,
  input: { query: 'x' },
});
const fetchResult: Json = {
  type: 'web_fetch_tool_result',
  tool_use_id: 'srvtoolu_1',
  content: {
    type: 'web_fetch_result',
    url: 'https://x.example',
    content: { type: 'document', source: { type: 'text', media_type: 'text/plain', data: CANARY } },
  },
};
const mcpCall = (label: unknown): Json => ({
  type: 'mcp_call',
  id: 'mcp_1',
  server_label: label,
  name: 'lookup',
  arguments: '{}',
  output: `the page says ${CANARY}`,
});
const searchCall: Json = {
  type: 'web_search_call',
  id: 'ws_1',
  status: 'completed',
  action: { type: 'search', query: CANARY },
};
const textItem: Json = {
  type: 'message',
  id: 'm1',
  role: 'assistant',
  status: 'completed',
  content: [{ type: 'output_text', text: 'done', annotations: [] }],
};

describe('round 57: a provider-run call of a tool the request never declared', () => {
  let fake: FakeUpstream;
  let gates: GateProcess[];
  let oai: OpenAI;
  let ant: Anthropic;
  let dir: string;
  let journal: string;

  before(async () => {
    fake = await startFakeUpstream();
    dir = mkdtempSync(join(tmpdir(), 'gate-r57-run-'));
    journal = join(dir, 'journal.jsonl');
    const policy = join(dir, 'policy.json');
    // hosted:web_search admitted (undeclared, it passes and is journaled); wiki admitted as a declaration.
    writeFileSync(
      policy,
      JSON.stringify({
        version: 'gate-policy/v1',
        allow: ['read_notes', 'hosted:web_search', 'hosted:mcp:wiki'],
      }),
    );
    const common = ['--api-key-env', 'PROVIDER_KEY', '--require-key-env', 'GATE_KEY', '--policy', policy];
    const env = { ...ENV, GATE_AUDIT_JOURNAL: journal };
    gates = await Promise.all([
      startGate(['--base-url', fake.baseUrl, '--provider', 'openai', ...common], { env }),
      startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', ...common], { env: ENV }),
    ]);
    oai = new OpenAI({ baseURL: `${gates[0]!.url}/v1`, apiKey: ENV.GATE_KEY, maxRetries: 0 });
    ant = new Anthropic({ baseURL: gates[1]!.url, apiKey: ENV.GATE_KEY, maxRetries: 0 });
  });
  after(async () => {
    await Promise.all(gates.map((g) => g.stop()));
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One messages turn through the SDK: what the client received (text) or the error it raised. */
  async function messagesTurn(
    blocks: Json[],
    stream: boolean,
    declare?: Json,
  ): Promise<{ got: string; error?: string }> {
    fake.push(messagesAnswer(blocks, stream));
    const params = {
      model: 'm',
      max_tokens: 50,
      messages: [{ role: 'user' as const, content: 'look it up' }],
      ...(declare ?? {}),
    };
    try {
      if (!stream)
        return {
          got: JSON.stringify(await ant.messages.create(params as Anthropic.MessageCreateParamsNonStreaming)),
        };
      const seen: unknown[] = [];
      const s = ant.messages.stream(params as Anthropic.MessageStreamParams);
      s.on('streamEvent', (e) => seen.push(e));
      try {
        await s.finalMessage();
      } catch (err) {
        return { got: JSON.stringify(seen), error: String((err as Error).message) };
      }
      return { got: JSON.stringify(seen) };
    } catch (err) {
      return { got: '', error: `${(err as { status?: number }).status} ${(err as Error).message}` };
    }
  }

  async function responsesTurn(
    items: Json[],
    stream: boolean,
    declare?: Json[],
    doneAs?: (i: Json) => Json,
  ): Promise<{ got: string; error?: string }> {
    fake.push(responsesAnswer(items, stream, doneAs));
    const params = {
      model: 'm',
      input: 'look it up',
      ...(declare ? { tools: declare } : {}),
    } as OpenAI.Responses.ResponseCreateParamsNonStreaming;
    try {
      if (!stream) return { got: JSON.stringify(await oai.responses.create(params)) };
      const seen: unknown[] = [];
      const s = oai.responses.stream({ ...params, stream: undefined });
      s.on('event', (e) => seen.push(e));
      try {
        await s.finalResponse();
      } catch (err) {
        return { got: JSON.stringify(seen), error: String((err as Error).message) };
      }
      // The SDK hands back a failed response as it came: its error is the refusal.
      const failed = seen.find((e) => (e as { type?: string }).type === 'response.failed') as
        | { response: { error: { message: string } } }
        | undefined;
      return failed
        ? { got: JSON.stringify(seen), error: failed.response.error.message }
        : { got: JSON.stringify(seen) };
    } catch (err) {
      return { got: '', error: `${(err as { status?: number }).status} ${(err as Error).message}` };
    }
  }

  const REFUSED = /never declared, judged as hosted:(?:mcp:evil|web_fetch): DENY/;
  const wiki = { mcp_servers: [{ type: 'url', name: 'wiki', url: 'https://wiki.example/mcp' }] };
  const wikiTool = [
    { type: 'mcp', server_label: 'wiki', server_url: 'https://wiki.example/mcp', require_approval: 'never' },
  ];

  for (const stream of [false, true]) {
    const how = stream ? 'streamed' : 'buffered';
    it(`messages (${how}): undeclared mcp_tool_use and server_tool_use refused before their result; declared and admitted ones pass`, async () => {
      for (const [name, blocks] of [
        ['undeclared MCP server', [mcpUse('evil'), mcpResult]],
        ['undeclared web_fetch', [serverUse('web_fetch'), fetchResult]],
        ['a server call with no name', [serverUse(undefined), fetchResult]],
        ['a declared server named otherwise', [mcpUse('evil'), mcpResult]],
      ] as const) {
        const r = await messagesTurn([...blocks], stream, name.startsWith('a declared') ? wiki : undefined);
        assert.ok(r.error, `${name}: refused`);
        assert.match(
          r.error,
          name === 'a server call with no name' ? /a tool gate cannot name/ : REFUSED,
          name,
        );
        if (!stream) assert.match(r.error, /^502 /, name);
        assert.ok(
          !r.got.includes(CANARY) && !r.error.includes(CANARY),
          `${name}: what the provider's tool returned reached the client`,
        );
      }
      // Controls: the declared server, and an undeclared search the manifest admits.
      const declared = await messagesTurn([mcpUse('wiki'), mcpResult], stream, wiki);
      assert.equal(declared.error, undefined);
      assert.ok(declared.got.includes(CANARY), 'the declared server passes as before');
      const search = await messagesTurn(
        [serverUse('web_search'), { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: [] }],
        stream,
      );
      assert.equal(search.error, undefined);
    });

    it(`responses (${how}): undeclared mcp_call refused, web_search_call admitted by the manifest, a declared label passes`, async () => {
      const undeclared = await responsesTurn([mcpCall('evil'), textItem], stream);
      assert.ok(undeclared.error, 'refused');
      assert.match(undeclared.error, REFUSED);
      if (!stream) assert.match(undeclared.error, /^502 /);
      assert.ok(!undeclared.got.includes(CANARY) && !undeclared.error.includes(CANARY));
      const nameless = await responsesTurn([mcpCall(''), textItem], stream);
      assert.match(String(nameless.error), /a tool gate cannot name/);
      const declared = await responsesTurn([mcpCall('wiki'), textItem], stream, wikiTool);
      assert.equal(declared.error, undefined);
      assert.ok(declared.got.includes(CANARY));
      const search = await responsesTurn([searchCall, textItem], stream);
      assert.equal(search.error, undefined);
      if (stream) {
        // Announced as the declared server, done (and final) as another: judged on what the client keeps.
        const swapped = await responsesTurn([mcpCall('wiki'), textItem], true, wikiTool, (i) =>
          i['type'] === 'mcp_call' ? mcpCall('evil') : i,
        );
        assert.match(String(swapped.error), REFUSED);
      }
    });
  }

  it('the journal names each undeclared provider-run tool judged, with no argument or result bytes', async () => {
    let text = '';
    // Round 62 (redteam4): the client's server label is recorded by its form after gate's own prefix.
    const evil = `"tool":"hosted:mcp:${undeclaredName('evil')}"`;
    for (let i = 0; i < 40 && !text.includes(evil); i++) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        text = readFileSync(journal, 'utf8');
      } catch {}
    }
    assert.ok(text.split('\n').some((row) => row.includes(evil) && row.includes('"verdict":"DENY"')));
    assert.match(text, /"tool":"hosted:web_search"[^\n]*"verdict":"ALLOW"/);
    assert.ok(!text.includes(CANARY), 'result bytes in the journal');
  });

  it('fast-check: garbage, huge and missing provider-run names against the real process (never a crash or a stack)', async () => {
    const name = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(undefined, null, 7, {}, [], 'wiki', 'web_search', 'evil', '__proto__', 'constructor'),
      fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('messages', 'responses'),
        fc.boolean(),
        name,
        async (wire, stream, n) => {
          const r =
            wire === 'messages'
              ? await messagesTurn(
                  [typeof n === 'string' && n.length % 2 ? serverUse(n) : mcpUse(n), mcpResult],
                  stream,
                  wiki,
                )
              : await responsesTurn([mcpCall(n), textItem], stream, wikiTool);
          const all = `${r.got}${r.error ?? ''}`;
          assert.ok(
            !/\n\s+at |node:internal|TypeError|RangeError/.test(all),
            'a stack or internal error reached the client',
          );
          const admitted =
            wire === 'messages' ? n === 'wiki' && !(typeof n === 'string' && n.length % 2) : n === 'wiki';
          if (admitted) assert.equal(r.error, undefined);
          else if (r.error === undefined) assert.fail(`an undeclared provider-run call passed (${wire})`);
          else assert.ok(!all.includes(CANARY), 'what the tool returned reached the client');
        },
      ),
      { numRuns: 40 },
    );
    // Both gates still answer: none of the runs took a process down.
    assert.equal((await messagesTurn([mcpUse('wiki'), mcpResult], false, wiki)).error, undefined);
    assert.equal((await responsesTurn([mcpCall('wiki'), textItem], false, wikiTool)).error, undefined);
  });
});
