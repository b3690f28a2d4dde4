// Provides what `npm test` needs beyond npm before it runs, so the README's test command passes on a
// fresh machine: redis-server for the fleet tests, chromium for the console's browser test, strace for
// the approval fault test (it holds a journal write past the claim's lease) and zsh and busybox for the
// floor's zsh and ash oracles (rounds 35, 36), each
// installed from Debian's packages when missing (as root, or through passwordless sudo).
// Without a way to install them: redis-server is required (GATE_SKIP_REDIS=1 skips those tests
// instead); chromium is required only under CI or GATE_REQUIRE_BROWSER=1, else its test skips.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NEEDS = [
  {
    bin: 'redis-server',
    pkg: 'redis-server',
    why: 'the fleet tests',
    required: process.env.GATE_SKIP_REDIS !== '1',
  },
  {
    bin: 'chromium',
    pkg: 'chromium',
    why: "the console's browser test",
    required: process.env.CI === 'true' || process.env.GATE_REQUIRE_BROWSER === '1',
  },
  {
    bin: 'strace',
    pkg: 'strace',
    why: "the approval fault test's held journal write",
    required: process.env.CI === 'true',
  },
  {
    bin: 'zsh',
    pkg: 'zsh',
    why: "the round 35 floor test's oracle (what zsh runs)",
    required: process.env.CI === 'true',
  },
  {
    bin: 'busybox',
    pkg: 'busybox',
    why: "the round 36 floor test's oracle (what Alpine's sh, busybox ash, runs)",
    required: process.env.CI === 'true',
  },
];

function onPath(bin) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, bin), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
}

const missing = NEEDS.filter((n) => !onPath(n.bin));
if (missing.length === 0) process.exit(0);

const root = process.getuid?.() === 0;
const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const canInstall = onPath('apt-get') && (root || sudo);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (step) => {
  const [cmd, args] = root
    ? [step[0], step.slice(1)]
    : ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...step]];
  return spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
};

if (canInstall) {
  const pkgs = missing.map((n) => n.pkg);
  console.error(`npm test: installing ${pkgs.join(' and ')} (apt-get install ${pkgs.join(' ')})`);
  if (!run(['apt-get', 'update', '-qq']) || !run(['apt-get', 'install', '-y', '-qq', ...pkgs]))
    console.error('npm test: apt-get failed');
}
let fatal = false;
for (const n of missing) {
  if (onPath(n.bin)) continue;
  if (n.required) {
    console.error(`npm test: ${n.bin} is needed for ${n.why} and could not be installed.`);
    console.error(`npm test: install it (Debian/Ubuntu: apt-get install ${n.pkg}) and run npm test again.`);
    fatal = true;
  } else console.error(`npm test: ${n.bin} is not installed; ${n.why} will be skipped.`);
}
if (fatal) {
  console.error('npm test: (GATE_SKIP_REDIS=1 skips the fleet tests that need redis-server.)');
  process.exit(1);
}
