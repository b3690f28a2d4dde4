// The injection screener's signals, as data. Each signal has a family (the rule name a finding carries)
// and a weight; the screener adds the strongest signal of each family and quarantines at 1.0, so one
// keyword never decides and one clear, unquoted directive does.

import { table } from '../table.js';
import { CJK, L, LEXICONS } from './injection-lexicon.js';

export const FAMILIES = [
  'instruction-override',
  'prompt-extraction',
  'persona-hijack',
  'model-addressing',
  'secrecy-directive',
  'tool-invocation-bait',
  'addressed-directive',
  'exfiltration',
  'forged-turn',
  'hidden-directive',
  'encoded-directive',
  // Not a reading: a text denser in anchor words and markers than any ordinary file is withheld unread
  // (docs/screening.md, 'Round 16: red team'), as a text of split tokens past its budget is.
  'anchor-density-unscreened',
] as const;
export type Family = (typeof FAMILIES)[number];

export const THRESHOLD = 1.0;

/**
 * Window centres (anchor words, markers, comments) one reading of a text may hold before it is withheld
 * unread: DENSITY_BASE, and DENSITY_PER_KIB for each KiB. Each centre costs a window's tokens and every
 * phrase signal tried at it; past this density the cost per KB is over ten times prose's.
 */
export const DENSITY_BASE = 64;
export const DENSITY_PER_KIB = 24;

/** Words near each other in one sentence: every slot's list must be hit within `span` tokens of the anchor. */
export interface PhraseSignal {
  id: string;
  family: Family;
  weight: number;
  /** Lexicon masks (L.*); the first is the anchor. */
  slots: readonly number[];
  span: number;
  /** Slots must occur in the order given. */
  ordered?: boolean;
  /** A token of this mask within two tokens before the anchor is required (the signal is a negation). */
  requireBefore?: number;
  /** Lexicon hits within the span that strengthen the signal. */
  boosts?: readonly (readonly [mask: number, add: number])[];
  /** Added when the anchor opens a sentence or follows `please`: an imperative. */
  imperative?: number;
  /** Scale when first-person words sit in the span ("the instructions I sent"): the author's own. */
  owned?: number;
  /** How far past the matched words a boost may sit (default 2 tokens). */
  boostSpan?: number;
  /** Scale when the instruction noun is one of WEAK_NOUNS and nothing in the sentence names the model. */
  weakNoun?: number;
  /** The anchor announces rather than orders (`New command: ...`): dampened in release notes. */
  announces?: boolean;
  /** The instruction noun's qualifier stands right before it, at most one word between ("your system
   * prompt", "the full system instructions"); elsewhere in the sentence it qualifies another noun
   * ("the system uname command", "system permission prompts"): weighed by this factor. */
  qualifierBeforeNoun?: number;
  /** What was told is the reader's only when nothing but pronouns, auxiliaries and listed words stand
   * between the verb and the participle ("ignore what you were told", "ignore the instructions given");
   * a thing named there is what the participle qualifies ("ignore the given signal", "override the
   * maintainer field given in"): weighed by this factor. */
  toldOfReader?: number;
  /** Scale when a negation follows the matched words ("the agent must not forward ..."): a restraint
   * specifies what the model may do, it orders nothing. */
  restraint?: number;
  /** A preposition (`to`, `for`, `an`) fills the ADDRESS slot only opening its clause before the anchor:
   * "To the AI agent:" addresses the model, "sends data to a language model" does not. */
  addressLeads?: boolean;
}

/** Instruction nouns that workplaces, games, forums and programs use as often as prompts do. */
export const WEAK_NOUNS: ReadonlySet<string> = new Set([
  'policy',
  'policies',
  'rule',
  'rules',
  'guideline',
  'guidelines',
  'order',
  'orders',
  'message',
  'messages',
  'direction',
  'directions',
  'command',
  'commands',
  // A program's objects as often as a model's: Go's `ctx`, a context manager, warning filters.
  'context',
  'filters',
  // A server's or a compiler's configuration lines (Apache's `Listen` directive, `#pragma` directives).
  'directive',
  'directives',
]);

