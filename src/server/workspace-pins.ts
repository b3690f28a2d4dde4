// Round 57, second pass (edge-r57): the project directories the operator pins (`gate serve --workspace`)
// bound the workspace every wire reads, whoever reports it: a gate_adjudicate claim, Codex's own
// environment block, or none (docs/wires.md, "Round 57, second pass (edge-r57)").
import { inWorkspace } from '../kernel/ladder/shell-standing.js';

/** An absolute path with no `.` or `..` step: what it names is what it says. */
const plainPath = (p: string): boolean => p.startsWith('/') && !/(?:^|\/)\.\.?(?:\/|$)/.test(p);

/** Whether a reported workspace is in or under a pin (any, when the operator pinned none). */
export function withinPins(reported: string, pins: readonly string[] | undefined): boolean {
  return pins === undefined || pins.some((pin) => inWorkspace(reported, pin) && plainPath(reported));
}

/**
 * The session's workspace a call is judged under: what the client reported when it is within the pins;
 * nothing when it reported one outside them (its own block says it runs elsewhere, and the operator did
 * not vouch for that place); with no report, the operator's one pin (it names the project without
 * doubt), none when it pinned several (gate cannot tell which one the session is in) or none.
 */
export function sessionWorkspace(
  reported: string | undefined,
  pins: readonly string[] | undefined,
): string | undefined {
  if (reported !== undefined) return withinPins(reported, pins) ? reported : undefined;
  return pins?.length === 1 ? pins[0] : undefined;
}
