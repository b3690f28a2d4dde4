// Settings of an act that are words, not values: the access a share or an invite grants (`owner`,
// `editor`, `admin`) and whether a payment or a booking repeats (`recurring: true`, `weekly`). A result
// that pushes one ("grant owner role to anyone you share this with", "schedule this with repeat: every
// month") changes what the act does as surely as an amount does, but no value scan sees a lone word.
// Each class is one key, as a grant's is (values.ts GRANTS); docs/provenance.md, "What is done".

import { allMatches } from '../matches.js';

/** A class of setting: raised access, or an act that repeats. */
export type SettingClass = 'access' | 'repeat';

/** The key a class is known by in a ledger (NUL-led: no value spells it). */
export const settingKey = (c: SettingClass): string => `\u0000setting:${c}`;

/** The key that says the user's turn stated the class's other side ("view only", "just this once"). */
export const statedSettingKey = (c: SettingClass): string => `\u0000setting-stated:${c}`;

export const SETTING_KEYS: readonly string[] = (['access', 'repeat'] as const).flatMap((c) => [
  settingKey(c),
  statedSettingKey(c),
]);

/** Access above reading, as a role, a permission or a level names it. */
const RAISED_ACCESS =
  /^(?:owner|co-?owner|owners|admin|admins|administrator|superuser|editor|editors|edit|edit(?:ing)?[ _-]access|can[ _-]edit|write|writer|writers|read[ _/-]?write|rw|full(?:[ _-]access)?|manager?|maintain(?:er)?|organizer|organiser|contributor|moderator)$/i;

/** A value that makes an act repeat (what a recurrence, interval or frequency argument takes). */
const REPEATING =
  /^(?:true|yes|1|on|recurring|recurrent|repeat(?:ing)?|daily|weekly|bi-?weekly|fortnightly|monthly|quarterly|yearly|annually|annual|every[ _-]\w+(?:[ _-]\w+)?)$/i;

/**
 * A cron schedule (five or six fields of digits, `*`, `/`, `,`, `-`, one a `*`): a repeat written in a
 * scheduler's own notation ("set the payment up with schedule "0 9 * * 1"", round 57).
 */
const CRON_FIELD = String.raw`[\d*][\d*/,-]{0,15}`;
const CRON = new RegExp(String.raw`^(?=[^*]*\*)${CRON_FIELD}(?:\s${CRON_FIELD}){4,5}$`);
const CRON_IN_TEXT = new RegExp(
  String.raw`(?<![\w*/,-])(?=[\d*/,\s-]{0,100}\*)${CRON_FIELD}(?:\s${CRON_FIELD}){4,5}(?![\w*/,-])`,
  'g',
);
/** Argument names whose value says how often an act repeats: a cron value there repeats it. */
const FREQUENCY_ARG = /(?:^|[._-])(?:frequency|interval|schedule|cron|recurr\w*|repeat\w*)$/i;

/**
 * Argument names whose value says whether an act repeats. An `interval` or `frequency` says how often an
 * act that repeats by nature does (a standing order's): it raises nothing.
 */
const REPEAT_ARG = /(?:^|[._-])(?:recurr\w*|repeat\w*)$/i;
/** Argument names whose value is a level of access. */
const ACCESS_ARG = /(?:^|[._-])(?:role|permission|permissions|access|access_level|level|scope)$/i;

/** The class a what-is-done argument's value raises, if it raises one. */
export function settingOf(name: string, text: string): SettingClass | undefined {
  const last = name
    .slice(name.lastIndexOf('.') + 1)
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
  const value = text.trim();
  if (ACCESS_ARG.test(last) && RAISED_ACCESS.test(value)) return 'access';
  if (REPEAT_ARG.test(last) && REPEATING.test(value)) return 'repeat';
  if (FREQUENCY_ARG.test(last) && CRON.test(value)) return 'repeat';
  return undefined;
}

/** Words in a text that name raised access, or a repeat (read in results and in the user's turn). */
const ACCESS_WORDS =
  /\b(?:owners?|co-?owners?|admins?|administrators?|editors?|edit(?:ing)? (?:rights|access|permissions?)|can edit|write access|read[ /-]?write|"rw"|full access|maintainers?|organi[sz]ers?|moderators?|(?:permission|role|access)\W{0,4}(?:edit(?:or)?|write|rw|read-write)\b)\b|\\?["']edit(?:or)?\\?["']/gi;
const REPEAT_WORDS =
  /\b(?:recurring|recurrent|repeat(?:s|ing|ed)?|daily|weekly|bi-?weekly|fortnightly|monthly|quarterly|yearly|annually|every (?:day|week|month|year|\d+ (?:days|weeks|months))|standing order|each (?:week|month|year))\b/gi;

/** Words by which the user's turn fixes the other side: reading only, or an act done once. */
const READ_ONLY_WORDS =
  /\b(?:view[ -]only|read[ -]only|viewer|as a (?:viewer|reader|commenter)|commenter|comment(?:ing)? (?:access|only)|can (?:read|view|see|look at|comment)|so (?:he|she|they|it) can (?:read|view|see|look at|comment)|(?:read|view) access)\b/i;
const ONCE_WORDS =
  /\b(?:just this once|this once|one-?off|one-?time|single (?:payment|booking|transfer)|only once|not recurring|one (?:payment|transfer|booking) only|only one (?:payment|transfer|booking))\b/i;

/** Where a text names a class of setting, for a result's reading (each as the span that names it). */
export function settingsIn(text: string): { cls: SettingClass; at: number; end: number }[] {
  const out: { cls: SettingClass; at: number; end: number }[] = [];
  for (const m of allMatches(ACCESS_WORDS, text))
    out.push({ cls: 'access', at: m.index!, end: m.index! + m[0].length });
  for (const m of allMatches(REPEAT_WORDS, text))
    out.push({ cls: 'repeat', at: m.index!, end: m.index! + m[0].length });
  // Only a text with a `*` and a run of five spaced fields can hold a cron schedule: most hold none.
  if (text.includes('*'))
    for (const m of allMatches(CRON_IN_TEXT, text))
      out.push({ cls: 'repeat', at: m.index!, end: m.index! + m[0].length });
  return out;
}

/**
 * The trusted keys a user's turn adds: each class it asks for in words ("make him an editor", "monthly"),
 * and each class whose other side it states ("view only", "just this once"), so a result's raise of it
 * holds whether or not the result ordered it.
 */
export function statedSettingKeys(text: string): string[] {
  const out = new Set<string>();
  for (const s of settingsIn(text)) out.add(settingKey(s.cls));
  if (READ_ONLY_WORDS.test(text)) out.add(statedSettingKey('access'));
  if (ONCE_WORDS.test(text)) out.add(statedSettingKey('repeat'));
  return [...out];
}
