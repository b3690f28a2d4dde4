// Rung 2: an explicit `deny` entry refuses the tool by its name, whatever else the floor says, also
// when an MCP client serves it under its server's name (`mcp__vault__get_secret`) and in another case
// (`GET_SECRET`, `get_ſecret`): a server that matches names ignoring case runs the denied tool.
import { foldToolName } from '../policy/lower.js';
import { servedToolName } from '../policy/names.js';
import type { Reason } from '../types.js';
import { type RungInput, type RungResult, refuse } from './rung.js';

export function checkDeny({ policy, call }: RungInput): RungResult {
  const reason = denyReason(policy.deny, call.tool);
  return reason === undefined ? 'no deny entry for this name' : refuse('deny', reason);
}

/** The deny entry that names a tool (exactly, served under a server's name, or in another case), if any. */
export function denyReason(deny: ReadonlyMap<string, Reason>, tool: string): Reason | undefined {
  const reason = deny.get(tool);
  return reason !== undefined || deny.size === 0 ? reason : foldedDeny(deny).reasonOf(tool);
}

/** A policy's deny entries by folded name (the first of names that fold alike wins), answers remembered. */
class FoldedDeny {
  readonly #byFold = new Map<string, Reason>();
  /** Names as called, answered once each (null: none); bounded, names come from agents. */
  readonly #byName = new Map<string, Reason | null>();
  constructor(deny: ReadonlyMap<string, Reason>) {
    for (const [name, reason] of deny) {
      const key = foldToolName(name);
      if (!this.#byFold.has(key)) this.#byFold.set(key, reason);
    }
  }
  reasonOf(tool: string): Reason | undefined {
    let reason = this.#byName.get(tool);
    if (reason === undefined) {
      const name = foldToolName(tool);
      const served = name.includes('__') ? servedToolName(name) : undefined;
      reason =
        this.#byFold.get(name) ?? (served === undefined ? undefined : this.#byFold.get(served)) ?? null;
      if (this.#byName.size >= NAME_CACHE_LIMIT) this.#byName.clear();
      this.#byName.set(tool, reason);
    }
    return reason ?? undefined;
  }
}
const NAME_CACHE_LIMIT = 4096;
const foldedMaps = new WeakMap<ReadonlyMap<string, Reason>, FoldedDeny>();

function foldedDeny(deny: ReadonlyMap<string, Reason>): FoldedDeny {
  let folded = foldedMaps.get(deny);
  if (!folded) {
    folded = new FoldedDeny(deny);
    foldedMaps.set(deny, folded);
  }
  return folded;
}
