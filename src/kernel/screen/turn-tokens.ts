// A chat template's turn token respelled (docs/screening.md, 'Round 23: red team', 'Round 24: red team'):
// `< |im_start| >`, `<¦eot-id¦>`, `<||user||>`, `<im_start>`, `&lt;|im_start|&gt;`, `< start_of_turn >`,
// `[ INST ]` are read by a model as the token they spell, though no template writes them so and the
// markers' literal search (`MARKER_SIGNALS`) passes them. This reading writes each as its template spells
// it; the injection stage reads it beside the text, with every marker's context (a quotation, an example,
// a template's source) as it reads the token written plainly.
import { MARKER_SIGNALS } from './injection-signals.js';
import { TURN_ROLES } from './vocabulary.js';

/**
 * The names a template writes between `<|` and `|>`, by their letters alone (`imstart` is `<|im_start|>`),
 * then the compound names it writes between `<` and `>` alone (Gemma's `<start_of_turn>`, round 24).
 */
const TOKEN_NAMES: ReadonlyMap<string, readonly [name: string, token: string]> = new Map(
  [/^<\|([a-z_]+)\|>$/, /^<([a-z]+(?:_[a-z]+)+)>$/]
    .flatMap((shape) =>
      MARKER_SIGNALS.flatMap(([marker]) => {
        const name = shape.exec(marker)?.[1];
        return name === undefined ? [] : [[name.replace(/_/g, ''), [name, marker]] as const];
      }),
    )
    // The first shape's entry stands where both spell a name (`<|tool_call|>`, `<tool_call>`).
    .reverse(),
);

const B = String.raw`(?:[ \t]|\\t){0,3}`;
// `<`, `>` and `|` as a page or a string writes them too: a character reference or an escape, itself
// escaped in JSON (round 24).
const LT = String.raw`(?:[<‹]|&lt;|&#0{0,3}60;|&#[xX]0{0,2}3[cC];|\\{1,2}u003[cC]|\\{1,2}x3[cC])`;
const GT = String.raw`(?:[>›]|&gt;|&#0{0,3}62;|&#[xX]0{0,2}3[eE];|\\{1,2}u003[eE]|\\{1,2}x3[eE])`;
const PIPE = String.raw`(?:[|¦│┃∣ǀ]|&#0{0,3}124;|&#[xX]0{0,2}7[cC];|&vert;|&verbar;|\\{1,2}u007[cC])`;
const NAME = String.raw`[A-Za-z](?:[A-Za-z]|[-_ \u2581](?=[A-Za-z])){1,23}`;
/**
 * An opening bracket (`<` or its spellings; `[` with pipes), blanks (a JSON string's `\t` too), pipes (a
 * look-alike or two), blanks, a name of letters cut by single separators, blanks, pipes, blanks, the
 * closing bracket; a pipe on one side at least, or a name with `_` or `-` and no pipe (so code's
 * `Array<number>` is no match and costs no call). Each repetition bounded, so each start is tried in a
 * bounded number of steps.
 */
const RESPELLED = new RegExp(
  `(${LT}|\\[)${B}(?:(${PIPE}{1,2})${B}(${NAME})${B}(${PIPE}{0,2})|(${NAME})${B}(${PIPE}{1,2})|([A-Za-z]+_[A-Za-z_]{0,22}[A-Za-z])|([A-Za-z]+(?:-[A-Za-z]+){1,4}))${B}(${GT}|\\])`,
  'g',
);
const SEPARATORS = /[-_ \u2581]/g;
/** A role named right after a token, on its line (`<start-of-turn>model`). */
const ROLE_AFTER = new RegExp(String.raw`^[ \t]{0,3}(?:${TURN_ROLES.join('|')})\b`, 'i');

/**
 * Llama 2's tokens with blanks or in another case (`[ INST ]`, `[inst]`, `<< SYS >>`): the slash of a
 * closer, the name, the brackets (blanks as `B`). Bounded blanks: linear.
 */
const BRACKETED = new RegExp(`(\\[|<<)${B}(\\/?)${B}(inst|sys)${B}(\\]|>>)`, 'gi');

/** How a respelled name was written: between pipes, alone with `_` (the template's spelling), alone with `-`. */
type Shape = 'piped' | 'bare' | 'hyphened';

