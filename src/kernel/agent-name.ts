// An agent's name as gate records and shows it. The name is the client's own words (x-gate-agent, MCP
// clientInfo.name), and the coherence feed and the approval queue show it to other agents and to
// approvers: so only a short token is kept as written, and any other name is shown by a digest of it.
import { createHash } from 'node:crypto';

/** A name kept as written: a product-like token, no spaces or controls (prose could speak to a reader). */
const TOKEN = /^[A-Za-z0-9._:@/+-]{1,64}$/;

/**
 * The name recorded for a client's self-declared agent name: itself when it is a short token, else
 * `agent-` and 12 hex digits of its SHA-256, the same for the same name, so an agent still skips its own
 * events in the feed. Absent, empty or not a string: undefined.
 */
export function agentName(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (TOKEN.test(raw)) return raw;
  return `agent-${createHash('sha256').update(raw, 'utf8').digest('hex').slice(0, 12)}`;
}
