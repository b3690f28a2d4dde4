// Round 46: readShell skips gathering what a parse evaluates again when none of its commands assigns
// (evaluatesUnprovenIn). The skip must answer as the whole gathering does, on every parse.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { evaluatesUnproven, evaluatesUnprovenIn, gatherEvaluated, newEvaluated } from './shell-evaluated.js';
import { parseCommands } from './shell-plain.js';

/** Words from every branch of gatherCommand, and plain ones: assigning heads, sinks, leads, assignments. */
const WORDS = [
  'x=1',
  'x=$y',
  'y=$(id)',
  "d='$'",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
  'x="a[${d}(id)]"',
  'x+=$',
  'a[i]=2',
  'read',
  'read -a',
  'mapfile',
  'readarray',
  'declare',
  'declare -i',
  'local',
  'export',
  'readonly',
  'typeset',
  'printf -v',
  'printf',
  'getopts',
  'for',
  'select',
  'in',
  'do',
  'done',
  'let',
  '[[',
  ']]',
  '-eq',
  'test -v',
  'if',
  'then',
  'while',
  '!',
  '((',
  '))',
  '$((x))',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
  '${!x}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
  '${a[x]}',
  'x',
  'n',
  'echo',
  'git',
  'status',
  'ls',
  '-la',
  'f',
  '<<<',
  '<',
  '<(cat f)',
  '> f',
];
const SEPS = [' ', ' ', ' ', '; ', ' && ', ' | ', '\n'];
const texts = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 10 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

test('evaluatesUnprovenIn answers as gathering every command does, whatever the parse', () => {
  let opaque = 0;
  fc.assert(
    fc.property(texts, (text) => {
      const { commands } = parseCommands(text, false);
      const ev = newEvaluated();
      gatherEvaluated(commands, text, ev);
      const whole = evaluatesUnproven(ev);
      if (whole) opaque++;
      assert.equal(evaluatesUnprovenIn(commands, text), whole, text);
    }),
    { numRuns: runsOf(400, 20_000) },
  );
  // The property saw both answers (its words reach the opaque branches).
  assert.ok(opaque > 0);
});

test('a parse with an assignment or an assigning head is still gathered (round 34 cases)', () => {
  for (const text of [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
    'd=\'$\'; x="a[${d}(id)]"; (( x ))',
    'read x < <(cat f); (( x ))',
    'printf -v x "%s" "$y"; (( x ))',
    'for x in $(id); do (( x )); done',
    "declare x=a; x+='$'; (( x ))",
  ])
    assert.equal(evaluatesUnprovenIn(parseCommands(text, false).commands, text), true, text);
  assert.equal(evaluatesUnprovenIn(parseCommands('git status && ls -la src', false).commands, 'x'), false);
});
