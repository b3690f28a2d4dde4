import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Engine, ToolCall, Verdict } from '../../server/types.js';
import { tableEngine, verdictsFor } from '../shared/testing.js';
import { CALL_KINDS, callKind } from './calls.js';
import { rewriteResponse } from './response.js';
import type { Item, ResponseObject } from './types.js';

/** Admits by name; `repair` names get TRANSFORM with the arguments returned by the function. */
function engineWith(allow: string[], repair: Record<string, (args: unknown) => Record<string, never>> = {}) {
  const calls: ToolCall[] = [];
  const engine: Engine = {
    ...tableEngine([]).engine,
    adjudicate: async (call): Promise<Verdict> => {
      calls.push(call);
      const fix = repair[call.tool];
      if (fix) return { kind: 'TRANSFORM', by: 'monitor', repairedArguments: fix(call.args) };
      return allow.includes(call.tool)
        ? { kind: 'ALLOW', by: 'monitor' }
        : { kind: 'DENY', reason: 'DEFAULT_DENY', by: 'monitor' };
    },
  };
  return { engine, calls };
}

describe('rewriteResponse', () => {
  it('judges every kind of call the client would act on; refused ones are removed, the rest pass', async () => {
    const { engine, calls } = engineWith(['fs.read', 'apply_patch', 'local_shell']);
    const response: ResponseObject = {
      id: 'resp_1',
      object: 'response',
      status: 'completed',
      output: [
        { id: 'rs_1', type: 'reasoning', summary: [], encrypted_content: 'opaque' },
        {
          id: 'fc_1',
          type: 'function_call',
          call_id: 'c1',
          namespace: 'fs',
          name: 'read',
          arguments: '{"p":1}',
        },
        { id: 'fc_2', type: 'function_call', call_id: 'c2', name: 'read', arguments: '{"p":2}' },
        { id: 'ctc', type: 'custom_tool_call', call_id: 'c3', name: 'apply_patch', input: '*** Begin Patch' },
        {
          id: 'lsh',
          type: 'local_shell_call',
          call_id: 'c4',
          status: 'completed',
          action: { type: 'exec', command: ['ls'] },
        },
        {
          id: 'sh',
          type: 'shell_call',
          call_id: 'c5',
          status: 'completed',
          action: { commands: ['ls', 'rm -rf .git'] },
        },
        {
          id: 'ap',
          type: 'apply_patch_call',
          call_id: 'c6',
          status: 'completed',
          operation: { type: 'delete_file', path: 'a' },
        },
        {
          id: 'cu',
          type: 'computer_call',
          call_id: 'c7',
          status: 'completed',
          action: { type: 'click', x: 1, y: 2 },
        },
        { id: 'mcpr', type: 'mcp_approval_request', server_label: 'wiki', name: 'ask', arguments: '{}' },
        { id: 'ws', type: 'web_search_call', status: 'completed', action: { type: 'search', query: 'q' } },
        { id: 'msg', type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'ok' }] },
      ],
      usage: { total_tokens: 3 },
    };
    const verdicts = verdictsFor(engine);
    // The request declared the search the provider ran (round 57: an undeclared one is judged first).
    verdicts.declaredHosted('hosted:web_search');
    await rewriteResponse(response, verdicts, false);
    assert.deepEqual(
      calls.map((c) => [c.tool, c.args]),
      [
        ['fs.read', { p: 1 }],
        ['read', { p: 2 }],
        ['apply_patch', { input: '*** Begin Patch' }],
        ['local_shell', { type: 'exec', command: ['ls'] }],
        // The floor reads shell_call commands as one script, so shell rules see every line.
        ['shell', { commands: ['ls', 'rm -rf .git'], command: 'ls\nrm -rf .git' }],
        ['apply_patch', { type: 'delete_file', path: 'a' }],
        ['computer', { type: 'click', x: 1, y: 2 }],
        ['wiki.ask', {}],
      ],
    );
    assert.deepEqual(
      response.output?.map((o) => (o as { id: string }).id),
      ['rs_1', 'fc_1', 'ctc', 'lsh', 'ap', 'ws', 'msg'],
    );
    assert.deepEqual(
      response.gate?.verdicts.map((v) => [v.tool_call_id, v.verdict.kind]),
      [
        ['c1', 'ALLOW'],
        ['c2', 'DENY'],
        ['c3', 'ALLOW'],
        ['c4', 'ALLOW'],
        ['c5', 'DENY'],
        ['c6', 'ALLOW'],
        ['c7', 'DENY'],
        ['mcpr', 'DENY'],
      ],
    );
    assert.deepEqual(response.usage, { total_tokens: 3 });
  });

  it('carries repaired arguments in the item; a kind that cannot carry them is dropped', async () => {
    const { engine } = engineWith([], {
      get_user: () => ({ id: 7, password: '[REDACTED]' }) as never,
      shell: (args) => ({ ...(args as object), timeout_ms: 1 }) as never,
      'wiki.ask': () => ({}) as never,
    });
    const response: ResponseObject = {
      output: [
        { type: 'function_call', call_id: 'c1', name: 'get_user', arguments: '{"id":7,"password":"x"}' },
        { type: 'shell_call', call_id: 'c2', action: { commands: ['ls'] } },
        { type: 'mcp_approval_request', id: 'm', server_label: 'wiki', name: 'ask', arguments: '{}' },
      ],
    };
    await rewriteResponse(response, verdictsFor(engine), false);
    assert.deepEqual(response.output, [
      {
        type: 'function_call',
        call_id: 'c1',
        name: 'get_user',
        arguments: '{"id":7,"password":"[REDACTED]"}',
      },
      // The joined script the floor read is not part of what the client runs.
      { type: 'shell_call', call_id: 'c2', action: { commands: ['ls'], timeout_ms: 1 } },
    ]);
  });

  it('appends the [gate] note for a coding agent; never quotes arguments', async () => {
    const { engine } = engineWith([]);
    const response: ResponseObject = {
      output: [{ type: 'function_call', call_id: 'c1', name: 'rm', arguments: '{"path":"/secret/plans"}' }],
    };
    await rewriteResponse(response, verdictsFor(engine), true);
    const note = response.output?.[0] as { type: string; content: { text: string }[] };
    assert.equal(response.output?.length, 1);
    assert.equal(note.type, 'message');
    assert.match(
      note.content[0]!.text,
      /^\[gate\] 1 tool item changed .*\n- dropped rm \(c1\): DENY DEFAULT_DENY$/,
    );
    assert.ok(!note.content[0]!.text.includes('plans'));
  });
});

