// Whether a program is on PATH, for oracle tests that run it when the machine has it.
import { spawnSync } from 'node:child_process';

export function installed(prog: string): boolean {
  return spawnSync('bash', ['-c', `command -v ${prog}`], { stdio: 'ignore' }).status === 0;
}
