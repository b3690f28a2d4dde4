import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GateError } from '../errors.js';
import { dumpManifest, loadPolicy, parseManifest } from './load.js';

function problems(manifest: object): string[] {
  try {
    loadPolicy(JSON.stringify(manifest), 't');
    return [];
  } catch (err) {
    assert.ok(err instanceof GateError);
    return [...(err.problems ?? [err.message])];
  }
}

const V = 'gate-policy/v1.2';

test('sinks: defaults filled, dumped in a fixed order, a dump of a dump is byte-identical', () => {
  const text = JSON.stringify({
    version: V,
    allow: ['send_money'],
    sinks: [{ args: ['recipient'], tools: ['send_money'] }],
  });
  const dumped = dumpManifest(parseManifest(text));
  assert.match(
    dumped,
    /"sinks": \[\n {4}\{\n {6}"tools": \[\n {8}"send_money"\n {6}\],\n {6}"args": \[\n {8}"recipient"\n {6}\],\n {6}"values": "any",\n {6}"on_untrusted": "hold",\n {6}"confirm": "auto"\n/,
  );
  assert.equal(dumpManifest(parseManifest(dumped)), dumped);
  const policy = loadPolicy(text, 't');
  assert.deepEqual(policy.sinks?.get('send_money')?.args, [['recipient']]);
});

test('sinks: a manifest without them normalises as before (no field, v1 accepted)', () => {
  const m = parseManifest('{"allow": ["a"]}');
  assert.equal(Object.hasOwn(m, 'sinks'), false);
  assert.ok(!dumpManifest(m).includes('"sinks"'));
  assert.deepEqual(problems({ sinks: [] }), []);
});

test('sinks: strict, every problem naming its field', () => {
  assert.deepEqual(problems({ version: 'gate-policy/v1.1', sinks: [{ tools: ['a'], args: ['b'] }] }), [
    'invalid manifest: sinks: needs manifest version gate-policy/v1.2 or later (this manifest is gate-policy/v1.1); raise "version"',
  ]);
  assert.deepEqual(problems({ version: V, sinks: {} }), [
    'invalid manifest: sinks: expected an array of sink objects, got object',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], args: ['b'], tool: 'x' }] }), [
    'invalid manifest: json: unknown field "tool" in sinks[0]; did you mean "tools"?',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ args: ['b'] }] }), [
    'invalid manifest: sinks[0].tools: required',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: [], args: ['b'] }] }), [
    'invalid manifest: sinks[0].tools: empty list (a sink names at least one tool)',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'] }] }), [
    'invalid manifest: sinks[0].args: name the arguments that decide where or to whom (or use "values": "trace")',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], args: ['b..c'] }] }), [
    'invalid manifest: sinks[0].args: empty segment in the dotted path "b..c"',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], args: ['b'], values: 'some' }] }), [
    'invalid manifest: sinks[0].values: "some" is not valid; use "any", "instructed", "trace"',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], args: ['b'], on_untrusted: 1 }] }), [
    'invalid manifest: sinks[0].on_untrusted: a number is not valid; use "hold", "deny"',
  ]);
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], args: ['b'], confirm: 'never' }] }), [
    'invalid manifest: sinks[0].confirm: "never" is not valid; use "auto", "always", "when_held"',
  ]);
  assert.deepEqual(
    problems({
      version: V,
      sinks: [
        { tools: ['a', 'b'], args: ['x'] },
        { tools: ['b'], args: ['y'] },
      ],
    }),
    ['invalid manifest: sinks[1].tools: "b" is already declared in sinks[0]'],
  );
  assert.deepEqual(problems({ version: V, sinks: [{ tools: ['a'], values: 'trace' }] }), []);
});
