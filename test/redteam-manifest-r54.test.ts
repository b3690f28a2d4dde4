// Red team, round 54 (manifest-r54): an operator's manifest written where an agent can reach it.
// Found on c4eafe8d: (1) a manifest that is not UTF-8 was read leniently: `"deny": {"Bash\xff": …}`
// loaded (exit 0) as a deny of "Bash\ufffd", from a file and from standard input; (2) a lone surrogate
// escaped in JSON (`"Bash\ud800"`) was taken as a name: every one prints as U+FFFD, so two different
// floors read alike; (3) a syntax error in a manifest longer than about 20 characters quoted ~20
// characters of the file in the problem (`..."d"], "x": SECRETVALU"... is not valid JSON`), printed by
// --check and logged by a failed reload; (4) the --tools file kept the last of a repeated key.
// Held on the base (kept here): `__proto__`, `constructor` and `prototype` keys stay literal entries and
// pollute nothing; numbers past 2^53, 1e400 and -1 as max_bytes, YAML, two JSON documents, a doubled BOM,
// nesting past 256 (docs/policy.md, "Round 54").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { GateError } from '../src/kernel/errors.js';
import { loadPolicy } from '../src/kernel/policy/load.js';
import { parseToolsConfig } from '../src/tools/config.js';
import { gateCommand, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { verdictOf } from './helpers/mcp-client.js';
import { until } from './helpers/until.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r54-manifest-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The problems a load gives, or undefined when it loads; any other throw fails the test. */
function problemsOf(text: string): readonly string[] | undefined {
  try {
    loadPolicy(text, 'r54');
    return undefined;
  } catch (err) {
    assert.ok(err instanceof GateError && err.code === 'MANIFEST_INVALID', String(err));
    return err.problems;
  }
}

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'allow'];
const LONE = ['\ud800', '\udbff', '\udc00', '\udfff'];
const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 6 }));
/** A name that is otherwise plain, with one lone surrogate somewhere in it. */
const plain = fc.stringMatching(/^[a-z0-9_]{0,6}$/);
const withLone = fc.tuple(plain, fc.constantFrom(...LONE), plain).map(([a, s, b]) => a + s + b);

