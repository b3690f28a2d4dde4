// `gate hook codex` inside the real Codex CLI (the pinned @openai/codex 0.171.0), offline against the
// fake provider, no proxy: gate is Codex's PreToolUse/PostToolUse command hook (config.toml in a temp
// CODEX_HOME). A refused shell call never runs, an admitted one runs, a secret-bearing result (shell's
// and an MCP tool's) is replaced by gate's reason before the model reads it, and the session completes.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import {
  outputsOf,
  type ProposedCall,
  proposeOnce,
  runCodexExec,
  writeCodexHome,
} from './helpers/codex-hooks.js';
import { type GateProcess, gateCommand, REPO_ROOT, runGate, startGate } from './helpers/gate-process.js';

const SCRIPTED_MCP = join(REPO_ROOT, 'test/fixtures/mcp-scripted/server.mjs');
const AWS_SECRET = `q8Rz3Kf0Lw2Nx7Vb5Yt1${'Ps4Jh6Dm9Gc0Ea8Ui3Zo'}`;
/** The scripted MCP server's read_secret answers this fake access key id. */
const MCP_SECRET = 'AKIAZ7XQ3B4N5M6P7RWS';
const FINAL = 'All done through gate.';

describe('gate hook codex in the real Codex CLI (no proxy)', () => {
  let dir: string;
  let work: string;
  let fake: FakeUpstream;
  let floorFile: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-hook-codex-'));
    work = join(dir, 'work');
    mkdirSync(work);
    writeFileSync(join(work, 'notes.txt'), `[default]\naws_secret_access_key = ${AWS_SECRET}\n`);
    // The built-in floor plus the notes server's reads, as docs/floor.md says to admit an MCP server's tools.
    const dump = await runGate(['policy', '--dump']);
    const floor = JSON.parse(dump.stdout) as { allow_prefix: string[] };
    floor.allow_prefix.push('mcp__notes__read_');
    floorFile = join(dir, 'floor.json');
    writeFileSync(floorFile, JSON.stringify(floor));
    fake = await startFakeUpstream();
  });
  after(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One `codex exec` with gate as its hook: the first turn makes `calls`, every later one answers text. */
  async function session(calls: ProposedCall[], env: Record<string, string> = {}) {
    const start = fake.received.length;
    proposeOnce(fake, calls, FINAL);
    // Paths without spaces or quotes (the TOML literal string holds them as is).
    // bin/gate itself where it can start from the snapshot, as an operator's config names it: a third less CPU a hook.
    const hook = gateCommand(['hook', 'codex', ...('GATE_URL' in env ? [] : ['--policy', floorFile])])
      .flat()
      .join(' ');
    const home = join(dir, 'home');
    writeCodexHome(home, {
      providerUrl: fake.baseUrl,
      hookCommand: hook,
      mcp: { name: 'notes', command: process.execPath, args: [SCRIPTED_MCP] },
    });
    const r = await runCodexExec(home, work, env);
    return { ...r, received: fake.received.slice(start) };
  }

  it('embedded: refused call never runs, admitted one runs, secret results replaced, session completes', async () => {
    const refusedMarker = join(work, 'refused-marker');
    const admittedMarker = join(work, 'admitted-marker');
    const r = await session([
      // Refused for `sudo`; without gate its first half would still create the marker.
      { id: 'call_refused', name: 'exec_command', args: { cmd: `touch ${refusedMarker}; sudo true` } },
      { id: 'call_held', name: 'exec_command', args: { cmd: `rm -rf ${join(work, 'build')}` } },
      { id: 'call_read', name: 'exec_command', args: { cmd: `touch ${admittedMarker}; cat notes.txt` } },
      { id: 'call_mcp', namespace: 'mcp__notes', name: 'read_secret', args: {} },
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(FINAL));
    assert.ok(!existsSync(refusedMarker), 'the refused call ran');
    assert.ok(existsSync(admittedMarker), 'the admitted call did not run');
    const out = outputsOf(r.received);
    assert.match(
      out.get('call_refused') ?? '',
      /gate refused exec_command: DENY POLICY_BLOCK: .*privilege escalation/,
    );
    assert.match(out.get('call_held') ?? '', /gate refused exec_command: it needs a human witness/);
    assert.match(
      out.get('call_read') ?? '',
      /\[gate\] the result of exec_command was withheld: QUARANTINE SECRET_EXFIL/,
    );
    // The floor's deny list binds a served tool by its own name (docs/floor.md), so the MCP secret reader is
    // refused before it runs; a secret-bearing MCP result is blocked in test/hook-codex.test.ts.
    assert.match(out.get('call_mcp') ?? '', /gate refused mcp__notes__read_secret: DENY SECRET_EXFIL/);
    for (const q of r.received) {
      assert.ok(!q.body.includes(AWS_SECRET), 'the shell secret reached the provider');
      assert.ok(!q.body.includes(MCP_SECRET), 'the MCP secret reached the provider');
    }
  });

  describe('with a running gate (GATE_URL)', () => {
    let gate: GateProcess;
    let journal: string;
    before(async () => {
      journal = join(dir, 'journal.jsonl');
      gate = await startGate(['--require-key-env', 'GATE_KEY'], {
        env: { GATE_KEY: 'hook-codex-key', GATE_AUDIT_JOURNAL: journal },
      });
    });
    after(async () => {
      await gate.stop();
    });

    it('the gate decides for the Codex session, journals it payload-free, and an unreachable gate refuses', async () => {
      const marker = join(work, 'remote-marker');
      const r = await session(
        [
          { id: 'call_refused', name: 'exec_command', args: { cmd: `touch ${marker}-refused; sudo true` } },
          { id: 'call_ok', name: 'exec_command', args: { cmd: `touch ${marker}` } },
        ],
        { GATE_URL: gate.url, GATE_KEY: 'hook-codex-key' },
      );
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!existsSync(`${marker}-refused`) && existsSync(marker));
      const text = readFileSync(journal, 'utf8');
      const codexSession = /session id: ([0-9a-f-]{36})/.exec(r.stderr)?.[1];
      assert.ok(codexSession, 'codex printed its session id');
      assert.ok(
        text.includes(`"trace_id":"${codexSession}"`),
        "the journal records Codex's session as the trace",
      );
      assert.ok(!text.includes('sudo true') && !text.includes(marker), 'the journal holds argument bytes');

      // The same session shape with the gate gone: every call is refused (exit 2), none runs.
      const down = join(work, 'down-marker');
      const d = await session([{ id: 'call_down', name: 'exec_command', args: { cmd: `touch ${down}` } }], {
        GATE_URL: 'http://127.0.0.1:9',
        GATE_KEY: 'k',
      });
      assert.equal(d.code, 0, d.stderr);
      assert.ok(!existsSync(down), 'a call ran with the gate unreachable');
      assert.match(
        outputsOf(d.received).get('call_down') ?? '',
        /gate refused the call: gate at .* is unreachable/,
      );
    });
  });
});
