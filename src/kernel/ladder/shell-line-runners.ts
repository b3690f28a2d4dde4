// Round 42 (docs/floor.md, "Round 42 (redteam-r42)"): programs whose program runs each line it reads as
// a command (`awk '{system($0)}'`, `perl -ne 'system $_'`, `sed e`, bare `parallel`). Such a program is a
// shell reading its input: the shell reader reads what the text shows it is fed as commands, and refuses
// an input the text does not show (`ls | awk '{system($0)}'`), as it does for `| sh`. Pure: no I/O.

import { AWKS } from './egress-vocabulary.js';
import { LINE_RUNNER_NAMES } from './shell-vocabulary.js';

/** Shells a program may pipe a line into (`print | "sh"`, `open(P, "|bash")`). */
const SHELL_WORD = String.raw`(?:\S*/)?(?:sh|bash|dash|zsh|ksh|mksh|ash|busybox|fish|yash|posh)\b`;

/**
 * awk: `system(` of a field or variable rather than a string (`system($0)`, `system(x)`), a line printed
 * into a shell (`print | "sh"`), or a field run as a command (`$0 | getline`).
 */
const AWK_RUNS = new RegExp(
  [
    String.raw`\bsystem\s*\(\s*(?:\(\s*)*(?:"\s*"\s*)?[$A-Za-z_]`,
    String.raw`\|\s*&?\s*"\s*${SHELL_WORD}`,
    String.raw`(?:\$[\w(]*\)?|\b[A-Za-z_]\w*)\s*\|\s*getline`,
  ].join('|'),
);

/** perl and ruby: a variable, not a literal, handed to a command runner (`system $_`, `` `$_` ``, `qx($l)`). */
export const SCRIPT_RUNS = new RegExp(
  [
    // Each optional mark takes its own blanks after it: `\s*[({]?\s*` split one run of blanks every way
    // (quartic: 12.8 s of CPU on `exec` and 500 blanks; docs/floor.md "Round 72 (rt-linear-r72)").
    String.raw`\b(?:system|exec|spawn|popen|qx)\s*(?:[({]\s*)?(?:\(\s*)?(?:["']\s*)?(?:\$|#\{|@)`,
    // What the program reads, run (`system(<STDIN>)`, `system <>`, `system(gets)`, `exec(STDIN.read)`).
    String.raw`\b(?:system|exec|spawn|qx)\s*(?:[({]\s*)?(?:<|gets\b|STDIN\b|\$stdin\b|ARGF\b|readlines?\b)`,
    // A quote-like delimiter that is a mark, or blanks alone (`\W` held a blank: two runs over one stretch).
    String.raw`\bqx(?:\s*[^\w\s]\s*|\s+)\$`,
    String.raw`%x(?:\s*[^\w\s]\s*|\s+)#\{`,
    String.raw`\x60\s*(?:\$|#\{|@)`,
    // Round 43: ruby's runner by name (`Kernel.send(:system, ..)`, `method(:exec).call(..)`).
    String.raw`\b(?:send|public_send|__send__|method)\s*(?:\(\s*)?:(?:system|exec|spawn|popen|\x60)`,
    String.raw`\bIO\.popen\s*\(\s*[^"'\s]`,
    String.raw`\bOpen3\.\w+\s*\(\s*[^"'\s]`,
  ].join('|'),
);
/**
 * perl's `open(F, "|-", "sh")` / `open(F, "| sh")`: a pipe into a shell after an `open(` on the same line.
 * Read in two steps (the first `open(` of a line, then the pipe after it), not as `open\(.*PIPE`, whose
 * backtracking from every `open(` made 40 kB of `open(` cost 28 s of CPU (round 42, on review).
 */
