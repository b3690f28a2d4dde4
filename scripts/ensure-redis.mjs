// Provides redis-server for the fleet tests before `npm test` runs them, so the README's test command
// passes on a fresh machine: installs Debian's package when missing (as root, or through passwordless
// sudo), otherwise stops with what to do. GATE_SKIP_REDIS=1 skips the Redis tests instead.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(bin) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, bin), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
}

function fail(why) {
  console.error(`npm test: redis-server is not installed and ${why}.`);
  console.error(
    'npm test: install it (Debian/Ubuntu: apt-get install redis-server), or set GATE_SKIP_REDIS=1',
  );
  console.error('npm test: to skip the fleet tests that need it.');
  process.exit(1);
}

if (onPath('redis-server') || process.env.GATE_SKIP_REDIS === '1') process.exit(0);
if (!onPath('apt-get')) fail('this machine has no apt-get to install it with');
const root = process.getuid?.() === 0;
const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (!root && !sudo) fail('installing it needs root (or passwordless sudo)');
const asRoot = (args) => (root ? [args[0], args.slice(1)] : ['sudo', ['-n', ...args]]);
console.error('npm test: installing redis-server for the fleet tests (apt-get install redis-server)');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const step of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'redis-server'],
]) {
  const [cmd, args] = asRoot(sudo ? ['env', 'DEBIAN_FRONTEND=noninteractive', ...step] : step);
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (r.status !== 0) fail(`\`${step.join(' ')}\` failed (exit ${r.status})`);
}
if (!onPath('redis-server')) fail('apt-get did not put it on PATH');
