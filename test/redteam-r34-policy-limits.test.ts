// Red team, round 34 (edge2): a manifest whose rules cost minutes to compile. re2js compiled a 400 kB
// deny_regex in 29 s and 20,000 rules in 31 s (load 15); the 4 MiB manifest bound allowed about five
// minutes. Now one pattern, the patterns together (the built-in floor's own not counted) and the rules
// are bounded (src/kernel/policy/decode.ts), and a manifest past a bound fails closed at once, naming
// the file, the place and the fix, exit 1: `policy --check`, `preflight` and `serve` alike. The built-in
// floor (largest pattern 62,747 characters, 120 rules) and a dump of it edited still load
// (docs/policy.md, "Round 34 (red team)"). The real CLI.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { runGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r34-policy-limits-'));

/** An alternation of distinct words `chars` long: RE2 compiles each alternative. */
function alternation(chars: number, tag: string): string {
  const words: string[] = [];
  let length = -1;
  for (let n = 0; length < chars; n++) {
    const word = `${tag}${n.toString(36)}x`;
    words.push(word);
    length += word.length + 1;
  }
  return words.join('|');
}

function manifest(name: string, rules: unknown[]): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ allow: ['Bash'], arg_rules: rules }));
  return file;
}
const rule = (deny_regex: string) => ({ tool: 'Bash', arg: 'command', deny_regex });

/** A refusal at once: exit 1, the file and the place named with the fix, well before any compile. */
async function refusedAtOnce(args: string[], file: string, place: RegExp, fix: RegExp): Promise<void> {
  const started = Date.now();
  const r = await runGate(args, { timeoutMs: 60_000 });
  const took = Date.now() - started;
  assert.equal(r.code, 1, r.stderr);
  assert.ok(r.stderr.includes(file), r.stderr.slice(0, 400));
  assert.match(r.stderr, place);
  assert.match(r.stderr, fix);
  assert.ok(r.stderr.length < 2000, 'one line, not the pattern');
  // The base build took 7 s of CPU (22 s at load 21) on the first; a refusal is a start-up's cost.
  assert.ok(took < 15_000, `took ${took} ms`);
}

describe('manifest compile bounds, the real CLI', { timeout: 240_000 }, () => {
  const long = manifest('long.json', [rule(alternation(400_000, 'w'))]);
  const many = manifest(
    'many.json',
    Array.from({ length: 20_000 }, (_, i) => rule(`rm${i}[a-z]+foo`)),
  );
  const total = manifest(
    'total.json',
    [0, 1, 2].map((k) => rule(alternation(100_000, `t${k}w`))),
  );

  test('policy --check: a long pattern, too many rules, too many pattern characters', async () => {
    await refusedAtOnce(
      ['policy', '--check', long],
      long,
      /arg_rules\[0\]\.deny_regex: a pattern of \d+ characters, over the limit of 131072/,
      /split it into several rules/,
    );
    await refusedAtOnce(
      ['policy', '--check', many],
      many,
      /arg_rules: 20000 rules, over the limit of 4096/,
      /one deny_regex alternation/,
    );
    await refusedAtOnce(
      ['policy', '--check', total],
      total,
      /arg_rules\[2\]\.deny_regex: the deny_regex patterns reach \d+ characters here, over the limit of 262144/,
      /remove rules no tool needs/,
    );
  });

  test('preflight and serve refuse the same manifest, exit 1', async () => {
    await refusedAtOnce(
      ['preflight', '--policy', long, '--tool', 'Bash', '--args', '{"command":"ls"}'],
      long,
      /arg_rules\[0\]\.deny_regex: a pattern of/,
      /split it/,
    );
    await refusedAtOnce(
      ['serve', '--policy', many, '--addr', '127.0.0.1:0'],
      many,
      /arg_rules: 20000 rules/,
      /alternation/,
    );
  });

  test('a glob whose {} groups multiply past the bound is refused at once, not expanded (nor a stack overflow)', async () => {
    for (const groups of [9, 5_000]) {
      const file = join(dir, `globs-${groups}.json`);
      writeFileSync(
        file,
        JSON.stringify({ allow: ['Write'], self_modify_globs: [`**/${'{a,b}x'.repeat(groups)}`] }),
      );
      await refusedAtOnce(
        ['policy', '--check', file],
        file,
        /self_modify_globs\[0\]/,
        /split it into several globs/,
      );
    }
  });

  test('the built-in floor and a dump of it edited (its largest pattern longer) still load', async () => {
    const dump = await runGate(['policy', '--dump']);
    assert.equal(dump.code, 0);
    const floor = JSON.parse(dump.stdout) as { arg_rules: Array<{ deny_regex?: string }> };
    const largest = floor.arg_rules.reduce((a, r) => Math.max(a, r.deny_regex?.length ?? 0), 0);
    assert.ok(largest * 2 < 131_072, `the floor's largest pattern (${largest}) fits twice over`);
    const edited = floor.arg_rules.find((r) => r.deny_regex?.length === largest)!;
    edited.deny_regex = `${edited.deny_regex}|r34-edited`;
    const file = join(dir, 'floor-edited.json');
    writeFileSync(file, JSON.stringify(floor));
    const r = await runGate(['policy', '--check', file], { timeoutMs: 60_000 });
    assert.equal(r.code, 0, r.stderr.slice(0, 400));
    assert.match(r.stdout, /^OK {2}/);
  });
});
