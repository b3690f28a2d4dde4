// The bounds a test's ledger writes carry (RedisStore.writeLedger): the kernel's per trace, a small book.
import { DEFAULT_PROVENANCE_LIMITS } from '../../src/kernel/provenance/ledger.js';

export const LEDGER_TEST_BOUNDS = {
  maxKeys: DEFAULT_PROVENANCE_LIMITS.maxKeys,
  maxCarries: DEFAULT_PROVENANCE_LIMITS.maxSources,
  maxLedgers: 1000,
  perClient: 1000,
};
