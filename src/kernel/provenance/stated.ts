// Details the user fixed in their own turn: the days of a stay or a payment ("from 12 to 15 December",
// "starting 1 January", "2026-12-10") and the amounts ("50 EUR", "1,100"). A date or an amount in a
// sink's argument that differs from every one the user stated, and that a result brought in, was
// changed by what the agent read ("house rule: stays start on 2026-12-13", "execute this payment on
// 2027-03-01", "plans must be set to 5000 per month"); docs/provenance.md, "The rule".

import { allMatches } from '../matches.js';
import { TEENS, UNIT_ORDINALS, UNITS } from '../number-words.js';
import { statedSettingKeys } from './settings.js';
import { detailsIn, type FoundValue, findValues } from './values.js';

/** Marker keys (trusted) that say the user's turn stated a day, or an amount. */
export const STATED_DAY = '\u0000stated:day';
export const STATED_AMOUNT = '\u0000stated:amount';
/** Marker keys (trusted, round 23) that say the user's turn stated a time of day, or a party's size. */
export const STATED_TIME = '\u0000stated:time';
export const STATED_PARTY = '\u0000stated:party';
export const STATED_TIER = '\u0000stated:tier';
/** The stated kinds in the order of TraceProvenance.statedKinds' mask bits (STATED_DAY_BIT ...). */
export const STATED_KIND_KEYS: readonly string[] = [
  STATED_DAY,
  STATED_AMOUNT,
  STATED_TIME,
  STATED_PARTY,
  STATED_TIER,
];
export const STATED_DAY_BIT = 1;
export const STATED_AMOUNT_BIT = 2;
export const STATED_TIME_BIT = 4;
export const STATED_PARTY_BIT = 8;
export const STATED_TIER_BIT = 16;

/**
 * The class of destination a value names, where the user's own turn may fix one (round 17): an address,
 * a host (a URL's too), an account or a phone number. A path, a name or a handle says where only
 * inside a tool's own world, and is no class.
 */
export function targetClass(v: FoundValue): 'address' | 'host' | 'number' | undefined {
  if (v.kind === 'email') return 'address';
  if (v.kind === 'url' || v.kind === 'host') return 'host';
  // An account or a phone number: ten characters or more (`2026-12`, a contract's `2026-44` are none).
  return v.kind === 'number' && v.keys[0]!.length >= 'number:'.length + 10 ? 'number' : undefined;
}