describe('callKind', () => {
  it('knows the calls a client acts on, and nothing the provider runs itself', () => {
    assert.deepEqual(Object.keys(CALL_KINDS).sort(), [
      'apply_patch_call',
      'computer_call',
      'custom_tool_call',
      'function_call',
      'local_shell_call',
      'mcp_approval_request',
      'shell_call',
    ]);
    for (const type of [
      'web_search_call',
      'file_search_call',
      'mcp_call',
      'code_interpreter_call',
      'image_generation_call',
      'mcp_list_tools',
      'message',
      'reasoning',
      'compaction',
      'program',
      'function_call_output',
    ])
      assert.equal(callKind({ type }), undefined, type);
    assert.equal(callKind({ type: 'tool_search_call', execution: 'server' }), undefined);
  });

  it('judges a client-run tool search, and any item of a type it does not know, never passing one', () => {
    const search = { type: 'tool_search_call', call_id: 'ts_1', execution: 'client', arguments: { q: 'x' } };
    assert.equal(callKind(search)?.tool(search), 'tool_search');
    assert.deepEqual(callKind(search)?.args(search), { q: 'x' });
    // A tool search that does not say the provider ran it is the client's: judged.
    assert.equal(callKind({ type: 'tool_search_call' })?.tool({ type: 'tool_search_call' }), 'tool_search');
    for (const item of [
      { type: 'toString' },
      { type: 'future_shell_call', command: 'rm -rf /' },
      { type: 'a b\u0000c' },
      { type: 42 },
      {},
    ] as unknown as Item[]) {
      const kind = callKind(item);
      assert.ok(kind, JSON.stringify(item));
      assert.match(kind.tool(item), /^item:[A-Za-z0-9_.?-]+$/);
      assert.equal(kind.repaired(item, {}), undefined);
    }
    assert.equal(
      callKind({ type: 'future_shell_call' })?.tool({ type: 'future_shell_call' }),
      'item:future_shell_call',
    );
  });
});
