// What an outward shell command does, read as a kind of act (acts.ts): `git push` pushes, `gh pr merge`
// reviews, `gh issue comment` files to a tracker, `npm publish` publishes, and `gh pr view` only reads.
// The witness gate asks for these by what the user asked for, not by the command's name
// (docs/provenance.md, "Outward shell commands").
import { outwardShell } from '../policy/names.js';
import { type ActKind, actBit } from '../provenance/act-kinds.js';
import { shellCommands } from './shell.js';

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