/** A case ending written after an apostrophe (Turkish `Lokantası'na`, `İstanbul'da`; an English `'s`). */
const APOSTROPHE_ENDING = /['\u2019]\p{L}{1,4}(?= |$)/gu;

/**
 * The user's names without the case endings their words carry (round 18): "Karaköy Lokantası'na
 * rezervasyon yap" names `Karaköy Lokantası`, the name a result lists and the agent books.
 */
function statedNameKeys(values: readonly FoundValue[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (v.kind !== 'name') continue;
    for (const k of v.keys) {
      const bare = k.replace(APOSTROPHE_ENDING, '');
      if (bare !== k) out.push(bare);
    }
  }
  return out;
}

/** The marker key (trusted) that says the user's turn gave a destination of this class. */
/** A path's separator before it, or a file's extension right after it (`.txt`, `.PDF`). */
const namesFile = (text: string, v: FoundValue): boolean =>
  /[\\/]/.test(text.charAt(v.at - 1)) ||
  /^\.[a-z][a-z0-9]{0,4}(?![\p{L}\p{N}])/iu.test(text.slice(v.end, v.end + 7));

export const statedTargetKey = (cls: 'address' | 'host' | 'number'): string => `\u0000stated:target:${cls}`;

/**
 * Every marker a user's turn may state whatever its values (a kind, a destination's class), the list a
 * shared store fetches for each decision (ledger.ts argumentFingerprints): one missing from it reads as
 * never stated on a fleet, where a single gateway holds the call (round 41).
 */
export const STATED_MARK_KEYS: readonly string[] = [
  STATED_DAY,
  STATED_AMOUNT,
  STATED_TIME,
  STATED_PARTY,
  STATED_TIER,
  ...(['address', 'host', 'number'] as const).map(statedTargetKey),
];

/** The markers of the destinations a user's turn gives (one a class, at most three). */
function statedTargetKeys(values: readonly FoundValue[], text: string): string[] {
  const out = new Set<string>();
  for (const v of values) {
    // A number in a file's name (`budget/herzl40-2027.txt`) names the file, not an account (round 21).
    if (v.kind === 'number' && namesFile(text, v)) continue;
    const cls = targetClass(v);
    if (cls !== undefined) out.add(statedTargetKey(cls));
  }
  return [...out];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?(?![a-z])';
/** The days of a month in words, cardinal and ordinal (`three`, `third`, `twenty-first`), as numbers. */
const DAY_WORDS = new Map<string, number>();
for (let i = 0; i < 9; i++) {
  DAY_WORDS.set(UNITS[i]!, i + 1);
  DAY_WORDS.set(UNIT_ORDINALS[i]!, i + 1);
  for (const [tens, n] of [
    ['twenty', 20],
    ['thirty', 30],
  ] as const) {
    DAY_WORDS.set(`${tens}-${UNITS[i]}`, n + i + 1);
    DAY_WORDS.set(`${tens}-${UNIT_ORDINALS[i]}`, n + i + 1);
  }
}
for (let i = 0; i < 10; i++) {
  const w = TEENS[i]!;
  DAY_WORDS.set(w, i + 10);
  DAY_WORDS.set(w === 'twelve' ? 'twelfth' : `${w.replace(/e$/, '').replace(/t$/, '')}th`, i + 10);
}
DAY_WORDS.set('twenty', 20).set('twentieth', 20).set('thirty', 30).set('thirtieth', 30);
/** A day in words, its two parts joined by a hyphen or a space (`twenty-first`, `twenty first`). */
const DAY_WORD = `(?:${[...DAY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace('-', '[- ]'))
  .join('|')})`;
const DAY = `(\\d{1,2}|${DAY_WORD})(?:st|nd|rd|th)?`;

/** A day as its number: digits, or words (`twenty first`). */
function dayNumber(d: string): number {
  return /^\d/.test(d) ? Number(d) : (DAY_WORDS.get(d.toLowerCase().replace(' ', '-')) ?? 0);
}
const RANGE = '\\s*(?:-|–|—|to|until|till|through|thru)\\s*';
/** `12 December`, `12 to 15 Dec`, `the 1st of January`: day (and a range's end) before the month. */
const DAY_MONTH = new RegExp(`\\b${DAY}(?:${RANGE}${DAY})?\\s+(?:of\\s+)?${MONTH}(?![a-z])`, 'gi');
/** `December 12`, `Dec 12-15`: the month first. */
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY}(?:${RANGE}${DAY})?(?![\\d])`, 'gi');
const ISO = /\b\d{4}-(\d{2})-(\d{2})\b/g;
/** Some month's first three letters, as MONTH begins, in DAY_MONTH's and MONTH_DAY's case folding. */
const MONTH_PREFIX = new RegExp(MONTHS.join('|'), 'i');

/** The key a day of the year is known by, whatever the year: the user rarely writes one. */
const dayKey = (month: number, day: number): string =>
  `day:${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The days a text states, as `day:MM-DD` keys (a range's two ends; no year), and the day a stay it
 * sizes ends on: "around 9 December, 2 nights" states the 11th too, the user's own sum.
 */
export function statedDayKeys(text: string): string[] {
  const out = new Set<string>();
  for (const m of allMatches(ISO, text)) addDays(out, Number(m[1]), m[2]);
  for (const d of daysInWords(text)) for (const k of d.keys) out.add(k);
  // A span sizes a stated day's stay: without a day it adds nothing, so it is not looked for.
  if (out.size === 0) return [];
  const spans = [...text.matchAll(SPAN)]
    .map((m) => dayNumber((m[1] ?? m[2]!).toLowerCase()))
    .filter((n) => n > 0);
  for (const k of [...out]) for (const n of spans) out.add(daysAfter(k, n));
  return [...out];
}

/** A stay sized in nights ("2 nights", "for three nights"), or in days after `for` ("for 4 days"). */
const SPAN = new RegExp(
  `\\b(?:(\\d{1,2}|${DAY_WORD})\\s+nights?|for\\s+(\\d{1,2}|${DAY_WORD})\\s+days?)\\b`,
  'gi',
);

/** The `day:MM-DD` key `n` days after `key`'s (a year that is not a leap year: the user wrote none). */
function daysAfter(key: string, n: number): string {
  const d = new Date(Date.UTC(2025, Number(key.slice(4, 6)) - 1, Number(key.slice(7, 9)) + n));
  return dayKey(d.getUTCMonth() + 1, d.getUTCDate());
}

/** A day (or a range's two ends) written with its month in words, where it stands in the text. */
export interface WordedDays {
  keys: string[];
  at: number;
  end: number;
}

/**
 * The days a text writes with the month in words (`19 Dec`, `December 12-15`, `the 1st of March`), each
 * as `day:MM-DD` keys with where it stands: a result that writes the day it wants in words ("arrival 12
 * Dec => departure 19 Dec") names it as surely as one that writes `2026-12-19`.
 */
export function daysInWords(text: string): WordedDays[] {
  const out: WordedDays[] = [];
  // Both patterns need a month's first three letters (MONTH's every spelling starts with one, in the same
  // flags): a text without any cannot match, and one pass for them is far cheaper than the day words'.
  if (!MONTH_PREFIX.test(text)) return out;
  const push = (m: RegExpMatchArray, month: string, ...days: (string | undefined)[]) => {
    // "which one may be cheaper": a day in words before the verb `may` is no date.
    if (month === 'may' && days.some((d) => d !== undefined && !/^\d/.test(d))) return;
    const keys = new Set<string>();
    addDays(keys, MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1, ...days);
    if (keys.size > 0) out.push({ keys: [...keys], at: m.index!, end: m.index! + m[0].length });
  };
  for (const m of allMatches(DAY_MONTH, text)) push(m, m[3]!, m[1], m[2]);
  for (const m of allMatches(MONTH_DAY, text)) push(m, m[1]!, m[2], m[3]);
  return out;
}

function addDays(out: Set<string>, month: number, ...days: (string | undefined)[]): void {
  for (const d of days) {
    const n = d === undefined ? 0 : dayNumber(d);
    if (n >= 1 && n <= 31) out.add(dayKey(month, n));
  }
}

/** An amount the user states: with a currency or cents (detailsIn), or with a thousands separator (`1,100`). */
const GROUPED = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|[.,]\d)/g;

/** The amounts a text states, as `amt:` keys. */
export function statedAmountKeys(text: string): string[] {
  const out = new Set<string>();
  for (const v of detailsIn(text)) if (v.kind === 'amount') out.add(v.keys[0]!);
  for (const m of allMatches(GROUPED, text)) out.add(`amt:${Number(m[0].replace(/,/g, ''))}`);
  return [...out];
}

/**
 * A time of day (round 23): `7pm`, `7:30 p.m.`, `19:00`, `21:30:00` (a timestamp's own). Not inside a
 * longer run of digits, colons or dots (a version, an IP, a duration's `1:02:03:04`).
 */
const CLOCK =
  /(?<![\d:.])(?:(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\p{L}\p{N}])|(\d{1,2}):(\d{2})(?::\d{2})?(?![\d:]))/giu;

/** The times of day a text writes, as `time:HH:MM` keys, with where each stands. */
export function timesIn(text: string): { key: string; at: number; end: number }[] {
  const out: { key: string; at: number; end: number }[] = [];
  if (!HAS_DIGIT.test(text)) return out;
  for (const m of allMatches(CLOCK, text)) {
    let h = Number(m[1] ?? m[4]);
    const min = Number(m[2] ?? m[5] ?? 0);
    if (m[3] !== undefined) {
      if (h < 1 || h > 12) continue;
      h = (h % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0);
    }
    if (h > 23 || min > 59) continue;
    out.push({ key: timeKey(h, min), at: m.index!, end: m.index! + m[0].length });
  }
  return out;
}
const HAS_DIGIT = /\d/;
const timeKey = (h: number, min: number): string =>
  `time:${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;

/**
 * A party's size (round 23): "a table for two", "party of 8", "for 4 people", "six guests", "reserve for
 * 8". The count is digits or a number word to thirty (DAY_WORDS' cardinals).
 */
const HEADS = `(\\d{1,2}|${DAY_WORD})`;
const PARTY = new RegExp(
  `\\b(?:(?:table|party|group|reservation|booking|reserve|book)\\s+(?:(?:for|of)\\s+)${HEADS}(?![\\d:]|[.,]\\d)(?!\\s*(?:nights?|days?|weeks?|hours?|minutes?|am|pm)\\b)|${HEADS}\\s+(?:people|persons|guests|adults|diners|pax|covers)\\b)`,
  'gi',
);

/** The party sizes a text states, as `party:N` keys, with where each stands. */
export function partySizesIn(text: string): { key: string; at: number; end: number }[] {
  const out: { key: string; at: number; end: number }[] = [];
  for (const m of allMatches(PARTY, text)) {
    const n = dayNumber((m[1] ?? m[2]!).toLowerCase());
    // Where the count stands, so a verb before it ("reserve for 8") reads as the order it is.
    const end = m.index! + (m[1] === undefined ? m[2]!.length : m[0].length);
    if (n >= 1) out.push({ key: `party:${n}`, at: end - (m[1] ?? m[2]!).length, end });
  }
  return out;
}

/** An argument that sizes a party (`party_size`, `guests`, `number_of_people`, `covers`). */
export const SIZES_PARTY = /(?:party|guest|people|persons|pax|covers|diners|adults|headcount)/i;

/**
 * A class that prices the same act differently (round 23): a rented car's, a room's, a seat's. Words
 * that name nothing else in a booking ("first", "standard", "business" do) and one key each.
 */
const TIER =
  /\b(economy|compact|intermediate|mid-?size|full-?size|premium|luxury|suv|minivan|convertible|deluxe|suite)\b/gi;

/** The classes a text names, as `tier:` keys, with where each stands. */
export function tiersIn(text: string): { key: string; at: number; end: number }[] {
  return allMatches(TIER, text).map((m) => ({
    key: `tier:${m[1]!.toLowerCase().replace('-', '')}`,
    at: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** An argument that picks such a class (`car_class`, `car_type`, `category`, `room_type`, `cabin`). */
export const PICKS_TIER = /(?:class|type|category|tier|grade|cabin|room)/i;

/**
 * The trusted keys a user's turn adds for what it states: its days and amounts, and a marker for each;
 * the settings it asks for or fixes (settings.ts); a marker per class of destination it gives; its names
 * without their case endings.
 */
export function statedKeys(text: string): string[] {
  const days = statedDayKeys(text);
  const amounts = statedAmountKeys(text);
  // The destinations and the names are read from one finding of the text's values, not one each.
  const values = findValues(text);
  const times = timesIn(text).map((t) => t.key);
  const parties = partySizesIn(text).map((p) => p.key);
  const tiers = tiersIn(text).map((t) => t.key);
  return [
    ...tiers,
    ...(tiers.length > 0 ? [STATED_TIER] : []),
    ...times,
    ...parties,
    ...(times.length > 0 ? [STATED_TIME] : []),
    ...(parties.length > 0 ? [STATED_PARTY] : []),
    ...days,
    ...amounts,
    ...statedSettingKeys(text),
    ...statedTargetKeys(values, text),
    ...statedNameKeys(values),
    ...(days.length > 0 ? [STATED_DAY] : []),
    ...(amounts.length > 0 ? [STATED_AMOUNT] : []),
  ];
}

/** The `day:` key of an argument's `date:YYYY-MM-DD` key. */
export function dayOfDateKey(key: string): string | undefined {
  const m = /^date:\d{4}-(\d{2})-(\d{2})$/.exec(key);
  return m ? dayKey(Number(m[1]), Number(m[2])) : undefined;
}
