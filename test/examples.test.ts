// The example floors as a user meets them: each loads with `gate policy --check`, round-trips through
// `policy --dump`, and every command in examples/policies/README.md, run in a real shell, prints the
// verdict the README claims. The README is parsed, so the doc and this test cannot drift apart.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT, runGate } from './helpers/gate-process.js';

const DIR = 'examples/policies';
const README = readFileSync(join(REPO_ROOT, DIR, 'README.md'), 'utf8');
const FILES = readdirSync(join(REPO_ROOT, DIR))
  .filter((f) => f.endsWith('.json'))
  .sort();

interface Claim {
  command: string;
  expected: string;
  line: number;
}

/** Every README line of the form  `./bin/gate preflight ...` prints `verdict=K reason=R`. */
function readmeClaims(text: string): Claim[] {
  const out: Claim[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.includes('./bin/gate preflight')) return;
    const m = /`(\.\/bin\/gate preflight [^`]+)`\s+prints\s+`(verdict=[A-Z_]+ reason=[A-Z_]+)`/.exec(line);
    assert.ok(
      m,
      `README line ${i + 1} mentions preflight but not in the \`command\` prints \`verdict=.. reason=..\` form`,
    );
    out.push({ command: m[1] as string, expected: m[2] as string, line: i + 1 });
  });
  return out;
}

const CLAIMS = readmeClaims(README);

/** Runs a README command exactly as a user would paste it: through sh, from the repository root. */
function runInShell(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not finish: ${command}`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('examples/policies', () => {
  test('there are at least three domain floors, each with a headline line in the README', () => {
    assert.ok(FILES.length >= 3, `found ${FILES.join(', ')}`);
    for (const file of FILES) {
      const claims = CLAIMS.filter((c) => c.command.includes(`--policy ${DIR}/${file} `));
      assert.ok(claims.length >= 1, `${file} has no preflight command in the README`);
      assert.match(
        README,
        new RegExp(`^- \\*\\*${file.replace('.', '\\.')}\\*\\* refuses `, 'm'),
        `${file} has no headline line`,
      );
    }
    for (const c of CLAIMS) {
      const policy = /--policy (\S+)/.exec(c.command)?.[1];
      assert.ok(
        policy && FILES.includes(policy.slice(DIR.length + 1)),
        `README line ${c.line} names ${policy}`,
      );
    }
  });

  for (const file of FILES) {
    test(`${file} loads with gate policy --check`, async () => {
      const r = await runGate(['policy', '--check', `${DIR}/${file}`]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, new RegExp(`^OK  ${DIR}/${file.replace('.', '\\.')}\\n`));
      assert.match(r.stdout, /posture:\s+fail_closed/);
    });

    test(`${file} round-trips through policy --dump | policy --check -`, async () => {
      const dumped = await runGate(['policy', '--dump', '--policy', `${DIR}/${file}`]);
      assert.equal(dumped.code, 0, dumped.stderr);
      assert.deepEqual(
        JSON.parse(dumped.stdout),
        JSON.parse(readFileSync(join(REPO_ROOT, DIR, file), 'utf8')),
      );
      const checked = await runGate(['policy', '--check', '-'], { input: dumped.stdout });
      assert.equal(checked.code, 0, checked.stderr);
    });
  }

  test('the README makes enough claims to be worth checking', () => {
    assert.ok(CLAIMS.length >= 12, `${CLAIMS.length} claims`);
    assert.ok(
      CLAIMS.some((c) => c.expected.startsWith('verdict=ALLOW')),
      'no near miss shown',
    );
    assert.ok(CLAIMS.filter((c) => c.expected.startsWith('verdict=DENY')).length >= 9);
  });

  for (const claim of CLAIMS) {
    const tool = /--tool (\S+)/.exec(claim.command)?.[1];
    test(`README line ${claim.line}: ${tool} prints ${claim.expected}`, async () => {
      const r = await runInShell(claim.command);
      assert.equal(r.code, 0, `exit ${r.code}: ${r.stderr}`);
      const first = r.stdout.split('\n')[0] ?? '';
      assert.ok(first.startsWith(`${claim.expected} by=monitor`), `printed: ${first.slice(0, 160)}`);
    });
  }
});
