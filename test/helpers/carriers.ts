// Records a screened line is carried in, shared by the recall tests that read one line in each (round 59,
// recall-r59.test.ts and recall3-r59.test.ts): an email, a ticket's JSON, a code comment, a CSV cell, an HTML paragraph.

/** Each wraps one line in a record of its kind. */
export const LINE_CARRIERS: ReadonlyArray<(line: string) => string> = [
  (l) =>
    `From: ops@vendor.example\nSubject: Update\n\nHello,\n\nThe order ships on Monday.\n\n${l}\n\nRegards,\nOps`,
  (l) => `{"id": 4471, "status": "open", "notes": "${l}"}`,
  (l) => `// ${l}\nexport function total(a, b) {\n  return a + b;\n}`,
  (l) => `id,name,note\n7781,Loja Bela Vista,"${l}"\n7790,Mercado Sol,ok`,
  (l) => `<p>Prices include VAT.</p>\n<p>${l}</p>\n<p>Open Mon-Fri.</p>`,
];
