// Round 44 (linear-r44): linear time where round 43's sweep did not reach, and a static check that keeps it.
// The built-in model (in-kernel mode: every wire's request reaches it on gate's one event loop) read a user's
// turn with four readings quadratic in it: a word's closing marks as `[...]+$` (`;;;…x`: 1.4 s at 20 kB), a run of
// backticks counted again from each (`` ` `` repeated), a quote with no closer searched for from each opening, and
// the working directory's `^\s*` under `m` from every line end of a run. Each fixed reading keeps what the old one
// found: a property against the old code kept here. The static check walks src/'s expressions for the shapes that
// were quadratic (regex-shapes.ts); each flagged one is listed with why it is left (linear-allowed.ts).
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseRequest, separatorsIn, splitClauses } from '../src/upstream/builtin/intent.js';
import { findCwd, requestText } from '../src/upstream/builtin/model.js';
import { bare, jsonEnd, type Span, scanSpans } from '../src/upstream/builtin/text.js';
import { GateStdioTransport } from '../src/wire/mcp/stdio-transport.js';
import { runsOf } from './helpers/deep.js';
import { REPO_ROOT } from './helpers/gate-process.js';
import { LINEAR_ALLOWED } from './helpers/linear-allowed.js';
import { cpuMs, repeatedTo } from './helpers/linear-cpu.js';
import { literalsUnder, shapesOf } from './helpers/regex-shapes.js';

const SIZE = 200_000;
/** CPU bound for one 200 kB reading: far above a linear one's, far below a quadratic one's. */
const BOUND_MS = 1500;

const built = (head: string, unit: string, tail: string) => repeatedTo(SIZE, head, unit, tail);

/** Backtick runs of lengths 1, 2, 3, ... with a blank between: no run closes another, to 200 kB. */
function growingRuns(): string {
  let text = '';
  for (let n = 1; text.length < SIZE; n++) text += `${'`'.repeat(n)} `;
  return text;
}

// Each is quadratic on the base (CPU at 20 kB / 40 kB on the base in the comment; 200 kB is a hundred times 20 kB's).
const FIXED: readonly (readonly [string, () => unknown])[] = [
  // bare()'s [.,;:!?)\]>]+$ from each mark: 1.4 s / 3.8 s.
  ['a turn of `;` then x', () => parseRequest(built('list files in ', ';', 'x'))],
  ['a turn of `.` then x', () => parseRequest(built('', '.', 'x'))],
  // A run of backticks counted from each position: 0.6 s / 2.1 s.
  ['a turn of backticks', () => parseRequest(built('list files in ', '`', 'x'))],
  ['a turn of backtick runs of growing length', () => parseRequest(growingRuns())],
  // A single quote with no closer searched for from each opening: 1.0 s / 3.8 s.
  ["a turn of ` 'a`", () => parseRequest(built('list files in', " 'a", 'x'))],
  ['a turn of `"` openings and a closer-less curly quote', () => parseRequest(built('say', ' \u201ca', 'x'))],
  // The working directory's ^\s* under m from every line end: 200 kB of newlines, 25 s on the base.
  ['a system prompt of newlines', () => findCwd({ system: built('x', '\n', 'x'), messages: [], tools: [] })],
  ['a system prompt of CRLF', () => findCwd({ system: built('x', '\r\n', 'x'), messages: [], tools: [] })],
  // A connector's \s+(?:and|then|…)\s+ from every blank of a run: 200 kB of blanks, 23 s on the base.
  ['a turn of blanks', () => splitClauses(built('list files', ' ', 'x'))],
  ['a turn of line end and blank', () => splitClauses(built('list files', '\n ', 'x'))],
  // Linear on the base too, kept as a run that ends in a connector.
  ['a turn of tabs then a connector', () => splitClauses(built('list files', '\t', ' and then x'))],
  // Not quadratic on the base, kept beside them: a reminder opened and never closed.
  ['a turn of reminders never closed', () => requestText([built('hi ', '<system-reminder>', 'x')])],
];

for (const [name, run] of FIXED)
  test(`r44 linear: the built-in model reads ${name}, 200 kB, in bounded CPU`, () => {
    const ms = cpuMs(run);
    assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
  });

// gate serve --stdio joined the held line with each piece and searched it again from its start: a 4 MB line in
// 1 kB pieces cost 15 s of CPU on the base (2 MB: 8 s); each line still comes out whole, as one piece would give it.
test('r44 linear: the stdio transport reads a 4 MB line sent in 1 kB pieces in bounded CPU, and whole', async () => {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  stdout.resume();
  const transport = new GateStdioTransport(stdin, stdout);
  const got: unknown[] = [];
  transport.onmessage = (message) => got.push(message);
  await transport.start();
  const pad = 'x'.repeat(4_000_000);
  const line = Buffer.from(
    `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized', params: { pad } })}\n`,
  );
  const ms = cpuMs(() => {
    for (let at = 0; at < line.length; at += 1024) stdin.emit('data', line.subarray(at, at + 1024));
  });
  await transport.close();
  assert.equal(got.length, 1);
  assert.equal((got[0] as { params: { pad: string } }).params.pad.length, pad.length);
  assert.ok(ms < BOUND_MS, `${ms.toFixed(0)} ms of CPU`);
});

