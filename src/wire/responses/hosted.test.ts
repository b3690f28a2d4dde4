// Which hosted MCP declarations send every call back for approval (then gate judges each), and which
// need the server admitted outright; what an output item shows a provider-run tool fetched.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { everyCallApproved, fetchedBy, hostedDeclarations } from './hosted.js';

const mcp = (extra: Record<string, unknown>) => ({
  type: 'mcp',
  server_label: 'wiki',
  server_url: 'u',
  ...extra,
});

describe('hosted MCP approval', () => {
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['always', { require_approval: 'always' }, true],
    ['never', { require_approval: 'never' }, false],
    ['no setting (the provider default is not assumed)', {}, false],
    [
      'per-tool: always lists every allowed tool',
      { require_approval: { always: { tool_names: ['a', 'b'] } }, allowed_tools: ['a'] },
      true,
    ],
    [
      'per-tool: allowed_tools as a filter',
      { require_approval: { always: { tool_names: ['a'] } }, allowed_tools: { tool_names: ['a'] } },
      true,
    ],
    [
      'per-tool: an allowed tool not in always',
      { require_approval: { always: { tool_names: ['a'] } }, allowed_tools: ['a', 'b'] },
      false,
    ],
    [
      'per-tool: no allowed_tools (unlisted tools unknown)',
      { require_approval: { always: { tool_names: ['a'] } } },
      false,
    ],
    [
      'per-tool: never lists a tool',
      {
        require_approval: { always: { tool_names: ['a'] }, never: { tool_names: ['b'] } },
        allowed_tools: ['a'],
      },
      false,
    ],
    [
      'per-tool: never empty',
      {
        require_approval: { always: { tool_names: ['a'] }, never: { tool_names: [] } },
        allowed_tools: ['a'],
      },
      true,
    ],
    [
      'per-tool: a read_only filter gate does not read',
      { require_approval: { always: { read_only: true } }, allowed_tools: ['a'] },
      false,
    ],
    [
      'an unknown key',
      { require_approval: { always: { tool_names: ['a'] }, sometimes: {} }, allowed_tools: ['a'] },
      false,
    ],
  ];
  for (const [name, extra, approved] of cases)
    it(name, () => {
      assert.equal(everyCallApproved(mcp(extra)), approved);
      // Round 58: the tools the provider may run, as a list of names gate reads (undefined: every tool).
      const listed = extra.allowed_tools;
      const mcpTools = Array.isArray(listed)
        ? listed
        : (listed as { tool_names?: string[] } | undefined)?.tool_names;
      assert.deepEqual(hostedDeclarations([mcp(extra)]), [
        { at: 'tools[0]', type: 'mcp', tool: 'hosted:mcp:wiki', approved, mcpTools },
      ]);
    });

  it('a server with no label cannot be named, so it is refused', () => {
    assert.equal(hostedDeclarations([{ type: 'mcp', require_approval: 'always' }])[0]!.tool, undefined);
  });

  it('a namespace is read tool by tool', () => {
    assert.deepEqual(
      hostedDeclarations([
        { type: 'namespace', name: 'n', tools: [{ type: 'function' }, { type: 'web_search' }] },
      ]),
      [{ at: 'tools[0].tools[1]', type: 'web_search', tool: 'hosted:web_search' }],
    );
  });
});

describe('what an output item shows was fetched', () => {
  it('reads the search action, leaving ids and kinds out', () => {
    const found = fetchedBy({
      id: 'ws_1',
      type: 'web_search_call',
      status: 'completed',
      action: { type: 'search', query: 'q', sources: [{ type: 'url', url: 'https://a.example/' }] },
    });
    assert.deepEqual(found, [{ id: 'ws_1', tool: 'hosted:web_search', content: 'q\nhttps://a.example/' }]);
  });

  it('reads a message’s url citations, and nothing of a plain message', () => {
    const part = (annotations: unknown[]) => ({ type: 'output_text', text: 't', annotations });
    assert.deepEqual(fetchedBy({ id: 'm', type: 'message', content: [part([])] }), []);
    assert.deepEqual(
      fetchedBy({
        id: 'm',
        type: 'message',
        content: [part([{ type: 'url_citation', url: 'https://a.example/', title: 'A', start_index: 0 }])],
      }),
      [{ id: 'm', tool: 'hosted:web_search', content: 'https://a.example/\nA' }],
    );
  });

  it('names an MCP call’s output by its server and tool; a type named like a prototype key is nothing', () => {
    assert.deepEqual(
      fetchedBy({ id: 'mc', type: 'mcp_call', server_label: 'wiki', name: 'ask', output: 'x' }),
      [{ id: 'mc', tool: 'wiki.ask', content: 'x' }],
    );
    assert.deepEqual(fetchedBy({ type: 'constructor', output: 'x' }), []);
  });
});
