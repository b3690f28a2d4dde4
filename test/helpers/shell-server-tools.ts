// The `--tools` file of one MCP shell server behind gate: the scripted fixture's run_shell_command, which
// pretends to keep one shell between calls and never runs anything (rounds 56, 57 and 59's MCP suites).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SCRIPTED_SERVER } from '../fixtures/mcp-engine/paths.js';

/** The shell tool the scripted server offers. */
export const SHELL_TOOL = 'run_shell_command';

/** Writes `tools.json` naming the scripted shell server (as `sh`) in `dir`; its path. */
export function shellServerTools(dir: string): string {
  const file = join(dir, 'tools.json');
  const sh = {
    command: process.execPath,
    args: [SCRIPTED_SERVER],
    env: { FIXTURE_SHELL: '1' },
    deadline_ms: 10_000,
  };
  writeFileSync(file, JSON.stringify({ servers: { sh } }));
  return file;
}

/** A shell call's answer through gate's MCP proxy: the refusal's kind from its `[gate]` text, else ALLOW. */
export function shellCallKind(res: CallToolResult): string {
  const block = res.content[0];
  const text = block?.type === 'text' ? block.text : '';
  return text.startsWith('[gate]')
    ? (/was refused and not run: (\w+)/.exec(text)?.[1] ?? 'REFUSED')
    : 'ALLOW';
}
