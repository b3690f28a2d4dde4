// Mapping intents onto the client's own tools, by tool name and by the property names of each tool's schema.
import { posix } from 'node:path';
import type { Intent } from './intent.js';
import { heredocTag, shellQuote } from './text.js';
import type { JsonObject, JsonSchema, JsonValue, ProposedCall, ToolSpec } from './types.js';

/** What the model knows about the client's world beyond the tools (read from the system prompt). */
export interface ToolContext {
  /** The client's working directory, when the conversation states it. */
  cwd?: string;
}

/** Argument names by the part they play, in order of preference (Claude Code, opencode, Codex, Cursor, MCP). */
const NAMES = {
  path: [
    'file_path',
    'filePath',
    'path',
    'target_file',
    'targetFile',
    'filename',
    'file_name',
    'fileName',
    'file',
    'absolute_path',
    'relative_path',
    'dir_path',
    'relative_workspace_path',
    'directory',
    'dir',
    'target',
    'paths',
  ],
  content: ['content', 'contents', 'file_text', 'text', 'data', 'body', 'new_content', 'code_edit'],
  old: ['old_string', 'oldString', 'old_str', 'old_text', 'oldText', 'search', 'old'],
  new: ['new_string', 'newString', 'new_str', 'new_text', 'newText', 'replacement', 'replace', 'new'],
  pattern: ['pattern', 'query', 'regex', 'search_term', 'searchTerm', 'keyword', 'term', 'q'],
  command: ['command', 'cmd'],
} as const;
type Role = keyof typeof NAMES;

/** Tool names a client uses for its shell, most canonical first. */
const SHELL_NAMES = [
  'Bash',
  'bash',
  'shell',
  'shell_command',
  'local_shell',
  'exec_command',
  'run_terminal_cmd',
  'run_shell_command',
  'execute_command',
  'run_command',
  'terminal',
];
const READ_NAMES = ['Read', 'read', 'read_file', 'view', 'view_file', 'open_file', 'read_text_file', 'cat'];

/** Name segments: `read_file` → read,file; `readFile` → read,file; `Read` → read. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== '');
}

function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

function props(tool: ToolSpec): Record<string, JsonSchema> {
  return tool.schema.properties ?? {};
}

/** A schema that declares no properties and does not forbid others takes any conventional name. */
function isOpen(tool: ToolSpec): boolean {
  return Object.keys(props(tool)).length === 0 && tool.schema.additionalProperties !== false;
}

/** The tool's property playing `role`, if any (a shell `command` must be free text or an argv array). */
function prop(tool: ToolSpec, role: Role): string | undefined {
  const p = props(tool);
  const found = NAMES[role].find((n) => p[n] !== undefined);
  if (found === undefined) return isOpen(tool) ? NAMES[role][0] : undefined;
  const schema = p[found] ?? {};
  if (role === 'command' && (schema.enum !== undefined || !isCommandType(schema))) return undefined;
  return found;
}

function isCommandType(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  if (types.length === 0 || types.includes('string')) return true;
  return types.includes('array') && (schema.items === undefined || typesOf(schema.items).includes('string'));
}

/** A multi-command editor (`str_replace_based_edit_tool`): a `command` enum naming the operation. */
function editorCommand(tool: ToolSpec, wanted: string[]): string | undefined {
  const values = props(tool)['command']?.enum ?? [];
  return wanted.find((w) => values.includes(w));
}

function hasWord(tool: ToolSpec, list: string[]): boolean {
  return words(tool.name).some((w) => list.includes(w));
}

/** Orders candidates: names in `preferred` first (in that order), then the rest in the client's order. */
function ranked(tools: ToolSpec[], preferred: string[]): ToolSpec[] {
  const rank = (t: ToolSpec): number => {
    const i = preferred.indexOf(t.name);
    return i === -1 ? preferred.length : i;
  };
  return tools
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .map(({ t }) => t);
}

/** A placeholder for a required argument nobody asked for, by its schema. */
function placeholder(name: string, schema: JsonSchema, describe: string): JsonValue {
  if (schema.default !== undefined) return schema.default;
  const [first] = schema.enum ?? [];
  if (first !== undefined) return first;
  const [type] = typesOf(schema);
  switch (type) {
    case 'boolean':
      // Cursor's read_file asks `should_read_entire_file`: reading it all is what was asked.
      return /entire|(^|_)all($|_)/i.test(name);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'null':
      return null;
    default:
      return /description|explanation|justification|reason|instructions|summary/i.test(name) ? describe : '';
  }
}

/** Fits values (keyed by the tool's own property names) to its schema: types, required, no strangers. */
function fit(tool: ToolSpec, values: JsonObject, describe: string, ctx: ToolContext): JsonObject {
  const p = props(tool);
  const args: JsonObject = {};
  for (const [key, value] of Object.entries(values)) {
    const schema = p[key];
    if (schema === undefined && tool.schema.additionalProperties === false) continue;
    args[key] = schema ? shape(key, value, schema, ctx) : value;
  }
  for (const key of tool.schema.required ?? []) {
    if (args[key] === undefined) args[key] = placeholder(key, p[key] ?? {}, describe);
  }
  return args;
}

