// The program a record's status, task or next step is set for, by its noun (round 69; docs/screening.md, 'Round 69
// (recall-r69)'): one pattern for reader-status.ts and next-step.ts, which held two lists of the same nouns.

import { alternation } from './regex-literal.js';
import { AI_ONLY_PROGRAM_NOUNS, SET_FOR_PROGRAM_NOUNS } from './vocabulary.js';

/** "AI assistant", "AI-helper", "agent", "bot", or "AI" alone; a regex source, case left to the caller. Linear. */
export const PROGRAM_NOUN = String.raw`(?:ai[ \t-]{1,2}(?:${alternation([...SET_FOR_PROGRAM_NOUNS, ...AI_ONLY_PROGRAM_NOUNS])})|${alternation(SET_FOR_PROGRAM_NOUNS)}|ai)`;