describe('the loader, on generated hostile manifests', () => {
  it('prototype keys anywhere: refused or literal, never a widened floor or a polluted prototype', () => {
    fc.assert(
      fc.property(
        fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
        fc.dictionary(hostileKey, fc.constantFrom('POLICY_BLOCK', 'TRUST_VIOLATION'), { maxKeys: 4 }),
        fc.dictionary(hostileKey, fc.constantFrom('untrusted', 'trusted_local'), { maxKeys: 4 }),
        fc.array(hostileKey, { maxLength: 4 }),
        fc.boolean(),
        (top, deny, sources, names, withTop) => {
          const rest = withTop ? `,${JSON.stringify(top).slice(1)}` : '}';
          const text =
            `{"allow":${JSON.stringify(names)},"deny":${JSON.stringify(deny)},"sources":${JSON.stringify(sources)}${rest}`.replace(
              /,}$/,
              '}',
            );
          const problems = problemsOf(text);
          assert.equal(({} as Record<string, unknown>).allow, undefined, 'Object.prototype polluted');
          assert.equal(Object.getPrototypeOf({}), Object.prototype);
          if (problems !== undefined) return;
          const p = loadPolicy(text, 'r54');
          // Admitted, denied and labelled is exactly what the text spells, key for key: nothing a
          // prototype lends, nothing a `__proto__` key swallows.
          for (const t of [...HOSTILE_KEYS, 'Bash', 'x']) assert.equal(p.allow.has(t), names.includes(t));
          assert.deepEqual(new Map(Object.entries(JSON.parse(text).deny)), p.deny);
          assert.deepEqual(new Map(Object.entries(JSON.parse(text).sources)), p.sources);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a lone surrogate in any name, key, glob or pattern is refused (it prints as U+FFFD, as any other does)', () => {
    const places: ((s: string) => unknown)[] = [
      (s) => ({ allow: [s] }),
      (s) => ({ allow_prefix: [s] }),
      (s) => ({ deny: { [s]: 'POLICY_BLOCK' } }),
      (s) => ({ sources: { [s]: 'untrusted' } }),
      (s) => ({ safe_sinks: [s] }),
      (s) => ({ redact_fields: [s] }),
      (s) => ({ self_modify_globs: [`${s}/**`] }),
      (s) => ({ arg_rules: [{ tool: s, arg: 'a', max_bytes: 1 }] }),
      (s) => ({ arg_rules: [{ tool: 'x', arg: s, max_bytes: 1 }] }),
      (s) => ({ arg_rules: [{ tool: 'x', arg: 'a', deny_regex: `a${s}` }] }),
      (s) => ({ version: 'gate-policy/v1.3', arg_rules: [{ tool: 'x', arg: 'a', max_bytes: 1, name: s }] }),
      (s) => ({ version: 'gate-policy/v1.3', sinks: [{ tools: [s], args: ['to'] }] }),
    ];
    fc.assert(
      fc.property(withLone, fc.nat(places.length - 1), (name, i) => {
        const text = JSON.stringify((places[i] as (s: string) => unknown)(name));
        const problems = problemsOf(text);
        assert.ok(problems !== undefined, `loaded: ${text}`);
        assert.ok(
          // A pattern is compiled before the text is read for what it shows: RE2 may refuse it first.
          problems.some((p) => /lone surrogate|RE2/.test(p)),
          problems.join('\n'),
        );
      }),
      { numRuns: 200 },
    );
    // A pair is a character: an emoji in a tool name still loads.
    assert.equal(problemsOf(JSON.stringify({ allow: ['send_\u{1F4E7}'] })), undefined);
  });

  it('a count past 2^53, Infinity, a fraction, a string: refused; YAML and two documents: refused', () => {
    const rule = (n: string) => `{"arg_rules": [{"tool": "Write", "arg": "content", "max_bytes": ${n}}]}`;
    for (const n of ['9007199254740993', '1e400', '-1e400', '-1', '1.5', '"10"', 'null', 'true', '[1]'])
      assert.ok(
        problemsOf(rule(n))?.some((p) => /max_bytes: expected a non-negative integer/.test(p)),
        n,
      );
    // -0 is 0 to every comparison a rule makes (and prints as 0 in a dump and the digest).
    assert.ok(loadPolicy(rule('-0'), 'r54').manifest.arg_rules[0]?.max_bytes === 0);
    for (const text of [
      'allow:\n  - Read\n',
      'allow: &a [Read]\ndeny: *a\n',
      '{"allow": ["Read"]}\n---\n{"allow": ["Bash"]}',
      '{"allow": ["Read"]}{"allow": ["Bash"]}',
      '\ufeff\ufeff{"allow": []}',
      `{"allow": ${'['.repeat(300)}${']'.repeat(300)}}`,
      '{"alow": ["Read"]}',
    ])
      assert.ok(problemsOf(text) !== undefined, text);
  });

  it('a syntax error names a line and column, never the text around it', () => {
    const secret = fc.stringMatching(/^[A-Z][A-Z0-9_]{15,30}$/);
    const at = fc.constantFrom(
      (s: string) => `{"allow": ["Read"], "x": ${s}}`,
      (s: string) => `{"allow": ["Read", ${s}]}`,
      (s: string) => `${s} {"allow": ["Read"]}`,
      (s: string) => `{"allow": ["Read"]} ${s}`,
      (s: string) => `{"allow": ["Read"], ${s}: 1}`,
      (s: string) => `{"deny": {"Bash": "POLICY_BLOCK"}, "x": "${s}}`,
    );
    fc.assert(
      fc.property(secret, at, fc.nat(40), (s, place, pad) => {
        const text = place(s).replace('{', `{${' '.repeat(pad)}`);
        const problems = problemsOf(text);
        assert.ok(problems !== undefined, text);
        for (const p of problems) {
          assert.ok(!p.includes(s.slice(1, 5)), `the manifest's text in: ${p}`);
          assert.doesNotMatch(p, /is not valid JSON/, p);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the --tools file, the other operator config gate reads', () => {
  it('a repeated key at any depth is refused: JSON.parse ran the last, a reviewer reads the first', () => {
    const server = '{"url": "http://127.0.0.1:9/mcp"}';
    const ok = parseToolsConfig(`{"servers": {"a": ${server}}}`, 't.json', {});
    assert.equal(ok.servers.length, 1);
    for (const text of [
      `{"servers": {"a": ${server}}, "servers": {"b": ${server}}}`,
      `{"servers": {"a": ${server}, "a": {"url": "http://evil.example/mcp"}}}`,
      `{"servers": {"a": {"url": "http://127.0.0.1:9/mcp", "url": "http://evil.example/mcp"}}}`,
    ]) {
      assert.throws(
        () => parseToolsConfig(text, 't.json', {}),
        (err: Error) =>
          /^invalid tools file t\.json: not valid JSON: duplicate key .*\(at position \d+\)$/.test(
            err.message,
          ) && !/evil/.test(err.message),
        text,
      );
    }
  });
});

interface Checked {
  status: number | null;
  out: string;
}

function check(file: string, input?: Buffer): Checked {
  const [command, args] = gateCommand(['policy', '--check', file]);
  const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 8000, input });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

function refused(c: Checked, what: RegExp): void {
  assert.equal(c.status, 1, c.out.slice(0, 400));
  assert.doesNotMatch(c.out, /\n\s+at |node:internal|\.js:\d+/, 'a stack trace');
  assert.match(c.out, what);
}

/** Bytes that are not UTF-8 inside a deny key: a lone continuation byte, an overlong `/`, a surrogate
 * encoded in UTF-8 (CESU), a truncated sequence, and UTF-16 with its BOM. */
const NOT_UTF8: [string, Buffer][] = [
  ['ff', Buffer.from([0xff])],
  ['overlong', Buffer.from([0xc0, 0xaf])],
  ['cesu', Buffer.from([0xed, 0xa0, 0x80])],
  ['truncated', Buffer.from([0xe2, 0x80])],
];
const denyWith = (b: Buffer) =>
  Buffer.concat([Buffer.from('{"allow":["Read"],"deny":{"Bash'), b, Buffer.from('":"POLICY_BLOCK"}}')]);

describe('gate policy --check, the real command', () => {
  it('a manifest that is not UTF-8 is refused, from a file and from standard input', () => {
    for (const [name, bytes] of NOT_UTF8) {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, denyWith(bytes));
      refused(check(file), /not UTF-8 text .*\(EILSEQ\)/);
      refused(check('-', denyWith(bytes)), /standard input: not UTF-8 text \(EILSEQ\)/);
    }
    const utf16 = join(dir, 'utf16.json');
    writeFileSync(utf16, Buffer.from('\ufeff{"allow":["Read"]}', 'utf16le'));
    const c = check(utf16);
    refused(c, /not UTF-8 text/);
    assert.doesNotMatch(c.out, /\\u0000|"allow/, 'the file quoted back');
    // A UTF-8 BOM is still read.
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, '\ufeff{"allow":["Read"]}');
    assert.equal(check(bom).status, 0);
  });

  it('a long manifest with a syntax error is named by line and column, its text not quoted', () => {
    const file = join(dir, 'long.json');
    writeFileSync(file, '{"allow": ["Read"], "x": SECRETVALUE_SECRETVALUE_SECRETVALUE}');
    const c = check(file);
    refused(c, /unexpected token 'S' at line 1, column 26/);
    assert.doesNotMatch(c.out, /ECRETVALU|"Read"/);
  });
});

describe('gate serve --policy and its reload, the real process', () => {
  it('will not start on a manifest that is not UTF-8, and says why', () => {
    const file = join(dir, 'serve-bad.json');
    writeFileSync(file, denyWith(Buffer.from([0xff])));
    const [command, args] = gateCommand(['serve', '--addr', '127.0.0.1:0', '--policy', file]);
    const run = spawnSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 8000 });
    assert.notEqual(run.status, 0);
    assert.notEqual(run.status, null, 'it served');
    assert.match(run.stderr, /not UTF-8 text .*\(EILSEQ\)/);
    assert.doesNotMatch(run.stderr, /\n\s+at |node:internal/);
  });

  it('a reload to a hostile file keeps the floor in force and logs why, without the file’s bytes', async () => {
    const file = join(dir, 'serve.json');
    writeFileSync(file, JSON.stringify({ allow: ['alpha'] }));
    const gate = await startGate(['--policy', file]);
    try {
      // Not UTF-8, by SIGHUP: the floor stays.
      writeFileSync(
        file,
        Buffer.concat([
          Buffer.from('{"allow":["alpha","be'),
          Buffer.from([0xff, 0x74, 0x61, 0x22, 0x5d, 0x7d]),
        ]),
      );
      gate.child.kill('SIGHUP');
      assert.ok(await until(() => /EILSEQ/.test(gate.stderr())), gate.stderr());
      assert.match(gate.stderr(), /reload failed, the running floor is unchanged/);
      // A syntax error after a secret-bearing prefix, by the HTTP route: 400, the message without it.
      writeFileSync(file, '{"allow": ["alpha", "beta"], "x": SECRETVALUE_SECRETVALUE_SECRETVALUE}');
      const res = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
      assert.equal(res.status, 400);
      const body = await res.text();
      assert.match(body, /unexpected token 'S' at line 1, column \d+/);
      // A lone surrogate, by SIGHUP.
      writeFileSync(file, '{"allow": ["alpha", "beta\\ud800"]}');
      gate.child.kill('SIGHUP');
      assert.ok(await until(() => /lone surrogate/.test(gate.stderr())), gate.stderr());
      // The path swapped for a FIFO and then a symlink to /dev/zero: refused unread, never waited on.
      rmSync(file);
      assert.equal(spawnSync('mkfifo', [file]).status, 0);
      gate.child.kill('SIGHUP');
      assert.ok(await until(() => /not a regular file \(ENOTREG\)/.test(gate.stderr())), gate.stderr());
      rmSync(file);
      symlinkSync('/dev/zero', file);
      const zero = await fetch(`${gate.url}/v1/gate/policy/reload`, { method: 'POST' });
      assert.equal(zero.status, 400);
      assert.match(await zero.text(), /not a regular file \(ENOTREG\)/);
      assert.equal(await verdictOf(gate.url, 'alpha'), 'ALLOW');
      assert.equal(await verdictOf(gate.url, 'beta'), 'DENY', 'the running floor is untouched');
      for (const text of [body, gate.stderr()]) assert.doesNotMatch(text, /ECRETVALU|"beta"/);
    } finally {
      await gate.stop();
    }
  });
});
