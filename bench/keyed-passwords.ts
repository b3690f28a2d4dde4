// Keyed passwords over letters, digits and punctuation (docs/screening.md, "Round 61 (secrets-r61)"): how
// many of 600 generated passwords per carrier `admit` lets into the context, on this tree or another's build.
// Run: npm run build && node dist/bench/keyed-passwords.js [DIST]   (DIST: a built tree's dist/, default this
// one's; the passwords come from this tree's generator with a fixed seed, so two trees meet the same ones)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import {
  KEYED_CARRIERS,
  MARKS,
  PASSWORD_KEYS,
  punctuatedPassword,
} from '../test/helpers/punctuated-passwords-r61.js';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const { verdictKind } = (await import(pathToFileURL(`${dist}/test/helpers/screen-admit.js`).href)) as {
  verdictKind: (content: string) => string;
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
