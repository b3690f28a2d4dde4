// The downstream MCP servers named by --tools: which one has a tool, and running a call on it.
// Routing is by tool name; on a clash the first server in file order wins and the clash is logged once.
import { terminalSafe } from '../kernel/printable.js';
import { shownToolName } from '../kernel/tool-name.js';
import { readToolsConfig, type ServerConfig, type ToolsConfig } from './config.js';
import { BackendConnection, type ConnectionOptions } from './connection.js';
import type { BackendStatus, BackendTool, CallOptions, CallOutcome, ToolBackendsApi } from './types.js';
import { packageVersion } from './version.js';

export interface BackendsOptions {
  /** Where lifecycle lines go (default: stderr, prefixed `gate: `). */
  log?: (line: string) => void;
  backoff?: { initialMs: number; maxMs: number };
  stableMs?: number;
  /** Environment for `env_passthrough` (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

export const BACKOFF_DEFAULTS = { initialMs: 250, maxMs: 30_000 } as const;
const STABLE_MS = 10_000;

export class ToolBackends implements ToolBackendsApi {
  private readonly connections: BackendConnection[];
  private routes = new Map<string, BackendConnection>();
  private readonly listeners = new Set<() => void>();
  private readonly reportedClashes = new Set<string>();
  private readonly log: (line: string) => void;

  private constructor(servers: ServerConfig[], options: BackendsOptions) {
    this.log = options.log ?? ((line) => process.stderr.write(terminalSafe(`gate: ${line}\n`)));
    const connectionOptions: ConnectionOptions = {
      clientInfo: { name: 'gate', version: packageVersion() },
      backoff: options.backoff ?? BACKOFF_DEFAULTS,
      stableMs: options.stableMs ?? STABLE_MS,
      log: this.log,
      onToolsChanged: () => {
        this.rebuildRoutes();
        for (const listener of this.listeners) listener();
      },
    };
    this.connections = servers.map((config) => new BackendConnection(config, connectionOptions));
  }

  /** Reads a --tools file (a bad file throws) and connects to every server; one that is down keeps retrying. */
  static async load(file: string, options: BackendsOptions = {}): Promise<ToolBackends> {
    return ToolBackends.start(await readToolsConfig(file, options.env), options);
  }

  static async start(config: ToolsConfig, options: BackendsOptions = {}): Promise<ToolBackends> {
    const backends = new ToolBackends(config.servers, options);
    await Promise.all(backends.connections.map((c) => c.start()));
    backends.rebuildRoutes();
    return backends;
  }

  listTools(): BackendTool[] {
    const out: BackendTool[] = [];
    for (const [name, connection] of this.routes) {
      const tool = connection.tools.find((t) => t.name === name);
      if (tool) out.push({ server: connection.name, tool });
    }
    return out;
  }

  has(tool: string): boolean {
    return this.routes.has(tool);
  }

  async call(tool: string, args: Record<string, unknown>, options: CallOptions = {}): Promise<CallOutcome> {
    const connection = this.routes.get(tool);
    if (connection === undefined) return { kind: 'no_backend', message: this.noBackendMessage(tool) };
    return connection.call(tool, args, options);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  status(): BackendStatus[] {
    return this.connections.map((c) => c.status());
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all(this.connections.map((c) => c.close()));
  }

  private rebuildRoutes(): void {
    const routes = new Map<string, BackendConnection>();
    for (const connection of this.connections) {
      for (const tool of connection.tools) {
        const owner = routes.get(tool.name);
        if (owner === undefined) {
          routes.set(tool.name, connection);
          continue;
        }
        const clash = `${tool.name}\u0000${connection.name}`;
        if (!this.reportedClashes.has(clash)) {
          this.reportedClashes.add(clash);
          this.log(
            // A tool's name is its server's choice: quoted as JSON, so no newline or escape reaches the log.
            `backend "${connection.name}" also offers ${JSON.stringify(tool.name)}; calls go to "${owner.name}" (first in the tools file)`,
          );
        }
      }
    }
    this.routes = routes;
  }

  private noBackendMessage(tool: string): string {
    const down = this.connections
      .filter((c) => c.status().state !== 'up' && c.tools.length === 0)
      .map((c) => `"${c.name}"`);
    const suffix =
      down.length > 0
        ? `; ${down.join(', ')} never came up, so ${down.length === 1 ? 'its' : 'their'} tools are not known yet`
        : '';
    return `no tool backend offers "${shownToolName(tool)}" (servers: ${this.connections.map((c) => `"${c.name}"`).join(', ')})${suffix}`;
  }
}
