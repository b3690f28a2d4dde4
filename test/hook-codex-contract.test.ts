// What the real Codex CLI (the pinned @openai/codex 0.171.0) does with each form of hook answer, which
// `gate hook codex` is built on (docs/hooks.md, "Codex"): one offline session whose scripted hook
// (test/fixtures/codex-hooks/answer-by-id.sh) answers each call by its id. Each call creates a marker
// when it runs, so the test sees which answers block and which let the call run; a Codex upgrade that
// changes any of them fails here before it silently changes what gate's answers mean.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { responsesSse } from './fake-responses-upstream.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import {
  outputsOf,
  type ProposedCall,
  proposeOnce,
  runCodexExec,
  writeCodexHome,
} from './helpers/codex-hooks.js';
import { REPO_ROOT } from './helpers/gate-process.js';

// Run by sh: a node start per event cost the file 3 to 4 s of CPU a run (docs/testing.md, round 68).
const HOOK = `sh ${join(REPO_ROOT, 'test/fixtures/codex-hooks/answer-by-id.sh')}`;
const SCRIPTED_MCP = join(REPO_ROOT, 'test/fixtures/mcp-scripted/server.mjs');

/** PreToolUse answers that stop the call, and those Codex reads as "hook failed" and runs the call. */
const BLOCKS = ['deny', 'block', 'exit2'];
const RUNS_ANYWAY = ['ask', 'allow', 'exit1', 'badjson', 'slow'];
/** PostToolUse answers that replace the result with the reason, and those after which it passes. */
const REPLACES = ['pblock', 'pexit2'];
const PASSES = ['pmcpout', 'pbadjson'];
/** Codex's hook timeout: the slow hook waits past it; every other hook (an sh start) must fit in it. */
const HOOK_TIMEOUT_SEC = 8;

