// An operator's first look at the command line: every command and subcommand answers --help with its
// usage on standard output and exit 0, and refuses an unknown flag with one `gate: ...` line naming it and
// the usage error code 2 (docs/cli.md, "Exit codes"). Each case runs through the CLI's `main` in this
// process; the real `gate` process answers a few of each, one per way bin/gate starts (serve's snapshot,
// the one-shot snapshot, the JavaScript launcher), so the process says what `main` says.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runGateBoth, runGateInProcess } from './helpers/gate-main.js';
import { type Finished, REPO_ROOT } from './helpers/gate-process.js';

const COMMANDS = [
  ['serve'],
  ['run'],
  ['hook'],
  ['policy'],
  ['preflight'],
  ['journal'],
  ['journal', 'verify'],
  ['journal', 'tail'],
  ['demo'],
  ['recall'],
  ['recall', 'save'],
  ['recall', 'load'],
  ['recall', 'inspect'],
  ['recall', 'tombstone'],
  ['version'],
];

/** The commands a real process also answers: serve's snapshot, the one-shot snapshot, the launcher. */
const BY_PROCESS = new Set(['serve', 'hook', 'journal verify', 'recall load']);

/** `gate <argv>` in this process, and as a real process too where `argv` names one of BY_PROCESS. */
function gate(argv: string[]): Promise<Finished> {
  const byProcess = BY_PROCESS.has(argv[0] ?? '') || BY_PROCESS.has(argv.slice(0, 2).join(' '));
  return (byProcess ? runGateBoth : runGateInProcess)(argv);
}

test('operator: every command answers --help with its usage, exit 0', async () => {
  for (const argv of COMMANDS) {
    const r = await gate([...argv, '--help']);
    assert.equal(r.code, 0, `${argv.join(' ')}: ${r.stderr}`);
    assert.ok(r.stdout.startsWith(`usage: gate ${argv[0]}`), `${argv.join(' ')}: ${r.stdout.slice(0, 80)}`);
  }
});

test('operator: an unknown flag is a usage error naming it, exit 2, for every command', async () => {
  for (const argv of COMMANDS) {
    // `run` takes serve's flags before `--`: give it an agent so the flag is what is wrong.
    const r = await gate([...argv, '--bogus', ...(argv[0] === 'run' ? ['--', 'true'] : [])]);
    assert.equal(r.code, 2, `${argv.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, '', argv.join(' '));
    assert.match(r.stderr, /^gate: [a-z]+: unknown (flag|subcommand) "--bogus"/, argv.join(' '));
  }
});

test('operator: gate --help lists every command docs/cli.md documents, and says what journal does', async () => {
  const r = await gate(['--help']);
  assert.equal(r.code, 0);
  const documented = [
    ...readFileSync(join(REPO_ROOT, 'docs/cli.md'), 'utf8').matchAll(/^\| \[`gate (\w+)`\]/gm),
  ];
  assert.ok(documented.length >= 9);
  for (const [, name] of documented) assert.match(r.stdout, new RegExp(`^  ${name} `, 'm'), name);
  assert.match(
    r.stdout,
    /journal +verify, read or rotate an audit journal \(journal verify\|tail\|rotate <file>\)/,
  );
  const hook = await gate(['hook', '--help']);
  assert.match(hook.stdout, /^usage: gate hook <claude-code\|codex\|cursor\|gemini> .*\[--key-env <VAR>\]$/m);
});

test("operator: a command or agent named like an object's own property is unknown, exit 2", async () => {
  for (const argv of [['constructor'], ['valueOf'], ['hook', '__proto__'], ['hook', 'toString']]) {
    const r = await gate(argv);
    assert.equal(r.code, 2, argv.join(' '));
    assert.match(r.stderr, /^gate: (unknown command|hook: name one agent)/, argv.join(' '));
  }
});

test('operator: serve, check and journal name the file and say in words why it cannot be read', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-op-files-'));
  const unknownField = join(dir, 'unknown-field.json');
  writeFileSync(unknownField, '{"version":"gate-policy/v1","allow":["Read"],"bogus":1}');
  const badJson = join(dir, 'bad.json');
  writeFileSync(badJson, '{bad');
  const missing = join(dir, 'missing.json');
  for (const file of [unknownField, badJson]) {
    // serve refuses to start on the same words `policy --check` prints, file first.
    for (const argv of [
      ['serve', '--policy', file, '--addr', '127.0.0.1:0'],
      ['policy', '--check', file],
    ]) {
      const r = await gate(argv);
      assert.equal(r.code, 1, argv.join(' '));
      assert.ok(r.stderr.startsWith(`gate: invalid manifest: ${file}: `), `${argv[0]}: ${r.stderr}`);
    }
  }
  const serve = await gate(['serve', '--policy', missing, '--addr', '127.0.0.1:0']);
  assert.match(serve.stderr, /cannot read .*missing\.json: no such file \(ENOENT\)/);
  const check = await gate(['policy', '--check', missing]);
  assert.match(check.stderr, /missing\.json": no such file \(ENOENT\)/);
  for (const sub of ['verify', 'tail']) {
    const absent = await gate(['journal', sub, join(dir, 'absent.jsonl')]);
    assert.match(
      absent.stderr,
      /^gate: cannot read journal .*absent\.jsonl: no such file \(ENOENT\)\n$/,
      sub,
    );
    const directory = await gate(['journal', sub, dir]);
    assert.match(directory.stderr, /^gate: cannot read journal .*: it is a directory \(EISDIR\)\n$/, sub);
  }
});
