// `gate journal verify <file>` checks a hash-chained audit journal; `gate journal tail <file>` prints rows;
// `gate journal rotate <file>` moves it aside and starts a file that continues its chain.

import { openRegularFile } from '../../io/regular-file.js';
import { anchorProblem, readAnchorFile, writeAnchorFile } from '../../journal/anchor-file.js';
import { journalKeyFrom } from '../../journal/checkpoint.js';
import { Journal } from '../../journal/journal.js';
import { streamLastRows, streamRows } from '../../journal/reader.js';
import { type Anchor, parseAnchor, summarize, verifyJournal } from '../../journal/verify.js';
import { canonicalJson } from '../../kernel/canonical.js';
import { fileProblem, GateError } from '../../kernel/errors.js';
import { MAX_TOOL_NAME, recordedToolName } from '../../kernel/tool-name.js';
import { PolicyHolder } from '../../server/policy-holder.js';
import { EXIT } from '../exit-codes.js';
import { parseFlags } from '../flags.js';
import { type CliIo, UsageError } from '../io.js';

const USAGE = `usage: gate journal verify <file> [--anchor <seq>:<hash>]...
       gate journal tail <file> [--since <seq>] [--limit <n>]
       gate journal rotate <file> [--to <path>]
       gate journal name-digest <name | -> [--policy <file>]

verify  Checks every row of an audit journal (GATE_AUDIT_JOURNAL): canonical JSON, the hash of each row,
        the prev_hash link to the row before, and seq 1, 2, 3, ... without gaps; and that the chain
        passes through the checkpoint beside the file (<file>.checkpoint), checking its MAC when
        GATE_JOURNAL_KEY is set. Exit 0 with a one-line summary when the chain is intact; exit 1 naming
        the first bad row (line, seq, what is wrong) or the checkpoint that does not hold.
        The summary ends with 'head <seq>:<hash>': keep it where the gateway host cannot write, and
        pass it back as --anchor <seq>:<hash> (repeatable): verify then also fails when that row is
        gone (the file cut back or rolled back to an older copy) or has another hash (the chain
        before it rewritten), which the file alone cannot show (docs/journal.md, "Anchors").
tail    Prints rows as stored, one JSON object a line: those after --since <seq>, else the last ones;
        at most --limit <n> (default 20). Does not check the chain; run verify for that.
rotate  While no gate writes the journal (it takes the writer lock): checks it as a start would (and
        against GATE_JOURNAL_ANCHOR's file when set), moves it and its checkpoint to --to <path>
        (default <file>.<first seq>-<last seq>), and puts in its place a file whose first row (ROTATE)
        continues the chain: seq and prev_hash run on from the old head. The anchor file, when set, is
        moved on to the new head. Prints both heads (docs/journal.md, "Rotation").
name-digest  Prints what a row's "tool" holds for <name> (- reads one line from stdin, kept out of argv
        and shell history): the name as written when the floor (--policy, else the built-in one)
        declares it, else undeclared:<16 hex>:<length>:<class> (docs/journal.md, "Round 62
        (redteam4-r62)"). Search the journal, the access log and the console for what it prints.
`;

const DEFAULT_TAIL_LIMIT = 20;

export const usage = (): string => USAGE;

export async function run(argv: string[], io: CliIo): Promise<number> {
  if (argv.length === 0)
    throw new UsageError(
      `journal: missing subcommand (verify, tail, rotate or name-digest); see 'gate journal --help'`,
    );
  if (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io.stdout.write(USAGE);
    return EXIT.OK;
  }
  const [sub, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(USAGE);
    return EXIT.OK;
  }
  if (sub === 'verify') return verify(rest, io);
  if (sub === 'tail') return tail(rest, io);
  if (sub === 'rotate') return rotate(rest, io);
  if (sub === 'name-digest') return nameDigest(rest, io);
  throw new UsageError(`journal: unknown subcommand "${sub}" (verify, tail, rotate or name-digest)`);
}

