// A vocabulary table: each word once, with a bit per reader that takes it (docs/screening.md, 'Vocabulary').

/** Rows of a word and the bits of the readers that take it. */
export type WordTable = ReadonlyArray<readonly [string, number]>;

/** The words of `table` that the reader with bit `reader` takes, in the table's order. */
export const wordsFor = (table: WordTable, reader: number): string[] =>
  table.filter(([, r]) => r & reader).map(([w]) => w);
