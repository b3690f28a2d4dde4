// The one table of calls every wire and mode must judge alike (chat, messages, Responses, MCP;
// buffered and streaming; proxy and in-kernel), and the floor it is judged on.

export const POLICY = {
  version: 'gate-policy/v1',
  allow: ['write_file', 'run_shell', 'delete_branch'],
  allow_prefix: ['read_', 'get_'],
  deny: { drop_database: 'POLICY_BLOCK' },
  self_modify_globs: ['.git/', '.env'],
  redact_fields: ['password'],
  arg_rules: [{ tool: 'write_file', arg: 'content', max_bytes: 64, reason: 'OVERSIZE' }],
};

export interface Row {
  tool: string;
  args: string;
  kind: string;
  reason?: string;
  /** Why the built-in model cannot be asked for this call (in-kernel mode skips the row). */
  builtinSkip?: string;
}

/** The table: what the model proposes and what the floor must say, whichever way it came in. */
export const TABLE: Row[] = [
  { tool: 'read_file', args: '{"path":"docs/intro.md"}', kind: 'ALLOW' },
  { tool: 'get_weather', args: '{"city":"Z\u00fcrich \u{1F327}","days":2}', kind: 'ALLOW' },
  { tool: 'write_file', args: '{"path":"notes.md","content":"short"}', kind: 'ALLOW' },
  { tool: 'drop_database', args: '{"name":"prod"}', kind: 'DENY', reason: 'POLICY_BLOCK' },
  { tool: 'launch_rocket', args: '{}', kind: 'DENY', reason: 'DEFAULT_DENY' },
  { tool: 'write_file', args: '{"path":".git/config","content":"x"}', kind: 'DENY', reason: 'SELF_MODIFY' },
  {
    tool: 'write_file',
    args: `{"path":"notes.md","content":"${'y'.repeat(100)}"}`,
    kind: 'DENY',
    reason: 'OVERSIZE',
  },
  {
    tool: 'get_page',
    args: '{"url":"http://169.254.169.254/latest/meta-data/"}',
    kind: 'DENY',
    reason: 'EGRESS_BLOCK',
  },
  {
    tool: 'run_shell',
    args: '[1,2]',
    kind: 'DENY',
    reason: 'MALFORMED',
    builtinSkip: 'the built-in model only proposes object arguments',
  },
  { tool: 'get_user', args: '{"id":7,"password":"hunter2"}', kind: 'TRANSFORM' },
  { tool: 'delete_branch', args: '{"name":"feature/x"}', kind: 'REQUIRE_WITNESS' },
];
