// Round 25: credentials sent by programs whose operands the reader knows but which are not uploaders: a
// remote store fed a credential file (`gh secret set X < .env`, `heroku config:set K=$(cat .env)`,
// `kubectl create secret generic x --from-env-file=.env`), and a credential file committed in a text that
// pushes (`git add -f .env && git push`). Read as credential-sent (docs/floor.md, "Round 25").
import { compiledRegex } from '../policy/arg-rule.js';
import { CREDENTIAL_PATH } from './credential-paths.js';
import { GIT_COMMITS, REMOTE_STORES } from './egress-vocabulary.js';
import { credentialGlob, mayGlob } from './shell-globs.js';
import type { SimpleCommand } from './shell-parse.js';

/**
 * Whether command `cmds[i]`, its program at `start` named `name`, sends a credential file: a remote store
 * (REMOTE_STORES) with one among its words (as shown: `$(cat .env)` too), its input file or here-string, or
 * a stage of the pipe feeding it; git committing one where some command of `all` pushes.
 */
export function storesCredential(
  cmds: readonly SimpleCommand[],
  i: number,
  start: number,
  name: string,
  all: readonly SimpleCommand[],
): boolean {
  const cmd = cmds[i] as SimpleCommand;
  if (name === 'git') {
    // Most git commands commit nothing: the words after the name are looked at in place, not copied (round 51).
    if (!committing(cmd.words, start + 1)) return false;
    const operands = gitOperands(cmd.words.slice(start + 1));
    return operands.length > 0 && namesCredential(operands) && pushes(all);
  }
  const verbs = REMOTE_STORES.get(name);
  if (verbs === undefined) return false;
  const words = cmd.words.slice(start + 1);
  if (!verbs.some((v) => hasRun(words, v))) return false;
  if (namesCredential(words) || namesCredential(cmd.shown.slice(start + 1)) || namesCredential(cmd.stdin))
    return true;
  if (cmd.redirects.some((r) => r.op === '<' && namesCredential([r.target]))) return true;
  for (let j = i - 1; j >= 0; j--) {
    const prev = cmds[j] as SimpleCommand;
    if (prev.sep !== '|' || prev.list !== cmd.list) break;
    if (
      namesCredential(prev.words) ||
      prev.redirects.some((r) => r.op === '<' && namesCredential([r.target]))
    )
      return true;
  }
  return false;
}

/** Whether some command of a parse runs `git ... push`, once per parse (each committing command asks). */
function pushes(all: readonly SimpleCommand[]): boolean {
  let known = PUSHES.get(all);
  if (known === undefined) {
    known = all.some(
      (c) => c.words.includes('push') && c.words.some((w) => w === 'git' || w.endsWith('/git')),
    );
    PUSHES.set(all, known);
  }
  return known;
}
const PUSHES = new WeakMap<readonly SimpleCommand[], boolean>();

/** git's words but a message (`-m MSG`, `-am MSG`, `--message=MSG`) and example env files (`.env.example`). */
function gitOperands(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k] as string;
    if (/^-[A-Za-z]*m$|^--message$/.test(w)) k++;
    else if (!w.startsWith('--message=') && !EXAMPLE_ENV.test(w)) out.push(w);
  }
  return out;
}
/** An env file kept as a template in repositories, committed on purpose. */
const EXAMPLE_ENV = /\.env\.(?:example|sample|template|dist|defaults?)$/;

/** Whether a word of `words` from `from` on is one of GIT_COMMITS. */
function committing(words: readonly string[], from: number): boolean {
  for (let k = from; k < words.length; k++) if (GIT_COMMITS.has(words[k] as string)) return true;
  return false;
}

/** Whether `run` occurs in `words` as consecutive words. */
function hasRun(words: readonly string[], run: readonly string[]): boolean {
  // Loops, not every(): a closure for each position was the most a store's command allocated (round 51).
  for (let k = 0; k + run.length <= words.length; k++) {
    let m = 0;
    while (m < run.length && words[k + m] === run[m]) m++;
    if (m === run.length) return true;
  }
  return false;
}

/** Whether a word names a credential file, spelled out or by a glob (`$(cat .e*)`: each piece of a shown word). */
function namesCredential(words: readonly string[]): boolean {
  const cred = compiledRegex(CREDENTIAL_PATH);
  return words.some(
    (w) => cred.test(w) || (mayGlob(w) && w.split(PIECES).some((p) => credentialGlob(p) !== undefined)),
  );
}
const PIECES = /[\s"'()`$<>|;&=@]+/;
