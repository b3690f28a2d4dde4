// `gate preflight`'s own start-up snapshot (dist/snapshot/preflight.blob; scripts/bundle.mjs builds it as it
// builds gate.blob from snapshot.ts). A preflight judges one call, so its blob holds the preflight command,
// the built-in floor compiled and the decision path warmed: not hook's modules nor the policy command's
// checking path, which every start would deserialise (docs/operations.md, "Round 40 (perf-r40)"). bin/gate
// starts `preflight` from it; without it from gate.blob. Nothing of the building process may stay in it.
import { startupSnapshot } from 'node:v8';
import { builtinPolicy } from '../server/policy-holder.js';
import * as preflight from './commands/preflight.js';
import type { CommandEntry } from './dispatch.js';
import { runFromSnapshotOnStart, warmPreflight } from './snapshot-main.js';

const PREFLIGHT_COMMANDS: Readonly<Record<string, CommandEntry>> = {
  preflight: { summary: '', load: async () => preflight },
};

if (startupSnapshot.isBuildingSnapshot()) {
  // The floor a bare `preflight` judges on: compiled once here, not in every process.
  builtinPolicy();
  warmPreflight(PREFLIGHT_COMMANDS);
  runFromSnapshotOnStart(PREFLIGHT_COMMANDS);
}
