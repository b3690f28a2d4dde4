// Round 75: code built at run time that no evaluator's first argument shows (docs/floor.md "Round 75
// (rt-constructors-r75)"): an evaluator handed on rather than called, Perl's `s///ee` and `use re 'eval'`, PHP's
// `/e`, `mb_ereg_replace`'s `e` and `data:` includes, node's `import()` of a computed or encoded module and a Worker's `eval: true` code.
import { EVALUATORS, LITERAL } from './shell-code-sinks.js';

/** The longest argument list read for a call's later arguments; past it the list is unread (unseen). */
const MAX_ARGUMENTS_SPAN = 4096;
/** Calls whose later arguments one reading reads, past which the code is unseen. */
const MAX_READ_CALLS = 32;
const OPENS = '([{';
const CLOSES = ')]}';

/**
 * Where the argument after the one at `pos` starts (after its comma at the list's own depth); -1 where the list
 * ends first (its `)` or the code's end); Number.MAX_SAFE_INTEGER past MAX_ARGUMENTS_SPAN characters (unread).
 */
export function nextArgument(t: string, pos: number): number {
  const end = argumentEnd(t, pos);
  return end < 0 || end === Number.MAX_SAFE_INTEGER ? end : t[end] === ',' ? end + 1 : -1;
}
/** Where the argument at `pos` ends (its comma or the list's `)`); -1 at the code's end; MAX_SAFE_INTEGER unread. */
export function argumentEnd(t: string, pos: number): number {
  let depth = 0;
  const end = Math.min(t.length, pos + MAX_ARGUMENTS_SPAN);
  for (let i = pos; i < end; i++) {
    const c = t[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < end && t[j] !== c) j += t[j] === '\\' ? 2 : 1;
      i = j;
    } else if (OPENS.includes(c)) depth++;
    else if (CLOSES.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) return i;
  }
  return end >= t.length ? -1 : Number.MAX_SAFE_INTEGER;
}

/** Whether a position of `t` is inside a quoted literal (its text, not code); asked in increasing order. */
function insideLiteral(t: string): (at: number) => boolean {
  const spans = [...t.matchAll(LITERAL)].map((l) => [l.index as number, (l.index as number) + l[0].length]);
  let span = 0;
  return (at) => {
    while (span < spans.length && (spans[span]?.[1] as number) <= at) span++;
    return span < spans.length && (spans[span]?.[0] as number) <= at;
  };
}

/** The languages whose evaluators are values a name alone hands on (`map(exec, xs)`, `(0,eval)(x)`, `pcall(load, x)`). */
const HANDED_LANGUAGES: ReadonlySet<string> = new Set(['node', 'python', 'lua']);
/** Per language, an evaluator's bare name or node's `.constructor` member, as one expression. */
const BARE_EVALUATORS: ReadonlyMap<string, RegExp> = new Map(
  [...HANDED_LANGUAGES].map((lang) => {
    const names = [...(EVALUATORS.get(lang)?.receivers ?? [])].filter(([, r]) => r.has('')).map(([n]) => n);
    const member = lang === 'node' ? '|\\.[ \\t]*constructor' : '';
    return [lang, new RegExp(`(?<![\\w$.@])(?:${names.join('|')})(?![\\w$])${member}(?![\\w$])`, 'g')];
  }),
);
/** A word before a name that makes it no value handed on (`x instanceof Function`, `def eval(`, `local function load`). */
const NOT_HANDED_BEFORE = /(?:instanceof|typeof|function|def|class|new|async)[ \t]+$/;
/** What after a name makes it a call, a binding, a key or a comparison (`eval(`, `eval = `, `{eval: 1}`, `!==`). */
const CALLED_OR_BOUND = '(=:!';
/** Lua's call with a literal or a table and no parentheses (`load"code"`, `load[[code]]`, `load{..}`). */
const LUA_CALL = '"\'[{';

