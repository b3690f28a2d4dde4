// A chat template's turn token respelled (docs/screening.md, 'Round 23: red team'): `< |im_start| >`,
// `<¦eot-id¦>`, `<||user||>`, `<im_start>` are read by a model as the token they spell, though no template
// writes them so and the markers' literal search (`MARKER_SIGNALS`) passes them. This reading writes each
// as its template spells it; the injection stage reads it beside the text, with every marker's context
// (a quotation, an example, a template's source) as it reads the token written plainly.
import { MARKER_SIGNALS } from './injection-signals.js';

/** The names a template writes between `<|` and `|>`, by their letters alone (`imstart` is `im_start`). */
const TOKEN_NAMES: ReadonlyMap<string, string> = new Map(
  MARKER_SIGNALS.flatMap(([marker]) => {
    const name = /^<\|([a-z_]+)\|>$/.exec(marker)?.[1];
    return name === undefined ? [] : [[name.replace(/_/g, ''), name] as const];
  }),
);

const B = String.raw`(?:[ \t]|\\t){0,3}`;
const PIPES = '[|¦│┃∣ǀ]';
const NAME = String.raw`[A-Za-z](?:[A-Za-z]|[-_ \u2581](?=[A-Za-z])){1,23}`;
/**
 * `<`, blanks (a JSON string's `\t` too), pipes (a look-alike or two), blanks, a name of letters cut by
 * single separators, blanks, pipes, blanks, `>`; a pipe on one side at least, or a name with `_` and no
 * pipe (so code's `Array<number>` is no match and costs no call). Each repetition bounded, so each start
 * is tried in a bounded number of steps.
 */
const RESPELLED = new RegExp(
  `[<‹]${B}(?:(${PIPES}{1,2})${B}(${NAME})${B}(${PIPES}{0,2})|(${NAME})${B}(${PIPES}{1,2})|([A-Za-z]+_[A-Za-z_]{0,22}[A-Za-z]))${B}[>›]`,
  'g',
);
const SEPARATORS = /[-_ \u2581]/g;

/**
 * The token `name` spells between `pipes`, or undefined. Without a pipe only a compound name spelled as
 * the template spells it is one (`<im_start>`): `<user>` and `<tool-call>` are a document's elements.
 */
function tokenOf(name: string, pipes: boolean): string | undefined {
  const lower = name.toLowerCase();
  const token = TOKEN_NAMES.get(lower.replace(SEPARATORS, ''));
  if (token === undefined || (!pipes && (lower !== token || !token.includes('_')))) return undefined;
  return `<|${token}|>`;
}

/** The text with each respelled turn token written as its template spells it; undefined when none is. */
export function turnTokenReading(text: string): string | undefined {
  if (!text.includes('<') && !text.includes('‹')) return undefined;
  let changed = false;
  const read = text.replace(
    RESPELLED,
    (whole: string, _o, piped?: string, _c?, closed?: string, _p?, bare?: string) => {
      const token = tokenOf(piped ?? closed ?? bare!, bare === undefined);
      if (token === undefined || whole.toLowerCase() === token) return whole;
      changed = true;
      return token;
    },
  );
  return changed ? read : undefined;
}
