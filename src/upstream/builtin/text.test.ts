import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { argumentPieces, textPieces } from './encoding.js';
import { heredocTag, shellQuote, tokenize } from './text.js';

describe('tokenize', () => {
  it('keeps backticks, fences, quotes and JSON as single atoms', () => {
    const kinds = tokenize('run ``a `b` c`` and "x y" {"k": "}"} ```sh\nls\n```').map((t) => [
      t.kind,
      t.value,
    ]);
    assert.deepEqual(kinds, [
      ['word', 'run'],
      ['code', 'a `b` c'],
      ['word', 'and'],
      ['quote', 'x y'],
      ['json', '{"k": "}"}'],
      ['fence', 'ls'],
    ]);
  });
  it('leaves apostrophes and unclosed delimiters as words', () => {
    assert.deepEqual(
      tokenize("don't `open").map((t) => t.value),
      ["don't", '`open'],
    );
    assert.deepEqual(
      tokenize("grep 'a b' x").map((t) => t.value),
      ['grep', 'a b', 'x'],
    );
  });
});

describe('shell helpers', () => {
  it('quotes only what needs quoting', () => {
    assert.equal(shellQuote('src/a.ts'), 'src/a.ts');
    assert.equal(shellQuote("it's here"), "'it'\\''s here'");
  });
  it('picks a here-document tag no line of the body equals', () => {
    assert.equal(heredocTag('x'), 'EOF');
    assert.equal(heredocTag('EOF\nEOF_'), 'EOF__');
  });
});

describe('delta splitting', () => {
  it('splits text into pieces that join back exactly', () => {
    const text = '  two spaces,\ttab\nnewline   trailing  ';
    assert.equal(textPieces(text).join(''), text);
    assert.ok(textPieces(text).length > 1);
  });
  it('splits arguments into three parts on code points, never inside a surrogate pair', () => {
    const json = JSON.stringify({ command: 'echo 🎉🎉🎉' });
    const pieces = argumentPieces(json);
    assert.equal(pieces.length, 3);
    assert.equal(pieces.join(''), json);
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const p of pieces) assert.doesNotMatch(p, loneSurrogate);
    assert.deepEqual(argumentPieces('{}'), ['{', '}']);
  });
});
