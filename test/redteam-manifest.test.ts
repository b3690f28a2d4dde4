// Red team, hostile manifests through `gate policy --check` (the real process reading stdin) and the
// decoder: a manifest is reviewed by a human and run by gate, so anything two readers could read
// differently is refused. A repeated key (JSON.parse keeps the last: `"allow":["read_file"],"allow":["*"]`
// read as read_file by its reviewer), nesting past the strict reader's bound, and control or
// bidirectional characters raw in a name or key (a summary that rewrites the reviewer's terminal, a name
// that displays as another). Prototype keys stay plain unknown fields. GATE_FUZZ_RUNS raises the count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decodeManifestValue, parseJsonText } from '../src/kernel/policy/decode.js';
import { runGate } from './helpers/gate-process.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);

const check = (text: string) => runGate(['policy', '--check', '-'], { input: text });

test('redteam manifest: a repeated key is refused at any depth, naming where, in the real process', async () => {
  const cases = [
    '{"version":"gate-policy/v1","allow":["read_file"],"allow":["*"]}',
    '{"version":"gate-policy/v1","version":"gate-policy/v1.2","allow":[]}',
    '{"version":"gate-policy/v1.2","allow":["send"],"sinks":[{"tools":["send"],"args":["to"],"values":"any","values":"instructed"}]}',
    '{"version":"gate-policy/v1","allow":["x"],"sources":{"x":"untrusted","x":"trusted_local"}}',
  ];
  for (const text of cases) {
    const r = await check(text);
    assert.equal(r.code, 1, `${text}: ${r.stdout}`);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /invalid manifest: <stdin>: json: duplicate key at line 1, column \d+/);
  }
});

test('redteam manifest: nesting past the bound is refused without a stack trace', async () => {
  const r = await check(`{"version":"gate-policy/v1","allow":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /nesting deeper than \d+ levels/);
  assert.doesNotMatch(r.stderr, /\n\s+at .+:\d+:\d+/);
});

test('redteam manifest: a raw control or bidirectional character anywhere is refused, never printed', async () => {
  for (const bad of ['\u001b[2J\u001b[31mEVIL', 'read\u0000file', 'x\u0085', 'send_\u202email', '\u2066a']) {
    for (const doc of [
      { version: 'gate-policy/v1', allow: [bad] },
      { version: 'gate-policy/v1', allow: ['x'], sources: { [bad]: 'untrusted' } },
    ]) {
      const r = await check(JSON.stringify(doc));
      assert.equal(r.code, 1, JSON.stringify(doc));
      assert.equal(r.stdout, '');
      assert.ok(!r.stderr.includes(bad), 'the refusal printed the character');
    }
  }
});

test('redteam manifest: prototype keys are unknown fields, and pollute nothing', async () => {
  const r = await check(
    '{"version":"gate-policy/v1","__proto__":{"allow":["*"]},"constructor":{"prototype":{"x":1}}}',
  );
  assert.equal(r.code, 1);
  assert.match(r.stderr, /unknown field "__proto__"/);
  const d = decodeManifestValue(
    JSON.parse('{"version":"gate-policy/v1","allow":["a"],"sources":{"__proto__":"untrusted"}}'),
  );
  assert.deepEqual(d.problems, []);
  assert.equal(({} as Record<string, unknown>).allow, undefined);
});

test('redteam manifest: whatever the text, the decoder answers problems or a manifest, never a throw', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.json({ maxDepth: 4 }),
        fc.string({ maxLength: 200 }),
        fc
          .record({
            version: fc.constantFrom('gate-policy/v1', 'gate-policy/v1.2', 'x'),
            allow: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
            sources: fc.dictionary(
              fc.string({ maxLength: 8 }),
              fc.constantFrom('untrusted', 'trusted_local', 1),
            ),
          })
          .map((m) => JSON.stringify(m)),
      ),
      (text) => {
        const parsed = parseJsonText(text);
        if ('problem' in parsed) return;
        const d = decodeManifestValue(parsed.value);
        // A manifest with a raw control character in any key or string is never accepted.
        const texts: string[] = [];
        JSON.parse(text, (k, v) => {
          texts.push(k);
          if (typeof v === 'string') texts.push(v);
          return v;
        });
        if (texts.some((t) => /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(t)))
          assert.ok(d.problems.length > 0, text);
      },
    ),
    { numRuns: RUNS },
  );
});
