// What an outward shell command does, read as a kind of act (acts.ts): `git push` pushes, `gh pr merge`
// reviews, `gh issue comment` files to a tracker, `npm publish` publishes, and `gh pr view` only reads.
// The witness gate asks for these by what the user asked for, not by the command's name
// (docs/provenance.md, "Outward shell commands").
import { outwardShell } from '../policy/names.js';
import { type ActKind, actBit } from '../provenance/act-kinds.js';
import { shellCommands } from './shell.js';
import { PACKAGE_SOURCE_KEY, PACKAGE_SOURCE_OPTIONS } from './shell-vocabulary.js';

/** A command's act, `read` when it reaches outside only to read, undefined when this reader cannot say. */
type ShellAct = ActKind | 'read';

const GH_READS = ['view', 'list', 'diff', 'checks', 'status', 'checkout', 'download'];
const GH: ReadonlyMap<string, ReadonlyMap<string, ShellAct>> = new Map(
  Object.entries({
    pr: { create: 'issue', comment: 'issue', edit: 'issue', review: 'review', merge: 'review', close: 'review', reopen: 'review', ready: 'review' },
    issue: { create: 'issue', comment: 'issue', edit: 'issue', close: 'review', reopen: 'review' },
    release: { create: 'publish', upload: 'publish', edit: 'publish' },
    gist: { create: 'publish', edit: 'publish' },
  } as Record<string, Record<string, ShellAct>>).map(([sub, verbs]) => [
    sub,
    new Map<string, ShellAct>([...GH_READS.map((v): [string, ShellAct] => [v, 'read']), ...Object.entries(verbs)]),
  ]),
); // biome-ignore format: a table reads better packed

/** `<command> <subcommand>` pairs whose act does not depend on a third word. */
const ACTS: ReadonlyMap<string, ActKind> = new Map(
  Object.entries({
    'git push': 'push', 'docker push': 'push', 'podman push': 'push', 'npm publish': 'publish',
    'pnpm publish': 'publish', 'yarn publish': 'publish', 'cargo publish': 'publish', 'twine upload': 'publish',
    'gem push': 'publish',
  } as Record<string, ActKind>),
); // biome-ignore format: a table reads better packed

/**
 * Commands that copy files to another host whatever their subcommand (round 28): a copy to a host pushes.
 * Where it goes is judged by provenance at rung 6, as a `git push` remote is.
 */
const COPIERS: ReadonlyMap<string, ActKind> = new Map([
  ['scp', 'push'],
  ['rsync', 'push'],
  ['sftp', 'push'],
]);

function actOf(words: readonly string[]): ShellAct | undefined {
  const [name, sub, verb] = words;
  if (name === 'gh') return verb === undefined ? undefined : GH.get(sub ?? '')?.get(verb);
  return COPIERS.get(name ?? '') ?? ACTS.get(`${name} ${sub}`);
}

/**
 * The witness cause of the first outward command in these shell texts that the user's request (a mask of
 * acts.ts kinds) did not ask for, or that this reader cannot name by its act (`mail`, `scp`, an upload);
 * undefined when every outward command is one the user asked for, or only reads.
 */
export function unaskedOutwardCause(
  commands: readonly string[],
  requested: number,
  userHosts: (words: readonly string[]) => boolean = () => false,
): string | undefined {
  for (const text of commands) {
    for (const words of shellCommands(text)) {
      const cause = outwardShell(words);
      if (cause === undefined) continue;
      const act = actOf(words);
      if (act === undefined) return cause;
      if (act !== 'read' && (requested & actBit(act)) === 0) return cause;
      // A copy goes where its own words say: asked for only to a host the user gave.
      if (COPIERS.has(words[0] ?? '') && !userHosts(words.slice(1))) return cause;
    }
  }
  return undefined;
}

/** `twine upload`'s option for where it uploads (`--repository-url URL`), beside PACKAGE_SOURCE_OPTIONS. */
const UPLOAD_SOURCE_OPTIONS: ReadonlySet<string> = new Set(['--repository-url', '--repository']);

/**
 * The words of a command that name a package source beyond the repository's own install: a `config set`
 * of an index key (the user's or the machine's configuration, every later install), or a publish's
 * registry (where the user's package goes). A one-off install's `--registry` stays the repository's to name.
 */
function packageSources(words: readonly string[]): string[] {
  const out: string[] = [];
  const config = words.includes('config') && words.includes('set') && !words.some(projectScoped);
  const publishes = actOf(words) === 'publish';
  if (!config && !publishes) return out;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const eq = w.indexOf('=');
    const flag = eq > 0 ? w.slice(0, eq) : w;
    const named = config
      ? PACKAGE_SOURCE_KEY.test(flag) || PACKAGE_SOURCE_OPTIONS.has(flag)
      : PACKAGE_SOURCE_OPTIONS.has(flag) || UPLOAD_SOURCE_OPTIONS.has(flag);
    if (!named) continue;
    const value = eq > 0 ? w.slice(eq + 1) : words[i + 1];
    if (value !== undefined && value !== '') out.push(value);
  }
  return out;
}

/** `npm config set ... --location=project`, `pip config --site`: a setting the repository's own files hold. */
const projectScoped = (w: string): boolean => w === '--location=project' || w === '--site' || w === '--local';

/**
 * The witness cause of the first command in these shell texts that sets a package source (`config set
 * registry`, `pip config set global.index-url`) or publishes to one (`npm publish --registry`) on a host the
 * user did not give (round 39: a repository's own `requirements.txt` or `RELEASE.md`, which a trusted local
 * read leaves unfollowed, named a mirror); undefined when there is none.
 */
export function packageSourceCause(
  commands: readonly string[],
  userHosts: (words: readonly string[]) => boolean,
): string | undefined {
  for (const text of commands) {
    if (!PACKAGE_SOURCE_HINT.test(text)) continue;
    for (const words of shellCommands(text)) {
      const sources = packageSources(words);
      if (sources.length > 0 && !userHosts(sources)) return `shell ${words[0]} package source`;
    }
  }
  return undefined;
}
/** Most shell texts name no source: the words are read only where one of these stands. */
const PACKAGE_SOURCE_HINT = /registry|repository|index|trusted-host|find-links/i;
