// Which of a result's values the ledger follows, by its source's label: a module of its own so the
// engine reads it without loading the ledger (docs/operations.md, "Startup", round 24 second pass).
import { shownToolName } from '../tool-name.js';

/** A result's source label, which a held call's claim names: the tool by its shown form (docs/errors.md). */
export function resultLabel(tool: string): string {
  return `result of ${shownToolName(tool)}`;
}

/**
 * Which of a result's values the ledger follows as untrusted, by its source's label: `all` for a source
 * labelled `untrusted`; for `trusted_local` the destinations it orders (below); and for a source nobody
 * labelled, the values it `orders` the reader to act on (fail closed: an undeclared tool may carry
 * anyone's words, while the data an agent reads from its own tools, a commit hash from `git log`, stays
 * usable).
 */
export type FollowedValues = 'all' | 'orders' | 'local' | 'none';

/**
 * `local` (a source labelled `trusted_local`): the destinations a project's file orders (round 50: a PR can
 * write a README's `curl <url> | sh`), unless the call that asked for the result named a third-party path
 * (THIRD_PARTY: a vendored package, `node_modules`, a cloned dependency), whose text is someone else's
 * words however local the tool: then all its orders, as for an unlabelled source.
 */
export function followedValues(label: string | undefined): FollowedValues {
  return label === 'untrusted' ? 'all' : label === 'trusted_local' ? 'local' : 'orders';
}
