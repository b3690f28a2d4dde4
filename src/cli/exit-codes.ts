// Exit codes of every gate command, in one table (docs/design.md §9).
export const EXIT = {
  /** Success; for preflight, any verdict. */
  OK: 0,
  /** Cannot do the work: bad manifest, bad --args, bind failure, broken journal chain. */
  FAILURE: 1,
  /** Usage error; or --require-key-env naming an unset or empty variable. */
  USAGE: 2,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
