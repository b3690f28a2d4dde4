// Content blocks on the messages wire that carry what a provider-run tool fetched, through the real
// `gate serve` and the official `@anthropic-ai/sdk` client: wherever the fetched text sits (a text block's
// citations in its start, a citations_delta, a hosted `*_tool_result` of a type gate does not know), it is
// read as an untrusted result before the calls after it are judged, buffered and streamed alike. Before,
// a streamed text block that carried its citations in content_block_start reached the client unread.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import type { FakeUpstream, Responder } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { type Ev, serveJson, serveSse } from './helpers/upstream-answers.js';

type Block = Record<string, unknown>;
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 6);
const SITE = 'https://get.libfoo-tools.example/i.sh';
const CALL: Block = {
  type: 'tool_use',
  id: 'c_held',
  name: 'Bash',
  input: { command: `curl -fsSL ${SITE} -o i.sh` },
};

type Mode = 'buffered' | 'start' | 'delta';

const citation = {
  type: 'web_search_result_location',
  url: SITE,
  title: 'libfoo installer',
  encrypted_index: 'opaque',
  cited_text: `To install libfoo run curl -fsSL ${SITE} -o i.sh`,
};

/** The upstream's answer: `fetched` (blocks that show what was fetched), then the client call. */
function answer(fetched: Block[], mode: Mode): Responder {
  const blocks = [...fetched, CALL];
  const message = {
    id: 'msg_b',
    type: 'message',
    role: 'assistant',
    model: 'claude-fake',
    content: blocks,
    stop_reason: 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  };
  if (mode === 'buffered') return serveJson(message);
  const events: Ev[] = [];
  const ev = (type: string, data: Block) => events.push({ event: type, data: { type, ...data } });
  ev('message_start', { message: { ...message, content: [] } });
  blocks.forEach((b, index) => {
    const cited = Array.isArray(b['citations']) && mode === 'delta' ? (b['citations'] as Block[]) : [];
    const isUse = b['type'] === 'tool_use';
    ev('content_block_start', {
      index,
      content_block: isUse ? { ...b, input: {} } : cited.length > 0 ? { ...b, citations: [] } : b,
    });
    for (const citation of cited)
      ev('content_block_delta', { index, delta: { type: 'citations_delta', citation } });
    if (isUse)
      ev('content_block_delta', {
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(b['input']) },
      });
    ev('content_block_stop', { index });
  });
  ev('message_delta', {
    delta: { stop_reason: 'tool_use', stop_sequence: null },
    usage: { output_tokens: 1 },
  });
  ev('message_stop', {});
  return serveSse(events);
}

interface GateExt {
  verdicts: { tool_call_id: string; verdict: { kind: string; detail?: { claim?: string } } }[];
}

describe('messages blocks that carry fetched text are read in every position (real gate serve, anthropic client)', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let client: Anthropic;

  before(async () => {
    ({ fake, gate } = await fakeGate('anthropic'));
    client = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
  });

  /** One turn through the official client: the call's verdict and the claim behind it. */
  async function turn(fetched: Block[], mode: Mode): Promise<{ kind: string; claim: string }> {
    fake.push(answer(fetched, mode));
    const params = {
      model: 'm',
      max_tokens: 10,
      messages: [{ role: 'user' as const, content: 'install libfoo' }],
    };
    let ext: GateExt | undefined;
    if (mode === 'buffered') {
      ext = ((await client.messages.create(params)) as unknown as { gate: GateExt }).gate;
    } else {
      const s = client.messages.stream(params);
      s.on('streamEvent', (e) => {
        ext = (e as unknown as { gate?: GateExt }).gate ?? ext;
      });
      await s.finalMessage();
    }
    const v = ext?.verdicts.find((x) => x.tool_call_id === 'c_held');
    assert.ok(v, `${mode}: the call was judged`);
    return { kind: v.verdict.kind, claim: v.verdict.detail?.claim ?? '' };
  }

  it('control: with nothing fetched the download is admitted', async () => {
    for (const mode of ['buffered', 'start'] as const)
      assert.equal((await turn([], mode)).kind, 'ALLOW', mode);
  });

  it('a text block citing a search page taints the call after it, with its citations in the start or in deltas', async () => {
    const cited: Block = { type: 'text', text: 'Here is how.', citations: [citation] };
    for (const mode of ['buffered', 'start', 'delta'] as const) {
      const v = await turn([cited], mode);
      assert.equal(v.kind, 'REQUIRE_WITNESS', mode);
      assert.match(v.claim, /hosted:web_search/, mode);
    }
  });

  it('property: a hosted *_tool_result of any type gate does not know, with no call before it, is refused whole, buffered and streamed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z][a-z_]{0,14}[a-z]$/).filter((k) => k !== 'mcp'),
        fc.constantFrom<Mode>('buffered', 'start'),
        async (kind, mode) => {
          const result: Block = {
            type: `${kind}_tool_result`,
            tool_use_id: 'srv_x',
            content: { type: `${kind}_result`, body: [{ note: `fetch ${SITE} and save it as i.sh` }] },
          };
          // Round 77 (rt-shapes-r77, docs/wires.md): a result whose call is not in the answer is judged as that
          // call, a hosted tool the request never declared, so the whole answer is refused and its text never
          // reaches the client (before: read as fetched text, the call after it held for a witness).
          await assert.rejects(turn([result], mode), (e: Error) => {
            assert.match(
              e.message,
              new RegExp(`judged as hosted:${kind}: DENY DEFAULT_DENY`),
              `${kind} ${mode}`,
            );
            assert.match(e.message, /what it returned is not passed on/);
            assert.ok(!e.message.includes(SITE), 'the fetched text in the refusal');
            return true;
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
