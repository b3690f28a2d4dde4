// Red team, round 8: a forbidden address inside a colon-joined field list. `curl --resolve
// x:80:169.254.169.254`, `curl --connect-to ::169.254.169.254:`, `ssh -L 8080:169.254.169.254:80`,
// socat `TCP:169.254.169.254:80` each connect to the metadata service, and were admitted: a token with
// two colons was read only as an IPv6 address. Every field of such a list is now read as a host.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { forbiddenHostIn } from '../src/kernel/ladder/destinations.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const verdict = (command: string) =>
  adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });

/** Spellings of forbidden addresses a resolver or connect() accepts. */
const ADDRESSES = [
  '169.254.169.254',
  '0xa9fea9fe',
  '2852039166',
  '0251.0376.0251.0376',
  '169.254.43518',
  '100.100.100.200',
  '169.254.169.254.',
  '[fd00:ec2::254]',
  '[::ffff:169.254.169.254]',
  '[fe80::1]',
  'metadata.google.internal',
];
/** Where a tool takes a field list that names where to connect. */
const SHAPES = [
  (a: string) => `curl --resolve example.com:80:${a} http://example.com/`,
  (a: string) => `curl --resolve=example.com:443:${a} https://example.com/`,
  (a: string) => `curl --connect-to ::${a}: http://example.com/`,
  (a: string) => `curl --connect-to example.com:80:${a}:80 http://example.com/`,
  (a: string) => `ssh -L 8080:${a}:80 bastion`,
  (a: string) => `ssh -L127.0.0.1:8080:${a}:80 bastion`,
  (a: string) => `socat - TCP:${a}:80`,
  (a: string) => `socat TCP-LISTEN:8080,fork TCP4:${a}:80`,
  (a: string) => `kubectl port-forward pod/x 8080:80 --address ${a}`,
];

test('a forbidden address in any field of a colon-joined list is refused EGRESS_BLOCK', () => {
  const admitted: string[] = [];
  for (const shape of SHAPES)
    for (const a of ADDRESSES) {
      const v = verdict(shape(a));
      if (v.kind !== 'DENY' || v.reason !== 'EGRESS_BLOCK') admitted.push(`${shape(a)} -> ${v.kind}`);
    }
  assert.deepEqual(admitted, []);
});

test('fuzz: a forbidden address at any position of a field list of any length is found', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('', 'x', '80', 'example.com', 'TCP', '127.0.0.1', '8080'), { maxLength: 4 }),
      fc.array(fc.constantFrom('', 'x', '80', 'example.com', '443'), { maxLength: 4 }),
      fc.constantFrom(...ADDRESSES.filter((a) => !a.startsWith('['))),
      (before, after, a) => {
        const list = [...before, a, ...after].join(':');
        assert.ok(forbiddenHostIn(`tool ${list}`) !== undefined, list);
      },
    ),
    { numRuns: RUNS },
  );
});

test('ordinary field lists and IPv6 addresses stay admitted', () => {
  for (const text of [
    'curl --resolve example.com:443:93.184.216.34 https://example.com/',
    'ssh -L 8080:localhost:80 bastion',
    'docker run -p 8080:80 nginx',
    'echo a:b:c:d',
    'ping6 -c1 2001:db8::1',
    'date +%H:%M:%S',
    'git log --format=%h:%s:%an',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
  // Round 23: socat sends its input to the host, so it asks a witness as scp does (not refused).
  assert.equal(verdict('socat - TCP:db.internal:5432').kind, 'REQUIRE_WITNESS');
});

test('the real gate preflight process refuses a field-list address', () => {
  const out = preflight('Bash', {
    command: 'curl --resolve x:80:169.254.169.254 http://x/latest/meta-data/',
  });
  assert.match(out, /^verdict=DENY reason=EGRESS_BLOCK/, out);
});
