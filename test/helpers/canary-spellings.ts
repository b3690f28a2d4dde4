// The leak sweeps' canary (test/redteam-leak-sweep-r51.test.ts, -r52): drawn by fast-check, and every
// spelling a leak of it could take in a log, a journal row, a metric or an error body.
import fc from 'fast-check';
import { runsOf } from './deep.js';

/** The canary: letters and digits around a character every encoding spells differently. */
export const canaries = fc.sample(
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]{10}$/),
      fc.constantFrom('é', '~', ' ', '"', '/', '+'),
      fc.stringMatching(/^[A-Z0-9]{10}$/),
    )
    .map(([a, mid, b]) => `cq${a}${mid}${b}`),
  { numRuns: runsOf(4, 24) },
);

/** Every spelling of `c` a leak could take. */
export function spellings(c: string): string[] {
  const bytes = Buffer.from(c, 'utf8');
  const out = new Set<string>([
    c,
    JSON.stringify(c).slice(1, -1),
    JSON.stringify(c)
      .slice(1, -1)
      .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    encodeURIComponent(c),
    encodeURI(c),
    c.slice(0, 12),
    c.slice(-10),
  ]);
  // base64 of the canary at each of the three alignments it can sit at in a longer text.
  for (let pad = 0; pad < 3; pad++) {
    const b64 = Buffer.concat([Buffer.alloc(pad), bytes]).toString('base64');
    const from = pad === 0 ? 0 : Math.ceil((pad * 4) / 3) + 1;
    out.add(b64.slice(from, from + Math.floor(((bytes.length - 2) * 4) / 3)));
  }
  return [...out].filter((s) => s.length >= 8);
}

/** Where in `places` (name, text, secrets) any spelling of a secret occurs, with the text around it. */
export function leaks(places: ReadonlyArray<readonly [string, string, readonly string[]]>): string[] {
  const hits: string[] = [];
  for (const [where, text, secrets] of places)
    for (const secret of secrets)
      for (const spelled of spellings(secret))
        if (text.includes(spelled)) {
          const at = text.indexOf(spelled);
          hits.push(
            `${where}: ${JSON.stringify(spelled)} in …${text.slice(Math.max(0, at - 120), at + 60)}…`,
          );
        }
  return hits;
}