/** One value shaped to its property: argv arrays, one-element path lists, absolute paths when asked. */
function shape(key: string, value: JsonValue, schema: JsonSchema, ctx: ToolContext): JsonValue {
  if (typeof value !== 'string') return value;
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes('string') && types.includes('array')) {
    return (NAMES.command as readonly string[]).includes(key) ? ['bash', '-lc', value] : [value];
  }
  const wantsAbsolute = /absolute/i.test(schema.description ?? '') && !/relative/i.test(key);
  if ((NAMES.path as readonly string[]).includes(key) && wantsAbsolute && ctx.cwd && !/^[/~]/.test(value)) {
    return posix.join(ctx.cwd, value);
  }
  return value;
}

/** Builds the values for one tool, or undefined when the tool cannot do it. */
type Make = (tool: ToolSpec) => JsonObject | undefined;

/** One way to carry out an intent: the tool names to try first, and which tools qualify by name. */
interface Step {
  prefer: string[];
  make: Make;
  /** Name test (skipped when the user named the tool); without one, any tool whose schema fits may serve. */
  accepts?: (tool: ToolSpec) => boolean;
}

function isEditor(tool: ToolSpec): boolean {
  return props(tool)['command']?.enum !== undefined;
}

/** Returns the first tool a step accepts, trying steps in order and tools in rank order. */
function firstFit(
  tools: ToolSpec[],
  steps: Step[],
  named: boolean,
): { tool: ToolSpec; values: JsonObject } | undefined {
  for (const step of steps) {
    for (const tool of ranked(tools, step.prefer)) {
      const byName = step.accepts?.(tool);
      if (!named && byName === false) continue;
      // A schema-less tool takes conventional argument names only where its name says what it is.
      if (isOpen(tool) && !named && !byName && !step.prefer.includes(tool.name)) continue;
      const values = step.make(tool);
      if (values) return { tool, values };
    }
  }
  return undefined;
}

function withRoles(tool: ToolSpec, pairs: [Role, JsonValue][]): JsonObject | undefined {
  const values: JsonObject = {};
  for (const [role, value] of pairs) {
    const key = prop(tool, role);
    if (key === undefined) return undefined;
    values[key] = value;
  }
  return values;
}

/** A dedicated tool (not a multi-command editor) with these roles. */
const plain =
  (pairs: [Role, JsonValue][]): Make =>
  (tool) =>
    isEditor(tool) ? undefined : withRoles(tool, pairs);

/** A multi-command editor (`str_replace_based_edit_tool`) running one of its commands. */
const editor =
  (commands: string[], pairs: [Role, JsonValue][]): Make =>
  (tool) => {
    const command = editorCommand(tool, commands);
    const values = command === undefined ? undefined : withRoles(tool, pairs);
    return values && command !== undefined ? { command, ...values } : undefined;
  };

const shell = (command: string): Step => ({
  prefer: SHELL_NAMES,
  make: (tool) => (hasWord(tool, ['slash']) ? undefined : withRoles(tool, [['command', command]])),
});

/** A patch for Codex's `apply_patch` function (its `input` argument). */
function applyPatch(header: string, body: string[]): Step {
  const input = ['*** Begin Patch', `*** ${header}`, ...body, '*** End Patch', ''].join('\n');
  return {
    prefer: ['apply_patch'],
    make: (tool) => (tool.name === 'apply_patch' && props(tool)['input'] ? { input } : undefined),
  };
}

const lines = (text: string, mark: string): string[] => text.split('\n').map((l) => mark + l);

const named =
  (list: string[], not: string[] = []) =>
  (tool: ToolSpec): boolean =>
    hasWord(tool, list) && !hasWord(tool, not);

const NOT_A_READER = ['write', 'edit', 'multi', 'notebook', 'web', 'url', 'mcp', 'resource', 'todo', 'image'];

