// Red team r16, result screening: secrets and redaction as an attacker writes them (docs/screening.md,
// 'Round 16: red team'). A private key written as a JSON array of lines, a YAML list or concatenated
// strings, or as a JSON string with more fields after its body, was admitted; an unterminated key in a
// pretty-printed JSON result was redacted to the text's end, over the closing quotes and brackets, and
// the result handed on was no longer JSON. GATE_FUZZ_RUNS raises the fuzzed run counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Policy } from '../src/kernel/policy/types.js';
import { admit } from '../src/kernel/screen/admit.js';
import { ContextMemory } from '../src/kernel/screen/memory.js';
import * as secrets from '../src/kernel/screen/secrets.js';
import { buildView } from '../src/kernel/screen/view.js';
import { workOf } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);
const POLICY = { sources: new Map() } as unknown as Policy;
const outcome = (content: string) => admit({ tool: 't', traceId: 't', content }, POLICY, new ContextMemory());

const PROSE =
  'This manual explains how the service reads its keys and why the operator rotates them every month, ' +
  'and what the team does when a key leaks. ';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** A key body of `n` lines of 64 base64 characters, each line its own mix (no two lines alike). */
const bodyLines = fc
  .array(fc.array(fc.integer({ min: 0, max: 63 }), { minLength: 64, maxLength: 64 }), {
    minLength: 2,
    maxLength: 5,
  })
  .map((lines) => lines.map((l) => l.map((i) => B64[i]).join('')));
const LABEL = fc.constantFrom('RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY');

/** How a key's lines are written into a result: each shape a reader joins back into the key. */
type Shape = (head: string, body: string[], tail: string, terminated: boolean) => string;
const SHAPES: Record<string, Shape> = {
  'JSON array of lines': (head, body, tail, t) =>
    JSON.stringify({ doc: PROSE.repeat(4), key: [head, ...body, ...(t ? [tail] : [])], n: { a: [1] } }),
  'JSON array of lines, pretty': (head, body, tail, t) =>
    JSON.stringify(
      { doc: PROSE.repeat(4), key: [head, ...body, ...(t ? [tail] : [])], n: { a: [1] } },
      null,
      2,
    ),
  'JSON string with fields after it': (head, body, tail, t) =>
    JSON.stringify({
      doc: PROSE.repeat(4),
      key: [head, ...body, ...(t ? [tail] : [])].join('\n'),
      tail: 'x',
    }),
  'JSON string with fields after it, pretty': (head, body, tail, t) =>
    JSON.stringify(
      { doc: PROSE.repeat(4), key: [head, ...body, ...(t ? [tail] : [])].join('\n'), tail: ['a', { b: 1 }] },
      null,
      2,
    ),
  'YAML list': (head, body, tail, t) =>
    `${PROSE.repeat(4)}\nkey:\n${[head, ...body, ...(t ? [tail] : [])].map((l) => `  - "${l}"`).join('\n')}\nnext: 1\n`,
  'concatenated strings': (head, body, tail, t) =>
    `${PROSE.repeat(4)}\nKEY = (\n${[head, ...body, ...(t ? [tail] : [])].map((l) => `    "${l}\\n"`).join('\n')}\n)\n`,
};

test('fuzzed: a private key written as list items, array elements or strings with more after it is not admitted', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...Object.keys(SHAPES)),
      LABEL,
      bodyLines,
      fc.boolean(),
      (shape, label, body, t) => {
        const content = SHAPES[shape]!(`-----BEGIN ${label}-----`, body, `-----END ${label}-----`, t);
        const out = outcome(content);
        assert.notEqual(out.verdict.kind, 'ALLOW', `${shape}: the key was admitted`);
        const text = (out.envelope as { content?: unknown }).content;
        if (typeof text === 'string')
          for (const line of body) assert.ok(!text.includes(line), `${shape}: a body line was admitted`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzzed: redaction keeps a JSON result JSON (or withholds it), whatever secret it holds and wherever', () => {
  const secret = fc.oneof(
    fc
      .tuple(LABEL, bodyLines, fc.boolean())
      .map(([label, body, t]) =>
        [`-----BEGIN ${label}-----`, ...body, ...(t ? [`-----END ${label}-----`] : [])].join('\n'),
      ),
    fc.constant(`ghp_${'R8x2Kq9ZtLm4Vn7Wc3Yp5Bd1Fg6Hj0Ks2Qa9'}`),
    fc.constant('postgres://admin:S3cretPassw0rd2024@db.example.com:5432/prod'),
    fc.constant('AKIAIOSFODNN7EXAMPLQ'),
  );
  // The secret sits in a string at some depth, with siblings before and after it at other depths.
  const doc = fc
    .tuple(secret, fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.boolean())
    .map(([s, depth, after, pretty]) => {
      let value: unknown = after ? { key: s, more: { list: ['a', { b: [1, 2] }] } } : { key: s };
      for (let d = 0; d < depth; d++) value = { level: d, inner: [value, 'x'] };
      return JSON.stringify(
        { doc: PROSE.repeat(4), value, end: { z: [true] } },
        null,
        pretty ? 2 : undefined,
      );
    });
  fc.assert(
    fc.property(doc, (content) => {
      const out = outcome(content);
      const text = (out.envelope as { content?: unknown }).content;
      if (out.verdict.kind === 'TRANSFORM') {
        assert.equal(typeof text, 'string');
        assert.doesNotThrow(() => JSON.parse(text as string), 'the redacted result is no longer JSON');
      } else assert.equal(out.verdict.kind, 'QUARANTINE', 'a secret was admitted');
    }),
    { numRuns: RUNS },
  );
});

test('a key body is read a bounded reach after each header: headers of lines that frame nothing cost linear work', () => {
  const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  for (const unit of ['-----BEGIN PRIVATE KEY-----\n  - "', '-----BEGIN PRIVATE KEY-----\n", "AAAA", ']) {
    const small = workOf(() => secrets.stage.find(buildView(fill(unit, 8 * 1024))));
    const large = workOf(() => secrets.stage.find(buildView(fill(unit, 64 * 1024))));
    assert.ok(
      large <= 12 * Math.max(small, 1),
      `${JSON.stringify(unit)}: 8x the input cost ${large / small}x`,
    );
  }
});
