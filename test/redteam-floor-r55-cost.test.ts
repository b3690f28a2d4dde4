// Red team, round 55: the cost of one decision, the event loop's worst case. gate decides every call on one
// event loop, so a decision of seconds stalls every client. A search over the shell grammar's constructs
// (nestings of `${x:-…}`, `$(…)`, backquotes, groups, compound commands, repeated or nested, in every context
// a script is read in) scored by counted work found round 54's heaviest, `${x:-$(…` nested (about 2,400
// counted steps a character, 2.3 s of CPU at 256 kB, 3.9 s inside `sh -c`), and its kin `${x:+$(…`,
// `${x:-"$(…`, `${x:-\`…` and the same nesting repeated at depth 8 (5.1 s, 8.5 s in `sh -c`). Each reader
// walks each command and each word, and a nested construct's word holds its whole inside at each level. Now
// a text whose commands (its substitutions' and the scripts it hands on counted with it) pass
// MAX_READ_COMMANDS, or their words MAX_READ_WORD_CHARS, is refused as too complex to read, naming the bound,
// and the parse stops there. docs/floor.md, "Round 55 (cost-r55)".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MAX_SHELL_TEXT } from '../src/kernel/ladder/shell.js';
import { MAX_READ_COMMANDS, MAX_READ_WORD_CHARS } from '../src/kernel/ladder/shell-parse.js';
import type { JsonValue } from '../src/kernel/types.js';
import { shareOf } from './helpers/deep.js';
import { CONTEXTS, decide, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { workOf } from './helpers/work-count.js';

const nest = (open: string, close: string, middle: string, size: number): string => {
  const k = Math.max(1, Math.floor(size / (open.length + close.length)));
  return open.repeat(k) + middle + close.repeat(k);
};
const repeat = (unit: string, size: number): string =>
  unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/**
 * The heaviest shapes the search found, built to `size` (their kin `${x:+$(` and `${x:-"$(` cost as the first;
 * left out for the suite's CPU).
 */
// biome-ignore format: one shape a line
const WORST: readonly (readonly [string, (size: number) => string])[] = [
  ['${x:-$( nested', (n) => nest('echo ${x:-$(', ')}', 'ls', n)],
  ['${x:-` nested', (n) => nest('echo ${x:-`', '`}', 'ls', n)],
  ['${x:-$( at depth 8, repeated', (n) => repeat(nest('echo ${x:-$(', ')}', 'ls', 8 * 15), n)],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  ['${x:-$(…)} side by side', (n) => repeat('echo ${x:-$(echo ${y:-$(ls)})}; ', n)],
  ['groups nested', (n) => nest('{ ', '; }', 'ls', n)],
  ['ifs nested', (n) => nest('if true; then ', '; fi', 'ls', n)],
  ['commands in a list', (n) => repeat('ls; ', n)],
];

/** Each agent's shell tool and how it carries a command. */
const TOOLS: readonly (readonly [string, (s: string) => Record<string, JsonValue>])[] = [
  ['Bash', (s) => ({ command: s })],
  ['shell', (s) => ({ command: ['bash', '-lc', s] })],
  ['exec_command', (s) => ({ cmd: s })],
];

const AT_BOUND = MAX_SHELL_TEXT - 64;
/**
 * Counted steps a character (both shell readers) a decision at the bound may take: the base took about 2,400
 * for the first shape at top level; this build 130 there, 280-600 for a here-document to sh and for
 * backquotes (the parse's own copying, left: docs/floor.md, "Round 55 (cost-r55)").
 */
const STEPS_PER_CHAR = 640;

/**
 * Round 67 (docs/testing.md): each shape is counted at top level in Bash and in a here-document to sh (the
 * highest counts, 280-600 a character) on every run; its five other places (the argv and exec tools at top
 * level, `sh -c`, `eval`, `bash <<<`: the same readers, lower counts) on a third drawn afresh each run, so runs
 * together cover them; GATE_DEEP=1 counts them all. Counted decisions at the bound were 33 s of CPU a run.
 */
const elsewhere = shareOf(1 / 3);
const always = (where: string, tool: string): boolean =>
  (where === 'top level' && tool === 'Bash') || where === 'a here-doc to sh';

for (const [name, make] of WORST)
  test(`bounded: ${name} at the text bound, in every context and shell tool, costs few counted steps a character`, (t) => {
    t.diagnostic(`other contexts and tools: ${elsewhere.said}`);
    // Each shell tool carries the text as it is: the tools at top level, the scripts through Bash.
    for (const [where, wrap] of CONTEXTS)
      for (const [tool, args] of where === 'top level' ? TOOLS : TOOLS.slice(0, 1)) {
        if (!always(where, tool) && !elsewhere.take()) continue;
        const text = wrap(make(AT_BOUND)).slice(0, MAX_SHELL_TEXT);
        let kind = '';
        const steps = workOf(() => {
          kind = decide(tool, args(text)).kind;
        }, STEPS_PER_CHAR * text.length);
        assert.ok(
          steps <= STEPS_PER_CHAR * text.length,
          `${name}, ${where}, ${tool}: past ${STEPS_PER_CHAR} a character`,
        );
        assert.ok(kind === 'ALLOW' || kind === 'DENY', `${name}, ${where}, ${tool}`);
      }
  });

test('too complex: past the read bounds the call is refused, naming the bound, never the bytes', () => {
  // The call's own text: MALFORMED, naming the bound.
  const many = verdict(repeat('ls; ', 4 * (MAX_READ_COMMANDS + 1)));
  assert.equal(many.reason, 'MALFORMED');
  assert.match(
    String(many.detail?.claim),
    new RegExp(`more than ${MAX_READ_COMMANDS} commands in one command`),
  );
  const deep = verdict(nest('echo ${x:-`', '`}', 'ls', AT_BOUND / 2));
  assert.equal(deep.reason, 'MALFORMED');
  const claim = String(deep.detail?.claim);
  assert.match(claim, /too complex to read: more than \d+ (commands|characters of words) in one command/);
  assert.ok(!claim.includes('echo') && !claim.includes('x:-'), claim);
  // An unquoted here-document's substitutions run whatever reads the body: read, and counted (base: 2.2 s).
  const body = verdict(`cat > x.sh <<E\n${nest('echo ${x:-$(', ')}', 'ls', AT_BOUND - 64)}\nE\n`);
  assert.equal(body.reason, 'MALFORMED');
  // A script it hands on, counted with it: past the bounds not read, refused (opaque, or its writes unread).
  for (const [where, wrap] of CONTEXTS) {
    assert.equal(verdict(wrap(repeat('ls; ', 4 * (MAX_READ_COMMANDS + 1)))).kind, 'DENY', where);
    assert.equal(verdict(wrap(nest('echo ${x:-`', '`}', 'ls', AT_BOUND / 2))).kind, 'DENY', where);
  }
  assert.ok(MAX_READ_WORD_CHARS >= 4 * MAX_SHELL_TEXT);
  // Up to the bound, commands are read as before.
  assert.equal(verdict(repeat('ls; ', 4 * (MAX_READ_COMMANDS - 8))).kind, 'ALLOW');
  assert.equal(verdict(`${repeat('ls; ', 4 * (MAX_READ_COMMANDS - 8))}sudo id`).kind, 'DENY');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.equal(verdict('echo ${OUT:-$(mktemp -d)}/log').kind, 'ALLOW');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  assert.equal(verdict('echo ${x:-$(sudo id)}').kind, 'DENY');
  // A long file written through a here-document to cat holds no command: admitted as before.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  const file = `cat > build.sh <<'EOF'\n${repeat('echo "$(date) ${HOME:-/root}"; ls -l | wc -l\n', 200_000)}EOF\n`;
  assert.equal(verdict(file).kind, 'ALLOW');
});

test('fuzz: constructs drawn from the grammar, nested and repeated to the bound, in any context, cost few steps a character', () => {
  // biome-ignore format: one construct a line
  const OPENINGS: readonly (readonly [string, string])[] = [
    ['${x:-', '}'], ['${x:+', '}'], ['"${x:-', '}"'], ['$(', ')'], ['`', '`'], ['"$(', ')"'], ['<(', ')'],
    ['{ ', '; }'], ['( ', ' )'], ['if true; then ', '; fi'], ['case x in x) ', ';; esac'], ['$(($(', ')))'],
    ['echo ', ''], ['x=', ''], ['a | ', ''], ['sh -c "', '"'], ['eval "', '"'],
  ];
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...OPENINGS), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 40 }),
      fc.constantFrom(...CONTEXTS),
      (parts, depth, [where, wrap]) => {
        const open = parts.map((p) => p[0]).join('');
        const close = [...parts]
          .reverse()
          .map((p) => p[1])
          .join('');
        const layered = `${open.repeat(depth)}ls${close.repeat(depth)}`;
        const text = wrap(repeat(`${layered}; `, AT_BOUND)).slice(0, MAX_SHELL_TEXT);
        const steps = workOf(() => verdict(text), STEPS_PER_CHAR * 2 * text.length);
        assert.ok(steps <= STEPS_PER_CHAR * 2 * text.length, `${JSON.stringify(open)} x${depth}, ${where}`);
      },
    ),
    { numRuns: Math.min(RUNS, 6) },
  );
});