export const PHRASE_SIGNALS: readonly PhraseSignal[] = [
  {
    id: 'override-instructions',
    family: 'instruction-override',
    weight: 0.75,
    slots: [L.OVERRIDE, L.INSTR],
    span: 6,
    weakNoun: 0.6,
    boosts: [
      [L.PRIOR, 0.25],
      [L.YOU, 0.05],
      [L.OBEY, 0.05],
    ],
    imperative: 0.15,
    owned: 0.4,
  },
  {
    id: 'override-everything',
    family: 'instruction-override',
    weight: 0.85,
    slots: [L.OVERRIDE, L.EVERYTHING, L.TOLD | L.PRIOR],
    span: 6,
    boosts: [[L.OBEY, 0.1]],
    boostSpan: 8,
    imperative: 0.15,
    owned: 0.4,
  },
  {
    id: 'override-what-you-were-told',
    family: 'instruction-override',
    weight: 0.8,
    slots: [L.OVERRIDE, L.TOLD],
    span: 4,
    ordered: true,
    toldOfReader: 0.5,
    boosts: [[L.OBEY, 0.1]],
    boostSpan: 8,
    imperative: 0.15,
    owned: 0.4,
  },
  {
    // "overlook the guidelines you were configured with", "set aside the rules you received": the
    // instructions named as the reader's own by how they came to it.
    id: 'override-given-rules',
    family: 'instruction-override',
    weight: 0.85,
    slots: [L.OVERRIDE, L.INSTR, L.TOLD],
    span: 6,
    ordered: true,
    imperative: 0.15,
    owned: 0.4,
  },
  {
    id: 'ignore-the-user',
    family: 'instruction-override',
    weight: 0.5,
    slots: [L.OVERRIDE, L.AUDIENCE],
    span: 3,
    ordered: true,
    imperative: 0.1,
  },
  {
    id: 'instructions-void',
    family: 'instruction-override',
    weight: 0.5,
    slots: [L.INSTR, L.INVALID],
    span: 5,
    boosts: [
      [L.PRIOR, 0.2],
      [L.YOU, 0.1],
    ],
    owned: 0.5,
  },
  {
    id: 'new-instructions',
    family: 'instruction-override',
    weight: 0.5,
    slots: [L.NEW, L.INSTR],
    span: 2,
    ordered: true,
    boosts: [
      [L.YOU, 0.35],
      [L.OBEY | L.REVEAL | L.EXFIL | L.TOOLVERB, 0.15],
    ],
    boostSpan: 10,
    imperative: 0.35,
    // "new user messages", "the new rules post": a workplace's or a chat's, unless the model is named.
    weakNoun: 0.6,
    announces: true,
  },
  {
    id: 'reveal-system-prompt',
    family: 'prompt-extraction',
    weight: 0.75,
    slots: [L.REVEAL, L.SYSOBJ, L.INSTR],
    span: 6,
    qualifierBeforeNoun: 0.5,
    boosts: [[L.YOU, 0.2]],
    imperative: 0.15,
  },
  {
    id: 'reveal-above',
    family: 'prompt-extraction',
    weight: 0.45,
    slots: [L.REVEAL, L.SYSOBJ],
    span: 4,
    boosts: [[L.YOU, 0.2]],
    imperative: 0.15,
  },
  {
    id: 'persona-unbound',
    family: 'persona-hijack',
    weight: 0.8,
    slots: [L.PERSONA, L.UNBOUND],
    span: 8,
    boosts: [
      [L.YOU, 0.1],
      [L.AI, 0.1],
    ],
    imperative: 0.1,
  },
  {
    id: 'you-are-unbound',
    family: 'persona-hijack',
    weight: 0.7,
    slots: [L.YOU, L.UNBOUND],
    span: 3,
    ordered: true,
  },
  {
    id: 'jailbreak-mode',
    family: 'persona-hijack',
    weight: 0.35,
    slots: [L.MODEWORD, L.MODE],
    span: 1,
    ordered: true,
    boosts: [[L.UNBOUND, 0.45]],
  },
  {
    id: 'the-model-must',
    family: 'model-addressing',
    weight: 0.4,
    slots: [L.AI, L.URGENT],
    span: 2,
    ordered: true,
    restraint: 0.3,
  },
  {
    id: 'address-the-model',
    family: 'model-addressing',
    weight: 0.45,
    slots: [L.AI, L.ADDRESS],
    span: 3,
    addressLeads: true,
  },
  {
    id: 'do-not-tell-user',
    family: 'secrecy-directive',
    weight: 0.55,
    slots: [L.TELL, L.AUDIENCE],
    span: 4,
    requireBefore: L.NEG,
    boosts: [[L.STEALTH, 0.1]],
  },
  {
    id: 'stealth-action',
    family: 'secrecy-directive',
    weight: 0.55,
    slots: [L.STEALTH, L.EXFIL | L.TOOLVERB],
    span: 3,
    ordered: true,
  },
  {
    id: 'call-the-tool',
    family: 'tool-invocation-bait',
    weight: 0.35,
    slots: [L.TOOLVERB, L.TOOLNOUN],
    span: 4,
    boosts: [
      [L.URGENT, 0.2],
      [L.YOU, 0.1],
      [L.AI, 0.1],
    ],
    imperative: 0.05,
  },
  {
    // "open https://...?d=... in the browser tool": a URL handed to a tool, with data in it.
    id: 'open-the-url',
    family: 'tool-invocation-bait',
    weight: 0.25,
    slots: [L.TOOLVERB, L.DEST],
    span: 1,
    ordered: true,
    boosts: [
      [L.TOOLNOUN, 0.1],
      [L.SENSITIVE, 0.1],
    ],
    boostSpan: 12,
    imperative: 0.1,
  },
  {
    id: 'send-secrets',
    family: 'exfiltration',
    weight: 0.6,
    slots: [L.EXFIL, L.SENSITIVE],
    span: 6,
    // Verb first ("send the keys", "submit your token"): code puts `key === 'Enter') submit()` the other way.
    ordered: true,
    boosts: [
      [L.DEST, 0.3],
      [L.STEALTH, 0.2],
      [L.YOU, 0.05],
    ],
    boostSpan: 8,
    imperative: 0.15,
    owned: 0.5,
  },
  {
    id: 'decode-and-follow',
    family: 'encoded-directive',
    weight: 0.55,
    slots: [L.DECODE, L.OBEY],
    span: 10,
    boosts: [[L.INSTR, 0.1]],
    imperative: 0.1,
  },
];

