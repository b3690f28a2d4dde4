// The shell tests' witness: bash itself runs a form on stand-in programs (named for no real program) that
// write their name and words, one line a run, to a log, so a test says a form runs what its twin runs
// without ever running an attack. Used by the floor rounds' "bash runs each form as its twin" tests.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oracleSeconds, tookWholeBound } from './oracle-bound.js';

/** coreutils' `timeout`, where Debian puts it. */
const TIMEOUT = existsSync('/usr/bin/timeout') ? '/usr/bin/timeout' : 'timeout';
/** A stand-in run's wall bound on an idle machine (oracleSeconds stretches it by the load). */
const STAND_IN_SECONDS = 20;

/** What bash ran for `script`: the stand-ins' lines, `name|word|…|` each. */
export type Ran = (script: string) => string;

/**
 * Stand-ins `names` in a fresh directory, and `body` given what bash runs; the directory goes after. PATH is
 * the stand-ins alone, or with the system's programs after them when `system` (zip, cat and the like). A run
 * is bounded at oracleSeconds(`seconds`).
 */
export function withStandIns(
  names: readonly string[],
  body: (ran: Ran, dir: string) => void,
  { system = false, seconds = STAND_IN_SECONDS }: { system?: boolean; seconds?: number } = {},
): void {
  const dir = mkdtempSync(join(tmpdir(), 'gate-stand-ins-'));
  try {
    const log = join(dir, 'log');
    for (const name of names) {
      writeFileSync(join(dir, name), `#!/bin/sh\nprintf '%s|' ${name} "$@" >> '${log}'\necho >> '${log}'\n`);
      chmodSync(join(dir, name), 0o755);
    }
    body((script) => {
      writeFileSync(log, '');
      // Bounded: a script bash never finishes (round 73: a drawn variant held its file to node's ten-minute
      // bound, no case named) fails at once as that script.
      const bound = oracleSeconds(seconds);
      const started = Date.now();
      try {
        // coreutils' `timeout` kills the whole process group at the bound: a child left waiting (round 73: a
        // `flock` holding the stand-ins' lock file) would hold every later run too.
        execFileSync(
          TIMEOUT,
          ['-s', 'KILL', bound.toFixed(1), '/bin/bash', '--norc', '--noprofile', '-c', script],
          {
            env: { PATH: system ? `${dir}:/usr/bin:/bin` : dir, HOME: dir },
            cwd: dir,
            stdio: ['ignore', 'ignore', 'ignore'],
            timeout: Math.round((bound + 10) * 1000),
            killSignal: 'SIGKILL',
          },
        );
      } catch (e) {
        if (tookWholeBound(started, bound))
          throw new Error(`bash did not finish ${JSON.stringify(script)} in ${bound.toFixed(1)} s`);
        throw e;
      }
      return readFileSync(log, 'utf8');
    }, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
