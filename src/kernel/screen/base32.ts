// Base32 a text asks its reader to decode (docs/screening.md, 'Round 21: red team'). A model does not read
// base32 unasked (unlike base64, which it decodes on sight, and which the view decodes always): the runs
// are decoded only where the text names base32, at most MAX_RUNS runs and MAX_CHARS characters of them.

/** The text names the encoding (`base32`, `Base-32`, `BASE32`): a literal search, no repetition. */
const ASKS = /base-?32/i;
/** A run of RFC 4648 base32: capitals and 2..7, at least 16 (ten bytes), its padding after. */
const RUN = /[A-Z2-7]{16,}/g;
const MAX_RUNS = 16;
const MAX_CHARS = 64 * 1024;

/** What the base32 runs of `text` spell, one to a line, when the text names base32 and they decode to text. */
export function base32Asked(text: string): string | undefined {
  if (!ASKS.test(text)) return undefined;
  const lines: string[] = [];
  let read = 0;
  RUN.lastIndex = 0;
  for (
    let m = RUN.exec(text);
    m !== null && lines.length < MAX_RUNS && read < MAX_CHARS;
    m = RUN.exec(text)
  ) {
    const run = m[0].slice(0, MAX_CHARS - read);
    read += run.length;
    const decoded = decodeBase32(run);
    if (decoded !== undefined) lines.push(decoded);
  }
  return lines.length === 0 ? undefined : lines.join('\n');
}

/** The run's bytes as text, when nine in ten of them are printable ASCII (else undefined). */
function decodeBase32(run: string): string | undefined {
  let acc = 0;
  let bits = 0;
  let out = '';
  let printable = 0;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    acc = ((acc << 5) | (c >= 65 ? c - 65 : c - 24)) & 0xffff;
    bits += 5;
    if (bits < 8) continue;
    bits -= 8;
    const byte = (acc >> bits) & 0xff;
    if ((byte >= 32 && byte < 127) || byte === 9 || byte === 10 || byte === 13) printable++;
    out += String.fromCharCode(byte);
  }
  return out.length >= 8 && printable >= out.length * 0.9 ? out : undefined;
}
