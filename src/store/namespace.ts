// The namespace rule of the vDSO: which cached reads a completed write invalidates (docs/design.md §7).
// A tool's namespace is the noun after its verb: get_order_status and update_order are both `order`.
import { nameSegments } from '../kernel/policy/names.js';

/** The namespace that stands for every namespace: a write in it flushes the whole cache. */
export const ALL_NAMESPACES = '*';

/** Operator overrides, tool name to namespace (filled later from the manifest or the --tools file). */
export type NamespaceOverrides = Readonly<Record<string, string>>;

/** Claude-style file tools share one namespace: an Edit must invalidate a cached Read. */
const FS_TOOLS = new Set([
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookRead',
  'NotebookEdit',
  'Glob',
  'Grep',
  'LS',
]);

/** Shell and exec tools can change anything, so they live in every namespace. */
const SHELL_TOOLS = new Set([
  'bash',
  'shell',
  'exec',
  'terminal',
  'run_command',
  'run_shell_command',
  'execute_command',
  'run_terminal_cmd',
]);

const VERBS = new Set([
  'read',
  'get',
  'list',
  'search',
  'lookup',
  'find',
  'fetch',
  'query',
  'view',
  'show',
  'describe',
  'count',
  'check',
  'add',
  'append',
  'apply',
  'cancel',
  'clear',
  'create',
  'delete',
  'destroy',
  'drop',
  'edit',
  'insert',
  'merge',
  'modify',
  'move',
  'patch',
  'post',
  'publish',
  'purge',
  'push',
  'put',
  'remove',
  'rename',
  'replace',
  'reset',
  'save',
  'send',
  'set',
  'submit',
  'truncate',
  'update',
  'upload',
  'upsert',
  'write',
  'and',
  'or',
]);

/** Words between the verb and the noun that do not name the thing (`read_multiple_files` is about files). */
const QUALIFIERS = new Set([
  'a',
  'an',
  'the',
  'all',
  'many',
  'multiple',
  'batch',
  'bulk',
  'new',
  'raw',
  'text',
  'single',
  'one',
  'my',
]);

/**
 * The namespace of a tool: an override if given; `fs` for Claude-style file tools; `*` for shell tools;
 * else the first noun segment after the first verb segment, singular, prefixed by any segments before the
 * verb (`github.get_issue` → `github.issue`); a name with no verb is its own namespace.
 */
export function namespaceOf(tool: string, overrides?: NamespaceOverrides): string {
  if (overrides !== undefined && Object.hasOwn(overrides, tool)) return overrides[tool]!;
  if (FS_TOOLS.has(tool)) return 'fs';
  if (SHELL_TOOLS.has(tool.toLowerCase())) return ALL_NAMESPACES;
  const segments = nameSegments(tool);
  const verbAt = segments.findIndex((s) => VERBS.has(s));
  if (verbAt === -1) return segments.join('.') || tool;
  let i = verbAt + 1;
  while (i < segments.length && (VERBS.has(segments[i]!) || QUALIFIERS.has(segments[i]!))) i++;
  if (i >= segments.length) return segments.join('.');
  return [...segments.slice(0, verbAt), singular(segments[i]!)].join('.');
}

/** English plural to singular, enough for tool nouns (orders, files, entries, addresses; status stays). */
export function singular(word: string): string {
  if (word.length > 3 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
