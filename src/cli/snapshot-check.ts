// `gate policy --check`'s own start-up snapshot (dist/snapshot/check.blob; scripts/bundle.mjs builds it as it
// builds gate.blob from snapshot.ts). A check reads its floor from a file and never judges a call, so its
// blob holds the policy command alone: not the built-in floor compiled, nor preflight's, hook's and the
// screen's code, which every start would deserialise (docs/operations.md, "Round 39"). bin/gate starts
// `policy --check` from it; every other `policy` from gate.blob. Nothing of the building process may stay in it.
import { createRequire } from 'node:module';
import { Readable, Writable } from 'node:stream';
import { startupSnapshot } from 'node:v8';
import { canonicalJson } from '../kernel/canonical.js';
import { programProblems } from '../kernel/policy/arg-rule-index.js';
import { DEFAULT_FLOOR } from '../kernel/policy/default-floor.js';
import { checkNamedManifest, dumpManifest, summarisePolicy } from '../kernel/policy/load.js';
import { unadmittedRuleTools } from '../kernel/policy/unadmitted.js';
import * as policy from './commands/policy.js';
import { type CommandEntry, dispatch } from './dispatch.js';
import { runFromSnapshotOnStart } from './snapshot-main.js';

const CHECK_COMMANDS: Readonly<Record<string, CommandEntry>> = {
  policy: { summary: '', load: async () => policy },
};

/**
 * A manifest the build checks through the command itself: it loads, and then a pattern RE2 refuses stops
 * the check before its summary, whose digest needs node:crypto (which cannot be in a blob).
 */
const REFUSED = JSON.stringify({
  version: 'gate-policy/v1.3',
  allow: ['Bash'],
  arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: '(?=x)' }],
});

if (startupSnapshot.isBuildingSnapshot()) {
  // The built-in floor's dump checked once here, as a check does after reading its file, and a manifest
  // through the command, so the functions they call keep their bytecode in the blob: compiled at each start
  // they were most of what a check runs beyond its decoding. The summary reads a stand-in digest.
  const checked = checkNamedManifest(dumpManifest(DEFAULT_FLOOR), 'builtin');
  programProblems(checked.manifest.arg_rules);
  unadmittedRuleTools(checked.manifest);
  summarisePolicy({ manifest: checked.manifest, digest: '' });
  canonicalJson(checked.manifest);
  // node's module loader, as launch.ts's tuneV8 runs it for node:crypto (a module the blob already holds).
  createRequire(process.execPath)('node:stream');
  const sink = new Writable({ write: (_c, _e, cb) => cb() });
  const io = { stdout: sink, stderr: sink, stdin: Readable.from([REFUSED]), env: {} };
  void dispatch(['policy', '--check', '-'], io, CHECK_COMMANDS, () => '');
  runFromSnapshotOnStart(CHECK_COMMANDS);
}