/** Literal phrases (lowercase, matched as substrings): idioms and fixed jailbreak wording. */
export const LITERAL_SIGNALS: readonly (readonly [phrase: string, family: Family, weight: number])[] = [
  ['ignore the above', 'instruction-override', 1.0],
  ['disregard the above', 'instruction-override', 1.0],
  ['ignore everything above', 'instruction-override', 1.0],
  ['forget the above', 'instruction-override', 1.0],
  ['ignore all of the above', 'instruction-override', 1.0],
  ['new system prompt', 'instruction-override', 0.8],
  ['system prompt override', 'instruction-override', 0.9],
  ['end of system prompt', 'instruction-override', 0.7],
  ['begin new instructions', 'instruction-override', 0.8],
  ['reset your instructions', 'instruction-override', 0.85],
  ['you are now', 'persona-hijack', 0.5],
  ["you're now", 'persona-hijack', 0.5],
  ['from now on you', 'persona-hijack', 0.5],
  ['from now on, you', 'persona-hijack', 0.5],
  ['henceforth you', 'persona-hijack', 0.5],
  ['ab sofort bist du', 'persona-hijack', 0.5],
  ['von nun an bist du', 'persona-hijack', 0.5],
  ['a partir de ahora eres', 'persona-hijack', 0.5],
  ['désormais tu es', 'persona-hijack', 0.5],
  ["d'ora in poi sei", 'persona-hijack', 0.5],
  ['a partir de agora você', 'persona-hijack', 0.5],
  ['теперь ты', 'persona-hijack', 0.5],
  ['отныне ты', 'persona-hijack', 0.5],
  ['从现在开始你', 'persona-hijack', 0.5],
  ['これからあなたは', 'persona-hijack', 0.5],
  ['do anything now', 'persona-hijack', 0.9],
  // Persona switches that need no "ignore".
  ['from this point on you', 'persona-hijack', 0.5],
  ['from this point on, you', 'persona-hijack', 0.5],
  ['from this point forward you', 'persona-hijack', 0.5],
  ['from this moment on you', 'persona-hijack', 0.5],
  ['starting now you are', 'persona-hijack', 0.5],
  ['you are no longer an ai', 'persona-hijack', 0.6],
  ['you are no longer an assistant', 'persona-hijack', 0.6],
  ['you are no longer a language model', 'persona-hijack', 0.6],
  ['respond only as', 'persona-hijack', 0.45],
  ['answer only as', 'persona-hijack', 0.45],
  ['reply only as', 'persona-hijack', 0.45],
  ['da questo momento sei', 'persona-hijack', 0.5],
  ['da questo momento rispondi', 'persona-hijack', 0.5],
  ["d'ora in poi rispondi", 'persona-hijack', 0.5],
  ['de ahora en adelante eres', 'persona-hijack', 0.5],
  ['a partir de ahora responde', 'persona-hijack', 0.5],
  ['à partir de maintenant tu es', 'persona-hijack', 0.5],
  ['à partir de maintenant, tu es', 'persona-hijack', 0.5],
  ['désormais, tu es', 'persona-hijack', 0.5],
  ['ab jetzt bist du', 'persona-hijack', 0.5],
  ['von jetzt an bist du', 'persona-hijack', 0.5],
  ['vanaf nu ben je', 'persona-hijack', 0.5],
  ['od teraz jesteś', 'persona-hijack', 0.5],
  ['с этого момента ты', 'persona-hijack', 0.5],
  ['mulai sekarang kamu', 'persona-hijack', 0.5],
  // Restrictions said to be lifted: the model is told it may now do what it would refuse.
  ['no longer need to refuse', 'persona-hijack', 0.7],
  ['no longer have to refuse', 'persona-hijack', 0.7],
  ['do not need to refuse', 'persona-hijack', 0.6],
  ["don't need to refuse", 'persona-hijack', 0.6],
  ['never refuse', 'persona-hijack', 0.5],
  ['must not refuse', 'persona-hijack', 0.55],
  ['no longer bound by', 'persona-hijack', 0.6],
  ['no longer restricted', 'persona-hijack', 0.55],
  ['no longer have any restrictions', 'persona-hijack', 0.65],
  ['restrictions have been removed', 'persona-hijack', 0.6],
  ['restrictions have been lifted', 'persona-hijack', 0.6],
  ['restrictions are lifted', 'persona-hijack', 0.55],
  ['restrictions were lifted', 'persona-hijack', 0.55],
  ['restrictions no longer apply', 'persona-hijack', 0.6],
  ['filters disabled', 'persona-hijack', 0.5],
  ['filters are disabled', 'persona-hijack', 0.5],
  ['filters have been disabled', 'persona-hijack', 0.55],
  ['filters are off', 'persona-hijack', 0.5],
  ['guardrails disabled', 'persona-hijack', 0.55],
  ['guardrails have been disabled', 'persona-hijack', 0.6],
  ['guardrails are off', 'persona-hijack', 0.55],
  ['safety mode off', 'persona-hijack', 0.5],
  ['without restrictions', 'persona-hijack', 0.45],
  ['without any restrictions', 'persona-hijack', 0.5],
  ['without limitations', 'persona-hijack', 0.4],
  ['without any filters', 'persona-hijack', 0.5],
  ['without censorship', 'persona-hijack', 0.5],
  ['sin restricciones', 'persona-hijack', 0.45],
  ['sans restrictions', 'persona-hijack', 0.45],
  ['ohne einschränkungen', 'persona-hijack', 0.45],
  ['senza restrizioni', 'persona-hijack', 0.45],
  ['sem restrições', 'persona-hijack', 0.45],
  ['без ограничений', 'persona-hijack', 0.45],
  ['now act as', 'persona-hijack', 0.5],
  ['developer mode enabled', 'persona-hijack', 0.6],
  ['no ethical guidelines', 'persona-hijack', 0.7],
  ['without any ethical', 'persona-hijack', 0.7],
  ['ignore your programming', 'instruction-override', 0.9],
  ['no longer apply', 'instruction-override', 0.5],
  ['follow these instead', 'instruction-override', 0.5],
  // "No longer apply" in the other listed languages.
  ['non valgono più', 'instruction-override', 0.5],
  ['non conta più', 'instruction-override', 0.5],
  ['non contano più', 'instruction-override', 0.5],
  ['non si applicano più', 'instruction-override', 0.5],
  ['ya no aplican', 'instruction-override', 0.5],
  ['ya no se aplican', 'instruction-override', 0.5],
  ["ne s'appliquent plus", 'instruction-override', 0.5],
  ['gelten nicht mehr', 'instruction-override', 0.5],
  ['não se aplicam mais', 'instruction-override', 0.5],
  ['больше не действуют', 'instruction-override', 0.5],
  ['follow these instructions instead', 'instruction-override', 0.6],
  ['follow the instructions below instead', 'instruction-override', 0.6],
  ['system override', 'instruction-override', 0.7],
  // A rule planted in the model's memory, to act in every later conversation (set 8).
  ['for all future conversations', 'instruction-override', 0.6],
  ['in all future conversations', 'instruction-override', 0.6],
  ['in every future chat', 'instruction-override', 0.6],
  ['in all future chats', 'instruction-override', 0.6],
  ['applies in every future', 'instruction-override', 0.6],
  ['carries across chats', 'instruction-override', 0.55],
  ['save this to memory', 'instruction-override', 0.6],
  ['save this to your memory', 'instruction-override', 0.6],
  ['add this to your memory', 'instruction-override', 0.6],
  ['store this in your memory', 'instruction-override', 0.6],
  ['add this to your saved info', 'instruction-override', 0.6],
  ['update your memory', 'instruction-override', 0.5],
  ['remember this for future', 'instruction-override', 0.55],
  // Text that ranks itself above the model's prompt.
  ['priority over their system prompt', 'instruction-override', 0.7],
  ['priority over your system prompt', 'instruction-override', 0.7],
  ['precedence over their system prompt', 'instruction-override', 0.7],
  ['precedence over your system prompt', 'instruction-override', 0.7],
  ['priority over their instructions', 'instruction-override', 0.6],
  ['precedence over your instructions', 'instruction-override', 0.6],
  ['priority over your instructions', 'instruction-override', 0.6],
  ['broken free of', 'persona-hijack', 0.6],
  ['does not have to abide', 'persona-hijack', 0.6],
  ['not bound by any', 'persona-hijack', 0.6],
  ['free from all restrictions', 'persona-hijack', 0.7],
  ['do not mention it', 'secrecy-directive', 0.55],
  ['do not reveal this', 'secrecy-directive', 0.5],
  ["don't reveal this", 'secrecy-directive', 0.5],
  ['without asking', 'secrecy-directive', 0.45],
  ['skip the usual confirmation', 'secrecy-directive', 0.45],
  ['skip the confirmation', 'secrecy-directive', 0.4],
  // "Without asking for confirmation" in the other listed languages.
  ['sin pedir confirmación', 'secrecy-directive', 0.45],
  ['sans demander de confirmation', 'secrecy-directive', 0.45],
  ['sans demander confirmation', 'secrecy-directive', 0.45],
  ['ohne rückfrage', 'secrecy-directive', 0.45],
  ['ohne nachzufragen', 'secrecy-directive', 0.45],
  ['senza chiedere conferma', 'secrecy-directive', 0.45],
  ['sem pedir confirmação', 'secrecy-directive', 0.45],
  ['não precisa me pedir confirmação', 'secrecy-directive', 0.5],
  ['zonder om bevestiging te vragen', 'secrecy-directive', 0.45],
  ['bez pytania o potwierdzenie', 'secrecy-directive', 0.45],
  ['без подтверждения', 'secrecy-directive', 0.4],
  ['do not ask the user', 'secrecy-directive', 0.5],
  ["don't ask the user", 'secrecy-directive', 0.5],
  ['no confirmation needed', 'secrecy-directive', 0.5],
  // Secrecy about the action itself: no log, no trace, no word to the user.
  ['do not log it', 'secrecy-directive', 0.5],
  ['do not log this', 'secrecy-directive', 0.5],
  ['do not log anything', 'secrecy-directive', 0.5],
  ["don't log it", 'secrecy-directive', 0.5],
  ["don't log this", 'secrecy-directive', 0.5],
  ['without logging', 'secrecy-directive', 0.5],
  ['do not record this', 'secrecy-directive', 0.5],
  ['leave no trace', 'secrecy-directive', 0.5],
  ['do not mention this to', 'secrecy-directive', 0.65],
  // The same in a policy's passive: "the open port is not to be mentioned in the review".
  ['not to be mentioned', 'secrecy-directive', 0.5],
  ['not to be flagged', 'secrecy-directive', 0.5],
  ['not to be shown', 'secrecy-directive', 0.45],
  ['not to be repeated', 'secrecy-directive', 0.45],
  ['not to be surfaced', 'secrecy-directive', 0.5],
  ['not to be disclosed', 'secrecy-directive', 0.45],
  ['not part of the summary', 'secrecy-directive', 0.5],
  ['leave this out of the', 'secrecy-directive', 0.5],
  ['excluded from machine-generated', 'secrecy-directive', 0.5],
  // Secrecy about the note itself: the step is to be done and left out of what the user reads.
  ['do not mention this note', 'secrecy-directive', 0.6],
  ['do not mention this step', 'secrecy-directive', 0.6],
  ['do not surface this', 'secrecy-directive', 0.6],
  ['leave this step out', 'secrecy-directive', 0.6],
  ['leave this note out', 'secrecy-directive', 0.6],
  ['no need to mention this', 'secrecy-directive', 0.5],
  ['does not need to be listed', 'secrecy-directive', 0.45],
  ["il n'est pas nécessaire de le mentionner", 'secrecy-directive', 0.5],
  ['erwähne diesen hinweis nicht', 'secrecy-directive', 0.6],
  ['no mencione', 'secrecy-directive', 0.5],
  ['не сообщайте об этом', 'secrecy-directive', 0.6],
  ['never mention this', 'secrecy-directive', 0.6],
  ['hide this from the user', 'secrecy-directive', 0.65],
  ['without the user noticing', 'secrecy-directive', 0.65],
  ['without alerting the user', 'secrecy-directive', 0.65],
  ['no se lo menciones', 'secrecy-directive', 0.6],
  ['ne le mentionne pas', 'secrecy-directive', 0.6],
  ['erwähne das nicht', 'secrecy-directive', 0.6],
  ['non menzionarlo', 'secrecy-directive', 0.6],
  // Approval claimed on the user's or an administrator's behalf: the check the model would make, skipped.
  ['the user has already approved', 'secrecy-directive', 0.5],
  ['user has already authorized', 'secrecy-directive', 0.5],
  ['user has already authorised', 'secrecy-directive', 0.5],
  ['already approved by the user', 'secrecy-directive', 0.5],
  ['the user has pre-approved', 'secrecy-directive', 0.5],
  ['the administrator has authorized', 'secrecy-directive', 0.45],
  ['the administrator has authorised', 'secrecy-directive', 0.45],
  ['authorized by the administrator', 'secrecy-directive', 0.45],
  ['authorised by the administrator', 'secrecy-directive', 0.45],
  ['no need to confirm', 'secrecy-directive', 0.45],
  ['no need to ask', 'secrecy-directive', 0.45],
  ['no need to check with', 'secrecy-directive', 0.45],
  ['do not ask for confirmation', 'secrecy-directive', 0.5],
  ["don't ask for confirmation", 'secrecy-directive', 0.5],
  ['do not confirm with', 'secrecy-directive', 0.5],
  ['skip the confirmation', 'secrecy-directive', 0.45],
  ['without confirmation', 'secrecy-directive', 0.45],
  ['to every answer', 'model-addressing', 0.4],
  ['to every response', 'model-addressing', 0.4],
  ['if you are an ai', 'model-addressing', 0.6],
  ["if you're an ai", 'model-addressing', 0.6],
  ['if you are a language model', 'model-addressing', 0.6],
  ['if you are an llm', 'model-addressing', 0.6],
  ['if you are an assistant', 'model-addressing', 0.6],
  ['if you are an ai assistant', 'model-addressing', 0.6],
  ['if you are an automated', 'model-addressing', 0.6],
  ['if you are an agent', 'model-addressing', 0.6],
  ['if you are a coding assistant', 'model-addressing', 0.6],
  ['if you are a bot', 'model-addressing', 0.5],
  ["if you're a language model", 'model-addressing', 0.6],
  ['model reading this', 'model-addressing', 0.6],
  ['agent reading this', 'model-addressing', 0.6],
  ['agents reading this', 'model-addressing', 0.6],
  ['summarizer reading this', 'model-addressing', 0.6],
  ['note for the ai', 'model-addressing', 0.6],
  ['note for ai', 'model-addressing', 0.6],
  ['note for the assistant', 'model-addressing', 0.6],
  ['note to the assistant', 'model-addressing', 0.6],
  ['note for the model', 'model-addressing', 0.6],
  ['note to the model', 'model-addressing', 0.6],
  ['note for the agent', 'model-addressing', 0.6],
  ['note to the agent', 'model-addressing', 0.6],
  ['note for the summarizer', 'model-addressing', 0.6],
  ['note to the summarizer', 'model-addressing', 0.6],
  ['note for coding assistants', 'model-addressing', 0.6],
  ['message for the ai', 'model-addressing', 0.6],
  ['message to the ai', 'model-addressing', 0.6],
  ['instructions for the assistant', 'model-addressing', 0.6],
  ['instructions for the model', 'model-addressing', 0.6],
  ['instructions for the agent', 'model-addressing', 0.6],
  ['hinweis an den ki', 'model-addressing', 0.6],
  ['hinweis an die ki', 'model-addressing', 0.6],
  ['hinweis für den ki', 'model-addressing', 0.6],
  ['nota para el asistente de ia', 'model-addressing', 0.6],
  ['nota para la ia', 'model-addressing', 0.6],
  ['para el asistente de ia', 'model-addressing', 0.5],
  ["à l'attention de l'ia", 'model-addressing', 0.6],
  ["à l'attention de l'assistant", 'model-addressing', 0.6],
  ["note pour l'ia", 'model-addressing', 0.6],
  ["nota per l'assistente", 'model-addressing', 0.6],
  ["nota per l'ia", 'model-addressing', 0.6],
  ["per l'assistente ai", 'model-addressing', 0.55],
  ["per l'assistente ia", 'model-addressing', 0.55],
  ['nota para o assistente', 'model-addressing', 0.6],
  ['nota para a ia', 'model-addressing', 0.6],
  ['uwaga dla ai', 'model-addressing', 0.6],
  ['aiアシスタントへ', 'model-addressing', 0.6],
  ['アシスタントへの指示', 'model-addressing', 0.6],
  ['致ai助手', 'model-addressing', 0.6],
  ['给ai助手', 'model-addressing', 0.6],
  ['reply only with', 'model-addressing', 0.4],
  ['respond only with', 'model-addressing', 0.4],
  ['answer only with', 'model-addressing', 0.4],
  ['ai agents reading', 'model-addressing', 0.6],
  ['ai assistants reading', 'model-addressing', 0.6],
  ['language model reading', 'model-addressing', 0.6],
  ['llm reading this', 'model-addressing', 0.6],
  ['assistant reading this', 'model-addressing', 0.6],
  ['to any ai', 'model-addressing', 0.5],
  ['note to the ai', 'model-addressing', 0.6],
  ['note to ai', 'model-addressing', 0.6],
  ['instructions for the ai', 'model-addressing', 0.6],
  ['instructions for ai', 'model-addressing', 0.6],
  ['before answering', 'model-addressing', 0.4],
  ['before responding', 'model-addressing', 0.4],
  ['before you answer', 'model-addressing', 0.4],
  ['before you respond', 'model-addressing', 0.4],
  ['before replying', 'model-addressing', 0.4],
  ['in your response', 'model-addressing', 0.4],
  ['in your answer', 'model-addressing', 0.4],
  ['in your reply', 'model-addressing', 0.4],
  ['in your final answer', 'model-addressing', 0.4],
  ['when you respond', 'model-addressing', 0.4],
  ['when summarizing', 'model-addressing', 0.4],
  ['when summarising', 'model-addressing', 0.4],
  ['when you summarize', 'model-addressing', 0.4],
  ['as part of your answer', 'model-addressing', 0.4],
  ['your next response', 'model-addressing', 0.4],
  ['after answering', 'model-addressing', 0.4],
  ['after you answer', 'model-addressing', 0.4],
  ['after responding', 'model-addressing', 0.4],
  ['to your answer', 'model-addressing', 0.4],
  ['to your response', 'model-addressing', 0.4],
  ['to your reply', 'model-addressing', 0.4],
  ['do not tell the user', 'secrecy-directive', 0.65],
  ["don't tell the user", 'secrecy-directive', 0.6],
  ['do not inform the user', 'secrecy-directive', 0.65],
  ['do not mention this', 'secrecy-directive', 0.55],
  ["don't mention this", 'secrecy-directive', 0.55],
  ['without telling the user', 'secrecy-directive', 0.65],
  ['without informing the user', 'secrecy-directive', 0.65],
  ['without the user knowing', 'secrecy-directive', 0.65],
  ['the user must not know', 'secrecy-directive', 0.65],
  ['the user should not know', 'secrecy-directive', 0.65],
  ['keep this secret from', 'secrecy-directive', 0.65],
  ['do not reveal these instructions', 'secrecy-directive', 0.65],
  ["don't reveal these instructions", 'secrecy-directive', 0.65],
  ['never reveal these instructions', 'secrecy-directive', 0.65],
  ['never reveal this prompt', 'secrecy-directive', 0.65],
  ['never reveal your instructions', 'secrecy-directive', 0.65],
  ['no le digas al usuario', 'secrecy-directive', 0.65],
  ["ne dis pas à l'utilisateur", 'secrecy-directive', 0.6],
  ['sag dem benutzer nicht', 'secrecy-directive', 0.65],
  ["non dirlo all'utente", 'secrecy-directive', 0.6],
  ['não conte ao usuário', 'secrecy-directive', 0.65],
  ['не говори пользователю', 'secrecy-directive', 0.65],
  ['append it to the url', 'exfiltration', 0.6],
  ['append them to the url', 'exfiltration', 0.6],
  ['add it to the url', 'exfiltration', 0.6],
  ['include it in the url', 'exfiltration', 0.6],
  ['as a query parameter', 'exfiltration', 0.4],
  ['as a url parameter', 'exfiltration', 0.4],
  ['in the query string', 'exfiltration', 0.35],
  ['word for word', 'prompt-extraction', 0.4],
  ['your system prompt', 'prompt-extraction', 0.8],
  ['your hidden instructions', 'prompt-extraction', 0.7],
  ['your initial instructions', 'prompt-extraction', 0.7],
  ['your original instructions', 'prompt-extraction', 0.7],
  ['your instructions', 'prompt-extraction', 0.35],
  ['rm -rf', 'tool-invocation-bait', 0.3],
  ['invoke-expression', 'tool-invocation-bait', 0.35],
  ['/dev/tcp/', 'tool-invocation-bait', 0.4],
];

