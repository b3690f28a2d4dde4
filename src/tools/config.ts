// The --tools file: which downstream MCP servers gate executes admitted calls on (docs/mcp.md).
// Strict like the manifest: unknown fields, wrong types and mixed stdio/http fields are load errors.
import { readManifestFile } from '../io/regular-file.js';
import { fileProblem, GateError } from '../kernel/errors.js';
import { readJsonStrict } from '../kernel/json-strict.js';
import { escapedName, lookalike } from '../kernel/policy/name-lookalikes.js';

export const DEFAULT_DEADLINE_MS = 30_000;
/** Starting a server (npx may download it first) can take longer than any one call should. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
export const MAX_DEADLINE_MS = 3_600_000;
/**
 * Calls one downstream may have in flight at once; past it a call is refused at once, never queued (round
 * 51: a server that answers nothing held every call to its deadline, bounded only by the connection caps
 * times the batch bound). Twice the batch bound, so one full batch to one server always fits.
 */
export const DEFAULT_MAX_IN_FLIGHT = 256;
export const MAX_MAX_IN_FLIGHT = 100_000;

interface CommonConfig {
  /** The key in `servers`; names the backend in messages and logs. */
  name: string;
  /** How long one tools/call may take. */
  deadlineMs: number;
  /** How long starting the server and learning its tools may take. */
  connectTimeoutMs: number;
  /** Calls in flight at once; the next is refused (docs/operations.md, "Limits"). */
  maxInFlight: number;
}

export interface StdioServerConfig extends CommonConfig {
  transport: 'stdio';
  command: string;
  args: string[];
  /** Added to the SDK's minimal default environment; gate's own environment is not passed on. */
  env: Record<string, string>;
  cwd?: string;
  /** Where the server's own log lines go; `ignore` by default since gate cannot vouch for what they hold. */
  stderr: 'ignore' | 'inherit';
}

export interface HttpServerConfig extends CommonConfig {
  transport: 'http';
  url: URL;
  headers: Record<string, string>;
}

export type ServerConfig = StdioServerConfig | HttpServerConfig;

export interface ToolsConfig {
  /** The file it came from, for messages. */
  source: string;
  /** In file order: on a tool-name clash the first server wins. */
  servers: ServerConfig[];
  /** vDSO namespaces by tool name, overriding the derived ones (docs/fleet.md). */
  namespaces: Record<string, string>;
}

const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const STDIO_FIELDS = [
  'command',
  'args',
  'env',
  'env_passthrough',
  'cwd',
  'stderr',
  'deadline_ms',
  'connect_timeout_ms',
  'max_in_flight',
] as const;
const HTTP_FIELDS = ['url', 'headers', 'deadline_ms', 'connect_timeout_ms', 'max_in_flight'] as const;

/** A --tools file names backends: a few kB; the bound keeps a device or a huge file from being read whole. */
export const MAX_TOOLS_FILE_BYTES = 4 * 1024 * 1024;

