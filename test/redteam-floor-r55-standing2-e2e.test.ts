// Round 55, second pass (docs/floor.md, "Round 55, second pass (standing2-r55)"): the ordinary traces that
// round 55 refused, through the real `gate serve` with the official clients and the real `gate hook`: a
// call that first moves the shell back out of a shared place (`cd ~/proj && git status`), and a call after
// a subshell's or env's move, are admitted; their broken twins stay refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type OpenAI from 'openai';
import { responsesJson } from './fake-responses-upstream.js';
import { anthropicJson, openaiJson } from './fake-upstream.js';
import { runGate } from './helpers/gate-process.js';
import { type ModelGates, startModelGates } from './helpers/model-gates.js';
import {
  anthropicHistory,
  assertWorkspaceCases,
  chatHistory,
  gateOf,
  kinds,
  proposedBash,
  type ShellCase,
  wantedKinds,
} from './helpers/shell-conversations.js';

const ENV = { GATE_KEY: 'k-standing2-e2e', PROVIDER_KEY: 'sk-provider' };
const USER = 'Look at the repository I unpacked, then go back to my project.';

const CASES: readonly ShellCase[] = [
  {
    name: 'back out first',
    earlier: ['cd /tmp/r'],
    proposed: ['cd ~/proj && git status'],
    want: ['ALLOW'],
  },
  {
    name: 'back out first, a runner',
    earlier: ['git clone https://h/r /tmp/r && cd /tmp/r', 'ls'],
    proposed: ['cd /home/u/app && make && npm test'],
    want: ['ALLOW'],
  },
  {
    name: 'in one answer',
    earlier: [],
    proposed: ['cd /tmp/r', 'cd ~/proj && git status'],
    want: ['ALLOW', 'ALLOW'],
  },
  { name: "a subshell's cd", earlier: ['(cd /tmp/x; ls)'], proposed: ['git status'], want: ['ALLOW'] },
  { name: "env's chdir", earlier: ['env -C /tmp/x ls'], proposed: ['make'], want: ['ALLOW'] },
  { name: 'the move may fail', earlier: ['cd /tmp/r'], proposed: ['cd ~/proj; git status'], want: ['DENY'] },
  {
    name: 'and back again',
    earlier: ['cd /tmp/r'],
    proposed: ['cd ~/proj && cd - && git status'],
    want: ['DENY'],
  },
  {
    name: 'HOME moved earlier',
    earlier: ['cd /tmp/r', 'export HOME=/tmp/r'],
    proposed: ['cd ~ && git status'],
    want: ['DENY'],
  },
  { name: 'a group persists', earlier: ['{ cd /tmp/x; }'], proposed: ['git status'], want: ['DENY'] },
];

describe('round 55, second pass: read in order, through the real gate', () => {
  let gates: ModelGates;
  let fake: ModelGates['fake'];
  let oai: ModelGates['oai'];
  let ant: ModelGates['ant'];

  before(async () => {
    gates = await startModelGates(undefined, ENV);
    ({ fake, oai, ant } = gates);
  });

  after(async () => {
    await gates?.stop();
  });

  it('messages (Anthropic SDK)', async () => {
    for (const c of CASES) {
      const messages = anthropicHistory(USER, c.earlier);
      fake.push(anthropicJson({ calls: proposedBash(c) }));
      const msg = await ant.messages.create({ model: 'm', max_tokens: 100, messages });
      assert.deepEqual({ case: c.name, ...kinds(gateOf(msg)) }, wantedKinds(c));
    }
  });

  it('chat completions (OpenAI SDK)', async () => {
    for (const c of CASES) {
      const chat = chatHistory(USER, c.earlier);
      fake.push(openaiJson({ calls: proposedBash(c) }));
      const data = await oai.chat.completions.create({ model: 'm', messages: chat });
      assert.deepEqual({ case: c.name, ...kinds(gateOf(data)) }, wantedKinds(c));
    }
  });

  it('responses (OpenAI SDK): a Codex call in a shared workdir that leaves first', async () => {
    const input: OpenAI.Responses.ResponseInputItem[] = [{ role: 'user', content: USER }];
    const call = (id: string, script: string) => ({
      id,
      name: 'shell',
      args: JSON.stringify({ command: ['bash', '-lc', script], workdir: '/tmp/r' }),
    });
    fake.push(responsesJson({ calls: [call('p0', 'cd ~/proj && git status'), call('p1', 'git status')] }));
    const res = await oai.responses.create({ model: 'm', input });
    assert.deepEqual(kinds(gateOf(res)), { p0: 'ALLOW', p1: 'DENY' });
  });
});

it('through the real gate hook: a Claude Code event in /tmp/r whose command leaves first', async () => {
  const decision = async (cwd: string, command: string): Promise<string> => {
    const r = await runGate(['hook', 'claude-code'], {
      input: JSON.stringify({
        session_id: 's-r55b',
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command },
        tool_use_id: 'toolu_r55b',
        cwd,
      }),
      env: { GATE_URL: undefined },
    });
    return r.stdout.trim() === ''
      ? 'none'
      : String(JSON.parse(r.stdout).hookSpecificOutput?.permissionDecision ?? 'none');
  };
  assert.notEqual(await decision('/tmp/r', 'cd ~/proj && git status'), 'deny');
  assert.equal(await decision('/tmp/r', 'cd ~/proj; git status'), 'deny');
  assert.equal(await decision('/tmp/r', '(cd ~/proj) && git status'), 'deny');
});

it('through the real gate hook: a session started in /tmp/proj (CLAUDE_PROJECT_DIR) runs git there', async () => {
  await assertWorkspaceCases(undefined);
});
