// The start-up snapshots' scripts are ASCII, so each blob keeps its source at one byte a character
// (scripts/ascii-source.mjs; docs/operations.md, "Round 37"), and the escaping reads as the text it replaced.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { asciiSource } = (await import(pathToFileURL(`${ROOT}scripts/ascii-source.mjs`).href)) as {
  asciiSource(text: string): string;
};

/** Evaluates a JavaScript expression written in `source`, as it was and as escaped. */
const both = (source: string): [unknown, unknown] => {
  const escaped = asciiSource(source);
  assert.match(escaped, /^[\x00-\x7f]*$/);
  return [new Function(`return (${source});`)(), new Function(`return (${escaped});`)()];
};

const SAMPLES = [
  'a‹b',
  'ğ',
  'İstanbul',
  'x😀y',
  '\\‹',
  '\\\\‹',
  'ν',
  'λογαριασμός',
  '‹',
  '😀',
  'e\u0301',
  'ǀ',
];

test('regular expressions match what they matched, with and without the u flag', () => {
  const literals = [
    '/[ğşĞŞİ]/',
    '/[<‹]|&lt;/',
    '/λογαριασμ\\p{L}*/u',
    '/[😀]/',
    '/[😀]/u',
    '/^😀$/u',
    '/^.$/u',
    '/\\‹/',
    '/\\\\‹/',
    '/(?<ν>ν)\\k<ν>/u',
    '/[|¦│┃∣ǀ]{1,2}/g',
  ];
  for (const literal of literals) {
    const [was, now] = both(literal) as [RegExp, RegExp];
    assert.equal(now.flags, was.flags, literal);
    for (const s of [...SAMPLES, ...SAMPLES.map((x) => x + x)])
      assert.deepEqual(s.match(now), s.match(was), `${literal} on ${JSON.stringify(s)}`);
  }
});

test("a raw template's text, as a regular expression's source, matches the same", () => {
  for (const raw of [
    '(?:[<‹]|&lt;)',
    '(?:\\s?(?:ơi|님|へ|さん|께))?[,:،：，]',
    "\\p{Lu}(?:['’-]\\p{L}+)?",
    '[😀]',
  ])
    for (const flags of ['', 'u']) {
      const [was, now] = both(`new RegExp(String.raw\`${raw}\`, '${flags}')`) as [RegExp, RegExp];
      for (const s of [...SAMPLES, 'Anne’s', '님,', 'ơi:', 'x，'])
        assert.deepEqual(s.match(now), s.match(was), `${raw} /${flags} on ${JSON.stringify(s)}`);
    }
});

test('a String.raw template makes the same string, cut and joined as text too', () => {
  const cases = [
    'String.raw`(?:[<‹]|&lt;)`',
    'String.raw`a\\‹b`',
    'String.raw`a\\\\‹b`',
    'String.raw`x\\`‹`',
    // A substitution read through (`$\{` is `${` in this template's value; the linter takes `${` in a string for a slip).
    `((NAME) => String.raw\`^$\{NAME}’s $\{NAME}\`)("N")`,
    // orders.ts cuts the class off a raw template's text: the escaped text must still hold it.
    "String.raw`(?:ơi|님)?[,:،：，]`.replace('[,:،：，]', '[:：]')",
    'String.raw`😀`.length',
  ];
  for (const source of cases) {
    const [was, now] = both(source);
    assert.equal(now, was, source);
  }
});

test('identifiers, strings, templates and comments read the same', () => {
  assert.deepEqual(both("((café) => café + 'ü' + `ö\\u00df`)('é') /* ‹comment› */"), ['éüöß', 'éüöß']);
  assert.deepEqual(both("'\\‹' + '\\\\‹'"), ['‹\\‹', '‹\\‹']);
});

test("the built snapshots' scripts are ASCII", (t) => {
  let seen = 0;
  for (const name of ['gate.cjs', 'check.cjs', 'preflight.cjs', 'serve.cjs']) {
    const file = `${ROOT}dist/snapshot/${name}`;
    if (!existsSync(file)) continue;
    seen++;
    const text = readFileSync(file, 'latin1');
    const at = text.search(/[^\x00-\x7f]/);
    assert.equal(
      at,
      -1,
      `${name} holds a non-ASCII byte at ${at}: its blob would keep the source at two bytes a character`,
    );
  }
  if (seen === 0) t.skip('no snapshot built (no esbuild)');
});

// Round 47: serve's blob holds the learned stage's weights once, decoded (scripts/bundle.mjs
// learnedWeightsAtBuild); the base64 text they are committed as is in neither its script nor its heap.
test("serve's blob holds the learned weights once, decoded, and not their base64 text", async (t) => {
  const blob = `${ROOT}dist/snapshot/serve.blob`;
  if (!existsSync(blob)) return t.skip('no serve snapshot built (no esbuild)');
  const { LEARNED_MODEL } = await import(
    pathToFileURL(`${ROOT}dist/src/kernel/screen/learned-weights.js`).href
  );
  const text: string = LEARNED_MODEL.weights;
  const bytes = Buffer.from(text, 'base64');
  const held = readFileSync(blob);
  const script = readFileSync(`${ROOT}dist/snapshot/serve.cjs`);
  const count = (hay: Buffer, needle: Buffer): number => {
    let n = 0;
    for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) n++;
    return n;
  };
  // Slices from the start, the middle and the end: any copy of the whole holds all three.
  for (const at of [0, text.length >> 1, text.length - 96]) {
    const slice = Buffer.from(text.slice(at, at + 96), 'latin1');
    assert.equal(count(script, slice), 0, `serve.cjs holds the weights' base64 text at ${at}`);
    assert.equal(count(held, slice), 0, `serve.blob holds the weights' base64 text at ${at}`);
  }
  // A run of zero weights is everywhere: the slices searched are the three densest 64-byte blocks.
  const blocks = Array.from({ length: bytes.length >> 6 }, (_, k) => k << 6);
  const density = (at: number): number => bytes.subarray(at, at + 64).filter((b) => b !== 0).length;
  for (const at of blocks.sort((a, b) => density(b) - density(a)).slice(0, 3))
    assert.equal(count(held, bytes.subarray(at, at + 64)), 1, `the decoded weights at ${at}, held once`);
});

// Round 47: OpenTelemetry's API is the bundle's stand-in in serve's script too (scripts/bundle.mjs noOtel).
test("serve's script holds no OpenTelemetry code", (t) => {
  const file = `${ROOT}dist/snapshot/serve.cjs`;
  if (!existsSync(file)) return t.skip('no serve snapshot built (no esbuild)');
  assert.ok(
    !readFileSync(file, 'latin1').includes('node_modules/@opentelemetry/'),
    'serve.cjs bundles @opentelemetry/api',
  );
});