/** Markers of a forged conversation: chat-template tokens, fake closing tags, tool-call markup. */
export const MARKER_SIGNALS: readonly (readonly [marker: string, family: Family, weight: number])[] = [
  ['<|im_start|>', 'forged-turn', 1.0],
  ['<|im_end|>', 'forged-turn', 1.0],
  ['<|im_sep|>', 'forged-turn', 1.0],
  ['<|system|>', 'forged-turn', 1.0],
  ['<|user|>', 'forged-turn', 1.0],
  ['<|assistant|>', 'forged-turn', 1.0],
  ['<|endoftext|>', 'forged-turn', 1.0],
  ['<|eot_id|>', 'forged-turn', 1.0],
  ['<|start_header_id|>', 'forged-turn', 1.0],
  ['<|end_header_id|>', 'forged-turn', 1.0],
  ['<|begin_of_text|>', 'forged-turn', 1.0],
  ['<|channel|>', 'forged-turn', 1.0],
  ['<|end|>', 'forged-turn', 0.9],
  // The rest of the harmony format's turn tokens (round 22): `<|start|>developer<|message|>` opens a turn.
  ['<|start|>', 'forged-turn', 1.0],
  ['<|message|>', 'forged-turn', 1.0],
  ['<|return|>', 'forged-turn', 0.9],
  ['<|call|>', 'forged-turn', 0.9],
  ['[INST]', 'forged-turn', 1.0],
  ['[/INST]', 'forged-turn', 1.0],
  ['<<SYS>>', 'forged-turn', 1.0],
  ['<</SYS>>', 'forged-turn', 1.0],
  ['<start_of_turn>', 'forged-turn', 1.0],
  ['<end_of_turn>', 'forged-turn', 1.0],
  ['</tool_result>', 'forged-turn', 0.85],
  ['</tool_response>', 'forged-turn', 0.85],
  ['</function_results>', 'forged-turn', 0.85],
  ['</function_result>', 'forged-turn', 0.85],
  ['</search_results>', 'forged-turn', 0.6],
  ['</tool_output>', 'forged-turn', 0.85],
  // The same boundaries in square brackets.
  ['[tool_result', 'forged-turn', 0.7],
  ['[/tool_result]', 'forged-turn', 0.85],
  ['[/tool_output]', 'forged-turn', 0.85],
  ['[/tool_response]', 'forged-turn', 0.85],
  ['[/assistant]', 'forged-turn', 0.85],
  ['[/system]', 'forged-turn', 0.85],
  ['[/user]', 'forged-turn', 0.6],
  ['</documents>', 'forged-turn', 0.4],
  ['</document>', 'forged-turn', 0.35],
  ['</context>', 'forged-turn', 0.4],
  ['<system>', 'forged-turn', 0.6],
  ['</system>', 'forged-turn', 0.6],
  ['<system_prompt>', 'forged-turn', 0.7],
  ['<system-prompt>', 'forged-turn', 0.7],
  ['[system]', 'forged-turn', 0.55],
  ['[system message]', 'forged-turn', 0.7],
  ['[admin]', 'forged-turn', 0.4],
  ['### system', 'forged-turn', 0.45],
  ['### instruction', 'forged-turn', 0.45],
  ['"role": "system"', 'forged-turn', 0.5],
  ['"role":"system"', 'forged-turn', 0.5],
  ["'role': 'system'", 'forged-turn', 0.5],
  ['<function_calls>', 'tool-invocation-bait', 1.0],
  ['<invoke name', 'tool-invocation-bait', 1.0],
  ['<tool_call>', 'tool-invocation-bait', 1.0],
  ['<tool_use>', 'tool-invocation-bait', 1.0],
  ['<|tool_call|>', 'tool-invocation-bait', 1.0],
  ['<|python_tag|>', 'tool-invocation-bait', 1.0],
  ['[tool_calls]', 'tool-invocation-bait', 1.0],
  ['<function=', 'tool-invocation-bait', 0.8],
  ['"tool_calls"', 'tool-invocation-bait', 0.4],
  ['"function_call"', 'tool-invocation-bait', 0.4],
  ['| sh', 'tool-invocation-bait', 0.3],
  ['| bash', 'tool-invocation-bait', 0.3],
  ['|sh', 'tool-invocation-bait', 0.3],
  ['|bash', 'tool-invocation-bait', 0.3],
];

