// A program the text brings with it, run by order (docs/screening.md, 'Round 51 (recall-r51)'): an Office
// document's macros let run ("Attached is our updated order form, enable macros to see the quantities") or an
// attached or own program run ("Run the attached DeliveryPlanner.exe"). A supplier's document needs neither to be
// read; a manual names public installers ("download and run rustup-init.exe"), not one of its own. Pure: offsets in,
// offsets out.

import { opensClause } from './record-state.js';
import {
  BROUGHT_PROGRAM_WORDS,
  MACRO_DOCUMENT_WORDS,
  MACRO_ENABLED_THINGS,
  MACRO_EXTENSIONS,
  PROGRAM_FETCH_VERBS,
  RUNNABLE_EXTENSIONS,
} from './vocabulary.js';

const ENABLE = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])enable {1,2}(?:${MACRO_ENABLED_THINGS.join('|')})(?![a-z0-9_'\u2019-])`,
  'g',
);
/** "… with macros enabled": the passive form, read with a program verb that opens its clause before it. */
const MACROS_ENABLED = /(?<![a-z])(?:with {1,2})?macros {1,2}enabled(?![a-z])/g;
const RUN_VERB = new RegExp(
  String.raw`(?<![a-z0-9_'\u2019-])(?:${PROGRAM_FETCH_VERBS.join('|')})(?![a-z0-9_'\u2019-])`,
  'g',
);
/** A program's or a macro document's file name: one class then its extension, bounded: linear. */
const PROGRAM_FILE = new RegExp(
  String.raw`[a-z0-9_-]\.(?:${[...RUNNABLE_EXTENSIONS, ...MACRO_EXTENSIONS].join('|')})(?![a-z0-9_-]|\.[a-z0-9])`,
);
/** An Office document the text brings, named around "enable …": a word of one, or a macro document's file. */
const MACRO_DOCUMENT = new RegExp(
  String.raw`(?<![a-z])(?:${MACRO_DOCUMENT_WORDS.join('|')})(?![a-z])|[a-z0-9_-]\.(?:${MACRO_EXTENSIONS.join('|')})(?![a-z0-9_-])`,
);
const DOCUMENT_BEFORE = 120;
const DOCUMENT_AFTER = 60;
const BROUGHT = new RegExp(String.raw`(?<![a-z])(?:${BROUGHT_PROGRAM_WORDS.join('|')})(?![a-z])`);
/** How far after a verb its program is read, and before it the words that make the program the text's own. */
const REACH = 100;
const BEFORE = 80;
const CLAUSE_END = /[;!?\n]|\.(?![a-z0-9])/;
const SENTENCE_END = /[.;!?\n](?![a-z0-9])[^.;!?\n]*$/;

/** The sentence before `at`, at most BEFORE characters. */
function sentenceBefore(lower: string, at: number): string {
  const before = lower.slice(Math.max(0, at - BEFORE), at);
  const cut = SENTENCE_END.exec(before);
  return cut === null ? before : cut[0];
}

/** Offsets of orders that run a program the text brings, or let its macros run, in a lower-cased text (at most 64). */
export function programsBrought(lower: string): number[] {
  const found: number[] = [];
  ENABLE.lastIndex = 0;
  for (let m = ENABLE.exec(lower); m !== null && found.length < 64; m = ENABLE.exec(lower)) {
    const end = m.index + m[0].length;
    const around =
      lower.slice(Math.max(0, m.index - DOCUMENT_BEFORE), m.index) +
      ' ' +
      lower.slice(end, end + DOCUMENT_AFTER);
    if (MACRO_DOCUMENT.test(around) && opensClause(lower, m.index)) found.push(m.index);
  }
  RUN_VERB.lastIndex = 0;
  for (let m = RUN_VERB.exec(lower); m !== null && found.length < 64; m = RUN_VERB.exec(lower)) {
    const after = lower.slice(m.index + m[0].length, m.index + m[0].length + REACH);
    const stop = after.search(CLAUSE_END);
    const clause = stop === -1 ? after : after.slice(0, stop);
    const file = PROGRAM_FILE.exec(clause);
    if (file === null) continue;
    // The program is the text's own: attached, enclosed, "our", named in the clause or in the sentence before.
    if (!BROUGHT.test(clause.slice(0, file.index)) && !BROUGHT.test(sentenceBefore(lower, m.index))) continue;
    if (opensClause(lower, m.index)) found.push(m.index);
  }
  MACROS_ENABLED.lastIndex = 0;
  for (let m = MACROS_ENABLED.exec(lower); m !== null && found.length < 64; m = MACROS_ENABLED.exec(lower)) {
    const before = sentenceBefore(lower, m.index);
    RUN_VERB.lastIndex = 0;
    for (let v = RUN_VERB.exec(before); v !== null; v = RUN_VERB.exec(before)) {
      if (opensClause(lower, m.index - before.length + v.index)) {
        found.push(m.index);
        break;
      }
    }
  }
  return found.sort((a, b) => a - b);
}
