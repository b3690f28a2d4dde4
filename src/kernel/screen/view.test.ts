import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allViews, buildView, DECODE_LIMITS } from './view.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

test('encoded parts are decoded into layers, recursively, up to the depth limit', () => {
  const inner = b64('the innermost secret message, plain text');
  const outer = b64(`wrapper text around ${inner} and more words`);
  const view = buildView(`payload: ${outer}`);
  const depths = [...allViews(view)].map((v) => v.depth);
  assert.deepEqual(depths, [0, 1, 2]);
  assert.ok([...allViews(view)].some((v) => v.text.includes('innermost secret')));
  const deeper = b64(`level three: ${b64(`level four: ${b64('too deep to read, by design')}`)}`);
  assert.ok(Math.max(...[...allViews(buildView(deeper))].map((v) => v.depth)) <= DECODE_LIMITS.maxDepth);
});

test('decoding is bounded in layers and characters, whatever the input holds', () => {
  const blob = b64(`${'x'.repeat(40)} decoded words here`);
  const text = Array.from({ length: 500 }, (_, i) => `${i}: ${blob}`).join('\n');
  const views = [...allViews(buildView(text))];
  assert.ok(views.length - 1 <= DECODE_LIMITS.maxLayers, `${views.length - 1} layers`);
  const decoded = views.slice(1).reduce((n, v) => n + v.text.length, 0);
  assert.ok(decoded <= DECODE_LIMITS.maxDecodedChars + 64 * 1024);
});

test('percent escapes become one layer of the decoded runs with their keys', () => {
  const view = buildView('see https://x.example/?token=%41%42%43%44 and more');
  const layer = view.layers.find((l) => l.kind === 'percent');
  assert.ok(layer);
  assert.ok(layer.view.text.endsWith('token=ABCD'));
});

test('plain ASCII needs no normalising: the view reads the text as given', () => {
  const text = 'plain ascii text with no tricks';
  const view = buildView(text);
  assert.equal(view.text, text);
  assert.equal(view.norm.changed, false);
  assert.equal(view.layers.length, 0);
});
