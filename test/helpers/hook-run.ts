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
