// Keyed passwords over letters, digits and punctuation (docs/screening.md, "Round 61 (secrets-r61)"): how
// many of 600 generated passwords per carrier `admit` lets into the context, on this tree or another's build.
// Round 65 adds carriers that hold the value plainly (a query string, a field line, `[key=…]`, `(key: …)`, a
// table cell: test/helpers/plain-carriers-r65.ts) and counts a password leaked when it is admitted or six of
// its characters in a row are left in what is admitted.
// Run: npm run build && node dist/bench/keyed-passwords.js [DIST]   (DIST: a built tree's dist/, default this
// one's; the passwords come from this tree's generator with a fixed seed, so two trees meet the same ones)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { leaked, PLAIN_CARRIERS, PLAIN_NAMES } from '../test/helpers/plain-carriers-r65.js';
import {
  KEYED_CARRIERS,
  MARKS,
  PASSWORD_KEYS,
  punctuatedPassword,
} from '../test/helpers/punctuated-passwords-r61.js';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const { verdictKind, outcome } = (await import(
  pathToFileURL(`${dist}/test/helpers/screen-admit.js`).href
)) as {
  verdictKind: (content: string) => string;
  outcome: (content: string) => { verdict: { kind: string }; envelope: { content: unknown } };
};
const PER_CARRIER = 600;
const passwords = fc.sample(punctuatedPassword(), { numRuns: PER_CARRIER, seed: 61 });
const NAMES = ['yaml "…"', '.env', 'JSON', "yaml '…'", '.ini', 'conn. string'];

console.log(`dist: ${dist}`);
console.log('| carrier | key | admitted of 600 |');
console.log('|---|---|---|');
let total = 0;
const byMark = new Map<string, number>();
for (const [c, carrier] of KEYED_CARRIERS.entries()) {
  for (const key of [PASSWORD_KEYS[0], PASSWORD_KEYS[2]]) {
    let admitted = 0;
    for (const pw of passwords) {
      if (verdictKind(carrier(key, pw)) !== 'ALLOW') continue;
      admitted++;
      for (const m of new Set(pw)) if (MARKS.includes(m)) byMark.set(m, (byMark.get(m) ?? 0) + 1);
    }
    total += admitted;
    console.log(`| ${NAMES[c]} | ${key} | ${admitted} |`);
  }
}
console.log(`| all | | ${total} of ${PER_CARRIER * KEYED_CARRIERS.length * 2} |`);
const marks = [...byMark].sort((a, b) => b[1] - a[1]).map(([m, k]) => `${m} ${k}`);
console.log(`admitted passwords holding each mark: ${marks.join(', ')}`);

console.log('');
console.log('| plain carrier | key | leaked of 600 (admitted, or 6+ characters left) |');
console.log('|---|---|---|');
let plainTotal = 0;
for (const [c, carrier] of PLAIN_CARRIERS.entries()) {
  for (const key of [PASSWORD_KEYS[0], PASSWORD_KEYS[3]]) {
    let leaks = 0;
    for (const pw of passwords) {
      const o = outcome(carrier(key, pw));
      const admitted = o.verdict.kind === 'QUARANTINE' ? undefined : String(o.envelope.content);
      if (leaked(pw, admitted)) leaks++;
    }
    plainTotal += leaks;
    console.log(`| ${PLAIN_NAMES[c]} | ${key} | ${leaks} |`);
  }
}
console.log(`| all | | ${plainTotal} of ${PER_CARRIER * PLAIN_CARRIERS.length * 2} |`);
