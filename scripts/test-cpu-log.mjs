// Per test file, its CPU and its waited-for children's (gate, redis, bash, CLI runs), appended to
// $CPU_LOG as one JSON line when the file's process exits. Linux only (/proc/self/stat). Use:
//   CPU_LOG=/tmp/cpu.jsonl node --import ./scripts/test-cpu-log.mjs --test <files...>
// (node --test passes --import on to each file's process; the runner itself logs nothing).
import { appendFileSync, readFileSync } from 'node:fs';

const file = process.argv.find((a) => /\.test\.m?js$/.test(a));
if (file && process.env.CPU_LOG) {
  const t0 = Date.now();
  process.on('exit', () => {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are 11 to 14 there.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = 100;
    const self = (Number(f[11]) + Number(f[12])) / ticks;
    const kids = (Number(f[13]) + Number(f[14])) / ticks;
    const wall = (Date.now() - t0) / 1000;
    appendFileSync(process.env.CPU_LOG, `${JSON.stringify({ file, self, kids, wall })}\n`);
  });
}
