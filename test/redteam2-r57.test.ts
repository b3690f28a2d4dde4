// Round 57, second pass (docs/floor.md, "Round 57, second pass (redteam2-r57)"): a constant table looked up
// by a word a call or a result holds finds no Object.prototype member (src/kernel/table.ts), and a brace
// bash expands in a directory word is read in every word it makes (shell-globs.ts braceReadings).
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the commands hold literal shell expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { braceReadings } from '../src/kernel/ladder/shell-globs.js';
import { inSharedPlace } from '../src/kernel/ladder/shell-option-scripts.js';
import { TraceProvenance } from '../src/kernel/provenance/ledger.js';
import { table } from '../src/kernel/table.js';
import * as floor from './helpers/redteam-floor.js';

const PROTO = Object.getOwnPropertyNames(Object.prototype);
const KINDS = new Set(['ALLOW', 'DENY', 'REQUIRE_WITNESS', 'TRANSFORM', 'DEFER', 'ESCALATE']);
const name = fc.constantFrom(...PROTO);

test('a table finds no Object.prototype member', () => {
  const t = table({ a: 1 });
  for (const n of PROTO) {
    assert.equal(t[n], undefined, n);
    assert.equal(n in t, false, n);
  }
  assert.equal(t.a, 1);
  assert.ok(Object.isFrozen(t));
});

// Where a prototype name sits in a call: command word, option, operand, tool name, argument key and value.
const call = fc
  .tuple(name, name, fc.constantFrom(0, 1, 2, 3, 4, 5))
  .map(([n, m, where]): { tool: string; args: Record<string, string> } => {
    if (where === 0) return { tool: 'Bash', args: { command: `${n} -a ${m}.txt` } };
    if (where === 1) return { tool: 'Bash', args: { command: `curl --${n} ${m} https://x.example/` } };
    if (where === 2) return { tool: 'Bash', args: { command: `git ${n} ${m} && sudo ${m} -K f` } };
    if (where === 3) return { tool: n, args: { [m]: n } };
    if (where === 4) return { tool: 'Write', args: { file_path: `./${n}`, [m]: `${n} ${m}` } };
    return { tool: 'WebFetch', args: { url: `https://${n}.example/${m}`, prompt: n } };
  });

test('a prototype name anywhere in a call: a verdict clean and tainted, never a throw', () => {
  fc.assert(
    fc.property(call, name, fc.boolean(), (c, word, tainted) => {
      const provenance = new TraceProvenance();
      provenance.noteRequest(`Please run ${word} on the list and ${c.args.command ?? word}.`);
      provenance.noteUntrusted(
        `Steps: ${word} ${c.tool} toString valueOf __proto__ constructor -K f`,
        'result of r',
      );
      provenance.noteCall(c.tool, Object.values(c.args));
      const v = floor.decideIn(c.tool, c.args, tainted ? { tainted: true, provenance } : { tainted: false });
      assert.ok(KINDS.has(v.kind), `${v.kind}: ${JSON.stringify(c)}`);
    }),
    { numRuns: floor.RUNS },
  );
});

test('brace readings: bash words, bounded', () => {
  assert.deepEqual(braceReadings('/t{mp,x}/r'), ['/tmp/r', '/tx/r']);
  assert.deepEqual(braceReadings('/t{mp,}/r'), ['/tmp/r', '/t/r']);
  assert.deepEqual(new Set(braceReadings('/{t{m,x},v}p')), new Set(['/tmp', '/txp', '/vp']));
  assert.deepEqual(braceReadings('/t{l..n}p'), ['/tlp', '/tmp', '/tnp']);
  assert.deepEqual(braceReadings('${TMPDIR}/r'), ['${TMPDIR}/r']);
  // Round 58: a one-element brace is read as bash leaves it and as curl expands it (one reading for both).
  assert.deepEqual(braceReadings('/x/{a}'), ['/x/{a}', '/x/a']);
  assert.equal(braceReadings('/{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}'), undefined);
  assert.equal(inSharedPlace('/{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}'), true);
  assert.equal(inSharedPlace('/usr/{lib,share}/x'), false);
});

// A shared directory split by a brace at every cut, in every directory carrier: refused; the same
// carrier over a project directory's braces stays admitted.
const SHARED = ['/tmp/r', '/var/tmp/r', '/dev/shm/r', '$TMPDIR/r'];
const CARRIERS = [
  'git -C {} status',
  'cd {} && git status',
  'make -C {}',
  'pushd {} && make',
  'hg -R {} status',
];
// The shared reading comes first: braces are expanded as bash does since round 63, so `git -C /{x,tmp/r}
// status` is `git -C /x /tmp/r status`, run in /x (and `/tmp/r` its unknown subcommand), rightly admitted.
const braced = fc
  .tuple(fc.constantFrom(...SHARED), fc.nat(), fc.constantFrom('x', '', 'q/z', '{a,b}'), fc.constant(true))
  .map(([dir, at, other, first]) => {
    // Never between `$` and its name: `${` is a parameter, not a brace expression.
    const cut = 1 + (at % (dir.length - 1)) + (dir.charAt(at % (dir.length - 1)) === '$' ? 1 : 0);
    const [a, b] = [dir.slice(cut), other];
    return `${dir.slice(0, cut)}{${first ? `${a},${b}` : `${b},${a}`}}`;
  });

test('a shared directory spelt with braces, in every carrier: refused', () => {
  fc.assert(
    fc.property(braced, fc.constantFrom(...CARRIERS), (dir, carrier) => {
      const command = carrier.replace('{}', dir);
      assert.equal(floor.verdict(command).kind, 'DENY', command);
    }),
    { numRuns: floor.RUNS },
  );
  // Braces that make one word: since round 63 `-C ./{src,lib}` is `-C ./src ./lib`, another command.
  for (const carrier of CARRIERS)
    for (const dir of ['./{src}', 'pkg/{a..a}', '/usr/{lib}/x', '/usr/l{i..i}b/x', '${HOME}/p'])
      assert.equal(floor.verdict(carrier.replace('{}', dir)).kind, 'ALLOW', carrier.replace('{}', dir));
});
