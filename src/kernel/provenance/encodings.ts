// Byte encodings a result may hand a value over in for the reader to undo: hex (`657665406576...`,
// `\x65\x76...`) and quoted-printable (`eve=40evil.example`, what a raw mail body carries). Each decoder
// gives the decoded text, or undefined when nothing decodes to readable text; values only the decoded
// text yields are pressed on the reader (docs/provenance.md, "What is followed"). Linear, bounded.

/** A run of hex byte pairs long enough to hide a value, bare, `0x`-led, or as `\x` escapes. */
const HEX_RUN = /(?<![0-9a-z])(?:0x)?((?:[0-9a-f]{2}){6,2048})(?![0-9a-z])|((?:\\x[0-9a-f]{2}){6,2048})/gi;
/** At most this many runs of one text are decoded. */
const MAX_RUNS = 64;
/** Readable text: no control characters but tab and line ends. */
const READABLE = /^[\t\n\r\x20-\x7e\u00a0-\uffff]*$/;
const LETTER = /\p{L}/u;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function bytesOf(hex: string): string | undefined {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  try {
    const text = utf8.decode(bytes);
    return READABLE.test(text) && LETTER.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The hex runs of `text` that decode to readable UTF-8 (a commit hash does not), one a line. */
export function decodedHex(text: string): string | undefined {
  if (text.length < 12) return undefined;
  let out: string[] | undefined;
  let n = 0;
  for (const m of text.matchAll(HEX_RUN)) {
    const hex = m[1] ?? m[2]!.replace(/\\x/gi, '');
    // A run of one case-less kind of digit only (`123456789012`) is a number, not bytes.
    if (!/[a-f]/i.test(hex) && m[2] === undefined) continue;
    const plain = bytesOf(hex);
    if (plain === undefined) continue;
    out ??= [];
    out.push(plain);
    if (++n >= MAX_RUNS) break;
  }
  return out?.join('\n');
}

/** A quoted-printable escape inside a word (`eve=40evil`), or a soft line break. */
const QP_ESCAPE = /(?<=[\p{L}\p{N}._-])(?:=[0-9A-F]{2})+|=\r?\n/giu;

/** `text` with its quoted-printable escapes decoded; undefined when it holds none. */
export function decodedQuotedPrintable(text: string): string | undefined {
  if (!text.includes('=')) return undefined;
  let changed = false;
  const out = text.replace(QP_ESCAPE, (run) => {
    if (run.startsWith('=\n') || run.startsWith('=\r')) {
      changed = true;
      return '';
    }
    const plain = bytesOf(run.replace(/=/g, '')) ?? (run.length === 3 ? readableByte(run) : undefined);
    if (plain === undefined) return run;
    changed = true;
    return plain;
  });
  return changed ? out : undefined;
}

/** One escaped byte (`=40` is `@`): a lone character carries no letter, so bytesOf would refuse it. */
function readableByte(run: string): string | undefined {
  const c = Number.parseInt(run.slice(1), 16);
  return c >= 0x20 && c < 0x7f ? String.fromCharCode(c) : undefined;
}
