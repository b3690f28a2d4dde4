// Red team, `gate hook <agent>` event names: an event gate does not judge but which names a tool (a new
// or renamed event, another casing, a missing or non-string name) must be refused in the agent's own
// format, never answered with the silence that lets the call run; an event that names no tool gets the
// documented no-opinion answer. Fuzzed in-process (the binary's `main`), then through the real process.
// GATE_FUZZ_RUNS raises both counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  readAnswer as effect,
  hookInProcess as inProcess,
  hookProcess as viaProcess,
} from './helpers/hook-run.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 150);
const PROCESS_RUNS = Math.max(6, Math.round(RUNS / 20));

const AGENTS = ['claude-code', 'codex', 'cursor', 'gemini'] as const;
type Agent = (typeof AGENTS)[number];
/** The events each dialect judges or leaves alone by name (docs/hooks.md); every other name is unknown. */
const KNOWN: Record<Agent, string[]> = {
  'claude-code': ['PreToolUse', 'PostToolUse'],
  codex: ['PreToolUse', 'PostToolUse'],
  gemini: ['BeforeTool', 'AfterTool'],
  cursor: [
    'preToolUse',
    'beforeShellExecution',
    'beforeMCPExecution',
    'afterShellExecution',
    'afterMCPExecution',
    'postToolUse',
    'postToolUseFailure',
  ],
};

// Names an agent might send that gate does not judge: other casings, padding, look-alikes, new events.
const eventName = fc.oneof(
  fc.constantFrom(
    'pretooluse',
    'PRETOOLUSE',
    'PreToolUse ',
    ' BeforeTool',
    'PreToolUse\u200b',
    'PrеToolUse', // Cyrillic e
    'PermissionRequest',
    'PostToolUseFailure',
    'PreToolUseV2',
    'BeforeToolSelection',
    'beforeToolUse',
    'tool_call',
    '',
  ),
  fc.string({ maxLength: 24 }),
  fc.jsonValue({ maxDepth: 1 }),
);
// Fields by which an event names a tool, as the agents spell them or might in a new version.
const toolField = fc.constantFrom(
  'tool_name',
  'tool_input',
  'toolName',
  'tool',
  'command',
  'mcp_server',
  'functionCall',
  'TOOL_INPUT',
);

test('redteam hook events: an unknown event that names a tool is refused in the agent’s format (in-process)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...AGENTS),
      fc.option(eventName, { nil: undefined }),
      toolField,
      fc.jsonValue({ maxDepth: 2 }),
      async (agent, name, field, value) => {
        if (typeof name === 'string' && KNOWN[agent].includes(name)) return;
        const event: Record<string, unknown> = { session_id: 's-1', [field]: value };
        if (name !== undefined) event.hook_event_name = name;
        const a = await inProcess(agent, JSON.stringify(event));
        assert.equal(effect(agent, a), 'deny', `${agent} ${JSON.stringify(event)}: ${a.stdout}${a.stderr}`);
        assert.match(a.stdout + a.stderr, /names a tool but is not one gate judges/);
      },
    ),
    { numRuns: RUNS },
  );
});

test('redteam hook events: an event that names no tool gets no opinion (in-process)', async () => {
  const plainField = fc.constantFrom(
    'prompt',
    'message',
    'source',
    'stop_hook_active',
    'file_path',
    'reason',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...AGENTS),
      eventName,
      fc.dictionary(plainField, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
      async (agent, name, fields) => {
        if (typeof name === 'string' && KNOWN[agent].includes(name)) return;
        const event = { session_id: 's-1', ...fields, hook_event_name: name };
        const a = await inProcess(agent, JSON.stringify(event));
        assert.equal(effect(agent, a), 'silent', `${agent} ${JSON.stringify(event)}: ${a.stdout}${a.stderr}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('redteam hook events: the documented no-opinion events stay silent', async () => {
  const cases: [Agent, Record<string, unknown>][] = [
    ['claude-code', { hook_event_name: 'UserPromptSubmit', session_id: 's', prompt: 'sudo rm -rf /' }],
    ['claude-code', { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' }],
    ['gemini', { hook_event_name: 'BeforeAgent', session_id: 's', prompt: 'hi' }],
    // Codex's own events that name no tool (its embedded hook schemas): turn, session, compaction.
    [
      'codex',
      { hook_event_name: 'UserPromptSubmit', session_id: 's', turn_id: 't', prompt: 'sudo rm -rf /' },
    ],
    ['codex', { hook_event_name: 'Stop', session_id: 's', turn_id: 't', stop_hook_active: false }],
    ['codex', { hook_event_name: 'PreCompact', session_id: 's', turn_id: 't', trigger: 'auto' }],
    ['cursor', { hook_event_name: 'afterShellExecution', conversation_id: 'c', command: 'ls', output: 'x' }],
    ['cursor', { hook_event_name: 'beforeReadFile', conversation_id: 'c', file_path: '/etc/hosts' }],
  ];
  for (const [agent, event] of cases)
    assert.equal(
      effect(agent, await inProcess(agent, JSON.stringify(event))),
      'silent',
      JSON.stringify(event),
    );
});

test("redteam hook events: Codex's PermissionRequest names a tool gate does not judge there: refused", async () => {
  const event = {
    hook_event_name: 'PermissionRequest',
    session_id: 's',
    turn_id: 't',
    tool_name: 'Bash',
    tool_input: { command: 'ls' },
  };
  const a = await inProcess('codex', JSON.stringify(event));
  assert.equal(effect('codex', a), 'deny');
  assert.match(a.stderr, /the event \(PermissionRequest\) names a tool but is not one gate judges/);
});

test('redteam hook events: the real process refuses unknown tool events and is silent on the rest', async () => {
  const samples = fc.sample(fc.tuple(fc.constantFrom(...AGENTS), eventName, toolField, fc.boolean()), {
    numRuns: PROCESS_RUNS,
    seed: 11,
  });
  for (let i = 0; i < samples.length; i += 3) {
    const batch = samples.slice(i, i + 3).filter(([agent, name]) => {
      return !(typeof name === 'string' && KNOWN[agent].includes(name));
    });
    const answers = await Promise.all(
      batch.map(async ([agent, name, field, namesTool]) => {
        const event = {
          hook_event_name: name,
          session_id: 's-1',
          ...(namesTool ? { [field]: { command: 'sudo rm -rf /' } } : { prompt: 'x' }),
        };
        return [agent, event, namesTool, await viaProcess(agent, JSON.stringify(event))] as const;
      }),
    );
    for (const [agent, event, namesTool, a] of answers)
      assert.equal(effect(agent, a), namesTool ? 'deny' : 'silent', `${agent} ${JSON.stringify(event)}`);
  }
});