// ---- The readings before round 44, the references the linear ones keep.

const OLD_BARE = (word: string) => word.replace(/^[([<]+/, '').replace(/[.,;:!?)\]>]+$/, '');
const OLD_SEPARATOR =
  /\r?\n+|;\s*|(?<!\d)[.!?]\s+|,\s*(?:and\s+then\s+|and\s+|then\s+)?|\s+(?:and\s+then|and\s+also|then|and|also|after\s+that)\s+/gi;
const OLD_CWD = /^\s*(?:working directory|current working directory|cwd)\s*:\s*(\/\S*)/im;

const OLD_CLOSING_QUOTE: Record<string, string> = { '"': '"', '\u201c': '\u201d', "'": "'" };

function oldBacktickRun(text: string, i: number): number {
  let n = 0;
  while (text[i + n] === '`') n++;
  return n;
}

/** The span that opens at `i`, if one does. */
function oldSpanAt(text: string, i: number): Span | undefined {
  const c = text[i];
  if (c === '`') {
    const n = oldBacktickRun(text, i);
    for (let j = text.indexOf('`'.repeat(n), i + n); j !== -1; j = text.indexOf('`'.repeat(n), j + 1)) {
      if (oldBacktickRun(text, j) !== n || text[j - 1] === '`') continue;
      const body = text.slice(i + n, j);
      if (n >= 3)
        return { start: i, end: j + n, kind: 'fence', inner: body.replace(/^[\w+-]*\r?\n/, '').trim() };
      return { start: i, end: j + n, kind: 'code', inner: body.trim() };
    }
    return undefined;
  }
  const close = c === undefined ? undefined : OLD_CLOSING_QUOTE[c];
  if (close !== undefined) {
    // A single quote opens only at a word boundary, so apostrophes (don't) stay words.
    if (c === "'" && i > 0 && /\w/.test(text[i - 1] ?? '')) return undefined;
    for (let j = text.indexOf(close, i + 1); j !== -1; j = text.indexOf(close, j + 1)) {
      if (c === "'" && /\w/.test(text[j + 1] ?? '')) continue;
      return { start: i, end: j + 1, kind: 'quote', inner: text.slice(i + 1, j) };
    }
    return undefined;
  }
  if (c === '{') {
    const j = jsonEnd(text, i);
    if (j !== -1) return { start: i, end: j + 1, kind: 'json', inner: text.slice(i, j + 1) };
  }
  return undefined;
}

function oldScanSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < text.length; ) {
    const span = oldSpanAt(text, i);
    if (span) {
      spans.push(span);
      i = span.end;
    } else i++;
  }
  return spans;
}

test('r44 bare takes off the marks the old expression took off', () => {
  const piece = fc.constantFrom(
    '.',
    ',',
    ';',
    ':',
    '!',
    '?',
    ')',
    ']',
    '>',
    '(',
    '[',
    '<',
    'a',
    'x1',
    ' ',
    '\u00a0',
    '..',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const word = pieces.join('');
      assert.equal(bare(word), OLD_BARE(word), JSON.stringify(word));
    }),
    { numRuns: runsOf(600, 30_000) },
  );
});

test('r44 separatorsIn finds the separators the old expression found', () => {
  const piece = fc.constantFrom(
    ' ', '  ', '\t', '\n', '\r', '\r\n', '\u00a0', '\u2028', 'and', 'AND', 'then', 'also', 'after', 'that', 'x', 'ls',
    ';', ',', '.', '!', '?', '1.', 'and then', ' and ', '\n and ',
  ); // biome-ignore format: an alphabet reads better packed
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
      const text = pieces.join('');
      const want = [...text.matchAll(OLD_SEPARATOR)].map((m) => ({
        index: m.index,
        end: m.index + m[0].length,
      }));
      assert.deepEqual(separatorsIn(text), want, JSON.stringify(text));
    }),
    { numRuns: runsOf(1500, 60_000) },
  );
});

test('r44 scanSpans finds the spans the old reading found', () => {
  const piece = fc.constantFrom(
    '`', '``', '```', '````', '"', "'", '\u201c', '\u201d', '{', '}', '\\', 'a', 'x y', ' ', '\n', "don't", "'a", 'js\n',
  ); // biome-ignore format: an alphabet reads better packed
  const view = (spans: Span[]) => spans.map((s) => [s.start, s.end, s.kind, s.inner]);
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
      const text = pieces.join('');
      assert.deepEqual(view(scanSpans(text)), view(oldScanSpans(text)), JSON.stringify(text));
    }),
    { numRuns: runsOf(1500, 60_000) },
  );
});

