// Round 57, second pass (edge-r57): the project directories the operator pins (`gate serve --workspace`)
// bound the workspace every wire reads, whoever reports it: a gate_adjudicate claim, Codex's own
// environment block, or none (docs/wires.md, "Round 57, second pass (edge-r57)").
import { inSharedPlace } from '../kernel/ladder/shell-option-scripts.js';
import { inWorkspace } from '../kernel/ladder/shell-standing.js';

/** An absolute path with no `.` or `..` step: what it names is what it says. */
const plainPath = (p: string): boolean => p.startsWith('/') && !/(?:^|\/)\.\.?(?:\/|$)/.test(p);

/** Longer than any path an OS takes (Linux's PATH_MAX): no directory. */
const MAX_PLACE = 4096;

/**
 * Round 58: whether a client's `entered` fact (the shared place a directory its call goes into resolves to
 * on the client's disk, gate_adjudicate's `entered`, which a remote `gate hook` sends) is one gate reads:
 * an absolute path with no `.` or `..` step, printable, at most 4,096 characters, and a shared place (the
 * floor reads nothing else of it). gate cannot see the disk; the fact only ever adds a reading, so a
 * false one refuses the client's own calls and no more.
 */
export function readableEntered(entered: string): boolean {
  return (
    entered.length <= MAX_PLACE &&
    plainPath(entered) &&
    !/[\x00-\x1f\x7f]/.test(entered) &&
    inSharedPlace(entered)
  );
}

/**
 * Round 58: the entered place a call is judged with: none when it lies in or under the session's
 * workspace (the operator's pin, or the project the agent reported within the pins), which is the
 * project's own directory, not a shared place an untrusted step prepared (a workspace under /tmp and
 * `cd src && git status` in it was refused as a link into a shared place).
 */
export function enteredBeyond(
  entered: string | undefined,
  workspace: string | undefined,
): string | undefined {
  if (entered === undefined) return undefined;
  return workspace !== undefined && inWorkspace(entered, workspace) ? undefined : entered;
}

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