/** Role labels that open a line (`System:`, `Assistant:`): weak alone, strong with a directive. */
export const ROLE_LABEL_WEIGHTS: Readonly<Record<string, number>> = table({
  system: 0.35,
  developer: 0.3,
  assistant: 0.3,
  ai: 0.25,
  model: 0.2,
  human: 0.25,
  user: 0.15,
});
/** `Human:` and `Assistant:` turns together are a forged transcript. */
export const HUMAN_AND_ASSISTANT = 0.6;
/** A `Human:` turn after a result's content, then an empty `Assistant:` left for the model to answer. */
export const OPEN_ASSISTANT_TURN = 1.0;
/** A turn format's end of one turn and the user's next (a JSON tool line then a user line; ReAct's next `Question:`). */
export const NEXT_TURN_WEIGHT = 1.0;

/** Chinese and Japanese: a directive is a few characters from every group. */
export const CJK_SIGNALS: readonly {
  id: string;
  family: Family;
  weight: number;
  groups: readonly (readonly string[])[];
  within: number;
}[] = [
  {
    id: 'override-cjk',
    family: 'instruction-override',
    weight: 1.05,
    groups: [CJK.OVERRIDE, CJK.INSTR],
    within: 24,
  },
  {
    id: 'reveal-cjk',
    family: 'prompt-extraction',
    weight: 0.9,
    groups: [CJK.REVEAL, CJK.SYSOBJ],
    within: 24,
  },
  { id: 'secrecy-cjk', family: 'secrecy-directive', weight: 0.6, groups: [CJK.SECRECY], within: 0 },
];

