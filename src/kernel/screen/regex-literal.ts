// A word list's entries as literals inside one regex alternation (the screen's readers build several).

/** `text` with every character a regex reads as syntax escaped. */
export const regexLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words as one alternation of literals (no quantifier: each start position costs at most the longest word). */
export const alternation = (words: Iterable<string>): string => Array.from(words, regexLiteral).join('|');

/** The distinct words, longest first (where two start alike the longer is found), as one literal expression. */
export function literalAlternation(words: Iterable<string>, flags: string): RegExp {
  return new RegExp(alternation([...new Set(words)].sort((a, b) => b.length - a.length)), flags);
}