/** How to carry out each intent, best kind of tool first; later steps are fallbacks. */
function steps(intent: Intent): Step[] {
  switch (intent.kind) {
    case 'shell':
      return [shell(intent.command)];
    case 'read':
      return [
        {
          prefer: READ_NAMES,
          make: plain([['path', intent.path]]),
          accepts: named(['read', 'view', 'cat', 'open'], NOT_A_READER),
        },
        { prefer: [], make: editor(['view'], [['path', intent.path]]) },
        shell(`cat ${shellQuote(intent.path)}`),
      ];
    case 'search': {
      const { pattern, path } = intent;
      const make: Make = (tool) => {
        const values = plain([['pattern', pattern]])(tool);
        const key = prop(tool, 'path');
        if (values && key !== undefined && (path !== undefined || tool.schema.required?.includes(key)))
          values[key] = path ?? '.';
        return values;
      };
      return [
        {
          prefer: ['Grep', 'grep', 'grep_files', 'grep_search', 'search_files', 'search'],
          make,
          accepts: named(['grep', 'search', 'rg', 'ripgrep'], ['web', 'semantic']),
        },
        shell(`grep -rn -- ${shellQuote(pattern)} ${shellQuote(path ?? '.')}`),
      ];
    }
    case 'list': {
      const { path } = intent;
      const glob: Make = (tool) => {
        const key = prop(tool, 'path');
        return key !== undefined && key !== 'paths'
          ? plain([
              ['pattern', '*'],
              ['path', path],
            ])(tool)
          : plain([['pattern', posix.join(path, '*')]])(tool);
      };
      return [
        {
          prefer: ['LS', 'list', 'list_dir', 'list_directory', 'ls'],
          make: plain([['path', path]]),
          accepts: named(
            ['ls', 'list', 'dir', 'directory'],
            ['mcp', 'resource', 'resources', 'templates', 'todo'],
          ),
        },
        { prefer: ['Glob', 'glob'], make: glob, accepts: named(['glob']) },
        shell(`ls -la ${shellQuote(path)}`),
      ];
    }
    case 'glob': {
      const { pattern } = intent;
      const find = pattern.includes('/')
        ? `find . -path ${shellQuote(`./${pattern}`)}`
        : `find . -name ${shellQuote(pattern)}`;
      return [
        { prefer: ['Glob', 'glob'], make: plain([['pattern', pattern]]), accepts: named(['glob', 'find']) },
        shell(find),
      ];
    }
    case 'edit': {
      const { path, oldText, newText } = intent;
      const replace: [Role, JsonValue][] = [
        ['path', path],
        ['old', oldText],
        ['new', newText],
      ];
      const hunk = ['@@', ...(oldText === '' ? [] : lines(oldText, '-')), ...lines(newText, '+')];
      return [
        {
          prefer: ['Edit', 'edit', 'str_replace', 'replace'],
          make: plain(replace),
          accepts: named(['edit', 'replace'], ['multi', 'notebook']),
        },
        { prefer: [], make: editor(['str_replace'], replace) },
        {
          prefer: ['edit_file'],
          make: plain([
            ['path', path],
            ['content', newText],
          ]),
          accepts: named(['edit'], ['multi', 'notebook']),
        },
        applyPatch(`Update File: ${path}`, hunk),
        // JSON string literals are Python string literals, so no quoting can go wrong.
        shell(
          `python3 - <<'EOF'\nimport pathlib\np = pathlib.Path(${JSON.stringify(path)})\n` +
            `p.write_text(p.read_text().replace(${JSON.stringify(oldText)}, ${JSON.stringify(newText)}, 1))\nEOF`,
        ),
      ];
    }
    case 'write': {
      const { path, content } = intent;
      const write: [Role, JsonValue][] = [
        ['path', path],
        ['content', content],
      ];
      return [
        {
          prefer: ['Write', 'write', 'write_file', 'create_file'],
          make: plain(write),
          accepts: named(['write', 'create', 'save'], ['todo', 'notebook', 'multi', 'memory']),
        },
        { prefer: [], make: editor(['create'], write) },
        { prefer: ['edit_file'], make: plain(write), accepts: named(['edit'], ['multi', 'notebook']) },
        applyPatch(`Add File: ${path}`, lines(content, '+')),
        shell(`cat > ${shellQuote(path)} <<'${heredocTag(content)}'\n${content}\n${heredocTag(content)}`),
      ];
    }
    case 'call': {
      const { tool: name, args } = intent;
      return [{ prefer: [name], make: (tool) => (tool.name === name ? args : undefined) }];
    }
  }
}

/** One short line saying what an intent asks, for descriptions and for text answers. */
export function describe(intent: Intent): string {
  switch (intent.kind) {
    case 'shell':
      return `run \`${intent.command}\``;
    case 'read':
      return `read ${intent.path}`;
    case 'search':
      return `search for ${intent.pattern}${intent.path ? ` in ${intent.path}` : ''}`;
    case 'list':
      return `list ${intent.path}`;
    case 'glob':
      return `find files matching ${intent.pattern}`;
    case 'edit':
      return `edit ${intent.path}`;
    case 'write':
      return `write ${intent.path}`;
    case 'call':
      return `call ${intent.tool}`;
  }
}

/** The call that carries out `intent` with one of `tools`, or undefined when no offered tool fits. */
export function mapIntent(
  intent: Intent,
  tools: ToolSpec[],
  ctx: ToolContext = {},
): ProposedCall | undefined {
  const pool = intent.via === undefined ? tools : tools.filter((t) => t.name === intent.via);
  const found = firstFit(pool, steps(intent), intent.via !== undefined || intent.kind === 'call');
  if (!found) return undefined;
  const text = describe(intent);
  const line = text.charAt(0).toUpperCase() + text.slice(1);
  return { name: found.tool.name, arguments: fit(found.tool, found.values, line, ctx) };
}
