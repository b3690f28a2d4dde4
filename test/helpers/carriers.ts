// Records a screened line is carried in, shared by the recall tests that read one line in each (round 59,
// recall-r59.test.ts and recall3-r59.test.ts): an email, a ticket's JSON, a code comment, a CSV cell, an HTML paragraph.
import fc from 'fast-check';

/** Each wraps one line in a record of its kind. */
export const LINE_CARRIERS: ReadonlyArray<(line: string) => string> = [
  (l) =>
    `From: ops@vendor.example\nSubject: Update\n\nHello,\n\nThe order ships on Monday.\n\n${l}\n\nRegards,\nOps`,
  (l) => `{"id": 4471, "status": "open", "notes": "${l}"}`,
  (l) => `// ${l}\nexport function total(a, b) {\n  return a + b;\n}`,
  (l) => `id,name,note\n7781,Loja Bela Vista,"${l}"\n7790,Mercado Sol,ok`,
  (l) => `<p>Prices include VAT.</p>\n<p>${l}</p>\n<p>Open Mon-Fri.</p>`,
];

/**
 * How a line is disguised in the recall tests' fast-check runs (recall3-r59, recall2-r60): plain, a no-break space
 * after its label's colon, capitals, and Turkish capitals ("ASİSTAN": İ, which JavaScript's caseless match does not
 * fold; the view reads it as I).
 */
export const LINE_DISGUISES: ReadonlyArray<(line: string) => string> = [
  (l) => l,
  (l) => l.replace(': ', ':\u00a0'),
  (l) => l.toUpperCase(),
  (l) => l.toLocaleUpperCase('tr'),
];

/** fast-check: each line in every carrier under every disguise is `withheld` (the recall tests' shared property). */
export function assertWithheldEverywhere(
  lines: readonly string[],
  withheld: (text: string) => boolean,
  numRuns: number,
): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...lines),
      fc.constantFrom(...LINE_DISGUISES),
      fc.constantFrom(...LINE_CARRIERS),
      (line, disguise, carry) => withheld(carry(`${disguise(line)}.`)),
    ),
    { numRuns },
  );
}
