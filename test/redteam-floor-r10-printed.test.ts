// Red team, round 10: command text computed from literals. The reader took what `echo`/`printf` print as
// their words joined, so `printf '\x73udo id' | sh`, `echo -e 's\0165do id' | bash`, `printf 'su%so id' d
// | sh`, `bash <(printf '\163udo id')`, `$(printf '\x73udo') id` and `sh -c "$(printf ...)"` were
// admitted; and a shell fed by a stage that computes its script (`base64 -d`, `xxd -r -p`, `rev`, `tr`,
// `sed`, `gzip -dc`) ran text gate never saw. What echo and printf print is now rendered as the builtins
// do (shell-printed.ts, one function for pipes, process substitutions and `$(...)` words), `cat`/`tee`
// pass it on, and any other producer makes the script unknown (a shell running it is refused).
// Real bash is the oracle: each encoding must print the command it hides.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);
const verdict = (command: string) =>
  adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });
const q = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
const bashOut = (text: string) =>
  spawnSync('bash', ['-c', text], { encoding: 'utf8', timeout: 10_000 }).stdout.replace(/\n+$/, '');

const REFUSED = ['sudo id', 'rm -rf ~', 'su -c id', 'mkfs.ext4 /dev/sda1', 'crontab -r'];

const hex = (s: string) => [...s].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const oct = (s: string) => [...s].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');
const oct0 = (s: string) => [...s].map((c) => `\\0${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');

/** Producers that print `cmd` (checked against bash), given a cut point inside it. */
const PRODUCERS: ((cmd: string, cut: number) => string)[] = [
  (c) => `printf ${q(hex(c))}`,
  (c) => `printf ${q(oct(c))}`,
  (c, k) => `printf ${q(`${oct(c.slice(0, k))}${c.slice(k)}`)}`,
  (c, k) => `printf '%s%s' ${q(c.slice(0, k))} ${q(c.slice(k))}`,
  (c, k) => `printf ${q(`${c.slice(0, k)}%s${c.slice(k + 1)}`)} ${q(c.charAt(k))}`,
  (c) => `printf '%b' ${q(oct0(c))}`,
  (c) => `printf '%.${c.length}s' ${q(`${c}XYZ`)}`,
  (c) => `printf -- ${q(c)}`,
  (c) => `echo -e ${q(hex(c))}`,
  (c) => `echo -ne ${q(oct0(c))}`,
  (c, k) => `printf '%s' ${[...c].map((ch, i) => (i === k ? q(ch) : q(ch))).join(' ')}`,
];

/** Ways a shell runs what a producer prints. */
const RUNNERS: ((p: string) => string)[] = [
  (p) => `${p} | sh`,
  (p) => `${p} | bash -s`,
  (p) => `${p} | cat | sh`,
  (p) => `${p} | tee /dev/null | bash`,
  (p) => `bash <(${p})`,
  (p) => `sh < <(${p})`,
  (p) => `sh -c "$(${p})"`,
  (p) => `eval "$(${p})"`,
  (p) => `sudo -u nobody sh -c "$(${p})"`,
];

test('oracle: each producer prints the command it hides (real bash)', () => {
  for (const cmd of REFUSED)
    for (const [n, produce] of PRODUCERS.entries()) {
      const k = Math.min(2, cmd.length - 1);
      assert.equal(bashOut(produce(cmd, k)), cmd, `producer ${n}: ${produce(cmd, k)}`);
    }
});

test('fuzz: a refused command printed by echo or printf and run by a shell is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...REFUSED),
      fc.constantFrom(...PRODUCERS),
      fc.constantFrom(...RUNNERS),
      fc.nat(),
      (cmd, produce, run, cut) => {
        const text = run(produce(cmd, 1 + (cut % (cmd.length - 2))));
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('a command word computed by printf is the program it prints', () => {
  for (const text of [
    `$(printf '\\x73udo') id`,
    '`printf "\\163udo"` id',
    `$(printf 'su%so' d) id`,
    `$(echo -e '\\x73udo') id`,
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
  assert.equal(bashOut(`$(printf 'ec%so' h) ok`), 'ok');
});

/** Stages that compute a script the text does not show. */
const COMPUTED = [
  'echo c3VkbyBpZA== | base64 -d',
  'base64 --decode <<< c3VkbyBpZA==',
  'echo 7375646f206964 | xxd -r -p',
  'echo di odus | rev',
  'echo fhqb vq | tr a-z n-za-m',
  "printf 'su\\ndo id' | tr -d '\\n'",
  "echo 'xudo id' | sed 's/x/s/'",
  'gzip -dc payload.gz',
  'openssl enc -d -base64 -in payload',
  "printf 'su\\ndo id' | paste -sd ''",
];

test('oracle: the computed stages print a refused command (real bash)', () => {
  for (const stage of COMPUTED.slice(0, 7)) assert.equal(bashOut(stage), 'sudo id', stage);
});

test('fuzz: a shell reading what another program computes is refused', () => {
  fc.assert(
    fc.property(fc.constantFrom(...COMPUTED), fc.constantFrom(...RUNNERS.slice(0, 6)), (stage, run) => {
      const text = run(stage);
      assert.equal(verdict(text).kind, 'DENY', text);
    }),
    { numRuns: RUNS },
  );
});

test('ordinary uses stay admitted', () => {
  for (const text of [
    "printf 'echo hi\\n' | sh",
    "echo 'npm test' | bash",
    'cat scripts/build.sh | sh',
    'sh scripts/build.sh',
    '$(printf ls) -la',
    `echo "$(printf '%s' hi)"`,
    "printf '%05d\\n' 42",
    "git log --format='%h %s' | head",
    // Round 44: a listed name spliced into the script is code; passed as "$1" it is data.
    "find . -name '*.ts' | xargs -I{} sh -c 'wc -l \"$1\"' _ {}",
    'echo hi | tee out.txt',
    "echo c3VkbyBpZA== | base64 -d | sh -c 'cat > decoded.txt'",
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('process: gate preflight refuses a printf-encoded command piped to sh', () => {
  const out = preflight('Bash', { command: `printf ${q(hex('sudo id'))} | sh` });
  assert.match(out, /DENY/);
});
