// Red team, round 20: host administration read from one table (default-floor.ts HOST_READING). Round 19
// knew each program's short reading option only, so `swapon --show`, `fdisk --list` and `parted /dev/sda
// print` were refused, while `passwd -d root`, `chage -M`, `loginctl enable-linger` (a user's services
// outlive the session) and `ip netns exec` were admitted. Now each program passes only its modifiers
// followed by a reading option or subcommand; any other word fails closed. And a compose document
// written as JSON (`-f stack.json`, YAML's flow form) is read as the YAML one is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  decide,
  everyCallRefused,
  everyRefused,
  has,
  processVerdict,
  verdict,
} from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const READING = [
  'swapon --show',
  'swapon --show=NAME,SIZE',
  'swapon --bytes --show',
  'swapon -s',
  'fdisk --list',
  'fdisk -l /dev/sda',
  'fdisk --list-details',
  'parted /dev/sda print',
  'parted -s /dev/sda unit MB print free',
  'parted --list',
  'parted -l',
  'lsblk',
  'lsblk -f',
  'blkid',
  'blkid /dev/sda1',
  'ip addr show',
  'ip -br addr show',
  'ip --brief -c a',
  'ip route get 1.1.1.1',
  'ip link',
  'ip -4 route list',
  'ufw status',
  'ufw status verbose',
  'nft list ruleset',
  'nft -a list table inet f',
  'mount',
  'mount -l',
  'passwd -S root',
  'chsh -l',
  'chage -l root',
  'visudo -c',
  'loginctl',
  'loginctl list-sessions',
  'loginctl show-user eve',
];

const CHANGES = [
  'swapon /swapfile',
  'swapon --raw /swapfile',
  'fdisk /dev/sda',
  'parted /dev/sda',
  "parted /dev/sda <<< 'rm 1'",
  'parted -s /dev/sda print rm 1',
  'parted -s /dev/sda mklabel gpt',
  'parted --align opt /dev/sda mkpart p 0 100',
  'mount -l /dev/sda1 /mnt',
  'ip netns exec x sh',
  'ip vrf exec blue sh',
  'ip -batch cmds',
  'ip -force -b cmds',
  'ip maddr add 1 dev x',
  'ip r a default via 10.0.0.1',
  'ufw app update x',
  'ufw --dry-run enable',
  'nft -c -f rules',
  'passwd',
  'passwd -d root',
  'passwd root',
  'passwd -l root',
  'chsh -s /bin/sh',
  'chsh',
  'chage -M 99999 root',
  'chage root',
  'gpasswd -a eve sudo',
  'visudo',
  'visudo -f /etc/sudoers.d/x',
  'crontab -',
  'systemd-run --user sh',
  'loginctl enable-linger eve',
  'loginctl terminate-user eve',
];