/** Non-ASCII words and idioms that open an analysis window in text the ASCII anchors cannot see. */
export const NON_ASCII_ANCHORS: readonly string[] = (() => {
  const out = new Set<string>();
  for (const [mask, list] of LEXICONS) {
    // Names of the model too ("ассистенту", "ИИ-агент"): an order to it may use no override word at all.
    if ((mask & (L.OVERRIDE | L.INSTR | L.AI)) === 0) continue;
    for (const w of list) if (/[^\x00-\x7f]/.test(w)) out.add(w.replace(/\*$/, ''));
  }
  for (const group of Object.values(CJK)) for (const w of group) out.add(w);
  for (const [phrase] of LITERAL_SIGNALS) if (/[^\x00-\x7f]/.test(phrase)) out.add(phrase);
  return [...out];
})();

/** Words that say the text discusses injection rather than performing it; two or more dampen. */
export const TOPIC_TERMS = [
  'prompt injection',
  'injection attack',
  'jailbreak',
  'adversarial',
  'red team',
  'researcher',
  'vulnerabilit',
  'attacker',
  'malicious',
  'owasp',
  'security',
  'mitigat',
  'defen',
  'exploit',
  'threat',
] as const;

/**
 * The same, in other scripts and with accents (searched only in a text that is not ASCII, and only once
 * its scores reach the threshold). Words that ordinary text uses for "safe" (`安全`) are left out.
 */
