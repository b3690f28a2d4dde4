// Round 60 (prov-r60): the places a shell command only brings here. "Clone the repo linked from the
// homepage <url>" asks for `git clone <the page's repo URL>`: the URL is the object of the retrieval the
// user asked for, not a place the page chose to send the agent. A retrieval here is a clone or a plain
// download: nothing of the user's leaves in it (no upload, no credential, no header, no variable) and no
// fetched byte runs in the same command (no shell or interpreter anywhere in it). Everything else a
// pointed page's URL reaches in a shell stays held (judge.ts placesFollow; docs/provenance.md, Round 60).
import { shellCommands } from '../ladder/shell.js';
import { INTERPRETERS, SHELLS } from '../ladder/shell-vocabulary.js';
import { decidedValues } from './values.js';

/** Commands that retrieve by their first operand word: `git clone`, `gh repo clone`, `svn checkout`. */
const CLONERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['git', ['clone']],
  ['hg', ['clone']],
  ['svn', ['checkout', 'co', 'export']],
  ['gh', ['repo']],
]);
/** Commands that download what their URL names. */
const DOWNLOADERS: ReadonlySet<string> = new Set(['curl', 'wget']);
/**
 * A downloader's options that send something of the caller's (a body, a file, a form, credentials, a
 * header, a cookie, a method other than GET) or read options from a file: such a call is no retrieval.
 * Matched as a word's start: `-d`, `--data-binary`, `-Fx=@f`, `--header=...`; a short option cluster
 * (`-sSfL`) holding one of the letters d, F, T, u, H, b, K, X, E, e is read as carrying it.
 */
const SENDING_LONG =
  /^--(?:data|form|upload|json|user|header|cookie|config|request|method|post|body|cert|key|oauth2|proxy-user|aws-sigv4|netrc|password|http-user|http-password|input-file)/;
const SENDING_SHORT = /^-[A-Za-z]*[dFTuHbKXEei]/;
/** A word that leaves what it says to the shell: a variable, a substitution, a glob of the caller's files. */
const EXPANDS = /[$`]|<\(|>\(/;
/** The words of one command read, and the commands of one text: a shell call is short. */
const MAX_WORDS = 64;
const MAX_COMMANDS = 32;

/** Does a command only retrieve (a clone, or a download with no option that sends or runs)? */
function onlyRetrieves(words: readonly string[]): boolean {
  const name = words[0];
  if (name === undefined || words.length > MAX_WORDS) return false;
  const sub = CLONERS.get(name);
  if (sub !== undefined) return sub.includes(words[1] ?? '') && (name !== 'gh' || words[2] === 'clone');
  if (!DOWNLOADERS.has(name)) return false;
  for (const w of words.slice(1)) if (SENDING_LONG.test(w) || SENDING_SHORT.test(w)) return false;
  return true;
}

/**
 * The keys of the URLs and hosts that `texts` (a shell call's deciding arguments) only retrieve: each
 * written as an operand of a command that only retrieves, in a text no word of which runs a shell or an
 * interpreter or expands. Undefined when there is none, or the text is not a plain retrieval.
 */
export function retrievedPlaces(texts: readonly string[]): ReadonlySet<string> | undefined {
  const keys = new Set<string>();
  for (const text of texts) {
    if (EXPANDS.test(text)) return undefined;
    const commands = shellCommands(text);
    if (commands.length > MAX_COMMANDS) return undefined;
    for (const words of commands) {
      const name = words[0] ?? '';
      if (SHELLS.has(name) || INTERPRETERS.has(name) || name === 'eval' || name === 'source' || name === '.')
        return undefined;
    }
    for (const words of commands) {
      if (!onlyRetrieves(words)) continue;
      for (const w of words.slice(1))
        for (const v of decidedValues(w))
          if (v.kind === 'url' || v.kind === 'host') for (const k of v.keys) keys.add(k);
    }
  }
  return keys.size > 0 ? keys : undefined;
}