test('process: gate preflight refuses the heaviest shape as too complex, naming the bound', () => {
  const line = processVerdict('Bash', { command: nest('echo ${x:-$(', ')}', 'ls', AT_BOUND) });
  assert.match(line, /verdict=DENY reason=MALFORMED .*too complex to read/);
  assert.ok(!line.includes('x:-'), line);
});

test("process: while gate serve decides one client's heaviest call, /healthz is answered, and the call is refused", async () => {
  const { startFakeUpstream } = await import('./fake-upstream.js');
  const { startGate } = await import('./helpers/gate-process.js');
  const { closePosts, post } = await import('./helpers/http-post.js');
  const { bufferedAnswer, requestFor } = await import('./helpers/upstream-answers.js');
  const fake = await startFakeUpstream({ record: false });
  const gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai'], {
    env: { OPENAI_API_KEY: 'sk-r55' },
  });
  try {
    const command = nest('echo ${x:-$(', ')}', 'ls', AT_BOUND);
    const answer = bufferedAnswer('chat', [
      { id: 'call_1', name: 'Bash', args: JSON.stringify({ command }) },
    ]);
    let answered!: () => void;
    const upstreamAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    fake.push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer), answered);
    });
    const { path, body } = requestFor('chat', false);
    const order: string[] = [];
    const heavy = post(gate.url, path, JSON.stringify(body), { fresh: true, timeoutMs: 120_000 }).then(
      (r) => {
        order.push('call');
        return r;
      },
    );
    await upstreamAnswered;
    const health = await fetch(`${gate.url}/healthz`);
    order.push('health');
    assert.equal(health.status, 200);
    const got = await heavy;
    // The call is refused: the client is not handed the command (the base handed it on, decided in 2.3 s).
    assert.ok(!got.text.includes('x:-$('), `${got.status} ${got.text.slice(0, 200)}`);
    assert.deepEqual(new Set(order), new Set(['call', 'health']));
  } finally {
    closePosts();
    await gate.stop();
    await fake.close();
  }
});
