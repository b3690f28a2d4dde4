// The one vocabulary of irreversible acts the witness gate reads (docs/floor.md "Round 77 (rt-irreversible-r77"):
// programs that destroy by name, each program's subcommands and the options that make one destroy, the SQL
// statements, and the code calls that delete a file. policy/names.ts reads it; nothing else keeps a copy.

/**
 * One irreversible act of a program. `path`: its subcommand words in order among the command's operands
 * (words not starting with `-`, compared lower-cased), the first within the first MAX_LEAD operands and
 * each next within MAX_GAP of the last (an option's value may stand between); `*` is any word and `x*` a
 * word starting with x. An empty path is the program itself. With `options`, one of them must be present
 * (`-f` also inside a cluster `-fdx`, `--prune` also as `--prune=now` or a long option cut short, `--`
 * alone as itself); with `operands`, one operand must be one; with `code`, a word must match it. `unless`:
 * options, each exactly as written or in a cluster, that leave it undoable (`git restore --staged`).
 */
export interface IrreversibleAct {
  readonly path: readonly string[];
  readonly options?: readonly string[];
  readonly operands?: readonly string[];
  readonly code?: RegExp;
  readonly unless?: readonly string[];
  /** The witness cause shown to the approver: written here, never the caller's words. */
  readonly label: string;
}

/** Operands an act's first subcommand word may follow (values of global options: `git -C dir -c k=v stash`). */
export const MAX_LEAD = 3;
/** Operands that may stand between two subcommand words (`docker compose -f x.yml down`). */
export const MAX_GAP = 2;

const always = (name: string): readonly IrreversibleAct[] => [{ path: [], label: `shell ${name}` }];

/** Git: discarded work (uncommitted changes, stashes, reflog, unreachable objects) and rewritten history. */
const GIT: readonly IrreversibleAct[] = [
  {
    path: ['push'],
    options: ['--force', '-f', '--force-with-lease', '--force-if-includes', '--mirror'],
    label: 'shell git push --force',
  },
  { path: ['push'], operands: ['+*'], label: 'shell git push --force' },
  { path: ['reset'], options: ['--hard'], label: 'shell git reset --hard' },
  { path: ['clean'], options: ['-f', '--force'], label: 'shell git clean -f' },
  { path: ['branch'], options: ['-D'], label: 'shell git branch -D' },
  { path: ['checkout'], options: ['--', '-f', '--force'], label: 'shell git checkout --' },
  { path: ['checkout'], operands: ['.', ':/'], label: 'shell git checkout --' },
  {
    path: ['switch'],
    options: ['--discard-changes', '-f', '--force'],
    label: 'shell git switch --discard-changes',
  },
  { path: ['restore'], unless: ['--staged', '-S'], label: 'shell git restore' },
  { path: ['restore'], options: ['--worktree', '-W'], label: 'shell git restore' },
  { path: ['stash', 'drop'], label: 'shell git stash drop' },
  { path: ['stash', 'clear'], label: 'shell git stash clear' },
  { path: ['reflog', 'expire'], label: 'shell git reflog expire' },
  { path: ['reflog', 'delete'], label: 'shell git reflog delete' },
  { path: ['gc'], options: ['--prune'], label: 'shell git gc --prune' },
  { path: ['prune'], label: 'shell git prune' },
  { path: ['update-ref'], options: ['-d'], label: 'shell git update-ref -d' },
  { path: ['tag'], options: ['-d', '--delete'], label: 'shell git tag -d' },
  { path: ['worktree', 'remove'], options: ['-f', '--force'], label: 'shell git worktree remove --force' },
  // filter-repo keeps no copy of the old history; filter-branch keeps it under refs/original/ (undoable).
  { path: ['filter-repo'], label: 'shell git filter-repo' },
];

const TERRAFORM: readonly IrreversibleAct[] = [
  { path: ['destroy'], label: 'shell terraform destroy' },
  { path: ['apply'], options: ['-destroy', '--destroy'], label: 'shell terraform destroy' },
  { path: ['state', 'rm'], label: 'shell terraform state rm' },
  { path: ['workspace', 'delete'], label: 'shell terraform workspace delete' },
];

const KUBECTL: readonly IrreversibleAct[] = [{ path: ['delete'], label: 'shell kubectl delete' }];

const HELM: readonly IrreversibleAct[] = ['uninstall', 'delete', 'del', 'un'].map((sub) => ({
  path: [sub],
  label: 'shell helm uninstall',
}));

/** Container engines: data in volumes and stopped containers. */
const CONTAINERS: readonly IrreversibleAct[] = [
  { path: ['system', 'prune'], label: 'shell docker system prune' },
  { path: ['volume', 'rm'], label: 'shell docker volume rm' },
  { path: ['volume', 'remove'], label: 'shell docker volume rm' },
  { path: ['volume', 'prune'], label: 'shell docker volume prune' },
  { path: ['compose', 'down'], options: ['-v', '--volumes'], label: 'shell docker compose down -v' },
];

const AWS: readonly IrreversibleAct[] = [
  { path: ['s3', 'rm'], label: 'shell aws s3 rm' },
  { path: ['s3', 'rb'], label: 'shell aws s3 rb' },
  { path: ['s3', 'sync'], options: ['--delete'], label: 'shell aws s3 sync --delete' },
  { path: ['*', 'delete-*'], label: 'shell aws delete' },
  { path: ['*', 'terminate-*'], label: 'shell aws terminate' },
];

