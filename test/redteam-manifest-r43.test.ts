// Red team, round 43 (edge2-r43): the manifest loader through `gate policy --check`, the real command.
// Found on ed8c83a8: (1) load time grew with what counted repetitions spell out, not with the pattern's
// text: one rule of 1,300 characters (100 copies of `[a-z]{1,1000}`) took 11.8 s to check, 3,000 short
// rules of `[a-z]{1,1000}x` minutes; (2) every problem was printed: 200,000 wrong items, 200,000 lines
// (15 MB); (3) a problem quoted the manifest's text whole: a 1 MB key, a 100 kB pattern RE2 refuses;
// (4) an invisible character in a name (zero-width space, soft hyphen, LRM) was taken: a deny of
// "Bash\u200b" printed as a deny of Bash in the summary and denied nothing.
// Kept, held on the base: deep nesting, duplicate keys, `__proto__`, RE2-incompatible patterns, bidi
// controls in names, a 50 MB manifest, /dev/zero: exit 1, one line a problem, never a stack.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r43-manifest-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Checked {
  status: number | null;
  lines: string[];
  out: string;
  ms: number;
}

/** `gate policy --check <file>` on a manifest written from `text` (or an existing path). */
function check(name: string, text: string | undefined, timeoutMs = 8000): Checked {
  const file = join(dir, name);
  if (text !== undefined) writeFileSync(file, text);
  const [command, args] = gateCommand(['policy', '--check', file]);
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 << 20,
  });
  const out = `${run.stdout}${run.stderr}`;
  return {
    status: run.status,
    lines: out.split('\n').filter((l) => l !== ''),
    out,
    ms: performance.now() - started,
  };
}

const rule = (pattern: string) => ({ tool: 'x', arg: 'a', deny_regex: pattern, reason: 'POLICY_BLOCK' });
const manifest = (extra: Record<string, unknown>) =>
  JSON.stringify({ version: 'gate-policy/v1', allow: ['x'], ...extra });

/** Refused: exit 1, each line a problem named by the file, no stack. */
function refused(c: Checked, what: RegExp): void {
  assert.equal(c.status, 1, c.out.slice(0, 400));
  assert.doesNotMatch(c.out, /\n\s+at |node:internal|\.js:\d+/, 'a stack trace');
  for (const line of c.lines) assert.match(line, /^gate: /, line.slice(0, 200));
  assert.match(c.out, what);
}

describe('round 43: the manifest loader', () => {
  it('counted repetitions are bounded by what they spell out, before RE2 parses them (11.8 s and OK on the base)', () => {
    const one = check('one-rule.json', manifest({ arg_rules: [rule('[a-z]{1,1000}'.repeat(100))] }));
    refused(one, /arg_rules\[0\]\.deny_regex: counted repetitions .* over the limit of 16384/);
    const many = check(
      'many-rules.json',
      manifest({ arg_rules: Array.from({ length: 3000 }, (_, i) => rule(`[a-z]{1,1000}x${i}`)) }),
    );
    refused(many, /arg_rules\[3\]\.deny_regex: counted repetitions/);
    // Said once, at the rule that crosses the bound.
    assert.equal(many.lines.filter((l) => l.includes('counted repetitions')).length, 1);
    for (const c of [one, many]) assert.ok(c.ms < 5000, `${c.ms} ms`);
    // What an operator writes still loads: a card number, an address, a bounded gap.
    const fine = check(
      'fine.json',
      manifest({
        arg_rules: [rule('[0-9]{13,19}'), rule('(?:\\d{1,3}\\.){3}\\d{1,3}'), rule('rm.{0,200}-rf')],
      }),
    );
    assert.equal(fine.status, 0, fine.out);
  });

  it('a refusal lists at most 100 problems and says how many more (20,000 lines on the base)', () => {
    const c = check('many-problems.json', manifest({ allow: Array.from({ length: 20_000 }, () => 1) }));
    refused(c, /and 19900 more problems \(20000 in all\)/);
    assert.ok(c.lines.length <= 102, `${c.lines.length} lines`);
  });

  it("a problem quotes the manifest's text by its start (a 1 MB key, a 100 kB pattern came back whole)", () => {
    const key = check('long-key.json', `{"version":"gate-policy/v1","${'k'.repeat(1_000_000)}":1}`);
    refused(key, /unknown field "k{80}"… \(1000000 characters\)/);
    const pattern = check('long-pattern.json', manifest({ arg_rules: [rule(`(${'p'.repeat(100_000)}`)] }));
    refused(pattern, /RE2 cannot compile \/\(p{79}… \(100001 characters\)\//);
    for (const c of [key, pattern]) assert.ok(c.out.length < 2000, `${c.out.length} characters out`);
  });

  it('an invisible character in a name is refused (a deny of "Bash\\u200b" read as a deny of Bash on the base)', () => {
    for (const [name, text] of [
      ['zw-deny.json', manifest({ deny: { 'Bash\u200b': 'POLICY_BLOCK' } })],
      ['shy-allow.json', manifest({ allow: ['re\u00adad_file'] })],
      ['lrm-sources.json', manifest({ sources: { 'fetch\u200e': 'untrusted' } })],
    ] as const)
      refused(check(name, text), /control or bidirectional character, or an invisible one/);
  });

  it('held: nesting, duplicate keys, __proto__, RE2-incompatible patterns, bidi names, 13 MB, /dev/zero', () => {
    const cases: [string, string | undefined, RegExp][] = [
      [
        'nested.json',
        `{"version":"gate-policy/v1","allow":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        /nesting deeper than 256/,
      ],
      ['dup.json', '{"version":"gate-policy/v1","allow":["a"],"allow":["b"]}', /duplicate key/],
      ['proto.json', '{"version":"gate-policy/v1","__proto__":{"allow":["x"]}}', /unknown field "__proto__"/],
      [
        'lookahead.json',
        manifest({ arg_rules: [rule('(?=a)b'), rule('(a)\\1')] }),
        /no lookahead[\s\S]*no backreferences/,
      ],
      [
        'bidi.json',
        manifest({ allow: ['bash\u202e'], deny: { '\u001b]0;x\u0007': 'POLICY_BLOCK' } }),
        /control or bidirectional/,
      ],
      ['big.json', `{"version":"gate-policy/v1","allow":["${'a'.repeat(13 << 20)}"]}`, /larger than/],
    ];
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    cases.push(['zero.json', undefined, /not a regular file/]);
    for (const [name, text, what] of cases) refused(check(name, text), what);
  });
});
