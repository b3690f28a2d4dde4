// One `gate preflight` run of the real process, for the red-team suites: its verdict line.
import { spawnSync } from 'node:child_process';
import { gateCommand, REPO_ROOT } from './gate-process.js';

/** The stdout of `gate preflight --tool TOOL --args JSON(args)` (with stderr after it when it failed). */
export function preflight(tool: string, args: unknown): string {
  const r = spawnSync(...gateCommand(['preflight', '--tool', tool, '--args', JSON.stringify(args)]), {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return r.status === 0 ? r.stdout : `${r.stdout}${r.stderr}`;
}
