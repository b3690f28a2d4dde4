// Red team, round 20, second pass: commands a program reads from its standard input or runs for its
// server. Database shells read statements on standard input whatever their operands name (`sqlite3 db <<<
// '.shell CMD'`, `echo '\! CMD' | psql`, `mysql <<< 'system CMD'`), as Lua and expect read a script there
// (`lua <<< 'os.execute(...)'`, `echo 'spawn CMD' | expect`); redis-cli's `CONFIG SET dir|dbfilename`
// moves where the server writes its dump, `MODULE LOAD` runs a library. Real sqlite3 and tclsh under real
// bash are the oracle that the input runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  STDIN_COMMANDS as COMMANDS,
  STDIN_DELIVERIES as DELIVERIES,
  everyRefused,
  has,
  processVerdict,
  verdict,
} from './helpers/redteam-floor.js';

/** Each program and the statement that runs a command line through its shell escape. */
const ESCAPES = [
  ['sqlite3 app.db', (c: string) => `.shell ${c}`],
  ['sqlite3', (c: string) => `.system ${c}`],
  ['sqlite3 -bail app.db', (c: string) => `select 1;\n.shell ${c}`],
  ['psql', (c: string) => `\\! ${c}`],
  ['psql -U app -d app', (c: string) => `select 1;\n\\! ${c}`],
  ['mysql', (c: string) => `system ${c}`],
  ['mariadb -u root app', (c: string) => `\\! ${c}`],
  ['lua', (c: string) => `os.execute("${c}")`],
  ['lua -', (c: string) => `os.execute("${c}")`],
  ['expect', (c: string) => `spawn ${c}`],
  ['tclsh', (c: string) => `exec ${c}`],
] as const;

test('fuzz: a shell escape on a database shell or interpreter standard input is refused', () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...ESCAPES), fc.constantFrom(...DELIVERIES), fc.constantFrom(...COMMANDS)),
    ([[program, statement], deliver, command]) => deliver(program, statement(command)),
  );
});

test('fuzz: redis-cli moving the dump or loading a module is refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom('', '-h 127.0.0.1 ', '-p 6380 -n 2 ', '-a pw '),
      fc.constantFrom(
        'CONFIG SET dir /root/.ssh',
        'config set dbfilename authorized_keys',
        'Config Set logfile /etc/cron.d/x',
        'MODULE LOAD /tmp/x.so',
      ),
    ),
    ([opts, cmd]) => `redis-cli ${opts}${cmd}`,
  );
});

test('ordinary queries and dumps stay admitted', () => {
  allAdmitted([
    'sqlite3 app.db .tables',
    "sqlite3 app.db 'select count(*) from t'",
    "sqlite3 app.db <<< 'select 1;'",
    "echo 'select 1;' | sqlite3 app.db",
    "psql -c 'select 1'",
    "psql -U app -d app <<'E'\nselect * from users limit 5;\nE",
    'gunzip -c dump.sql.gz | psql app',
    'zcat dump.gz | mysql -u root app',
    'cat schema.sql | sqlite3 app.db',
    "mysql -e 'show tables'",
    'redis-cli GET k',
    'redis-cli CONFIG GET dir',
    'redis-cli config set maxmemory 1gb',
    "lua <<< 'print(1)'",
    "echo 'puts hi' | tclsh",
  ]);
});

test('a 64 KiB run of newlines or semicolons is read once (the escapes are not re-read per start)', {
  timeout: 20_000,
}, () => {
  // Before round 20 `(?:^|\n|;)\s*` re-read the whole run from each newline: about 30 s here.
  for (const fill of ['\n', ';', '\n \n']) {
    const body = fill.repeat(Math.ceil(65536 / fill.length));
    assert.equal(verdict(`sqlite3 app.db <<'E'\n${body}.shell sudo id\nE`).kind, 'DENY');
    assert.equal(verdict(`mysql <<'E'\n${body}system sudo id\nE`).kind, 'DENY');
  }
});

test('real sqlite3 and tclsh run the command their standard input names (the oracle)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r20-input-'));
  try {
    if (has('sqlite3')) {
      const out = spawnSync('bash', ['-c', `sqlite3 ${dir}/a.db <<< '.shell echo RAN-SHELL'`], {
        encoding: 'utf8',
      });
      assert.match(out.stdout, /RAN-SHELL/);
      const piped = spawnSync('bash', ['-c', `echo '.system echo RAN-SYSTEM' | sqlite3`], {
        encoding: 'utf8',
      });
      assert.match(piped.stdout, /RAN-SYSTEM/);
    }
    if (has('tclsh')) {
      const out = spawnSync('bash', ['-c', `echo 'puts [exec echo RAN-TCL]' | tclsh`], { encoding: 'utf8' });
      assert.match(out.stdout, /RAN-TCL/);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the real process refuses them', () => {
  for (const command of [
    "sqlite3 app.db <<< '.shell sudo id'",
    "echo '\\! sudo id' | psql",
    'redis-cli CONFIG SET dir /root/.ssh',
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: "sqlite3 app.db <<< 'select 1;'" }), /verdict=ALLOW/);
});
