// Round 55: conversations of earlier Bash calls for the standing tests through the real gate
// (test/redteam-floor-r55-standing-e2e.test.ts and -standing2-e2e): the history each wire carries, the
// answer's proposed calls, and the verdict kinds gate reports for them.
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import type OpenAI from 'openai';
import { runGate } from './gate-process.js';

/** gate's extension on an answer: a verdict per proposed call. */
export interface GateExt {
  verdicts: { tool_call_id: string; verdict: { kind: string } }[];
}

/** Earlier calls of the conversation, then the answer's calls and the verdict each must get, in order. */
export interface ShellCase {
  name: string;
  earlier: readonly string[];
  proposed: readonly string[];
  /** Each proposed call's verdict, in order. */
  want: readonly string[];
}

const bash = (command: string) => ({ command });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);

/** The verdict kind of each proposed call, by its id. */
export const kinds = (ext: GateExt | undefined): Record<string, string> =>
  Object.fromEntries((ext?.verdicts ?? []).map((v) => [v.tool_call_id, v.verdict.kind]));

/** gate's extension on an SDK's answer object. */
export const gateOf = (answer: unknown): GateExt | undefined => (answer as { gate?: GateExt }).gate;

/** The answer's Bash calls, ids `p0`.. */
export const proposedBash = (c: ShellCase) =>
  c.proposed.map((command, i) => ({ id: `p${i}`, name: 'Bash', args: JSON.stringify(bash(command)) }));

/** What `kinds` must give for the case, with its name. */
export const wantedKinds = (c: ShellCase) => ({
  case: c.name,
  ...Object.fromEntries(c.want.map((k, i) => [`p${i}`, k])),
});

/** The messages wire's history: the user's turn, then each earlier call with its result. */
export function anthropicHistory(user: string, earlier: readonly string[]): Anthropic.MessageParam[] {
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: user }];
  for (const [i, id] of ids(earlier.length).entries()) {
    messages.push({
      role: 'assistant',
      content: [{ type: 'tool_use', id, name: 'Bash', input: bash(earlier[i] as string) }],
    });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] });
  }
  return messages;
}

/** The chat wire's history: the user's turn, then each earlier call with its result. */
export function chatHistory(
  user: string,
  earlier: readonly string[],
): OpenAI.Chat.ChatCompletionMessageParam[] {
  const chat: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: user }];
  for (const [i, id] of ids(earlier.length).entries()) {
    chat.push({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id,
          type: 'function',
          function: { name: 'Bash', arguments: JSON.stringify(bash(earlier[i] as string)) },
        },
      ],
    });
    chat.push({ role: 'tool', tool_call_id: id, content: 'ok' });
  }
  return chat;
}

/**
 * Round 55, second pass, and round 56: Claude Code's hook for a Bash `command` run in `cwd`, the session's
 * project named by CLAUDE_PROJECT_DIR (`project`), decided embedded (`gateUrl` undefined) or by the gate
 * running there: the hook's permissionDecision, `none` when it leaves the call to the agent.
 */
export async function claudeHookDecision(
  gateUrl: string | undefined,
  cwd: string,
  project: string | undefined,
  command: string,
): Promise<string> {
  const r = await runGate(['hook', 'claude-code'], {
    input: JSON.stringify({
      session_id: 's-workspace',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_workspace',
      cwd,
    }),
    env: { GATE_URL: gateUrl, CLAUDE_PROJECT_DIR: project },
  });
  return r.stdout.trim() === ''
    ? 'none'
    : String(JSON.parse(r.stdout).hookSpecificOutput?.permissionDecision ?? 'none');
}

/** A session started in /tmp/proj runs git there; anything else under /tmp is refused as before. */
export async function assertWorkspaceCases(gateUrl: string | undefined): Promise<void> {
  const decision = (cwd: string, project: string | undefined, command: string) =>
    claudeHookDecision(gateUrl, cwd, project, command);
  assert.notEqual(await decision('/tmp/proj', '/tmp/proj', 'git status'), 'deny');
  assert.notEqual(await decision('/tmp/proj/web', '/tmp/proj', 'npm test'), 'deny');
  // Not the workspace, none named, a shared root named as one, a written move out of it: refused.
  assert.equal(await decision('/tmp/proj', undefined, 'git status'), 'deny');
  assert.equal(await decision('/tmp/r', '/tmp/proj', 'git status'), 'deny');
  assert.equal(await decision('/tmp/r', '/tmp', 'git status'), 'deny');
  assert.equal(await decision('/tmp/proj', '/tmp/proj', 'cd /tmp/r && git status'), 'deny');
}
