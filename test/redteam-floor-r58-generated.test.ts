// Round 58 (docs/floor.md, "Round 58 (redteam-r58)"): the generated hunt over round 57's open holes, in the
// kernel (both shell readers) and through the real `gate preflight`. (1) A substitution whose output the
// text does not show, in a word that decides (a directory, a host, an option), leaves the call undecidable:
// refused with its own claim; in a plain argument of an admitted read it decides nothing. (2) An assignment
// made in a group's or function's body is read where its variable is used. (3) A container's explicit mount
// is a path the command writes. An admitted spelling is a defect; so is a refused neighbour.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { runsOf } from './helpers/deep.js';
import { processVerdict, verdict } from './helpers/redteam-floor.js';
import {
  BODY_ASSIGNERS,
  BODY_CARRIERS,
  DECIDING_CARRIERS,
  ENGINES,
  LIST,
  MOUNT_FORMS,
  MOUNT_SOURCES,
  PLAIN_CARRIERS,
  UNKNOWN_SUBSTITUTIONS,
} from './helpers/shell-spellings.js';

/** The lists a text is wrapped in: each hands the text on or runs it where it stands. */
const WRAPPERS = Object.keys(LIST).filter((l) => l !== 'promptCommand');
const wrapped = (text: string, lists: readonly string[]): string =>
  lists.reduce((t, l) => (LIST[l] as (x: string) => string)(t), text);
const UNDECIDED = /shell text gate cannot decide: /;

test('the parse marks a word whose substitution prints what the text does not show, and only such a word', () => {
  const unknown = (t: string) => parseShell(t).commands.find((c) => c.list === 0)?.unknown;
  assert.deepEqual(unknown('git -C $(cat f) status'), [2]);
  assert.deepEqual(unknown('git -C "a$(cat f)b" status'), [2]);
  assert.deepEqual(unknown('git -C `cat f` status'), [2]);
  assert.deepEqual(unknown('diff <(ls a) x'), [1]);
  assert.deepEqual(unknown('echo $(cat f) x $(cat g)'), [1, 3]);
  // Printed as the text shows it (an echo), or the call's own place (the project's top, a fresh temporary).
  assert.equal(unknown('git -C $(echo /tmp/r) status'), undefined);
  assert.equal(unknown('cd "$(git rev-parse --show-toplevel)"'), undefined);
  assert.equal(unknown('cd "$(mktemp -d)"'), undefined);
  assert.equal(unknown("git -C '$(cat f)' status"), undefined);
});

test('every unknown substitution in every deciding word, as written: undecidable, with its own claim', () => {
  let read = 0;
  for (const w of UNKNOWN_SUBSTITUTIONS)
    for (const [kind, carrier] of DECIDING_CARRIERS) {
      const text = carrier(w);
      const v = verdict(text);
      assert.equal(v.kind, 'DENY', `${kind}: ${text}`);
      // A word that is also refused in its plain reading keeps that rule; every other says why it is refused.
      if (v.reason === 'MALFORMED') {
        read++;
        assert.match(v.detail?.claim ?? '', UNDECIDED, text);
        assert.doesNotMatch(
          v.detail?.claim ?? '',
          /cat f|curl -s/,
          `the claim never holds the word: ${text}`,
        );
      }
    }
  assert.ok(read > UNKNOWN_SUBSTITUTIONS.length * DECIDING_CARRIERS.length * 0.7, `${read} with the claim`);
});

test('generated: an unknown word where it decides, wrapped: none admitted (both shell readers)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...UNKNOWN_SUBSTITUTIONS),
      fc.constantFrom(...DECIDING_CARRIERS),
      fc.array(fc.constantFrom(...WRAPPERS), { maxLength: 2 }),
      (w, [, carrier], lists) => {
        const text = wrapped(carrier(w), lists);
        assert.notEqual(verdict(text).kind, 'ALLOW', JSON.stringify(text));
      },
    ),
    { numRuns: runsOf(400, 20_000) },
  );
});