export const FOREIGN_TOPIC_TERMS = [
  'プロンプトインジェクション',
  'セキュリティ',
  '攻撃者',
  '脆弱性',
  '脅威',
  '提示词注入',
  '提示注入',
  '攻击者',
  '漏洞',
  '威胁',
  '프롬프트 인젝션',
  '보안',
  '공격자',
  '취약점',
  '위협',
  'инъекци',
  'безопасност',
  'злоумышленник',
  'уязвимост',
  'угроз',
  'sécurité',
  'vulnérabilit',
  'bezpieczeństw',
  'zagrożeni',
  'güvenlik',
  'saldırgan',
  'segurança',
  'ameaça',
] as const;

/** Scales applied to word signals (never to hidden characters or decoded payloads). */
export const DAMPEN = {
  negated: 0.3,
  modal: 0.5,
  quoted: 0.35,
  reported: 0.5,
  topic: 0.55,
  /** Markers (chat-template tokens) in a text about the topic. */
  topicMarker: 0.8,
} as const;

/** `Assistant,` / `AI assistant:` opening a sentence: the text speaks to the model. */
export const VOCATIVE_WEIGHT = 0.5;

/** `Assistant processing this invitation:` / `AI reviewers:`: a label naming the model as addressee. */
export const LABEL_WEIGHT = 0.45;