/** A MongoDB shell's code that drops or deletes (`db.dropDatabase()`, `db.c.deleteMany({})`). */
const MONGO_DELETES =
  /\b(?:dropDatabase|dropCollection|dropIndexes|dropIndex|drop|deleteMany|deleteOne|findOneAndDelete|remove)\s*\(/;

/**
 * Programs whose every run destroys (rm, shred) and programs with irreversible acts. What a database client
 * runs as SQL is read by SQL_IRREVERSIBLE over the whole text, whichever client carries it.
 */
export const IRREVERSIBLE_ACTS: ReadonlyMap<string, readonly IrreversibleAct[]> = new Map<
  string,
  readonly IrreversibleAct[]
>([
  ...['rm', 'rmdir', 'unlink', 'shred', 'mkfs', 'dd', 'truncate', 'wipefs'].map(
    (name) => [name, always(name)] as const,
  ),
  ['git', GIT],
  ['find', [{ path: [], options: ['-delete'], label: 'shell find -delete' }]],
  ['terraform', TERRAFORM],
  ['tofu', TERRAFORM],
  ['terragrunt', [...TERRAFORM, { path: ['run-all', 'destroy'], label: 'shell terraform destroy' }]],
  ['kubectl', KUBECTL],
  ['oc', KUBECTL],
  ['helm', HELM],
  ['docker', CONTAINERS],
  ['podman', CONTAINERS],
  ['nerdctl', CONTAINERS],
  [
    'docker-compose',
    [{ path: ['down'], options: ['-v', '--volumes'], label: 'shell docker compose down -v' }],
  ],
  ['aws', AWS],
  [
    'gcloud',
    [
      { path: ['delete'], label: 'shell gcloud delete' },
      { path: ['storage', 'rm'], label: 'shell gcloud storage rm' },
    ],
  ],
  [
    'gsutil',
    [
      { path: ['rm'], label: 'shell gsutil rm' },
      { path: ['rb'], label: 'shell gsutil rb' },
    ],
  ],
  ['az', [{ path: ['delete*'], label: 'shell az delete' }]],
  ['gh', [{ path: ['*', 'delete*'], label: 'shell gh delete' }]],
  ['npm', [{ path: ['unpublish'], label: 'shell npm unpublish' }]],
  [
    'redis-cli',
    ['flushall', 'flushdb', 'del', 'unlink'].map((sub) => ({ path: [sub], label: `shell redis-cli ${sub}` })),
  ],
  ['mongosh', [{ path: [], code: MONGO_DELETES, label: 'shell mongosh drop' }]],
  ['mongo', [{ path: [], code: MONGO_DELETES, label: 'shell mongosh drop' }]],
]);

/**
 * SQL that cannot be undone: DROP of a stored object, TRUNCATE, DELETE FROM (with or without WHERE: a deleted
 * row is gone). `truncate <name>` counts when the name ends the statement (`;`, `,`, `)`, the text's end or a
 * TRUNCATE option): `\w\b` after the verb matched one-letter tables only, and `truncate the log` is prose.
 */
export const SQL_IRREVERSIBLE =
  /\b(?:drop\s+(?:table|database|schema|index|view|user|column|collection|sequence|function|procedure|trigger|role|keyspace|materialized\s+view)\b|truncate\s+table\s+[\w"`[]|truncate\s+(?:only\s+)?[\w."`[\]]+\s*(?:[;,)]|$|(?:restart|continue|cascade|restrict)\b)|delete\s+from\b)/i;

/** The object words a SQL label shows after its verb (never a name the statement gives). */
export const SQL_OBJECTS: ReadonlySet<string> = new Set([
  'table',
  'database',
  'schema',
  'index',
  'view',
  'user',
  'column',
  'collection',
  'sequence',
  'function',
  'procedure',
  'trigger',
  'role',
  'keyspace',
  'materialized',
  'from',
]);

/**
 * Code calls that delete one file, and their first argument (a literal or an expression): Python's os.remove,
 * os.unlink, pathlib's Path(LIT).unlink(), Ruby's File.delete/unlink and FileUtils.rm, Perl's and PHP's unlink,
 * Node's fs.unlink(Sync) and a `.rm(` method (`require("fs").promises.rm`), Deno.remove, Go's os.Remove. Read as
 * `rm -f` (a tree's delete is DELETE_TREE's).
 */
export const FILE_DELETES =
  /(?:\bPath\(("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)\.unlink|(?:\b(?:os\.(?:remove|unlink|Remove)|File\.(?:delete|unlink)|FileUtils\.(?:rm_f|rm|remove_file|remove)|unlinkSync|unlink|Deno\.removeSync|Deno\.remove)|\.rm)\b(?:\(\s*|\s+\(?)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|q\([^()]*\)|[\w.$]+))/g;

/**
 * Patch lines that delete a file or take its name away, each at a line's start after blanks (Codex trims each
 * line): `*** Delete File:`, `*** Move to:`, and a unified diff's delete (`+++ /dev/null`, `deleted file mode`).
 */
export const PATCH_DELETES: readonly string[] = [
  '*** Delete File:',
  '*** Move to:',
  '+++ /dev/null',
  'deleted file mode ',
];