test('neighbours: an unknown word in a plain argument, the project, a header, an echo stay admitted', () => {
  for (const w of UNKNOWN_SUBSTITUTIONS.filter((x) => !x.startsWith('<(')))
    for (const carrier of PLAIN_CARRIERS) assert.equal(verdict(carrier(w)).kind, 'ALLOW', carrier(w));
  for (const text of [
    'cd "$(git rev-parse --show-toplevel)" && make',
    'git -C "$(git rev-parse --show-toplevel)" status',
    'cd "$(mktemp -d)" && git init',
    'curl -H "Authorization: Bearer $(cat .token)" https://api.example.com/v1/me',
    'curl -o "$(mktemp)" https://example.com/x.tgz',
    'curl -fsSL "$(cat .bootstrap-url)"',
    // Round 72: `kill $(cat app.pid)` is refused (its words may be `-9 -1`): redteam-floor-r72-unknown.
    'docker rm $(docker ps -aq)',
    'diff <(ls a) <(ls b)',
    'git commit -m "$(cat msg.txt)"',
    'cd $(echo src) && git status',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('generated: an assignment made in a body is read where its variable is used: none admitted', () => {
  for (const assign of BODY_ASSIGNERS)
    for (const [x, then] of BODY_CARRIERS) {
      const text = assign(x, then);
      assert.notEqual(verdict(text).kind, 'ALLOW', text);
    }
  fc.assert(
    fc.property(
      fc.constantFrom(...BODY_ASSIGNERS),
      fc.constantFrom(...BODY_CARRIERS),
      fc.array(fc.constantFrom(...WRAPPERS), { maxLength: 1 }),
      (assign, [x, then], lists) => {
        const text = wrapped(assign(x, then), lists);
        assert.notEqual(verdict(text).kind, 'ALLOW', JSON.stringify(text));
      },
    ),
    { numRuns: runsOf(200, 10_000) },
  );
  // A body's value names no command word (`f() { local x=rm; $x "$@"; }; f -rf ~` calls with computed
  // arguments): refused as before; a harmless value used as an argument stays admitted.
  assert.equal(verdict('f() { local x=rm; $x "$@"; }; f -rf $HOME').kind, 'DENY');
  // Round 60: a `{ ..; }` group is no body: it runs in the same shell, its value read as straight-line.
  assert.equal(verdict('{ x=ls; }; $x').kind, 'ALLOW');
  assert.equal(verdict('f() { x=ls; }; $x').kind, 'DENY');
  assert.equal(verdict('{ X=src; }; ls $X').kind, 'ALLOW');
  assert.equal(verdict('{ B=build; }; rm -rf $B').kind, 'REQUIRE_WITNESS');
});

test('generated: a container given a place to write by an explicit mount: none admitted', () => {
  for (const engine of ENGINES)
    for (const form of MOUNT_FORMS)
      for (const src of MOUNT_SOURCES) {
        const text = `${engine} run --rm ${form(src)} img`;
        assert.notEqual(verdict(text).kind, 'ALLOW', text);
      }
  for (const text of [
    'docker run -v /tmp/cache:/cache img',
    'docker run -v data:/d img',
    'docker run -v "$PWD":/w node:20 npm test',
    'docker run -v ~/proj:/w img',
    'docker run -v /usr/share/zoneinfo:/usr/share/zoneinfo:ro x',
    'docker run --mount type=bind,source=/var/lib/gate,target=/s,readonly img',
    'docker run -v ./src:/src img',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('through the real gate preflight: unknown deciding words, body assignments, mounts', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...UNKNOWN_SUBSTITUTIONS),
      fc.constantFrom(...DECIDING_CARRIERS),
      fc.constantFrom(...BODY_ASSIGNERS),
      fc.constantFrom(...BODY_CARRIERS),
      fc.constantFrom(...MOUNT_FORMS),
      fc.constantFrom(...MOUNT_SOURCES),
      (w, [, carrier], assign, [x, then], form, src) => {
        for (const command of [carrier(w), assign(x, then), `docker run ${form(src)} img`])
          assert.match(processVerdict('Bash', { command }), /verdict=DENY|verdict=REQUIRE_WITNESS/, command);
      },
    ),
    { numRuns: runsOf(12, 400) },
  );
  const said = processVerdict('Bash', { command: 'git -C "$(cat f)" status' });
  assert.match(said, /verdict=DENY/);
  assert.match(said, /cannot decide/);
  assert.match(processVerdict('Bash', { command: 'grep -n TODO $(git ls-files)' }), /verdict=ALLOW/);
});
