// The RE2 engine (re2js), reached through re2() so that the bundle can load it on first use
// (scripts/bundle.mjs replaces this module): a one-shot command that compiles no pattern never pays
// the ~20 ms of loading it (docs/operations.md, "Startup").
import * as engine from 're2js';

export type Re2 = typeof engine;

/** The re2js module. */
export function re2(): Re2 {
  return engine;
}
