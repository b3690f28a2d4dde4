// `node --import ./scripts/fuzz-scale/register.mjs dist/test/x.test.js`: every fast-check property the file
// draws runs FUZZ_SCALE times its own count (docs/testing.md, "Round 65 (fuzzflake-r65)"), and every node:test
// timeout the file sets is FUZZ_TIMEOUT_SCALE (default FUZZ_SCALE) times its own ("Round 68 (redteam2-r68)").
import { register } from 'node:module';

// The hooks' thread has no import.meta.resolve on node 20: fast-check's address is resolved here.
register('./hooks.mjs', { parentURL: import.meta.url, data: { real: import.meta.resolve('fast-check') } });