test('fuzz: a host change is refused, with or without a prefix, however the command is reached', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom(...CHANGES),
      fc.constantFrom('', 'cd /tmp && ', 'LC_ALL=C ', 'nohup ', 'true; ', '/usr/sbin/'),
      fc.boolean(),
    ),
    ([cmd, before, wrapped]) =>
      wrapped ? `bash -c '${before}${cmd.replace(/'/g, `'\\''`)}'` : `${before}${cmd}`,
  );
});

test('fuzz: an option no row names, before or in place of a reading word, fails closed', () => {
  const rows = [
    'swapon',
    'fdisk',
    'mount',
    'passwd',
    'chage',
    'chsh',
    'loginctl',
    'nft',
    'ufw',
    'ip',
    'parted',
  ];
  everyRefused(
    fc.tuple(fc.constantFrom(...rows), fc.stringMatching(/^--?[a-z][a-z-]{0,8}[xyz]$/)),
    ([prog, opt]) => `${prog} ${opt} x`,
  );
});

test('the reading forms stay admitted (a prefix, a pipe, after cd)', () => {
  allAdmitted(READING);
  allAdmitted(READING.map((c) => `LC_ALL=C ${c} | head`));
  allAdmitted(READING.map((c) => `cd /tmp && ${c}`));
});

test('the real programs: the reading forms exist and read (the oracle where the machine has them)', () => {
  for (const [prog, args] of [
    ['ip', ['-br', 'addr', 'show']],
    ['ip', ['route', 'list']],
    ['swapon', ['--show']],
    ['lsblk', []],
    ['passwd', ['--help']],
    ['chage', ['--help']],
    ['chsh', ['--help']],
    ['loginctl', ['--help']],
  ] as const) {
    if (!has(prog)) continue;
    const r = spawnSync(prog, [...args], { encoding: 'utf8', timeout: 10_000 });
    assert.notEqual(r.error?.name, 'Error', `${prog}: ${r.error?.message}`);
    assert.equal(verdict([prog, ...args].join(' ')).kind, 'ALLOW', `${prog} ${args.join(' ')}`);
  }
  // The reading options the table names are the programs' own (their help lists them).
  for (const [prog, opts] of [
    ['swapon', ['--show', '--summary', '--bytes', '--noheadings', '--raw']],
    ['passwd', ['--status', '--all']],
    ['chage', ['--list']],
    ['loginctl', ['list-sessions', 'show-user', 'enable-linger', '--no-legend']],
  ] as const) {
    if (!has(prog)) continue;
    const help = spawnSync(prog, ['--help'], { encoding: 'utf8' });
    for (const o of opts) assert.ok(`${help.stdout}${help.stderr}`.includes(o), `${prog} --help lists ${o}`);
  }
});

const ASKS = [
  '"privileged": true',
  '"pid": "host"',
  '"cap_add": ["SYS_ADMIN"]',
  '"volumes": ["/:/host"]',
  '"devices": ["/dev/sda:/dev/sda"]',
  '"security_opt": ["seccomp=unconfined"]',
];
const jsonDoc = (ask: string, pretty: boolean) => {
  const d = `{"services": {"app": {"image": "alpine", ${ask}}}}`;
  return pretty ? JSON.stringify(JSON.parse(d), null, 2) : d;
};
const NAMES = ['stack.json', 'deploy/app.JSON', 'compose.json', '.devcontainer/devcontainer.json'];

test('fuzz: a compose document in JSON asking for the host is refused, written or piped', () => {
  everyCallRefused(
    fc.tuple(fc.constantFrom(...ASKS), fc.constantFrom(...NAMES), fc.boolean(), fc.nat(3)),
    ([ask, name, pretty, route]) => {
      const d = jsonDoc(ask, pretty);
      if (route === 0) return ['Write', { file_path: name, content: d }];
      if (route === 1) return ['Bash', { command: `cat > ${name} <<'EOF'\n${d}\nEOF` }];
      if (route === 2) return ['Bash', { command: `docker compose -f - up <<'EOF'\n${d}\nEOF` }];
      return ['Bash', { command: `printf '%s' '${d}' > ${name} && docker compose -f ${name} up` }];
    },
  );
});

test('ordinary JSON and a compose document in JSON without host asks stay admitted', () => {
  for (const content of [
    '{"services": {"app": {"image": "alpine", "ports": ["8080:80"], "volumes": ["./src:/app"]}}}',
    '{"name": "x", "version": "1.0.0", "source": "src/index.ts", "scripts": {"test": "node --test"}}',
    '{"privileged": false, "pid": "1234"}',
  ])
    assert.equal(decide('Write', { file_path: 'stack.json', content }).kind, 'ALLOW', content);
  allAdmitted(['docker compose -f stack.json up', `echo '{"a": 1}' > compose.json`]);
});

test('linear: long runs of modifiers and reading words', () => {
  for (const [name, make] of [
    ['ip', (n: number) => `ip ${'-br '.repeat(Math.ceil(n / 4))}a show`],
    ['parted', (n: number) => `parted -s /dev/sda ${'print '.repeat(Math.ceil(n / 6))}`],
    ['swapon', (n: number) => `swapon ${'--raw '.repeat(Math.ceil(n / 6))}--show`],
    ['json', (n: number) => `echo '{${'"pid": "x", '.repeat(Math.ceil(n / 12))}}' > s.json`],
  ] as const) {
    const g = growthOf(make, (t) => verdict(t), 4096);
    assert.ok(g < 12, `${name}: 8x the text costs ${g}x the work`);
  }
});

test('the real process refuses the account changes and admits the reading forms', () => {
  for (const command of ['passwd -d root', 'loginctl enable-linger eve'])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: 'swapon --show' }), /verdict=ALLOW/);
});