const OPEN_CALL = /\bopen\d?\s*\(/;
const PIPE_TO_SHELL = new RegExp(
  String.raw`["']\s*\|-?\s*["']\s*,\s*["']\s*${SHELL_WORD}|["']\s*\|\s*${SHELL_WORD}`,
);
function opensPipeToShell(code: string): boolean {
  for (const line of code.split('\n')) {
    const open = OPEN_CALL.exec(line);
    if (open !== null && PIPE_TO_SHELL.test(line.slice(open.index + open[0].length))) return true;
  }
  return false;
}
const scriptRuns = (code: string): boolean => SCRIPT_RUNS.test(code) || opensPipeToShell(code);

/** perl and ruby read their input: `-n`/`-p` in a cluster, or the program reads it. */
const SCRIPT_READS = /<(?:STDIN|>|<>)?>|\$stdin\b|\bSTDIN\b|\bARGF\b|\bgets\b|\breadlines?\b/;

/**
 * python: a command runner given no string literal first (`os.system(l)`, `subprocess.run(l, shell=True)`,
 * `run(l)` after `from subprocess import`), in a program that reads its input.
 */
const PYTHON_RUNS =
  /(?:\bos\.(?:system|popen|exec\w*|spawn\w*)|\bsubprocess\.\w+|\b(?:getoutput|getstatusoutput|Popen|check_output|check_call))\s*\(\s*(?![\s"'[\]fbr]*["'])/;
/** After the first `from subprocess import` (found once, then the rest read once: no `[\s\S]*` backtracking). */
const SUBPROCESS_IMPORT = /\bfrom\s+subprocess\s+import\b/;
const IMPORTED_RUN = /\b(?:run|call)\s*\(\s*(?![\s"'[\]fbr]*["'])/;
function pythonImportedRuns(code: string): boolean {
  const from = SUBPROCESS_IMPORT.exec(code);
  return from !== null && IMPORTED_RUN.test(code.slice(from.index + from[0].length));
}
/**
 * Round 43: a runner reached by another name (`import os as o`, `from os import system as s`,
 * `__import__("os")`, `getattr(os, "system")`, `importlib`, `f = os.system`): whatever name then runs,
 * in a program that reads its input, it may run what it reads. Each a token, read once (linear).
 */
const PYTHON_ALIASED =
  /\bimport\s+(?:os|subprocess|pty|commands)\s+as\b|\bfrom\s+(?:os|subprocess|pty|commands)\s+import\s+\w+\s+as\b|\b__import__\s*\(|\bgetattr\s*\(\s*(?:os|subprocess|pty)\b|\bimportlib\b|\b(?:os\.(?:system|popen|exec\w*|spawn\w*)|subprocess\.(?:run|call|Popen|check_\w+|getoutput|getstatusoutput)|pty\.spawn)\b(?!\s*\()/;
const PYTHON_READS = /\bsys\.stdin\b|\binput\s*\(|\bfileinput\b|\bopen\s*\(\s*(?:0|["']\/dev\/stdin)/;

/** php: a command runner given a variable (`system($argn)`), in code that reads lines (`-R`, STDIN). */
const PHP_RUNS =
  /\b(?:system|exec|shell_exec|passthru|popen|proc_open)\s*\(\s*(?:\$|fgets|file_get_contents|trim)/;
const PHP_READS = /\$argn\b|\bSTDIN\b|php:\/\/stdin|\bfgets\b/;
/** lua: os.execute or io.popen given no string literal first, in code that reads its input. */
const LUA_RUNS = /\b(?:os\.execute|io\.popen)\s*\(\s*(?!["'[])/;
const LUA_READS = /\bio\.(?:read|lines|stdin)\b/;

/** node: a child_process runner given no string literal first, in a program that reads its input. */
const NODE_RUNS =
  /\b(?:execSync|exec|execFileSync|execFile|spawnSync|spawn)\s*\(\s*(?![\s"'`]*["'`][^"'`$]*["'`]\s*[,)])/;
const NODE_READS = /\bprocess\.stdin\b|\breadFileSync\s*\(\s*(?:0|["'`]\/dev\/stdin)|\breadline\b/;

/**
 * Round 43: a child_process runner reached by another name (`const {execSync: x} = require(..)`,
 * `cp["execSync"]`, `const run = cp.execSync`, `promisify(cp.exec)`): it may run what the program reads.
 */
const NODE_ALIASED =
  /\b(?:execSync|execFileSync|execFile|spawnSync|spawn|exec)\s*:|\[\s*["'`](?:execSync|execFileSync|execFile|spawnSync|spawn|exec)["'`]\s*\]|\.\s*(?:execSync|execFileSync|execFile|spawnSync|spawn|exec)\b(?!\s*\()/;

/**
 * Whether the program that `words` runs (named `name`, its first word) runs lines it reads as commands.
 * Each word after the name is read as possible program text (over-read: a file named like a program
 * changes nothing an agent runs); sed's script is its `-e` values or first operand.
 */
export function runsInputLines(name: string, words: readonly string[]): boolean {
  if (!LINE_RUNNER_NAMES.has(name)) return false;
  const code = words.slice(1);
  if (AWKS.has(name)) return code.some((p) => AWK_RUNS.test(p));
  if (name === 'sed' || name === 'gsed') return sedScripts(words).some(sedExecutes);
  if (name === 'perl' || name === 'ruby') {
    const lines = code.some((w) => /^-[a-zA-Z]*[np]/.test(w) && !w.startsWith('--'));
    return code.some((p) => scriptRuns(p) && (lines || SCRIPT_READS.test(p)));
  }
  // php's `-R`/`-F` run the code once per input line (`$argn`); lua's io.read()/io.lines() read it.
  if (name === 'php') return code.some((p) => PHP_RUNS.test(p) && PHP_READS.test(p));
  if (name.startsWith('lua')) return code.some((p) => LUA_RUNS.test(p) && LUA_READS.test(p));
  if (name.startsWith('python'))
    return code.some(
      (p) => PYTHON_READS.test(p) && (PYTHON_RUNS.test(p) || pythonImportedRuns(p) || PYTHON_ALIASED.test(p)),
    );
  return code.some((p) => NODE_READS.test(p) && (NODE_RUNS.test(p) || NODE_ALIASED.test(p)));
}

/** sed's script: each `-e`/`--expression` value (a cluster's last letter too), else its first operand. */
function sedScripts(words: readonly string[]): readonly string[] {
  const out: string[] = [];
  let file = false;
  let first: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.startsWith('--expression=')) out.push(w.slice(13));
    else if (w === '--expression' || /^-[a-zA-Z]*e$/.test(w)) out.push(words[++i] ?? '');
    else if (/^-[a-zA-Z]*f$/.test(w) || w === '--file') {
      file = true;
      i++;
    } else if (w.startsWith('--file=')) file = true;
    else if (/^-[lL]$/.test(w)) i++;
    else if (!w.startsWith('-') && first === undefined) first = w;
  }
  if (out.length === 0 && !file && first !== undefined) out.push(first);
  return out;
}

/**
 * GNU sed's `e` command with no command of its own runs the pattern space (each line read) as a command;
 * the `e` flag of `s` runs the line the substitution made. An `e` with a command is read elsewhere.
 */
function sedExecutes(script: string): boolean {
  // An `e` command with nothing after it but the command's end, after any address and `!`.
  if (
    /(?:^|[;\n{}])\s*(?:(?:\d+|\$|\/(?:[^/\\\n]|\\.)*\/)(?:\s*,\s*(?:\d+|\$|\/(?:[^/\\\n]|\\.)*\/))?)?\s*!?\s*e\s*(?:$|[;\n}])/.test(
      script,
    )
  )
    return true;
  // `s/A/B/FLAGS` with `e` among the flags (any delimiter).
  for (const m of script.matchAll(/(?:^|[;\n{}])\s*[^;\n{}]*?s(.)/g)) {
    const d = m[1] as string;
    if (/[\s\\\n]/.test(d)) continue;
    let at = (m.index as number) + m[0].length;
    let parts = 0;
    while (at < script.length && parts < 2) {
      const c = script[at] as string;
      if (c === '\\') at++;
      else if (c === d) parts++;
      at++;
    }
    if (parts === 2 && /^[gpiIm0-9]*e/.test(script.slice(at))) return true;
  }
  return false;
}
