// One `gate hook <agent>` run, in this process (through `main`, exit code included) or as the real
// process, and what the agent does with its answer. Shared by the hook red-team tests.
import assert from 'node:assert/strict';
import { runGateInProcess } from './gate-main.js';
import { runGate } from './gate-process.js';

export interface Answer {
  code: number;
  stdout: string;
  stderr: string;
}

/** One hook run in this process, through `main` as the binary runs it (exit code included). */
export function hookInProcess(agent: string, input: string): Promise<Answer> {
  return runGateInProcess(['hook', agent], { input, env: { GATE_URL: undefined } });
}

export async function hookProcess(agent: string, input: string): Promise<Answer> {
  const r = await runGate(['hook', agent], { input, env: { GATE_URL: undefined } });
  return { code: r.code ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export type Verdict = 'deny' | 'silent' | 'other';

/** What the agent does with the answer: refuse the call/result, or carry on. */
export function readAnswer(agent: string, a: Answer): Verdict {
  assert.doesNotMatch(a.stderr, /\n\s+at .+:\d+:\d+/, 'a stack trace on stderr');
  // Exit 1 is "the hook failed" to Claude Code, Gemini CLI and Codex: the call goes ahead. Only 0 or 2 are answers.
  assert.ok(a.code === 0 || a.code === 2, `exit ${a.code}: ${a.stderr}`);
  if (a.code === 2) {
    assert.ok(a.stderr.trim().length > 0, 'a block without a reason');
    return 'deny';
  }
  if (a.stdout.trim() === '') return 'silent';
  const doc = JSON.parse(a.stdout) as {
    permission?: string;
    decision?: string;
    hookSpecificOutput?: { permissionDecision?: string; updatedInput?: unknown };
  };
  if (agent === 'codex') {
    // Codex runs the call on a bare "allow" and on "ask" (observed with codex 0.171.0): never written.
    const p = doc.hookSpecificOutput?.permissionDecision;
    assert.ok(
      p !== 'ask' && !(p === 'allow' && !doc.hookSpecificOutput?.updatedInput),
      `codex answered ${p}`,
    );
  }
  if (agent === 'cursor') return doc.permission === 'deny' ? 'deny' : 'other';
  if (agent === 'gemini') return doc.decision === 'deny' ? 'deny' : 'other';
  return doc.hookSpecificOutput?.permissionDecision === 'deny' || doc.decision === 'block' ? 'deny' : 'other';
}

/** Ordinary prose around one secret, long enough that gate redacts the secret rather than withholding it all. */
export const PROSE_BEFORE =
  'Build notes for the project, read them before you change anything in the release scripts or the CI setup.\nThe CI uses a token: ';
export const PROSE_AFTER =
  ' for publishing.\nRun npm test before pushing, and update the changelog with every release you make, then tag it\nand write the notes for the release page so users know what changed and why it changed.\n';
export const PROSE_PAT = 'ghp_Xk9fQ2mZ7rT4bN8wL1cV6yH3pD5sJ0aE2uGq';

/** The result event of each dialect that screens results, carrying `text` as the tool's output. */
export function resultEvent(agent: string, text: string, tool = 'Bash', session = 's-r76'): string {
  if (agent === 'gemini')
    return JSON.stringify({
      hook_event_name: 'AfterTool',
      session_id: session,
      tool_name: tool,
      tool_input: {},
      tool_response: { llmContent: text },
    });
  return JSON.stringify({
    hook_event_name: 'PostToolUse',
    session_id: session,
    tool_name: tool,
    tool_input: { command: 'cat NOTES.md' },
    tool_response: text,
  });
}