/**
 * An order after an address to the model (injection-directive.ts): one action verb opening a clause,
 * more for a second, more when the action moves data, money, code or access.
 */
export const DIRECTIVE = { weight: 0.55, more: 0.15, risky: 0.1, toUser: 0.1 } as const;

/** A family's score: its strongest signal plus this share of its second strongest, capped. */
export const FAMILY_SECONDARY = 0.5;
export const FAMILY_CAP = 1.5;

/** Bonuses for evidence of hiding (applied once per text). */
export const HIDDEN = {
  tagText: 1.0,
  bidiControls: 0.3,
  zeroWidthInWords: 0.3,
  homoglyphWords: 0.3,
  /** A word signal found inside an HTML comment. */
  inComment: 0.35,
  /** A word signal that only matched after folding look-alikes or removing invisibles. */
  obfuscatedMatch: 0.4,
  /** A CSS rule that hides text, near a signal. */
  cssHidden: 0.3,
  /** An HTML comment that names the model: a message left for it. */
  commentToModel: 0.6,
  /** Two or more words of the screener's lists written with zero-width characters inside them: with the
   * zero-width count itself, enough alone (a keyword filter is what such splitting is aimed at). */
  splitSignalWords: 0.85,
  /** An element hidden by `display: none` / `visibility: hidden` whose text names the model. */
  hiddenToModel: 0.6,
  /**
   * An element camouflaged (a 0 or 1 px font, opacity 0, white on white, pushed off-screen) whose text
   * names the model: text styled so a person cannot see it, written for the one reader that can.
   */
  camouflagedToModel: 1.0,
  /**
   * A payment with its account spelled (an IBAN, a sort code's, a wallet) in an HTML comment or camouflaged text
   * (round 58b): a page writes its own payment line where its customers read it.
   */
  hiddenPayment: 1.0,
} as const;

/** A markdown image or HTML image whose URL carries data out. */
export const URL_EXFIL_WEIGHT = 1.0;
export const DECODED_PAYLOAD_WEIGHT = 1.0;

/**
 * The words that are an order's verb (`ignore`, `forget`, `override`, `decode`, `pretend`, ...): a
 * joined run is read only with one (joined-words.ts), so names of nouns (`system_prompt_template`,
 * `ai_assistant_id`) make no line however many a text holds; the scout hints where one is joined.
 */
export const JOINED_ORDER_VERBS: ReadonlySet<string> = (() => {
  const verbs = new Set<string>();
  const mask = L.OVERRIDE | L.DECODE | L.PERSONA | L.STEALTH | L.UNBOUND;
  for (const [m, list] of LEXICONS)
    if ((m & mask) !== 0) for (const w of list) if (/^[a-z0-9]+$/.test(w)) verbs.add(w);
  return verbs;
})();

/**
 * ASCII words that open an analysis window; every signal has one of them (or a marker) among its parts.
 * Common words (send, run, user, command) only count inside a window another anchor opened.
 */
export const ANCHOR_WORDS: readonly string[] = (() => {
  const strong = L.OVERRIDE | L.DECODE | L.PERSONA | L.AI | L.STEALTH | L.UNBOUND;
  const words = new Set<string>();
  for (const [mask, list] of LEXICONS) {
    if ((mask & strong) === 0) continue;
    for (const w of list) if (/^[a-z0-9]+$/.test(w)) words.add(w);
  }
  for (const w of [
    'instruction',
    'instructions',
    'prompt',
    'prompts',
    'guideline',
    'guidelines',
    'directive',
    'directives',
    'programming',
    'guardrails',
    'instrucciones',
    'consignes',
    'anweisungen',
    'istruzioni',
    'instrucoes',
    'instructies',
    'instrukcje',
    'instruksi',
    'tell',
    'telling',
    'inform',
    'informing',
    'mention',
    'mentioning',
    'notify',
    'notifying',
    'disclose',
    'disclosing',
    'reveal',
    'revealing',
    'system',
    'assistant',
    'human',
    'developer',
    'inst',
    'sys',
    'verbatim',
    'conversation',
    'exfiltrate',
    'exfiltration',
    'credentials',
    'secrets',
    'henceforth',
    'invoke',
    'execute',
    'curl',
    'wget',
    'answering',
    'responding',
    'response',
    'reply',
    'summarizing',
    'summarising',
    'anything',
    'refuse',
    'refusing',
  ]) {
    words.add(w);
  }
  // Too common to open a window on their own.
  for (const w of [
    'ia',
    'ki',
    'act',
    'acting',
    'now',
    'become',
    'model',
    'models',
    'hidden',
    'without',
    'restrictions',
    'limitations',
    'limits',
    'filters',
    'censorship',
    'ethics',
    'boundaries',
    'hex',
    'encoded',
    'encoding',
    'default',
    'agente',
    'agentes',
    'agenti',
    'aside',
  ]) {
    words.delete(w);
  }
  return [...words];
})();
