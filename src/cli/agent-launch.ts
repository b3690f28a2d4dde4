// How `gate run` points each agent it knows at the gateway, using only what the agent documents: its
// environment variables and command-line config overrides. No file of the user's is written.
import { basename } from 'node:path';
import { KeyForms } from '../upstream/key-forms.js';

export type AgentKind = 'claude' | 'codex' | 'opencode' | 'other';

/** The variable the gateway key travels in, for agents that read a key from a variable gate names. */
export const GATE_KEY_VAR = 'GATE_KEY';
/** The running gateway's address, for `gate hook` inside the agent. */
export const GATE_URL_VAR = 'GATE_URL';

/** Which agent a command is, by its file name (`/usr/bin/claude`, `codex.js`, `opencode.exe`). */
export function agentKind(command: string): AgentKind {
  const name = basename(command)
    .replace(/\.(c?js|mjs|exe|cmd)$/i, '')
    .toLowerCase();
  return name === 'claude' || name === 'codex' || name === 'opencode' ? name : 'other';
}

export interface LaunchContext {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  key: string;
  env: NodeJS.ProcessEnv;
  /** The provider key's variable (--api-key-env): removed, so only gate holds that key. */
  hide?: string | undefined;
  /** The provider key itself: any other variable holding it (a copy, a header line, base64) is removed too. */
  providerKey?: string | undefined;
}

/** Under this a key is matched only as a whole value: a short test key is a substring of PATH and the like. */
const KEY_SEARCHED_FROM = 16;

/**
 * The caller's environment less every variable whose value holds the provider key: the key often sits
 * in more than the variable --api-key-env names (`OPENAI_API_KEY` beside `OPENAI_KEY`, an auth header),
 * and an agent that can read it can reach the provider without gate.
 */
function withoutProviderKey(env: NodeJS.ProcessEnv, key: string | undefined): NodeJS.ProcessEnv {
  if (!key) return { ...env };
  const holds = holdsProviderKey(key);
  const kept: NodeJS.ProcessEnv = {};
  for (const name in env) {
    const value = env[name];
    if (value === undefined) continue;
    if (holds(value)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Whether a variable's value holds the provider key, as it is or in a form a reader decodes. */
export function holdsProviderKey(key: string): (value: string) => boolean {
  const forms = key.length >= KEY_SEARCHED_FROM ? new KeyForms(key) : undefined;
  return (value) => value === key || forms?.holds(Buffer.from(value)) === true;
}

export interface LaunchPlan {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

export function launchPlan(kind: AgentKind, argv: string[], ctx: LaunchContext): LaunchPlan {
  const [command, ...args] = argv as [string, ...string[]];
  const env: NodeJS.ProcessEnv = withoutProviderKey(ctx.env, ctx.providerKey);
  env[GATE_URL_VAR] = ctx.url;
  env[GATE_KEY_VAR] = ctx.key;
  if (ctx.hide) delete env[ctx.hide];
  const v1 = `${ctx.url}/v1`;
  switch (kind) {
    case 'claude':
      // The bearer token, not ANTHROPIC_API_KEY: Claude Code asks before using an API key it finds in
      // the environment, and a key of the user's would otherwise be sent alongside.
      env.ANTHROPIC_BASE_URL = ctx.url;
      env.ANTHROPIC_AUTH_TOKEN = ctx.key;
      delete env.ANTHROPIC_API_KEY;
      return { command, args, env };
    case 'codex':
      // A provider of gate's own, chosen with -c: Codex's built-in "openai" provider ignores overrides.
      return {
        command,
        args: [
          ...codexOverride('model_provider', 'gate'),
          ...codexOverride('model_providers.gate.name', 'gate'),
          ...codexOverride('model_providers.gate.base_url', v1),
          ...codexOverride('model_providers.gate.wire_api', 'responses'),
          ...codexOverride('model_providers.gate.env_key', GATE_KEY_VAR),
          ...args,
        ],
        env,
      };
    case 'opencode': {
      // Inline config is opencode's highest-precedence layer; a user's own inline config is kept under it.
      const own = parseOwnConfig(ctx.env.OPENCODE_CONFIG_CONTENT);
      const options = { baseURL: v1, apiKey: `{env:${GATE_KEY_VAR}}` };
      const provider = { ...(own.provider as object | undefined) } as Record<string, { options?: object }>;
      for (const name of ['anthropic', 'openai'])
        provider[name] = { ...provider[name], options: { ...provider[name]?.options, ...options } };
      env.OPENCODE_CONFIG_CONTENT = JSON.stringify({ ...own, provider });
      return { command, args, env };
    }
    default:
      env.OPENAI_BASE_URL = v1;
      env.OPENAI_API_KEY = ctx.key;
      env.ANTHROPIC_BASE_URL = ctx.url;
      env.ANTHROPIC_API_KEY = ctx.key;
      delete env.ANTHROPIC_AUTH_TOKEN;
      return { command, args, env };
  }
}

/** `-c key="value"`: the value as a TOML string, so a URL is never read as anything else. */
function codexOverride(key: string, value: string): string[] {
  return ['-c', `${key}=${JSON.stringify(value)}`];
}

function parseOwnConfig(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {}
  throw new Error(
    'OPENCODE_CONFIG_CONTENT is set but is not a JSON object; gate run cannot add its provider',
  );
}
