// Red team, round 45 (edge-r45): names that read as ASCII names and are not, where round 44's mixed-script
// rule did not reach. Found on 1483515b: a manifest's `"deny": {"сору": ...}` wholly in Cyrillic letters
// that have Latin twins, `ΑΡΙ` in Greek capitals, `ʙash` with a Latin small capital (one script each), and
// `Bash` followed by an invisible tag, variation selector, combining grapheme joiner or Hangul filler (no
// NFKC change, not in round 43's list) all loaded: each reads as an ASCII name and matches nothing a client
// sends, so the deny refuses nothing. A `--tools` file's `namespaces` took the same names. Now each is
// refused at load (src/kernel/policy/name-lookalikes.ts): one script is not enough when every letter of
// it has an ASCII twin; a name with one letter of its own (`поиск`, `検索`, `café`) still loads.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { decodeManifestValue } from '../src/kernel/policy/decode.js';
import { lookalike } from '../src/kernel/policy/name-lookalikes.js';
import { CONFUSABLES } from '../src/kernel/screen/confusables.js';
import { parseToolsConfig } from '../src/tools/config.js';
import { runsOf } from './helpers/deep.js';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r45-manifest-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Names each of which loaded on the base and reads as an ASCII name. */
const FOUND = [
  'сору', // Cyrillic с о р у: copy
  'Ваѕһ', // Cyrillic, mixed case: Bash
  'ΑΡΙ', // Greek capitals: API
  'ʙash', // a Latin small capital: bash
  'lıst', // a dotless i: list
  'Bash\u{e0041}', // a tag character
  'Bash\ufe0f', // a variation selector
  'Ba\u034fsh', // a combining grapheme joiner
  'Bash\u115f', // a Hangul filler
  'Bash\u17b4', // a Khmer inherent vowel, drawn as nothing
];

const manifest = (deny: readonly string[]) => ({
  version: 'gate-policy/v1.3',
  allow: ['Read'],
  deny: Object.fromEntries(deny.map((n) => [n, 'POLICY_BLOCK'])),
});

/** Letters with an ASCII twin in the table name-lookalikes.ts reads, outside ASCII. */
const TWINS = [...CONFUSABLES.keys()];

describe('round 45: whole-script and invisible lookalike names', () => {
  it('gate policy --check refuses each, on its own ASCII line (all loaded on the base)', () => {
    const file = join(dir, 'found.json');
    writeFileSync(file, JSON.stringify(manifest([...FOUND, 'поиск', '検索', 'café', 'Read_2'])));
    const [command, args] = gateCommand(['policy', '--check', file]);
    const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 8000 });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    const problems = run.stderr.split('\n').filter((l) => l.includes('reads as a name it is not'));
    assert.equal(problems.length, FOUND.length, run.stderr);
    for (const line of problems) assert.doesNotMatch(line, /[^\x20-\x7e]/, 'the line itself is ASCII');
    assert.match(
      run.stderr,
      /"\\u\{441\}\\u\{43e\}\\u\{440\}\\u\{443\}" is written in letters that all have ASCII twins \("copy"\)/,
    );
    assert.match(run.stderr, /invisible character/);
  });

  it('property: a name of twin letters (with ASCII between) or holding an invisible is refused', () => {
    const twinName = fc
      .array(fc.oneof(fc.constantFrom(...TWINS), fc.constantFrom('a', 'z', '_', '-', '1', '.')), {
        minLength: 1,
        maxLength: 12,
      })
      .filter((cs) => cs.some((c) => c.charCodeAt(0) >= 0x80));
    // Default-ignorable code points that round 43's list of invisibles did not hold.
    const invisible = fc.constantFrom(
      0x34f,
      0x115f,
      0x1160,
      0x17b4,
      0x17b5,
      0x180b,
      0x2065,
      0x3164,
      0xfe00,
      0xfe0f,
      0xffa0,
      0x1bca0,
      0x1d173,
      0xe0001,
      0xe0041,
      0xe007f,
      0xe0100,
    );
    fc.assert(
      fc.property(
        twinName,
        invisible,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 8 }),
        (cs, cp, at, s) => {
          const ascii = /^[\x21-\x7e]+$/.test(s) ? s : 'Read';
          const hidden =
            ascii.slice(0, at % ascii.length) + String.fromCodePoint(cp) + ascii.slice(at % ascii.length);
          return (
            lookalike(cs.join('')) !== undefined &&
            lookalike(hidden) !== undefined &&
            decodeManifestValue(manifest([cs.join(''), hidden])).problems.length === 2
          );
        },
      ),
      { numRuns: runsOf(200, 5000) },
    );
  });

  it('property: a name in one script with a letter of its own loads (Russian, Greek, Armenian, Han)', () => {
    // Letters that have no twin: any word holding one reads as itself.
    const own = fc.constantFrom(
      ...[...'бгджзийлпфцчшщъыьэюяБГДЖЗИЛПФЦЧШЩЭЮЯλπσφψωΓΔΘΛΞΠΣΦΨΩբդեթժխծկձղճմշպջռվտրւփքֆ検索読書'].filter(
        (c) => !CONFUSABLES.has(c),
      ),
    );
    const script = (c: string) =>
      ['Cyrillic', 'Greek', 'Armenian', 'Latin', 'Cherokee'].find((name) =>
        new RegExp(`\\p{Script=${name}}`, 'u').test(c),
      ) ?? 'Han';
    fc.assert(
      fc.property(
        own,
        fc.array(fc.constantFrom(...TWINS), { maxLength: 6 }),
        fc.nat(),
        (letter, rest, at) => {
          // Only the twins of the letter's own script, so the name is in one script.
          const same = rest.filter((c) => script(c) === script(letter));
          const name = [
            ...same.slice(0, at % (same.length + 1)),
            letter,
            ...same.slice(at % (same.length + 1)),
          ].join('');
          return lookalike(name) === undefined && decodeManifestValue(manifest([name])).problems.length === 0;
        },
      ),
      { numRuns: runsOf(200, 5000) },
    );
    for (const name of ['поиск', 'файлы', 'λίστα', 'արդյունք', '検索', 'café', 'naïve_read'])
      assert.equal(lookalike(name), undefined, name);
  });

  it('a --tools file refuses a lookalike in namespaces (taken on the base)', () => {
    const text = (tool: string) =>
      JSON.stringify({
        servers: { fs: { command: 'x' } },
        namespaces: { [tool]: 'billing', fetch_invoice: 'billing' },
      });
    for (const name of FOUND) {
      assert.throws(
        () => parseToolsConfig(text(name), 'tools.json', {}),
        (err: Error & { lines?: string[] }) =>
          /namespaces: tool name .* reads as a name it is not/.test(err.message) &&
          !/[^\x20-\x7e]/.test(err.message),
        JSON.stringify(name),
      );
    }
    // A server name is ASCII already; one imitating another is refused, and named escaped (raw on the base).
    for (const name of ['\u0455earch', 'search\u{e0041}']) {
      assert.throws(
        () => parseToolsConfig(JSON.stringify({ servers: { [name]: { command: 'x' } } }), 'tools.json', {}),
        (err: Error) =>
          /a server name is 1-64 characters/.test(err.message) && !/[^\x20-\x7e]/.test(err.message),
        JSON.stringify(name),
      );
    }
    assert.deepEqual(parseToolsConfig(text('void_invoice'), 'tools.json', {}).namespaces, {
      void_invoice: 'billing',
      fetch_invoice: 'billing',
    });
  });
});
