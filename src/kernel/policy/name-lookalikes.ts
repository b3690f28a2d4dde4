// The names a manifest matches against what the wires carry (tool names, prefixes, argument and field
// names) may not be lookalikes. A name mixing Latin letters with Cyrillic, Greek, Armenian or Cherokee
// ones (`Bаsh` with a Cyrillic а) or holding a compatibility form (fullwidth `Ｒead`, mathematical `𝐁ash`,
// a ligature: NFKC changes them) reads to its reviewer as another name and matches nothing a client
// sends, so a deny or rule of it refuses nothing. Refused at load, not folded: gate matches names as the
// client spells them, and a folded match would make two names one (docs/policy.md, "Lookalike names").
// Round 45: a name whose every character outside ASCII is the twin of an ASCII letter (`сору` wholly in
// Cyrillic, `ʙash` with a Latin small capital) reads as that ASCII name and is refused too, and so is a name
// holding an invisible character (a default-ignorable code point: a tag, a variation selector, a filler).
// The same test guards tool names a downstream MCP server lists (src/tools/connection.ts). Pure.
import { CONFUSABLES } from '../screen/confusables.js';
import type { Manifest } from './types.js';

const NOT_ASCII = /[^\x20-\x7e]/;
const NOT_ASCII_ALL = /[^\x20-\x7e]/gu;
const LETTER = /\p{L}/gu;
/** Drawn as nothing (Unicode's Default_Ignorable_Code_Point: tags, variation selectors, fillers, joiners). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** The scripts whose letters pass for Latin ones; any other script's letters count as one more. */
const LOOKALIKE_SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

/** A space of any kind (an end of a name shows none), or punctuation, a symbol or a spacing modifier outside ASCII. */
const UNSEEN_OR_DRAWN_AS_ASCII = /\s|(?![\x20-\x7e])[\p{P}\p{S}\u02B0-\u02FF]/u;

/**
 * Why a tool name a downstream MCP server lists reads as another, or undefined: `lookalike`, and (round 47)
 * a space anywhere (`read_notes ` lists beside `read_notes` as the same name to a reader) or punctuation
 * drawn like ASCII's (`read‐notes` with U+2010 beside `read-notes`, `readˍnotes` beside `read_notes`).
 * Not for a manifest's names: the client spells those, and a space or dash in one is the client's to write.
 */
export function lookalikeToolName(name: string): string | undefined {
  const why = lookalike(name);
  if (why !== undefined) return why;
  return UNSEEN_OR_DRAWN_AS_ASCII.test(name)
    ? 'holds a space, or punctuation outside ASCII drawn like ASCII punctuation'
    : undefined;
}

/** Why `name` is a lookalike, or undefined: ASCII names (all but a few) are read without a pass. */
export function lookalike(name: string): string | undefined {
  if (!NOT_ASCII.test(name)) return undefined;
  if (INVISIBLE.test(name)) return 'holds an invisible character (a default-ignorable code point)';
  if (name.normalize('NFKC') !== name)
    return 'holds a compatibility form (fullwidth, mathematical, a ligature: NFKC changes it)';
  const twin = asciiTwin(name);
  if (twin !== undefined) return `is written in letters that all have ASCII twins (${twin})`;
  const scripts = new Set<string>();
  for (const [letter] of name.matchAll(LETTER)) {
    scripts.add(LOOKALIKE_SCRIPTS.find(([, re]) => re.test(letter))?.[0] ?? 'another script');
  }
  // Latin beside Han or Arabic misleads no one; beside a script with Latin's shapes, it does.
  const misleading = scripts.size > 1 && [...scripts].some((s) => s !== 'Latin' && s !== 'another script');
  return misleading ? `mixes the letters of ${[...scripts].sort().join(' and ')}` : undefined;
}

/**
 * The ASCII name `name` reads as when every character outside ASCII is a confusable twin of an ASCII letter
 * (UTS #39's whole-script confusable, on the project's table of letters drawn as Latin ones), else
 * undefined. One letter without a twin (`п`, `検`) makes it a name of its own: `поиск` loads.
 */
function asciiTwin(name: string): string | undefined {
  let twin = '';
  for (const c of name) {
    const ascii = c.charCodeAt(0) < 0x80 ? c : CONFUSABLES.get(c);
    if (ascii === undefined) return undefined;
    twin += ascii;
  }
  return JSON.stringify(twin.length > 80 ? twin.slice(0, 80) : twin);
}

/** One problem line per name of `manifest` that is a lookalike. */
export function lookalikeNames(manifest: Manifest, prefix: string): string[] {
  const problems: string[] = [];
  const check = (name: string | undefined, at: string, what: string) => {
    const why = name === undefined ? undefined : lookalike(name);
    if (why === undefined || name === undefined) return;
    problems.push(
      `${prefix}${at}: ${what} ${escapedName(name)} ${why}, so it reads as a name it is not; write it in one script`,
    );
  };
  const each = (names: readonly string[] | undefined, at: string, what: string) =>
    names?.forEach((name, i) => {
      check(name, `${at}[${i}]`, what);
    });
  each(manifest.allow, 'allow', 'tool name');
  each(manifest.allow_prefix, 'allow_prefix', 'prefix');
  each(Object.keys(manifest.deny), 'deny', 'tool name');
  each(manifest.safe_sinks, 'safe_sinks', 'tool name');
  each(Object.keys(manifest.sources), 'sources', 'tool name');
  each(manifest.redact_fields, 'redact_fields', 'field name');
  manifest.arg_rules.forEach((rule, i) => {
    check(rule.tool, `arg_rules[${i}].tool`, 'tool name');
    each(rule.tools, `arg_rules[${i}].tools`, 'tool name');
    check(rule.arg, `arg_rules[${i}].arg`, 'argument name');
    rule.bind?.forEach((pair, j) => {
      check(pair.tool, `arg_rules[${i}].bind[${j}].tool`, 'tool name');
      each(pair.tools, `arg_rules[${i}].bind[${j}].tools`, 'tool name');
      check(pair.arg, `arg_rules[${i}].bind[${j}].arg`, 'argument name');
    });
  });
  manifest.sinks?.forEach((sink, i) => {
    each(sink.tools, `sinks[${i}].tools`, 'tool name');
    each(sink.args, `sinks[${i}].args`, 'argument name');
  });
  return problems;
}

/** The name cut to 80 characters, each character outside ASCII written as its code point: `B\u{430}sh`. */
export function escapedName(name: string): string {
  const shown = name.length > 80 ? name.slice(0, 80) : name;
  const text = JSON.stringify(shown).replace(
    NOT_ASCII_ALL,
    (c) => `\\u{${(c.codePointAt(0) as number).toString(16)}}`,
  );
  return name.length > 80 ? `${text}… (${name.length} characters)` : text;
}
