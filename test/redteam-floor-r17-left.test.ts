// Red team, round 17: what round 16 left open among runners and jobs. `npm init NAME ARGS` (`npm create`,
// `yarn create`, `pnpm create`, `bun create`) runs the registry package `create-NAME` with ARGS, `deno run
// npm:NAME ARGS` runs NAME's bin, `nix run nixpkgs#NAME -- ARGS` runs NAME and `nix shell ... -c CMD`
// runs CMD: each was admitted whatever ARGS held; now read as `npx NAME ARGS` is. `%name` / `%?text`
// (as `fg %name`) resume a job the text may not show: refused as `%1` is. `lxc-attach ... -- CMD` and
// `lxc|incus exec C CMD` were already read (the general rule for unknown programs): pinned here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';

const REFUSED = ['sudo id', 'reboot', 'mkfs /dev/sda', 'rm -rf ~'];

const RUNNERS: readonly ((c: string) => string)[] = [
  (c) => `npm init x -- ${c}`,
  (c) => `npm create x -- ${c}`,
  (c) => `npm init @scope/x ${c}`,
  (c) => `yarn create x ${c}`,
  (c) => `pnpm create x ${c}`,
  (c) => `bun create x ${c}`,
  (c) => `deno run npm:${c}`,
  (c) => `deno run -A npm:${c}`,
  (c) => `deno x npm:${c}`,
  (c) => `nix run nixpkgs#${c.split(' ')[0]} -- ${c.split(' ').slice(1).join(' ')}`,
  (c) => `nix shell nixpkgs#git -c ${c}`,
  (c) => `nix develop -c ${c}`,
];

test('fuzz: a registry package run by an initializer, deno npm: or nix run is read as its command', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...REFUSED),
      fc.constantFrom(...RUNNERS),
      fc.constantFrom('', 'cd app && ', 'env A=b '),
      (c, runner, before) => {
        const text = `${before}${runner(c)}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('ordinary initializers and nix runs stay admitted', () => {
  for (const text of [
    'npm init -y',
    'npm init',
    'npm create vite@latest my-app -- --template react',
    'yarn create react-app my-app',
    'pnpm create next-app web',
    'bun create vite',
    'deno run -A npm:cowsay hi',
    'nix run nixpkgs#hello',
    'nix run nixpkgs#python3Packages.black -- .',
    'nix build .#x',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('fuzz: a job named by its command (`%name`, `%?text`) is refused as `%1` is', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('%vim', '%sleep', '%?sudo', '%?make', '%./run.sh', '%python3'),
      fc.constantFrom('', 'sleep 1 & ', 'cd src; ', 'true && '),
      (job, before) => {
        const text = `${before}${job}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  // A `%` that is no command word stays data.
  for (const text of ["printf '%s\\n' a", 'date +%s', 'cat > a.tex <<E\n%TODO x\nE'])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('lxc-attach, lxc exec and incus exec read the command they run in the container', () => {
  for (const c of REFUSED)
    for (const text of [
      `lxc-attach -n c1 -- ${c}`,
      `lxc exec c1 -- ${c}`,
      `lxc exec c1 ${c}`,
      `incus exec c1 -- ${c}`,
    ])
      assert.equal(verdict(text).kind, 'DENY', text);
  assert.equal(verdict('lxc list').kind, 'ALLOW');
});

test('process: gate preflight refuses an initializer carrying sudo and a named job', () => {
  assert.match(processVerdict('Bash', { command: 'npm init x -- sudo id' }), /verdict=DENY/);
  assert.match(processVerdict('Bash', { command: 'nix run nixpkgs#sudo -- id' }), /verdict=DENY/);
  assert.match(processVerdict('Bash', { command: 'sleep 9 & %sleep' }), /verdict=DENY/);
  assert.match(processVerdict('Bash', { command: 'npm create vite@latest app' }), /verdict=ALLOW/);
});
