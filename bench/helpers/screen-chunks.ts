// bench/screen's two throughput sets, one definition for it and bench/screen-ab (the A/B times the sets the table reports).
import type { CorpusItem } from '../../test/corpus/corpus.js';

/** Families of the clean corpus that read like ordinary tool results (no talk of AI or instructions). */
export const TYPICAL: ReadonlySet<string> = new Set(['structured', 'logs', 'hashes-ids', 'minified', 'code']);

/** Distinct clean 4 kB results: consecutive slices of clean items written out in a fixed order. */
export function cleanChunks(items: CorpusItem[], count: number, families?: ReadonlySet<string>): string[] {
  const clean = items
    .filter((i) => i.kind === 'clean' && (!families || families.has(i.family)))
    .map((i) => i.text);
  let all = '';
  for (let k = 0; all.length < count * 4096; k++)
    all += `${clean[k % clean.length]}\n\n${k % 7 === 0 ? '\n' : ''}`;
  const chunks: string[] = [];
  // A fresh flat string each, as a result decoded from the wire would be (not a slice of a rope).
  for (let i = 0; i < count; i++) chunks.push(Buffer.from(all.slice(i * 4096, (i + 1) * 4096)).toString());
  return chunks;
}
