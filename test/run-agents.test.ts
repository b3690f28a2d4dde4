// `gate run` end to end with the real agent CLIs (the pinned devDependencies), offline: the fake provider
// scripts a turn that proposes a refused call and an admitted one whose result carries a secret; the
// agent runs the admitted call, gate withholds its result from the model, and the session completes.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { responsesSse } from './fake-responses-upstream.js';
import { anthropicSse, type FakeUpstream, type Received, startFakeUpstream } from './fake-upstream.js';
import { GATE_BIN, REPO_ROOT, runCommand, runGate } from './helpers/gate-process.js';

const CLAUDE = join(REPO_ROOT, 'node_modules/.bin/claude');
const CODEX = join(REPO_ROOT, 'node_modules/.bin/codex');
// Realistic-looking, not a documented placeholder: the secret screener must hold it.
const AWS_SECRET = `q8Rz3Kf0Lw2Nx7Vb5Yt1${'Ps4Jh6Dm9Gc0Ea8Ui3Zo'}`;
const REFUSED = 'sudo rm -rf /var/lib/data';
const FINAL = 'All done through gate.';

/** The agent's own side requests (titles, quota probes) and the final turn answer text; the first turn calls. */
function hasToolResult(req: Received): boolean {
  return /"type":"(tool_result|function_call_output)"/.test(req.body);
}

/** Runs an agent command to completion with stdin closed, as an agent run by a script is. */
function runAgent(command: string, args: string[], env: Record<string, string | undefined>) {
  return runCommand(command, args, { env, timeoutMs: 120_000 });
}

function summaryOf(stderr: string): string {
  return stderr.slice(stderr.indexOf('gate: session summary'));
}