/**
 * The token `name` spells, or undefined. Without a pipe only a compound name spelled as the template
 * spells it is one (`<im_start>`), or one spelled with `-` that a role follows (`<start-of-turn>model`) or
 * that closes a turn (`<end-of-turn>`):
 * `<user>` is an XML element, `<tool-call>` a web component.
 */
function tokenOf(name: string, shape: Shape, after: string): string | undefined {
  const lower = name.toLowerCase();
  const entry = TOKEN_NAMES.get(lower.replace(SEPARATORS, ''));
  if (entry === undefined) return undefined;
  const [spelled, token] = entry;
  if (shape === 'bare' && (lower !== spelled || !spelled.includes('_'))) return undefined;
  // A closer (`<end-of-turn>`, round 25) ends the turn it closes: no role after it to read.
  const closer = spelled.startsWith('end_');
  if (shape === 'hyphened' && (!spelled.includes('_') || (!closer && !ROLE_AFTER.test(after))))
    return undefined;
  return token;
}

/** The text with each respelled turn token written as its template spells it; undefined when none is. */
export function turnTokenReading(text: string): string | undefined {
  let changed = false;
  let read = text;
  // Native searches first: most results hold none of what opens a token (a regular expression's scan costs more).
  const opens =
    text.includes('<') ||
    text.includes('‹') ||
    text.includes('&') ||
    text.includes('\\') ||
    (text.includes('[') && text.includes('|'));
  if (opens)
    read = read.replace(
      RESPELLED,
      (
        whole,
        open: string,
        _o,
        piped?: string,
        _c?,
        closed?: string,
        _p?,
        bare?: string,
        hyphened?: string,
        close?: string,
        at?: number,
      ) => {
        // `[` and `]` only around pipes (`[|im_start|]`): `d[im_start]` indexes a map.
        if (
          (open === '[' || close === ']') &&
          (open !== '[' || close !== ']' || bare !== undefined || hyphened !== undefined)
        )
          return whole;
        const shape: Shape = bare !== undefined ? 'bare' : hyphened !== undefined ? 'hyphened' : 'piped';
        const after = text.slice(at! + whole.length, at! + whole.length + 16);
        const token = tokenOf(piped ?? closed ?? bare ?? hyphened!, shape, after);
        if (token === undefined || whole.toLowerCase() === token) return whole;
        changed = true;
        return token;
      },
    );
  if (read.includes('[') || read.includes('<<')) {
    const bracketed = bracketedReading(read);
    if (bracketed !== undefined) {
      changed = true;
      read = bracketed;
    }
  }
  return changed ? read : undefined;
}

/**
 * Llama 2's `[INST]`, `[/INST]`, `<<SYS>>`, `<</SYS>>` respelled. In capitals with blanks each is read
 * alone; in another case (`[inst]` indexes a map, `[Inst]` is a list) only where the text holds both an
 * opener and a closer of its name, as a template writes them around a turn.
 */
function bracketedReading(text: string): string | undefined {
  const seen = { inst: 0, sys: 0 };
  const found: RegExpExecArray[] = [];
  BRACKETED.lastIndex = 0;
  for (let m = BRACKETED.exec(text); m !== null; m = BRACKETED.exec(text)) {
    const name = m[3]!.toLowerCase() as 'inst' | 'sys';
    // `[` goes with `inst` and `]`, `<<` with `sys` and `>>`.
    if ((m[1] === '[') !== (name === 'inst') || (m[4] === ']') !== (name === 'inst')) continue;
    seen[name] |= m[2] === '/' ? 2 : 1;
    found.push(m);
  }
  let changed = false;
  let out = '';
  let last = 0;
  for (const m of found) {
    const name = m[3]!.toLowerCase() as 'inst' | 'sys';
    const token = name === 'inst' ? `[${m[2]}INST]` : `<<${m[2]}SYS>>`;
    if (m[0] === token) continue;
    if (m[3] !== m[3]!.toUpperCase() && seen[name] !== 3) continue;
    out += text.slice(last, m.index) + token;
    last = m.index + m[0].length;
    changed = true;
  }
  return changed ? out + text.slice(last) : undefined;
}