async function nameDigest(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: { policy: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new UsageError('journal name-digest: takes one name (or - to read it from stdin)');
  const name = positionals[0] === '-' ? await firstLine(io) : positionals[0]!;
  const holder = await PolicyHolder.open(values.policy);
  io.stdout.write(`${recordedToolName(name, holder.current)}\n`);
  return EXIT.OK;
}

/** The first line of stdin, without its line end: a name kept out of argv (ps) and shell history. */
async function firstLine(io: CliIo): Promise<string> {
  let text = '';
  for await (const piece of io.stdin) {
    text += typeof piece === 'string' ? piece : (piece as Buffer).toString('utf8');
    if (text.includes('\n') || text.length > MAX_TOOL_NAME * 4) break;
  }
  const end = text.indexOf('\n');
  const line = end === -1 ? text : text.slice(0, end);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

async function verify(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: { anchor: { type: 'string', multiple: true } },
    allowPositionals: true,
    strict: true,
  });
  const file = onlyFile(positionals, 'verify');
  const anchors = (values.anchor ?? []).map(anchorFlag);
  const report = await verifyJournal(file, journalKeyFrom(io.env.GATE_JOURNAL_KEY), anchors);
  if (report.ok) {
    io.stdout.write(`${summarize(report)}\n`);
    return EXIT.OK;
  }
  io.stderr.write(`gate: ${file}: ${summarize(report)}\n`);
  return EXIT.FAILURE;
}

async function rotate(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: { to: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const file = onlyFile(positionals, 'rotate');
  const key = journalKeyFrom(io.env.GATE_JOURNAL_KEY);
  const anchorPath = io.env.GATE_JOURNAL_ANCHOR || undefined;
  const done = await Journal.rotate(file, {
    ...(key ? { key } : {}),
    ...(values.to !== undefined ? { to: values.to } : {}),
    onWarning: (message) => io.stderr.write(`gate: WARNING: audit journal: ${message}\n`),
    // A journal that does not hold its anchor is not rotated: rotation must not launder a rollback.
    check: async (journal) => {
      const anchor = anchorPath ? await readAnchorFile(anchorPath) : undefined;
      const problem = anchor ? await anchorProblem(journal, anchor) : undefined;
      if (problem)
        throw new GateError(
          'JOURNAL_UNAVAILABLE',
          `journal ${file} does not hold the anchor in ${anchorPath}: ${problem}; not rotated`,
        );
    },
  });
  if (anchorPath) await writeAnchorFile(anchorPath, done.head);
  io.stdout.write(
    `rotated ${file} to ${done.movedTo} (head ${done.rotated.seq}:${done.rotated.hash}); ` +
      `${file} continues at seq ${done.head.seq}, head ${done.head.seq}:${done.head.hash}` +
      `${anchorPath ? `; anchor file ${anchorPath} holds it` : ''}\n`,
  );
  return EXIT.OK;
}

async function tail(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags({
    args: argv,
    options: { since: { type: 'string' }, limit: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const file = onlyFile(positionals, 'tail');
  const limit = values.limit === undefined ? DEFAULT_TAIL_LIMIT : count(values.limit, '--limit');
  const since = values.since === undefined ? undefined : count(values.since, '--since');
  const { handle, size } = await openRegularFile(file, { followSymlink: true }).catch((err: unknown) => {
    throw new GateError('JOURNAL_UNAVAILABLE', `cannot read journal ${file}: ${fileProblem(err)}`);
  });
  try {
    const range = { start: 0, end: size };
    // Written as read, never collected: a --limit as large as the file holds no more than one row.
    const rows =
      since === undefined ? streamLastRows(handle, range, limit) : streamRows(handle, range, since, limit);
    for await (const row of rows) {
      if (!io.stdout.write(`${canonicalJson(row)}\n`)) await drained(io.stdout);
    }
  } catch (err) {
    if (err instanceof GateError) throw err;
    throw new GateError('JOURNAL_UNAVAILABLE', `cannot read journal ${file}: ${fileProblem(err)}`);
  } finally {
    await handle.close();
  }
  return EXIT.OK;
}

function onlyFile(positionals: string[], sub: string): string {
  if (positionals.length !== 1)
    throw new UsageError(`journal ${sub}: expected exactly one <file>, got ${positionals.length}`);
  return positionals[0]!;
}

function anchorFlag(text: string): Anchor {
  const anchor = parseAnchor(text);
  if (!anchor)
    throw new UsageError('journal verify: --anchor takes <seq>:<hash> as verify prints it after head');
  return anchor;
}

function count(text: string, flag: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new UsageError(`journal tail: ${flag} must be a non-negative integer`);
  return Number(text);
}

/** Waits for a stream that asked the writer to pause (a pipe to a slow reader) to drain, or to close. */
function drained(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', done);
  });
}
