// Which hosted MCP declarations send every call back for approval (then gate judges each), and which
// need the server admitted outright; what an output item shows a provider-run tool fetched.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allowedTools, everyCallApproved, fetchedBy, hostedDeclarations } from './hosted.js';

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
      // Round 61: an approval setting gate cannot fully read (an unknown key) is refused (unread).
      const unread = name === 'an unknown key' ? { unread: true } : {};
      assert.deepEqual(hostedDeclarations([mcp(extra)]), [
        { at: 'tools[0]', type: 'mcp', tool: 'hosted:mcp:wiki', approved, mcpTools, ...unread },
      ]);
    });

  it('round 61: allowed_tools is a list of names or a tool_names/read_only filter; anything else is unread', () => {
    const read = (allowed: unknown) => allowedTools(allowed);
    assert.equal(read(undefined), undefined);
    assert.equal(read(null), undefined);
    assert.deepEqual(read(['a']), ['a']);
    assert.deepEqual(read({ tool_names: ['a'] }), ['a']);
    // read_only narrows the names (the provider decides which are read-only): the names bound it.
    assert.deepEqual(read({ tool_names: ['a'], read_only: true }), ['a']);
    assert.equal(read({ read_only: true }), undefined);
    assert.equal(read({}), undefined);
    for (const bad of [7, 'a', true, [1], ['a', null], { tool_names: 'a' }, { read_only: 'yes' }, { x: 1 }])
      assert.equal(typeof read(bad), 'symbol', JSON.stringify(bad));
    // A read_only filter bounded by names needing approval is every call approved; without names it is not.
    const approvedWith = (allowed_tools: unknown) =>
      everyCallApproved({ require_approval: { always: { tool_names: ['a'] } }, allowed_tools });
    assert.equal(approvedWith({ tool_names: ['a'], read_only: true }), true);
    assert.equal(approvedWith({ read_only: true }), false);
    for (const setting of ['Always', 7, { always: 'a' }, { always: { tool_names: [1] } }, { sometimes: {} }])
      assert.equal(hostedDeclarations([mcp({ require_approval: setting })])[0]!.unread, true);
    for (const setting of ['never', null, { always: { read_only: true } }, { never: { tool_names: [] } }])
      assert.equal(hostedDeclarations([mcp({ require_approval: setting })])[0]!.unread, undefined);
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
