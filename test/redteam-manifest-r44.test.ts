// Red team, round 44 (edge-r44): names in a manifest that look like ASCII names and are not. Found on
// 64dbb7be: `"deny": {"Bаsh": ...}` with a Cyrillic а, a fullwidth `Ｒead`, a mathematical `𝐁ash`, an
// argument `pаth` were taken: each reads as the ASCII name to its reviewer, matches nothing a client
// sends, and a deny or arg rule of it refuses nothing. Now a name that mixes Latin with Cyrillic, Greek,
// Armenian or Cherokee letters, or that NFKC changes, is refused: one problem line per name, the character
// shown as its code point. A name in one script (`café`, all Cyrillic, Latin beside Han) still loads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { decodeManifestValue } from '../src/kernel/policy/decode.js';
import { runsOf } from './helpers/deep.js';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r44-manifest-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A manifest naming `n(ascii)` in every name field; `n` spells each name (the identity: all ASCII). */
function everyName(n: (ascii: string) => string): Record<string, unknown> {
  return {
    version: 'gate-policy/v1.3',
    allow: ['Read', n('Read')],
    allow_prefix: [n('mcp__s')],
    deny: { [n('Bash')]: 'POLICY_BLOCK' },
    safe_sinks: [n('Bash')],
    sources: { [n('WebFetch')]: 'untrusted' },
    redact_fields: [n('password')],
    arg_rules: [
      { tool: 'Read', arg: n('path'), deny_regex: 'x' },
      { bind: [{ tool: 'Read', arg: n('file') }], deny_regex: 'y' },
    ],
    sinks: [{ tools: [n('send')], args: [n('to')], values: 'any', on_untrusted: 'deny', confirm: 'auto' }],
  };
}

/** Swaps the first `a`, `e`, `o` or `s` for a Cyrillic lookalike, or fullwidths the first letter. */
const cyrillic = (s: string) => s.replace(/[aeos]/, (c) => ({ a: 'а', e: 'е', o: 'о', s: 'ѕ' })[c] as string);

describe('round 44: lookalike names in a manifest', () => {
  it('gate policy --check refuses each lookalike name on its own line (all taken on the base)', () => {
    const file = join(dir, 'lookalikes.json');
    writeFileSync(file, JSON.stringify(everyName(cyrillic)));
    const [command, args] = gateCommand(['policy', '--check', file]);
    const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 8000 });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const problems = run.stderr.split('\n').filter((l) => l.includes('reads as a name it is not'));
    assert.equal(problems.length, 10, run.stderr);
    for (const line of problems) {
      assert.match(line, /^gate: invalid manifest: .*\\u\{4[0-9a-f]{2}\}/, line);
      assert.doesNotMatch(line, /[^\x20-\x7e]/, 'the line itself is ASCII');
    }
    // The same manifest in ASCII loads.
    writeFileSync(file, JSON.stringify(everyName((s) => s)));
    const fine = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 8000 });
    assert.equal(fine.status, 0, fine.stderr);
  });

  it('property: a lookalike letter or a compatibility form in any name is refused; one script is not', () => {
    // Letters of the scripts that pass for Latin, and characters NFKC changes (fullwidth, mathematical).
    const lookalikeLetter = fc.oneof(
      fc.integer({ min: 0x430, max: 0x44f }),
      fc.integer({ min: 0x3b1, max: 0x3c9 }).filter((cp) => cp !== 0x3c2),
      fc.integer({ min: 0x561, max: 0x586 }),
      fc.integer({ min: 0xff21, max: 0xff5a }).filter((cp) => cp < 0xff3b || cp > 0xff40),
      fc
        .integer({ min: 0x1d400, max: 0x1d6a3 })
        .filter((cp) => String.fromCodePoint(cp).normalize('NFKC') !== String.fromCodePoint(cp)),
    );
    fc.assert(
      fc.property(lookalikeLetter, fc.nat(), fc.nat(9), (cp, at, field) => {
        const ch = String.fromCodePoint(cp);
        let seen = 0;
        const n = (s: string) =>
          seen++ === field ? s.slice(0, at % s.length) + ch + s.slice(at % s.length) : s;
        return decodeManifestValue(everyName(n)).problems.length > 0;
      }),
      { numRuns: runsOf(300, 5000) },
    );
    for (const spell of [
      (s: string) => s,
      (s: string) => `${s}_café`,
      (s: string) => `${s}_検索`,
      // Round 45: `сору` (all Cyrillic twins of `copy`) is refused now; one without twins loads.
      () => 'поиск',
    ]) {
      assert.deepEqual(decodeManifestValue(everyName(spell)).problems, [], spell('x'));
    }
  });
});
