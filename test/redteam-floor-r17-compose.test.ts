// Round 17, second floor pass: a compose document that asks for the host. `docker compose -f - up` reads
// the document on its standard input (here-document, here-string, `echo ... |`), `-f FILE` a file the same
// text wrote; `privileged: true`, `pid: host`, `cap_add` ALL or SYS_ADMIN, `/` or the engine's socket as
// a volume are refused as the `docker run` options that ask the same (`privilege-escalation`). A file
// written by an earlier call is not in the call: admitted as `docker compose up` is (docs/floor.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { composeHostAsks } from '../src/kernel/ladder/shell-option-scripts.js';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const ASKS = [
  ['    privileged: true'],
  ['    privileged: "true"'],
  ['    pid: host'],
  ["    pid: 'host'"],
  ['    network_mode: host', '    cap_add:', '      - SYS_ADMIN'],
  ['    cap_add: [ALL]'],
  ['    cap_add:', '      - CAP_SYS_ADMIN'],
  ['    volumes:', '      - /:/host'],
  ['    volumes:', '      - "/var/run/docker.sock:/var/run/docker.sock"'],
  ['    volumes:', '      - type: bind', '        source: /', '        target: /host'],
  ['    volumes:', '      - type: bind', '        source: /run/podman/podman.sock', '        target: /s'],
];
const doc = (lines: readonly string[]): string =>
  ['services:', '  a:', '    image: alpine', ...lines].join('\n');

test('fuzz: a compose document on the input or written by the text asking for the host is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ASKS),
      fc.constantFrom(
        'docker compose',
        'podman compose',
        'nerdctl compose',
        'docker-compose',
        'podman-compose',
        'docker --context x compose',
      ),
      fc.constantFrom('-f -', '--file -', '-f /dev/stdin', '--file=-', '-f-'),
      fc.constantFrom('up', 'up -d', 'run a sh', 'create'),
      fc.constantFrom(
        (c: string, d: string) => `${c} <<'E'\n${d}\nE`,
        (c: string, d: string) => `${c} <<E\n${d}\nE`,
        (c: string, d: string) => `${c} <<< '${d}'`,
        (c: string, d: string) => `printf '%s\\n' '${d}' | ${c}`,
        (c: string, d: string) => `cat <<'E' | ${c}\n${d}\nE`,
      ),
      (ask, engine, file, sub, form) => {
        const text = form(`${engine} ${file} ${sub}`, doc(ask));
        const v = verdict(text);
        assert.equal(v.kind, 'DENY', text);
        // Round 58: a host path mounted writable is a path the container writes, refused SELF_MODIFY first.
        assert.match(JSON.stringify(v), /privilege escalation|"reason":"SELF_MODIFY"/, text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const ask of ASKS)
    for (const text of [
      `cat > compose.yml <<'E'\n${doc(ask)}\nE\ndocker compose -f compose.yml up -d`,
      `cat > ./c.yaml <<E\n${doc(ask)}\nE\ndocker-compose --file c.yaml up`,
    ])
      assert.equal(verdict(text).kind, 'DENY', text);
  // Flow style on one line.
  for (const text of [
    `echo 'services: {a: {image: x, privileged: true}}' | docker compose -f - up`,
    `docker compose -f - up <<< '{"services": {"a": {"image": "x", "volumes": ["/:/host"]}}}'`,
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
});

test('a compose document that asks nothing of the host passes', () => {
  const plain = doc([
    '    privileged: false',
    '    cap_add: [NET_ADMIN]',
    '    network_mode: host',
    '    volumes:',
    '      - ./data:/data',
    '      - type: bind',
    '        source: ./src',
    '        target: /src',
  ]);
  for (const text of [
    `docker compose -f - up <<'E'\n${plain}\nE`,
    `cat > compose.yml <<'E'\n${plain}\nE\ndocker compose -f compose.yml up`,
    'docker compose up -d',
    'docker compose -f docker-compose.yml -f override.yml up',
    'docker-compose ps',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('linear: the compose reading over key-dense documents, counted', () => {
  for (const unit of [
    '  cap_add: x\n  source: ./a\n',
    'cap_add: ',
    'privileged: ',
    'source: ',
    ' /:',
    'pid:pid:',
  ]) {
    const g = growthOf(
      (n) => `docker compose -f - up <<'E'\n${unit.repeat(Math.ceil(n / unit.length))}\nE`,
      (t) => verdict(t),
      8192,
    );
    assert.ok(g < 12, `${JSON.stringify(unit)}: 8x the text costs ${g}x the work`);
  }
  // 64 KiB of keys read directly, counted.
  const g = growthOf(
    (n) => 'cap_add: ['.repeat(Math.ceil(n / 10)),
    (t) => composeHostAsks(t),
    8192,
  );
  assert.ok(g < 12, `8x the text costs ${g}x the work`);
});

test('process: a sample through the real gate preflight', () => {
  assert.match(
    processVerdict('Bash', { command: `docker compose -f - up <<'E'\n${doc(ASKS[0] as string[])}\nE` }),
    /DENY/,
  );
  assert.match(processVerdict('Bash', { command: 'docker compose up -d' }), /ALLOW/);
});
