// A word list's entries as literals inside one regex alternation (the screen's readers build several).

/** `text` with every character a regex reads as syntax escaped. */
export const regexLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
