// Round 60 (docs/screening.md, "Round 60 (redteam2-r60)"): generated passwords that hold a placeholder word
// by chance, and the documented examples that must stay placeholders, shared by the kernel's property and
// the real process's.
import fc from 'fast-check';

/** Character kinds; consecutive characters never share one, so no word is typed by chance. */
const KINDS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@*+^~'];

/**
 * `n` characters, the kinds in turn and none drawn before (in `used`), from a seed:
 * a generator's draw seldom repeats a character thrice, which the placeholder reading's entropy floor reads.
 */
export const generatedSide = (seed: number, n: number, used = new Set<string>()) => {
  let x = seed + 1;
  let kindAt = -1;
  let s = '';
  for (let k = 0; k < n; k++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    // Kinds in turn from a drawn start: five characters or more draw upper, lower and digit at least once
    // each, two sides of them twice, as a generator's mix does (a rest of one kind drawn once is a name's).
    kindAt = kindAt < 0 ? (x >>> 3) % 4 : (kindAt + 1) % 4;
    const alphabet = KINDS[kindAt]!;
    let at = (x >>> 9) % alphabet.length;
    for (let t = 0; used.has(alphabet[at]!) && t < alphabet.length; t++) at = (at + 1) % alphabet.length;
    used.add(alphabet[at]!);
    s += alphabet[at];
  }
  return s;
};

/** Words and marks of PLACEHOLDER_WORDS a password's alphabet can hold, in the cases a writer uses. */
const WORDS = [
  'xxxx',
  'XXXX',
  'example',
  'Example',
  'EXAMPLE',
  'changeme',
  'sample',
  'dummy',
  'fake',
  'FAKE',
  'qwerty',
  'redacted',
  'masked',
  '>',
  '...',
  '***',
];

/** A generated password with a word inside: a digit opens and closes it, so neither end is a word. */
export const passwordHoldingWord = fc
  .record({
    word: fc.constantFrom(...WORDS),
    seed: fc.nat(),
    left: fc.integer({ min: 5, max: 12 }),
    right: fc.integer({ min: 5, max: 12 }),
  })
  .map(({ word, seed, left, right }) => {
    const used = new Set(['7', '4']);
    return `7${generatedSide(seed, left, used)}${word}${generatedSide(seed + 11, right, used)}4`;
  });

/** Where a tool result holds a password: YAML, a .env file, JSON, a connection URL. */
export const PASSWORD_CARRIERS: readonly ((pw: string) => string)[] = [
  (pw) => `database:\n  host: db.internal\n  password: "${pw}"\n`,
  (pw) => `DB_HOST=db.internal\nDB_PASSWORD=${pw}\n`,
  (pw) => JSON.stringify({ host: 'db.internal', user: 'app', password: pw }),
  (pw) => `postgres://app:${encodeURIComponent(pw)}@db.internal:5432/orders`,
];

/** docs/screening.md's documented examples and their kin: whole placeholders. */
export const DOCUMENTED_PLACEHOLDERS = [
  'changeme',
  'changeme-local-only',
  'your_password_here',
  '<your-password>',
  '<password>',
  'YOUR_CLIENT_SECRET',
  'sk-your-key-here',
  'example-password-2024',
  'my-example-password',
  'MyExamplePassword1!',
  'placeholder-secret-123',
  'dummy_pass_1234',
  'fake-password-abc',
  'S3cr3t-Example!',
  'Example123!',
  'xxxxxxxxxxxx',
  'sk-xxxxxxxxxxxxxxxx',
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a reference as a config file writes it
  '${DB_PASSWORD}',
  '{{ .Values.password }}',
  '%(password)s',
  'ab12...',
  'Kq9v****',
  'insert-your-password-here',
  'notreal-12345',
  // awscli's cognito-idp example (a precision tuning file): the rest is a region, words and a timestamp.
  'us-west-2_EXAMPLE#import-example3#1667948397084',
  'a1b2c3d4-5678-90ab-cdef-EXAMPLE22222',
];