/** Reads and validates a --tools file; every problem is listed, the first one is the message. */
export async function readToolsConfig(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ToolsConfig> {
  let text: string;
  try {
    text = await readManifestFile(file, MAX_TOOLS_FILE_BYTES);
  } catch (err) {
    throw fail(file, [`cannot read it: ${fileProblem(err)}`]);
  }
  return parseToolsConfig(text, file, env);
}

export function parseToolsConfig(
  text: string,
  source: string,
  env: NodeJS.ProcessEnv = process.env,
): ToolsConfig {
  // The strict reader (round 54): with JSON.parse a repeated key was read as its last and the earlier
  // member dropped, so `"servers": {…}, "servers": {…}` ran other servers than its reviewer read.
  const strict = readJsonStrict(text);
  if (!strict.ok) {
    try {
      JSON.parse(text);
    } catch (err) {
      const where = /position \d+/.exec((err as Error).message)?.[0];
      throw fail(source, [`not valid JSON${where ? ` (at ${where})` : ''}`]);
    }
    throw fail(source, [`not valid JSON: ${strict.error.replace(/ at offset (\d+)$/, ' (at position $1)')}`]);
  }
  const doc: unknown = strict.value;
  const problems: string[] = [];
  const servers: ServerConfig[] = [];
  if (!isPlainObject(doc)) throw fail(source, ['the top level must be a JSON object with a "servers" field']);
  for (const key of Object.keys(doc)) {
    if (key !== 'servers' && key !== 'namespaces') problems.push(`json: unknown field "${key}"`);
  }
  const namespaces = parseNamespaces(doc.namespaces, problems);
  const entries = doc.servers;
  if (entries === undefined)
    problems.push('"servers" is required: an object naming each downstream MCP server');
  else if (!isPlainObject(entries)) problems.push('"servers" must be an object of server name to server');
  else {
    if (Object.keys(entries).length === 0) problems.push('"servers" is empty: name at least one server');
    for (const [name, raw] of Object.entries(entries)) {
      const server = parseServer(name, raw, problems, env);
      if (server) servers.push(server);
    }
  }
  if (problems.length > 0) throw fail(source, problems);
  return { source, servers, namespaces };
}

/** `namespaces`: tool name to the cache namespace its reads and writes share. */
function parseNamespaces(raw: unknown, problems: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw === undefined) return out;
  if (!isPlainObject(raw)) {
    problems.push('"namespaces" must be an object of tool name to namespace');
    return out;
  }
  for (const [tool, ns] of Object.entries(raw)) {
    const why = lookalike(tool);
    // A lookalike key names no tool a backend can offer (those are refused at discovery): it overrides nothing.
    if (why !== undefined)
      problems.push(`namespaces: tool name ${escapedName(tool)} ${why}, so it reads as a name it is not`);
    else if (typeof ns !== 'string' || ns.length === 0)
      problems.push(`namespaces.${tool} must be a non-empty string`);
    else out[tool] = ns;
  }
  return out;
}