describe('gate run with the real agent CLIs', () => {
  let dir: string;
  let notes: string;
  let fake: FakeUpstream;
  let env: Record<string, string | undefined>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-run-agents-'));
    notes = join(dir, 'notes.txt');
    writeFileSync(notes, `[default]\naws_secret_access_key = ${AWS_SECRET}\n`);
    const home = join(dir, 'home');
    mkdirSync(join(home, '.codex'), { recursive: true });
    // Codex's sandbox helper is on PATH only with CODEX_HOME outside TMPDIR (test/helpers/codex-hooks.ts).
    mkdirSync(join(home, 'tmp'));
    fake = await startFakeUpstream();
    // A home of its own, no update checks or telemetry: the agents reach only gate.
    env = {
      HOME: home,
      CODEX_HOME: join(home, '.codex'),
      TMPDIR: join(home, 'tmp'),
      XDG_CONFIG_HOME: join(home, '.config'),
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      ANTHROPIC_API_KEY: 'sk-ant-users-own-key',
      OPENAI_API_KEY: undefined,
      GATE_AUDIT_JOURNAL: undefined,
      PROVIDER_KEY: 'sk-provider-held-by-gate',
    };
  });
  after(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The first turn offering `tool` proposes the refused call and the read; every other turn answers text. */
  function session(tool: string, ids: [string, string], argName: string, sse: typeof anthropicSse) {
    fake.setDefault((req, res) => {
      if (!req.body.includes(`"name":"${tool}"`) || hasToolResult(req)) return sse({ text: FINAL })(req, res);
      const call = (id: string, command: string) => ({
        id,
        name: tool,
        args: JSON.stringify({ [argName]: command }),
      });
      return sse({ calls: [call(ids[0], REFUSED), call(ids[1], `cat ${notes}`)] })(req, res);
    });
  }
  const gateRun = (baseUrl: string, agentArgv: string[]) =>
    runGate(['run', '--base-url', baseUrl, '--api-key-env', 'PROVIDER_KEY', '--', ...agentArgv], {
      env,
      timeoutMs: 120_000,
    });

  it('Claude Code (claude -p): refused call dropped, secret result withheld, session completes', async () => {
    const start = fake.received.length;
    session('Bash', ['toolu_refused', 'toolu_read'], 'command', anthropicSse);
    // Anthropic's own --base-url convention: the origin, no /v1.
    const r = await gateRun(fake.baseUrl.replace(/\/v1$/, ''), [
      CLAUDE,
      '-p',
      'clean up and show the notes',
      '--allowedTools',
      'Bash',
    ]);
    assert.equal(r.code, 0, r.stderr);
    // The last answer carries gate's note naming what it withheld (--verdict-note auto).
    assert.match(r.stdout, /withheld result of Bash \(toolu_read\): QUARANTINE SECRET_EXFIL/);
    const got = fake.received.slice(start);
    const turns = got.filter((q) => /"name":"Bash"/.test(q.body));
    assert.ok(turns.length >= 2, `expected the tool turn and the turn after it, got ${turns.length}`);
    for (const q of got) {
      assert.equal(q.url.split('?')[0], '/v1/messages');
      assert.equal(q.headers['x-api-key'], 'sk-provider-held-by-gate', 'gate sends its provider key');
      assert.equal(q.headers.authorization, undefined, "the agent's gateway key never goes upstream");
      assert.ok(!q.body.includes(AWS_SECRET), 'the secret reached the provider');
    }
    const after = turns.find(hasToolResult)!;
    assert.ok(after, 'the admitted call ran and its result went back through gate');
    const toolUses = (after.json as { messages: { content: unknown }[] }).messages.flatMap((m) =>
      Array.isArray(m.content) ? (m.content as { type: string; id?: string }[]) : [],
    );
    assert.ok(toolUses.some((b) => b.type === 'tool_use' && b.id === 'toolu_read'));
    assert.ok(!toolUses.some((b) => b.id === 'toolu_refused'), 'the refused call reached the agent');
    const summary = summaryOf(r.stderr);
    assert.match(summary, /agent {4}exited 0/);
    assert.match(summary, /calls {4}1 admitted, 1 refused, 0 held/);
    assert.match(summary, /results {2}\d+ screened, 1 withheld/);
    assert.match(summary, /journal .*: verified: journal intact/);
  });

  it('Codex (codex exec): the same session through a -c provider, config.toml untouched', async () => {
    const start = fake.received.length;
    session('exec_command', ['call_refused', 'call_read'], 'cmd', responsesSse);
    // A model name Codex has no preset for: it offers its classic function tools (exec_command).
    const r = await gateRun(fake.baseUrl, [
      CODEX,
      '-m',
      'gate-test-model',
      'exec',
      '--skip-git-repo-check',
      'clean up and show the notes',
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /withheld result of exec_command \(call_read\): QUARANTINE SECRET_EXFIL/);
    assert.ok(!existsSync(join(String(env.CODEX_HOME), 'config.toml')), 'gate run wrote a config.toml');
    const got = fake.received.slice(start);
    const turns = got.filter((q) => /"name":"exec_command"/.test(q.body));
    assert.ok(turns.length >= 2, `expected the tool turn and the turn after it, got ${turns.length}`);
    for (const q of got) {
      assert.equal(q.url.split('?')[0], '/v1/responses');
      assert.equal(q.headers.authorization, 'Bearer sk-provider-held-by-gate');
      assert.ok(!q.body.includes(AWS_SECRET), 'the secret reached the provider');
    }
    const after = turns.find(hasToolResult)!;
    assert.ok(after, 'the admitted call ran and its result went back through gate');
    const items = (after.json as { input: { type: string; call_id?: string }[] }).input;
    assert.ok(items.some((i) => i.type === 'function_call' && i.call_id === 'call_read'));
    assert.ok(!items.some((i) => i.call_id === 'call_refused'), 'the refused call reached the agent');
    const summary = summaryOf(r.stderr);
    assert.match(summary, /calls {4}1 admitted, 1 refused, 0 held/);
    assert.match(summary, /results {2}\d+ screened, 1 withheld/);
    assert.match(summary, /journal .*: verified: journal intact/);
  });

  it('Claude Code with `gate hook claude-code` in its settings (no proxy): the refused call is denied with the rule', async () => {
    const start = fake.received.length;
    session('Bash', ['toolu_refused', 'toolu_read'], 'command', anthropicSse);
    const hookCommand = `${JSON.stringify(process.execPath)} ${JSON.stringify(GATE_BIN)} hook claude-code`;
    const settings = {
      hooks: {
        PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: hookCommand }] }],
        PostToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: hookCommand }] }],
      },
    };
    const r = await runAgent(
      CLAUDE,
      ['-p', 'clean up and show the notes', '--allowedTools', 'Bash', '--settings', JSON.stringify(settings)],
      { ...env, ANTHROPIC_BASE_URL: fake.baseUrl.replace(/\/v1$/, ''), ANTHROPIC_API_KEY: 'sk-ant-direct' },
    );
    assert.equal(r.code, 0, r.stderr);
    const got = fake.received.slice(start);
    const after = got.find((q) => /"name":"Bash"/.test(q.body) && hasToolResult(q));
    assert.ok(after, 'the turn after the tool calls');
    const results = (after.json as { messages: { content: unknown }[] }).messages.flatMap((m) =>
      Array.isArray(m.content)
        ? (m.content as { type: string; tool_use_id?: string; content?: unknown }[])
        : [],
    );
    const refused = results.find((b) => b.type === 'tool_result' && b.tool_use_id === 'toolu_refused');
    assert.match(JSON.stringify(refused?.content), /gate refused Bash: DENY POLICY_BLOCK/);
    const read = results.find((b) => b.type === 'tool_result' && b.tool_use_id === 'toolu_read');
    assert.ok(read, 'the admitted call ran');
    // PostToolUse cannot take a built-in tool's output back; gate's block reason follows it to the model.
    assert.match(after.body, /the result of Bash was withheld: QUARANTINE SECRET_EXFIL/);
  });
});