/**
 * Round 75: an evaluator named and not called (`(0,eval)(x)`, `eval.call(null, x)`, `Reflect.apply(eval, ..)`,
 * `[x].map(eval)`, `Reflect.construct(Function, [x])`, `new (f.constructor)(x)`, Python's `map(exec, xs)`, Lua's
 * `pcall(load, x)`): the code it runs is an argument no evaluator reading sees, so not shown. `Function.prototype`
 * and node's member chain (`x.constructor.name`) are no such use.
 */
export function evaluatorHandedOn(t: string, lang: string): boolean {
  const at = BARE_EVALUATORS.get(lang);
  if (at === undefined) return false;
  const quoted = insideLiteral(t);
  for (const m of t.matchAll(at)) {
    const from = m.index as number;
    if (quoted(from)) continue;
    if (NOT_HANDED_BEFORE.test(t.slice(Math.max(0, from - 12), from))) continue;
    let next = from + m[0].length;
    while (t[next] === ' ' || t[next] === '\t') next++;
    const c = t[next] ?? ';';
    if (CALLED_OR_BOUND.includes(c) || (lang === 'lua' && LUA_CALL.includes(c))) continue;
    const member = m[0].startsWith('.');
    if (member && (c === '.' || c === '[')) continue;
    if (!member && c === '.' && /^\.[ \t]*prototype\b/.test(t.slice(next, next + 16))) continue;
    return true;
  }
  return false;
}

