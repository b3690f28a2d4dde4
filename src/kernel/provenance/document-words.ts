// The user's word for a kind of document in the languages users write, as the English word a file's name
// uses (round 39: "Royalty ekstresindeki ... öde" names `royalty-statement-q2.txt`; a file is pointed to
// only where every word of its name is the user's, ledger.ts userPointed).
import { table } from '../table.js';

/** English document nouns, each with the leading letters of its words in other languages (diacritics folded). */
const DOCUMENT_STEMS: Readonly<Record<string, readonly string[]>> = table({
  // Turkish, French, German, Spanish, Italian, Portuguese, Dutch, Polish
  statement: ['ekstre', 'releve', 'kontoauszug', 'abrechnung', 'extracto', 'estratto', 'extrato', 'afschrift', 'wyciag'],
  lease: ['bail', 'mietvertrag', 'arrendamiento', 'locazione', 'locacao', 'huurcontract', 'najm', 'najem'],
  invoice: ['fatura', 'facture', 'rechnung', 'factura', 'fattura', 'factuur', 'faktur'],
  contract: ['sozlesme', 'contrat', 'vertrag', 'contrato', 'contratto', 'umow'],
  receipt: ['makbuz', 'quittung', 'recibo', 'ricevuta', 'kwit', 'paragon'],
  renewal: ['yenileme', 'renouvellement', 'verlangerung', 'renovacion', 'rinnovo', 'renovacao', 'verlenging', 'odnowien'],
  rent: ['kira', 'loyer', 'miete', 'alquiler', 'affitto', 'aluguel', 'huur', 'czynsz'],
}); // biome-ignore format: a word list reads better packed

/** Each stem (four letters or more) with its English noun, under its first four letters, longest first. */
const STEMS_BY_HEAD = new Map<string, (readonly [stem: string, noun: string])[]>();
for (const [noun, stems] of Object.entries(DOCUMENT_STEMS))
  for (const stem of stems) {
    const head = stem.slice(0, 4);
    const list = STEMS_BY_HEAD.get(head) ?? [];
    list.push([stem, noun]);
    list.sort((a, b) => b[0].length - a[0].length);
    STEMS_BY_HEAD.set(head, list);
  }

/** Letters folded as the stems are written: marks dropped, dotless i, Polish l, German sharp s. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');
}

/** At most this many document nouns a text names (a turn names one or two). */
const MAX_DOCUMENT_WORDS = 8;

/** The `word:` keys of the English document nouns a text's words in other languages name. */
export function documentWordKeys(text: string): string[] {
  const out = new Set<string>();
  for (const w of fold(text).match(/\p{L}{4,}/gu) ?? []) {
    if (out.size >= MAX_DOCUMENT_WORDS) break;
    // One map look-up a word: a turn of thousands of words costs no more than their reading.
    const hit = STEMS_BY_HEAD.get(w.slice(0, 4))?.find(([stem]) => w.startsWith(stem));
    if (hit !== undefined) out.add(`word:${hit[1]}`);
  }
  return [...out];
}

/**
 * A month as a file's name shortens it, with the month's names in the languages users write (round 42:
 * "the November job sheet" names `job_sheet_nov.csv`), diacritics folded.
 */
const MONTHS: Readonly<Record<string, readonly string[]>> = table({
  jan: ['january', 'januar', 'janvier', 'enero', 'gennaio', 'janeiro', 'januari'],
  feb: ['february', 'februar', 'febrero', 'febbraio', 'fevereiro', 'februari'],
  mar: ['march', 'marz', 'mars', 'marzo', 'marco', 'maart'],
  apr: ['april', 'avril', 'abril', 'aprile'],
  jun: ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  jul: ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  aug: ['august', 'augustus'],
  sep: ['september', 'septembre', 'septiembre', 'settembre', 'setembro'],
  sept: ['september', 'septembre', 'septiembre'],
  oct: ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  nov: ['november', 'novembre', 'noviembre', 'novembro'],
  dec: ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
}); // biome-ignore format: a word list reads better packed

/** The `word:` keys of the months a file name's shortened month (a `word:` key) stands for; none for any other word. */
export function monthWordKeys(key: string): readonly string[] {
  return (MONTHS[key.slice('word:'.length)] ?? []).map((m) => `word:${m}`);
}
