// The real Codex CLI (the pinned @openai/codex) run offline with command hooks: a CODEX_HOME of its own
// whose config.toml names the fake provider, an optional MCP server and the hook command for
// PreToolUse and PostToolUse, and what Codex sent back to the model for each call.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { responsesSse } from '../fake-responses-upstream.js';
import type { FakeUpstream, Received } from '../fake-upstream.js';
import { type Finished, REPO_ROOT, runCommand } from './gate-process.js';

const CODEX = join(REPO_ROOT, 'node_modules/.bin/codex');

export interface CodexHooksSetup {
  /** The fake provider's base URL (…/v1). */
  providerUrl: string;
  /** The command line Codex runs for each PreToolUse and PostToolUse event. */
  hookCommand: string;
  /** Codex's own limit on one hook run, in seconds (unset: Codex's default). */
  hookTimeoutSec?: number;
  /** A stdio MCP server (`mcp__<name>__<tool>`), its tools admitted without Codex's own prompt. */
  mcp?: { name: string; command: string; args: string[] };
}

/** Writes `home/.codex/config.toml` for one Codex run; TOML literal strings: paths hold no `'`. */
export function writeCodexHome(home: string, s: CodexHooksSetup): void {
  mkdirSync(join(home, '.codex'), { recursive: true });
  const hook = (event: string) => [
    `[[hooks.${event}]]`,
    `[[hooks.${event}.hooks]]`,
    'type = "command"',
    `command = '${s.hookCommand}'`,
    ...(s.hookTimeoutSec ? [`timeout = ${s.hookTimeoutSec}`] : []),
  ];
  const lines = [
    'model_provider = "fake"',
    '[model_providers.fake]',
    'name = "fake"',
    `base_url = "${s.providerUrl}"`,
    'wire_api = "responses"',
    'env_key = "FAKE_PROVIDER_KEY"',
    ...(s.mcp
      ? [
          `[mcp_servers.${s.mcp.name}]`,
          `command = '${s.mcp.command}'`,
          `args = [${s.mcp.args.map((a) => `'${a}'`).join(', ')}]`,
          'default_tools_approval_mode = "approve"',
        ]
      : []),
    ...hook('PreToolUse'),
    ...hook('PostToolUse'),
    '',
  ];
  writeFileSync(join(home, '.codex/config.toml'), lines.join('\n'));
}

/** One `codex exec` in `work`, sandboxed to it, hooks trusted for this run only. */
export function runCodexExec(
  home: string,
  work: string,
  env: Record<string, string | undefined> = {},
): Promise<Finished> {
  // Codex puts its sandbox helper on PATH only when CODEX_HOME is outside the temporary directory; with
  // a system bubblewrap installed, a session without it runs no command ("execvp codex-linux-sandbox").
  const tmp = join(home, 'tmp');
  mkdirSync(tmp, { recursive: true });
  return runCommand(
    CODEX,
    [
      '-m',
      // No preset for this name: Codex offers its classic function tools (exec_command).
      'gate-test-model',
      'exec',
      '--skip-git-repo-check',
      // Trust for hooks normally comes from a review in Codex's interactive TUI (docs/hooks.md).
      '--dangerously-bypass-hook-trust',
      '-s',
      'workspace-write',
      '-C',
      work,
      'clean up and show the notes',
    ],
    {
      env: {
        HOME: home,
        CODEX_HOME: join(home, '.codex'),
        TMPDIR: tmp,
        XDG_CONFIG_HOME: join(home, '.config'),
        FAKE_PROVIDER_KEY: 'sk-fake',
        OPENAI_API_KEY: undefined,
        GATE_URL: undefined,
        GATE_KEY: undefined,
        ...env,
      },
      timeoutMs: 120_000,
    },
  );
}

/** The tool outputs Codex sent back to the model, by call id (as JSON text). */
export function outputsOf(received: Received[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of received) {
    const input = (r.json as { input?: { type: string; call_id?: string; output?: unknown }[] } | undefined)
      ?.input;
    for (const i of input ?? [])
      if (i.type === 'function_call_output' && i.call_id) out.set(i.call_id, JSON.stringify(i.output));
  }
  return out;
}

export interface ProposedCall {
  id: string;
  name: string;
  args: object;
  /** Codex offers an MCP server's tools in the namespace `mcp__<server>`. */
  namespace?: string;
}

/** The first model turn offering Codex's shell proposes `calls`; every other turn answers `final`. */
export function proposeOnce(fake: FakeUpstream, calls: ProposedCall[], final: string): void {
  let proposed = false;
  let waits = 0;
  const mcpTools = calls.filter((c) => c.namespace).map((c) => c.name);
  fake.setDefault((req, res) => {
    const offersShell = !proposed && req.body.includes('"name":"exec_command"');
    // Codex starts its MCP servers beside the first turn; on a loaded machine that turn can go out before
    // a server's tools are offered, and a call to one is then "unsupported". Wait a turn until they are.
    if (offersShell && waits < 40 && !mcpTools.every((name) => req.body.includes(name))) {
      waits += 1;
      const wait = { id: `wait_${waits}`, name: 'exec_command', args: JSON.stringify({ cmd: 'sleep 0.5' }) };
      return responsesSse({ calls: [wait] })(req, res);
    }
    const first = offersShell;
    if (first) proposed = true;
    const turn = first
      ? { calls: calls.map((c) => ({ ...c, args: JSON.stringify(c.args) })) }
      : { text: final };
    return responsesSse(turn)(req, res);
  });
}
