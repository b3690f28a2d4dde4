// Test support: the tool sets real clients send, and a fetch that points the official SDKs at an Upstream.
import type { Upstream } from '../../server/types.js';
import { readSchema } from './json.js';
import type { JsonObject, ToolSpec } from './types.js';

/** A tool as the test builds it: name, description, JSON Schema. */
export interface ToolFixture {
  name: string;
  description: string;
  parameters: JsonObject;
}

const obj = (properties: JsonObject, required: string[], strict = true): JsonObject => ({
  type: 'object',
  properties,
  required,
  ...(strict ? { additionalProperties: false } : {}),
});
const s = (description = ''): JsonObject => ({ type: 'string', description });
const n = (description = ''): JsonObject => ({ type: 'number', description });
const b = (description = ''): JsonObject => ({ type: 'boolean', description });

/** Claude Code's core tools (names and schemas as it sends them). */
export const CLAUDE_CODE: ToolFixture[] = [
  {
    name: 'Bash',
    description: 'Executes a given bash command',
    parameters: obj(
      { command: s('The command to execute'), timeout: n(), description: s(), run_in_background: b() },
      ['command'],
    ),
  },
  {
    name: 'Glob',
    description: 'Fast file pattern matching tool',
    parameters: obj({ pattern: s(), path: s() }, ['pattern']),
  },
  {
    name: 'Grep',
    description: 'A powerful search tool built on ripgrep',
    parameters: obj(
      {
        pattern: s(),
        path: s(),
        glob: s(),
        output_mode: { type: 'string', enum: ['content', 'files_with_matches'] },
      },
      ['pattern'],
    ),
  },
  {
    name: 'Read',
    description: 'Reads a file from the local filesystem.',
    parameters: obj({ file_path: s('The absolute path to the file to read'), offset: n(), limit: n() }, [
      'file_path',
    ]),
  },
  {
    name: 'Edit',
    description: 'Performs exact string replacements in files.',
    parameters: obj(
      {
        file_path: s('The absolute path to the file to modify'),
        old_string: s(),
        new_string: s(),
        replace_all: b(),
      },
      ['file_path', 'old_string', 'new_string'],
    ),
  },
  {
    name: 'Write',
    description: 'Writes a file to the local filesystem.',
    parameters: obj({ file_path: s('The absolute path to the file to write'), content: s() }, [
      'file_path',
      'content',
    ]),
  },
  {
    name: 'TodoWrite',
    description: 'Update the todo list',
    parameters: obj({ todos: { type: 'array', items: { type: 'object' } } }, ['todos']),
  },
  {
    name: 'WebFetch',
    description: 'Fetches content from a URL',
    parameters: obj({ url: s(), prompt: s() }, ['url', 'prompt']),
  },
];

/** opencode's tools: lower-case names, camelCase arguments, a required bash `description`. */
export const OPENCODE: ToolFixture[] = [
  {
    name: 'bash',
    description: 'Executes a bash command',
    parameters: obj({ command: s(), timeout: n(), description: s('Clear, concise description') }, [
      'command',
      'description',
    ]),
  },
  {
    name: 'read',
    description: 'Reads a file',
    parameters: obj({ filePath: s(), offset: n(), limit: n() }, ['filePath']),
  },
  {
    name: 'edit',
    description: 'Edits a file',
    parameters: obj({ filePath: s(), oldString: s(), newString: s(), replaceAll: b() }, [
      'filePath',
      'oldString',
      'newString',
    ]),
  },
  {
    name: 'write',
    description: 'Writes a file',
    parameters: obj({ content: s(), filePath: s() }, ['content', 'filePath']),
  },
  { name: 'glob', description: 'Finds files', parameters: obj({ pattern: s(), path: s() }, ['pattern']) },
  {
    name: 'grep',
    description: 'Searches files',
    parameters: obj({ pattern: s(), path: s(), include: s() }, ['pattern']),
  },
  {
    name: 'list',
    description: 'Lists a directory',
    parameters: obj({ path: s(), ignore: { type: 'array', items: { type: 'string' } } }, []),
  },
];

/** Codex's function tools: `shell` takes an argv array; `view_image` must not be taken for a file reader. */
export const CODEX: ToolFixture[] = [
  {
    name: 'shell',
    description: 'Runs a shell command and returns its output.',
    parameters: obj(
      { command: { type: 'array', items: { type: 'string' } }, workdir: s(), timeout_ms: n() },
      ['command'],
    ),
  },
  {
    name: 'update_plan',
    description: 'Updates the task plan',
    parameters: obj({ explanation: s(), plan: { type: 'array', items: { type: 'object' } } }, ['plan']),
  },
  { name: 'view_image', description: 'Attach a local image', parameters: obj({ path: s() }, ['path']) },
];

/** A plain, MCP-filesystem-style tool set. */
export const PLAIN: ToolFixture[] = [
  { name: 'read_file', description: 'Read a file', parameters: obj({ path: s() }, ['path'], false) },
  {
    name: 'write_file',
    description: 'Write a file',
    parameters: obj({ path: s(), content: s() }, ['path', 'content'], false),
  },
  {
    name: 'list_directory',
    description: 'List a directory',
    parameters: obj({ path: s() }, ['path'], false),
  },
  {
    name: 'get_weather',
    description: 'Weather by city',
    parameters: obj({ city: s(), days: n() }, ['city']),
  },
];

/** The fixtures as the model sees them after a wire decoded them. */
export function toSpecs(tools: ToolFixture[]): ToolSpec[] {
  return tools.map((t) => ({ name: t.name, description: t.description, schema: readSchema(t.parameters) }));
}

/** A fetch for the SDKs' `fetch` option that answers from an Upstream, with no server in between. */
export function upstreamFetch(upstream: Upstream) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init?.body === 'string' ? init.body : undefined;
    return upstream(url.pathname.replace(/^\/v1/, '') + url.search, {
      method: init?.method ?? 'GET',
      headers,
      ...(body === undefined ? {} : { body }),
      signal: init?.signal ?? new AbortController().signal,
    });
  };
}