describe('Codex 0.171.0 hook contract (what each answer does)', () => {
  let dir: string;
  let work: string;
  let fake: FakeUpstream;
  let log: string;
  let outputs: Map<string, string>;
  let events: Record<string, unknown>[];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-codex-contract-'));
    work = join(dir, 'work');
    mkdirSync(work);
    log = join(dir, 'events.jsonl');
    fake = await startFakeUpstream();
    const shell = (id: string): ProposedCall => ({
      id: `${id}_1`,
      name: 'exec_command',
      args: { cmd: `touch ${id}.ran; echo RESULT-${id}` },
    });
    proposeOnce(
      fake,
      [
        ...[...BLOCKS, ...RUNS_ANYWAY, 'rewrite', ...REPLACES, ...PASSES].map(shell),
        { id: 'mcp_1', namespace: 'mcp__notes', name: 'read_echo', args: { text: 'hello' } },
        { id: 'pblock_2', namespace: 'mcp__notes', name: 'read_echo', args: { text: 'RESULT-mcp' } },
      ],
      'done',
    );
    const home = join(dir, 'home');
    writeCodexHome(home, {
      providerUrl: fake.baseUrl,
      hookCommand: HOOK,
      // Shorter than the slow answer's (SLOW_HOOK_MS): Codex gives up on the hook. 2 s was the whole
      // budget of every hook's node start too: at load 20 a deny hook ran past it and its call ran.
      hookTimeoutSec: HOOK_TIMEOUT_SEC,
      mcp: { name: 'notes', command: process.execPath, args: [SCRIPTED_MCP] },
    });
    const r = await runCodexExec(home, work, {
      CODEX_HOOK_LOG: log,
      SLOW_HOOK_MS: String(HOOK_TIMEOUT_SEC * 1000 + 3000),
    });
    assert.equal(r.code, 0, r.stderr);
    outputs = outputsOf(fake.received);
    events = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  });
  after(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('PreToolUse: deny, decision block and exit 2 stop the call; the reason is its output', () => {
    for (const form of BLOCKS) {
      assert.ok(!existsSync(join(work, `${form}.ran`)), `${form}: the call ran`);
      assert.match(
        outputs.get(`${form}_1`) ?? '',
        new RegExp(`blocked by PreToolUse hook: reason-${form}`),
        form,
      );
    }
  });

  it('PreToolUse: ask, a bare allow, exit 1, bad JSON and a timed-out hook all let the call run', () => {
    for (const form of RUNS_ANYWAY)
      assert.ok(existsSync(join(work, `${form}.ran`)), `${form}: the call was stopped`);
  });

  it('PreToolUse: allow with updatedInput.command runs the rewritten command instead', () => {
    assert.ok(!existsSync(join(work, 'rewrite.ran')), 'the original command ran');
    assert.match(outputs.get('rewrite_1') ?? '', /rewritten/);
  });

  it("PostToolUse: decision block and exit 2 replace the result (shell's and an MCP tool's) with the reason", () => {
    for (const form of REPLACES) {
      assert.ok(existsSync(join(work, `${form}.ran`)));
      const out = outputs.get(`${form}_1`) ?? '';
      assert.ok(!out.includes(`RESULT-${form}`), `${form}: the result reached the model`);
      assert.match(out, new RegExp(`reason-${form}`));
    }
    const mcp = outputs.get('pblock_2') ?? '';
    assert.ok(!mcp.includes('RESULT-mcp') && mcp.includes('reason-pblock'), mcp);
  });

  it('PostToolUse: updatedMCPToolOutput on a shell tool, or bad JSON, and the result passes', () => {
    for (const form of PASSES)
      assert.match(outputs.get(`${form}_1`) ?? '', new RegExp(`RESULT-${form}`), form);
  });

  it("the events: Codex's shell is `Bash` with `command`, an MCP tool `mcp__<server>__<tool>`", () => {
    const pre = events.find((e) => e.hook_event_name === 'PreToolUse' && e.tool_use_id === 'deny_1');
    assert.equal(pre?.tool_name, 'Bash');
    assert.deepEqual(pre?.tool_input, { command: 'touch deny.ran; echo RESULT-deny' });
    for (const k of ['session_id', 'turn_id', 'cwd', 'model', 'permission_mode', 'transcript_path'])
      assert.ok(k in (pre ?? {}), k);
    const post = events.find((e) => e.hook_event_name === 'PostToolUse' && e.tool_use_id === 'pblock_1');
    assert.match(String(post?.tool_response), /^RESULT-pblock\n$/);
    const mcp = events.find((e) => e.hook_event_name === 'PostToolUse' && e.tool_use_id === 'mcp_1');
    assert.equal(mcp?.tool_name, 'mcp__notes__read_echo');
    assert.deepEqual(mcp?.tool_input, { text: 'hello' });
    assert.deepEqual(mcp?.tool_response, { content: [{ type: 'text', text: 'hello' }] });
  });

  it('write_stdin: keystrokes into a running command reach no hook (a limit docs/hooks.md states)', async () => {
    const home = join(dir, 'home-stdin');
    const stdinLog = join(dir, 'stdin-events.jsonl');
    writeCodexHome(home, { providerUrl: fake.baseUrl, hookCommand: HOOK });
    // Turn 1 starts `cat` on a terminal; once Codex reports it running, turn 2 types into it.
    let started = false;
    let typed = false;
    fake.setDefault((req, res) => {
      const call = (id: string, name: string, args: object) =>
        responsesSse({ calls: [{ id, name, args: JSON.stringify(args) }] })(req, res);
      const running = /session ID (\d+)/.exec(req.body);
      if (!started && req.body.includes('"name":"exec_command"')) {
        started = true;
        return call('tty_1', 'exec_command', { cmd: 'cat > typed.txt', tty: true, yield_time_ms: 300 });
      }
      if (running && !typed) {
        typed = true;
        const chars = 'typed-past-the-hook\n';
        return call('keys_1', 'write_stdin', { session_id: Number(running[1]), chars, yield_time_ms: 300 });
      }
      return responsesSse({ text: 'done' })(req, res);
    });
    const r = await runCodexExec(home, work, { CODEX_HOOK_LOG: stdinLog });
    assert.equal(r.code, 0, r.stderr);
    assert.match(readFileSync(join(work, 'typed.txt'), 'utf8'), /typed-past-the-hook/);
    const seen = readFileSync(stdinLog, 'utf8');
    assert.match(seen, /"tool_use_id":"tty_1"/);
    assert.doesNotMatch(seen, /keys_1|write_stdin|typed-past-the-hook/);
  });
});