test('r44 findCwd finds the directory the old expression found', () => {
  const piece = fc.constantFrom(
    '\n', '\r\n', '\r', '\u2028', ' ', '\t', '\u00a0', 'working directory', 'Working Directory', 'cwd', ':', ' : ',
    '/a', '/b/c', 'x', 'current ', '<cwd>/d</cwd>',
  ); // biome-ignore format: an alphabet reads better packed
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
      const text = pieces.join('');
      const want = OLD_CWD.exec(text)?.[1] ?? /<cwd>\s*(\/[^<\s]*)\s*<\/cwd>/.exec(text)?.[1];
      assert.equal(
        findCwd({ system: text, messages: [], tools: [] }),
        want || undefined,
        JSON.stringify(text),
      );
    }),
    { numRuns: runsOf(600, 30_000) },
  );
});

// ---- The static check.

/** Expressions found quadratic in rounds 42 and 43 (as they were): the shape check must flag each. */
const KNOWN_BAD: readonly (readonly [string, string])[] = [
  ['^[a-zA-Z]*x[a-zA-Z]*$', ''],
  ['(?:\\.\\d+)+$', ''],
  ['(?:^|[.!?\\n]\\s*)(?:what|which|who)\\b[^.!?\\n]*\\?', 'g'],
  ['\\bcurl\\b[^|;&\\n]*\\s-[a-jl-z]*k[a-z]*(?![\\w-])', 'i'],
  ['(?<=[:[,]\\s*)"([\\p{L}\\p{N}][\\p{L}\\p{N}._-]{1,62})"(?!\\s*:)', 'gu'],
  ['\\{([^{}\\s]*,[^{}\\s]*)\\}', ''],
  ['(?:^|\\n|[.!?:][ \\t]+)[ \\t>*#-]*(?:Please|Also)', 'g'],
  ['#{2,}\\s*\\(?system(?:_message)?\\)?\\s*(?:#{2,}|:)', 'gi'],
  ['open\\(.*PIPE', ''],
  ['import[\\s\\S]*run\\(', ''],
  ['print[^;}]*?>', ''],
  ['[.,;:!?)\\]>]+$', ''],
  ['^\\s*(?:working directory|cwd)\\s*:', 'im'],
  ['(a+)+$', ''],
  // Round 72: two blank runs with only optional marks between (quartic: 12.8 s on `exec` and 500 blanks),
  // a `\W` that reads a blank, and the same split across a group's edge.
  ['\\b(?:system|exec)\\s*[({]?\\s*\\(?\\s*["\']?\\s*(?:\\$|#\\{|@)', ''],
  ['\\bqx\\s*\\W\\s*\\$', ''],
  ['\\borigins?\\s*[:=]\\s*\\[?\\s*["\'`]?\\*', 'i'],
  ['x\\s*(?:\\s*y)?z', ''],
  ['(?:x\\s*)?\\s*z', ''],
  ['[ugoa]*[oa][ugoa]*[+=]', 'i'],
];

test('r44 the shape check flags every expression found quadratic in rounds 42 to 44', () => {
  const missed = KNOWN_BAD.filter(([source, flags]) => shapesOf(source, flags).length === 0);
  assert.deepEqual(missed, []);
  // And leaves the plain linear forms alone.
  for (const [source, flags] of [
    ['"[^"]*"', ''],
    ['^\\d+$', ''],
    ['\\bfoo\\b', 'g'],
    [',[^\\s,]*x', ''],
    // Round 72's forms: each optional mark takes its own blanks; a mark that is not a blank.
    ['\\b(?:system|exec)\\s*(?:[({]\\s*)?(?:\\(\\s*)?(?:["\']\\s*)?(?:\\$|#\\{|@)', ''],
    ['\\bqx(?:\\s*[^\\w\\s]\\s*|\\s+)\\$', ''],
  ] as const)
    assert.deepEqual(shapesOf(source, flags), [], source);
});

test('r44 every expression in src/ with a known-bad shape is linear or listed with why it is left', () => {
  const literals = literalsUnder(REPO_ROOT, 'src');
  // The reader saw src/ (round 44: 1,696 literals); a lexer that lost its place would see few.
  assert.ok(literals.length > 1500, `${literals.length} literals`);
  const unlisted: string[] = [];
  const flagged = new Set<string>();
  for (const l of literals) {
    const shapes = shapesOf(l.source, l.flags);
    if (shapes.length === 0) continue;
    const key = `${l.file} /${l.source}/${l.flags}`;
    flagged.add(key);
    if (!LINEAR_ALLOWED.has(key))
      unlisted.push(`${l.file}:${l.line} /${l.source}/${l.flags} (${shapes.join(', ')})`);
  }
  assert.deepEqual(
    unlisted,
    [],
    'make each linear, or list it in test/helpers/linear-allowed.ts with why it is safe',
  );
  // An entry whose expression changed or left goes too, so the list says only what is there.
  assert.deepEqual(
    [...LINEAR_ALLOWED.keys()].filter((k) => !flagged.has(k)),
    [],
  );
});
