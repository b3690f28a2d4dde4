// The `--tools` file of one MCP shell server behind gate: the scripted fixture's run_shell_command, which
// pretends to keep one shell between calls and never runs anything (rounds 56, 57 and 59's MCP suites).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SCRIPTED_SERVER } from '../fixtures/mcp-engine/paths.js';
import { until } from './until.js';

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

/**
 * The official MCP SDK client alternating its requests between replicas' `/mcp` (`urls`), once the shell
 * server is offered: `shell(command)` is the call's kind (shellCallKind). Rounds 63 and 65's fleet cases.
 */
export async function shellAcross(
  urls: string[],
): Promise<{ shell(command: string): Promise<string>; close(): Promise<void> }> {
  const [{ Client }, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  let n = 0;
  const client = new Client({ name: 'fleet-across', version: '1' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(urls[0]!), {
      fetch: (_input, init) => fetch(urls[n++ % urls.length]!, init),
    }),
  );
  if (!(await until(async () => (await client.listTools()).tools.some((t) => t.name === SHELL_TOOL)))) {
    await client.close();
    throw new Error('the shell server was not offered in time');
  }
  return {
    shell: async (command) =>
      shellCallKind((await client.callTool({ name: SHELL_TOOL, arguments: { command } })) as CallToolResult),
    close: () => client.close(),
  };
}
