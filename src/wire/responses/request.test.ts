import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TraceProvenance } from '../../kernel/provenance/ledger.js';
import type { AdmitRequest, AdmitResult, Engine } from '../../server/types.js';
import type { WireDeps } from '../shared/deps.js';
import { bareContext, tableEngine } from '../shared/testing.js';
import { RequestVerdicts } from '../shared/verdicts.js';
import { asResponsesRequest, prepareResponsesRequest } from './request.js';
import { outputText } from './results.js';

/** Quarantines any result containing HELD; records what it was asked to screen. */
function screeningEngine() {
  const admits: AdmitRequest[] = [];
  const engine: Engine = {
    ...tableEngine([]).engine,
    admit: async (input: AdmitRequest): Promise<AdmitResult> => {
      admits.push(input);
      const held = input.content.includes('HELD');
      return {
        verdict: held
          ? { kind: 'QUARANTINE', reason: 'SECRET_EXFIL', by: 'screen' }
          : { kind: 'ALLOW', by: 'screen' },
        envelope: {
          status: 'OK',
          content: held ? '' : input.content,
          meta: held ? { quarantine_id: 'q-1' } : {},
        },
        digest: '',
      };
    },
  };
  return { engine, admits };
}

async function prepare(body: unknown, model?: string) {
  const { engine, admits } = screeningEngine();
  const deps: WireDeps = {
    engine,
    upstream: async () => new Response(),
    provider: 'openai',
    verdictNote: 'auto',
    ...(model ? { model } : {}),
  };
  const ctx = { ...bareContext(), body, rawBody: Buffer.from(JSON.stringify(body)) };
  const verdicts = new RequestVerdicts(engine, 'responses', ctx, new TraceProvenance());
  const prepared = await prepareResponsesRequest(deps, ctx, verdicts);
  return {
    prepared,
    admits,
    verdicts,
    sent: JSON.parse(String(prepared.body)) as { input: Record<string, unknown>[] },
  };
}

const NOTE = '[gate] tool result withheld: SECRET_EXFIL (q-1)';

describe('prepareResponsesRequest', () => {
  it('screens every kind of tool output and replaces the held ones, keeping each item well-formed', async () => {
    const input = [
      { role: 'user', content: 'go' },
      { type: 'function_call', call_id: 'c1', name: 'read', namespace: 'fs', arguments: '{}' },
      { type: 'function_call_output', call_id: 'c1', output: 'HELD key' },
      { type: 'function_call_output', call_id: 'c2', output: [{ type: 'input_text', text: 'fine' }] },
      { type: 'custom_tool_call_output', call_id: 'c3', output: [{ type: 'input_text', text: 'HELD' }] },
      { type: 'local_shell_call_output', id: 'c4', output: '{"output":"HELD"}' },
      {
        type: 'shell_call_output',
        call_id: 'c5',
        output: [{ stdout: 'HELD', stderr: '', outcome: { type: 'exit', exit_code: 2 } }],
      },
      { type: 'apply_patch_call_output', call_id: 'c6', status: 'completed', output: 'HELD' },
      { type: 'mcp_call', id: 'm1', server_label: 'wiki', name: 'ask', arguments: '{}', output: 'HELD' },
      {
        type: 'computer_call_output',
        call_id: 'c7',
        output: { type: 'computer_screenshot', image_url: 'data:x' },
      },
      { type: 'future_tool_call_output', call_id: 'c8', output: { data: 'HELD' } },
    ];
    const { sent, admits, verdicts } = await prepare({ model: 'm', input, reasoning: { effort: 'high' } });
    assert.deepEqual(
      admits.map((a) => a.tool),
      ['fs.read', 'unknown', 'unknown', 'local_shell', 'shell', 'apply_patch', 'wiki.ask', 'unknown'],
    );
    const out = sent.input;
    assert.equal(out[2]!['output'], NOTE);
    assert.deepEqual(out[3]!['output'], [{ type: 'input_text', text: 'fine' }]);
    assert.equal(out[4]!['output'], NOTE);
    assert.equal(out[5]!['output'], NOTE);
    assert.deepEqual(out[6]!['output'], [
      { stdout: NOTE, stderr: '', outcome: { type: 'exit', exit_code: 2 } },
    ]);
    assert.equal(out[7]!['output'], NOTE);
    assert.equal(out[8]!['output'], NOTE);
    assert.equal(out[9]!['output'] && (out[9]!['output'] as { image_url: string }).image_url, 'data:x');
    assert.equal(out[10]!['output'], NOTE);
    assert.ok(!JSON.stringify(sent).includes('HELD'));
    assert.deepEqual(
      verdicts.withheld.map((w) => [w.tool_call_id, w.tool]),
      [
        ['c1', 'fs.read'],
        ['c3', 'unknown'],
        ['c4', 'local_shell'],
        ['c5', 'shell'],
        ['c6', 'apply_patch'],
        ['m1', 'wiki.ask'],
        ['c8', 'unknown'],
      ],
    );
  });

  it("forwards the client's own bytes when nothing changed; pins the model when --model is set", async () => {
    const body = { model: 'm', input: 'hi', include: ['reasoning.encrypted_content'], store: false };
    const { prepared } = await prepare(body);
    assert.equal(String(prepared.body), JSON.stringify(body));
    const pinned = await prepare(body, 'gpt-pinned');
    assert.equal((JSON.parse(String(pinned.prepared.body)) as { model: string }).model, 'gpt-pinned');
  });

  it('400s a body that is not a Responses request', () => {
    assert.throws(() => asResponsesRequest([]), /JSON object/);
    assert.throws(() => asResponsesRequest({ input: 7 }), /"input" must be a string or an array/);
    assert.doesNotThrow(() => asResponsesRequest({ previous_response_id: 'resp_1' }));
  });
});

describe('outputText', () => {
  it('reads text parts as text, images as nothing, other parts as their JSON', () => {
    assert.equal(
      outputText([
        { type: 'input_text', text: 'a' },
        { type: 'input_image', image_url: 'data:image/png;base64,AAAA' },
        { type: 'input_file', filename: 'f.txt', file_data: 'eA==' },
      ]),
      'a\n{"type":"input_file","filename":"f.txt","file_data":"eA=="}',
    );
    assert.equal(outputText(undefined), '');
    assert.equal(outputText('x'), 'x');
  });
});