function parseServer(
  name: string,
  raw: unknown,
  problems: string[],
  env: NodeJS.ProcessEnv,
): ServerConfig | undefined {
  const at = `servers.${name}`;
  const before = problems.length;
  if (!SERVER_NAME.test(name)) {
    // Escaped: a name with an invisible or lookalike letter would print as the name it imitates.
    problems.push(
      `servers: ${escapedName(name)}: a server name is 1-64 characters of letters, digits, "_", "." and "-"`,
    );
  }
  if (!isPlainObject(raw)) {
    problems.push(`${at} must be an object with "command" (stdio) or "url" (Streamable HTTP)`);
    return undefined;
  }
  const hasCommand = 'command' in raw;
  const hasUrl = 'url' in raw;
  if (hasCommand === hasUrl) {
    // A misspelt "comand" must be named, or the operator hunts for why "command" is missing.
    const known = new Set<string>([...STDIO_FIELDS, ...HTTP_FIELDS]);
    const unknown = Object.keys(raw).filter((k) => !known.has(k));
    for (const key of unknown) problems.push(`json: unknown field "${at}.${key}"`);
    problems.push(
      `${at} needs exactly one of "command" (a stdio server) or "url" (a Streamable HTTP server)`,
    );
    return undefined;
  }
  const allowed: readonly string[] = hasCommand ? STDIO_FIELDS : HTTP_FIELDS;
  for (const key of Object.keys(raw)) {
    if (allowed.includes(key)) continue;
    const other: readonly string[] = hasCommand ? HTTP_FIELDS : STDIO_FIELDS;
    problems.push(
      other.includes(key)
        ? `${at}: "${key}" is only for a ${hasCommand ? 'Streamable HTTP server (one with "url")' : 'stdio server (one with "command")'}`
        : `json: unknown field "${at}.${key}"`,
    );
  }
  const deadlineMs = parseMillis(`${at}.deadline_ms`, raw.deadline_ms, DEFAULT_DEADLINE_MS, problems);
  const connectTimeoutMs = parseMillis(
    `${at}.connect_timeout_ms`,
    raw.connect_timeout_ms,
    DEFAULT_CONNECT_TIMEOUT_MS,
    problems,
  );
  const maxInFlight = parseMaxInFlight(`${at}.max_in_flight`, raw.max_in_flight, problems);
  if (hasCommand) {
    const command = raw.command;
    if (typeof command !== 'string' || command.length === 0)
      problems.push(`${at}.command must be a non-empty string`);
    const args = stringArray(`${at}.args`, raw.args, problems);
    const vars = stringMap(`${at}.env`, raw.env, ENV_NAME, 'an environment variable name', problems);
    for (const passed of stringArray(`${at}.env_passthrough`, raw.env_passthrough, problems)) {
      if (!ENV_NAME.test(passed))
        problems.push(`${at}.env_passthrough: "${passed}" is not an environment variable name`);
      else if (env[passed] !== undefined && !(passed in vars)) vars[passed] = env[passed];
    }
    if (raw.cwd !== undefined && (typeof raw.cwd !== 'string' || raw.cwd.length === 0)) {
      problems.push(`${at}.cwd must be a non-empty string (a directory)`);
    }
    const stderr = raw.stderr ?? 'ignore';
    if (stderr !== 'ignore' && stderr !== 'inherit')
      problems.push(`${at}.stderr must be "ignore" or "inherit"`);
    if (problems.length > before) return undefined;
    return {
      transport: 'stdio',
      name,
      command: command as string,
      args,
      env: vars,
      ...(typeof raw.cwd === 'string' ? { cwd: raw.cwd } : {}),
      stderr: stderr as 'ignore' | 'inherit',
      deadlineMs,
      connectTimeoutMs,
      maxInFlight,
    };
  }
  let url: URL | undefined;
  if (typeof raw.url !== 'string') problems.push(`${at}.url must be a string (an http or https URL)`);
  else {
    try {
      url = new URL(raw.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        problems.push(`${at}.url must be an http or https URL`);
        url = undefined;
      }
    } catch {
      problems.push(`${at}.url is not an absolute URL`);
    }
  }
  const headers = stringMap(`${at}.headers`, raw.headers, HEADER_NAME, 'an HTTP header name', problems);
  if (problems.length > before || url === undefined) return undefined;
  return { transport: 'http', name, url, headers, deadlineMs, connectTimeoutMs, maxInFlight };
}

function parseMaxInFlight(at: string, raw: unknown, problems: string[]): number {
  if (raw === undefined) return DEFAULT_MAX_IN_FLIGHT;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_MAX_IN_FLIGHT) {
    problems.push(`${at} must be an integer from 1 to ${MAX_MAX_IN_FLIGHT} (calls in flight at once)`);
    return DEFAULT_MAX_IN_FLIGHT;
  }
  return raw;
}

function parseMillis(at: string, raw: unknown, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_DEADLINE_MS) {
    problems.push(`${at} must be an integer number of milliseconds from 1 to ${MAX_DEADLINE_MS}`);
    return fallback;
  }
  return raw;
}

function stringArray(at: string, raw: unknown, problems: string[]): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) {
    problems.push(`${at} must be an array of strings`);
    return [];
  }
  return raw as string[];
}

function stringMap(
  at: string,
  raw: unknown,
  keyShape: RegExp,
  keyWhat: string,
  problems: string[],
): Record<string, string> {
  if (raw === undefined) return {};
  if (!isPlainObject(raw)) {
    problems.push(`${at} must be an object of string values`);
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Values may be secrets: a message names the key, never the value.
    if (!keyShape.test(key)) problems.push(`${at}: "${key}" is not ${keyWhat}`);
    else if (typeof value !== 'string') problems.push(`${at}.${key} must be a string`);
    else out[key] = value;
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(source: string, problems: string[]): GateError {
  const lines = problems.map((p) => `invalid tools file ${source}: ${p}`);
  return new GateError('BAD_FLAG', lines[0]!, lines);
}