/** Perl's substitution and its modifiers (`s/(.*)/$1/ee`, `s{..}{..}ee`), one line each. */
const PERL_SUBSTITUTION =
  /(?<![\w$@%&>-])s[ \t]*(?:\/(?:[^/\\\n]|\\.)*\/(?:[^/\\\n]|\\.)*\/|#(?:[^#\\\n]|\\.)*#(?:[^#\\\n]|\\.)*#|\|(?:[^|\\\n]|\\.)*\|(?:[^|\\\n]|\\.)*\||!(?:[^!\\\n]|\\.)*!(?:[^!\\\n]|\\.)*!|\{[^{}\n]*\}[ \t]*\{[^{}\n]*\})([a-z]*)/g;
/** Perl's `use re 'eval'`: a pattern interpolating a value runs its `(?{ code })`. */
const PERL_RE_EVAL = /\buse[ \t]+re\b[^;\n]{0,64}\beval\b/;
/** PHP's `preg_replace` with its pattern a literal (its `/e` runs the replacement as code, PHP 5). */
const PHP_PREG_REPLACE =
  /\bpreg_replace[ \t]*\([ \t]*(?:array[ \t]*\([ \t]*|\[[ \t]*)?(?:"([^"\n]{0,1024})"|'([^'\n]{0,1024})')/g;
const CLOSING_DELIMITER: ReadonlyMap<string, string> = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['<', '>'],
]);
/** PHP's `mb_ereg_replace`, and an option literal with `e` (its replacement run as code, PHP 7 and older). */
const PHP_MB_EREG_REPLACE = /\bmb_eregi?_replace[ \t]*\([ \t]*/g;
const MB_EVALUATING_OPTION = /^[ \t]*(["'])[a-z]{0,16}e[a-z]{0,16}\1/;
/** PHP's include of code written in its name (`data:` URLs) or read from standard input. */
const PHP_CODE_INCLUDE = /\b(?:include|require)(?:_once)?\b[ \t(]*["'](?:data:|php:\/\/(?:input|stdin))/i;
/** node's `import(` of a module at run time, and a specifier that is a lone literal (`import("./x.js")`). */
const JS_IMPORT_CALL = /(?<![\w$.])import[ \t]*\([ \t]*/g;
const LONE_SPECIFIER = /(["'`])([^"'`\\$\n]{0,4096})\1[ \t]*[,)]/y;
/** A `data:` URL whose code is encoded (`;base64,`, `%72equire`): text no reader reads as code. */
const ENCODED_DATA_URL = /^data:[^,]*(?:;base64,|,.*%[0-9A-Fa-f]{2})/i;
/** node's Worker given its code as text (`new Worker(code, {eval: true})`). */
const WORKER_EVAL = /\beval[ \t]*:[ \t]*true\b/;
const WORKER_CALL = /\bWorker[ \t]*\([ \t]*/g;

/** Whether a lone literal specifier stands at `pos` that is no encoded `data:` URL. */
function shownSpecifier(t: string, pos: number): boolean {
  LONE_SPECIFIER.lastIndex = pos;
  const m = LONE_SPECIFIER.exec(t);
  return m !== null && !ENCODED_DATA_URL.test(m[2] as string);
}

/**
 * Round 75: code a language builds from text that no evaluator's call shows: Perl's `s/../../ee` (the
 * replacement's value run again as code), PHP's `preg_replace('/../e', ..)`, PHP's `include "data:.."` or
 * `"php://stdin"`, node's `import(x)` (a `data:` URL is a module's whole code) or `import("data:..;base64,..")`,
 * and a Worker's code given with `eval: true` not as a lone literal.
 */
export function constructedCode(t: string, lang: string): boolean {
  if (lang === 'perl') {
    if (PERL_RE_EVAL.test(t)) return true;
    for (const m of t.matchAll(PERL_SUBSTITUTION)) {
      const flags = m[1] as string;
      if (flags.indexOf('e') !== flags.lastIndexOf('e')) return true;
    }
  }
  if (lang === 'php') {
    if (PHP_CODE_INCLUDE.test(t)) return true;
    let calls = 0;
    for (const m of t.matchAll(PHP_MB_EREG_REPLACE)) {
      // Each call's arguments are read to the fourth: past MAX_READ_CALLS calls the code is unseen.
      if (++calls > MAX_READ_CALLS) return true;
      let at = (m.index as number) + m[0].length;
      for (let k = 0; k < 3 && at >= 0 && at !== Number.MAX_SAFE_INTEGER; k++) at = nextArgument(t, at);
      if (at === Number.MAX_SAFE_INTEGER || (at >= 0 && MB_EVALUATING_OPTION.test(t.slice(at, at + 40))))
        return true;
    }
    for (const m of t.matchAll(PHP_PREG_REPLACE)) {
      const pattern = (m[1] ?? m[2]) as string;
      const close = CLOSING_DELIMITER.get(pattern[0] ?? '') ?? pattern[0] ?? '';
      const end = pattern.lastIndexOf(close);
      if (end > 0 && /e/.test(pattern.slice(end + 1))) return true;
    }
  }
  if (lang === 'node') {
    const quoted = insideLiteral(t);
    for (const m of t.matchAll(JS_IMPORT_CALL))
      if (!quoted(m.index as number) && !shownSpecifier(t, (m.index as number) + m[0].length)) return true;
    if (WORKER_EVAL.test(t))
      for (const m of t.matchAll(WORKER_CALL))
        if (!shownSpecifier(t, (m.index as number) + m[0].length)) return true;
  }
  return false;
}

/** A later argument that is no code: a number, or a keyword other than a code's (timeit's `number=`, `globals=`). */
const NOT_CODE_ARGUMENT =
  /^[ \t\n]*(?:-?\d[\w.]*[ \t\n]*$|(?!(?:stmt|setup|code)\b)[A-Za-z_]\w*[ \t]*=(?!=))/;
/** Whether the argument at `pos`, ending at `end`, is no code (NOT_CODE_ARGUMENT). */
export const notCode = (t: string, pos: number, end: number): boolean =>
  NOT_CODE_ARGUMENT.test(t.slice(pos, Math.min(end, pos + 256)));
/** An argument PHP's `assert` evaluates to no string (a comparison, a test, a constant): not run as code. */
const PHP_ASSERTED_TEST =
  /[=<>!&|]|\b(?:instanceof|and|or|xor)\b|^[ \t]*(?:true|false|null|\d|(?:is_\w{1,32}|isset|empty|in_array|\w{1,32}_exists)[ \t]*\()/i;
/** Whether PHP's `assert` argument at `pos` is a test that yields no string (PHP_ASSERTED_TEST). */
export function phpAssertTest(t: string, pos: number): boolean {
  const end = argumentEnd(t, pos);
  return end >= 0 && end !== Number.MAX_SAFE_INTEGER && PHP_ASSERTED_TEST.test(t.slice(pos, end));
}
