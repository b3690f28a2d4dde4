// Code's calls that run a command line (COMMAND_SINKS) or code (CODE_EVALUATORS), per language, and round 74's
// reading of a sink reached by another name (docs/floor.md "Round 74 (rt-unshown-r74)").
import {
  CODE_EVALUATORS,
  COMMAND_SINKS,
  GLOBAL_NAMESPACES,
  NAME_QUERIES,
  PARENLESS_CALLS,
  SINK_MODULES,
} from './shell-vocabulary.js';

/** Round 73: a language's sinks as one expression and the receivers each call takes. */
export interface Sinks {
  at: RegExp;
  /** Each call's receivers: '' the call alone, '*' any. */
  receivers: ReadonlyMap<string, ReadonlySet<string>>;
  parenless: boolean;
}

function sinkTable(table: ReadonlyMap<string, readonly string[]>): ReadonlyMap<string, Sinks> {
  return new Map(
    [...table].map(([lang, entries]) => {
      const receivers = new Map<string, Set<string>>();
      for (const e of entries) {
        const colons = e.lastIndexOf('::');
        const cut = colons >= 0 ? colons + 1 : e.lastIndexOf('.');
        const name = e.slice(cut + 1);
        const set = receivers.get(name) ?? new Set<string>();
        receivers.set(name, set);
        if (cut < 0) set.add('');
        else if (e.startsWith('*.')) set.add('*').add('');
        else if (e.startsWith('+.')) set.add('*');
        else set.add(e.slice(0, e[cut - 1] === ':' ? cut - 1 : cut));
      }
      const names = [...receivers.keys()].join('|');
      return [
        lang,
        {
          at: new RegExp(`(?<![\\w$@])(${names})(?!\\w)\\s*(\\(?)`, 'g'),
          receivers,
          parenless: PARENLESS_CALLS.has(lang),
        },
      ];
    }),
  );
}
/** Round 73: the calls that run a command line or a program. */
export const SINKS: ReadonlyMap<string, Sinks> = sinkTable(COMMAND_SINKS);
/** Round 74: the calls that run their argument as the interpreter's own code. */
export const EVALUATORS: ReadonlyMap<string, Sinks> = sinkTable(CODE_EVALUATORS);

/** Whether `name` on `receiver` ('' none) is one of a language's sinks or evaluators. */
function isSink(lang: string, receiver: string, name: string): boolean {
  for (const table of [SINKS, EVALUATORS]) {
    const allowed = table.get(lang)?.receivers.get(name);
    if (allowed !== undefined && (allowed.has(receiver) || (receiver !== '' && allowed.has('*'))))
      return true;
  }
  return false;
}
/** Whether `name` is a member name of any of a language's sinks or evaluators. */
const isMemberName = (lang: string, name: string): boolean =>
  SINKS.get(lang)?.receivers.has(name) === true || EVALUATORS.get(lang)?.receivers.has(name) === true;

/** A dotted name's receiver and last name (`os.system`, R's `base::system`); a name alone: it and ''. */
function split(dotted: string): [string, string] {
  const dot = dotted.lastIndexOf('.');
  const colons = dotted.lastIndexOf('::');
  if (dot < 0 && colons < 0) return [dotted, ''];
  return colons > dot
    ? [dotted.slice(0, colons), dotted.slice(colons + 2)]
    : [dotted.slice(0, dot), dotted.slice(dot + 1)];
}

/** A quoted literal (shell-option-scripts.ts STRING_LITERAL's shape). */
export const LITERAL = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g;
/** Aliases read in one piece of code; past this many the code is unseen. */
const MAX_ALIASES = 32;
/** A member indexed by a literal name (`cp["execSync"]`, `os['execute']`), to the member. */
const INDEXED = /(?<=[\w)\]])[ \t]*\[[ \t]*(["'])(\w{1,64})\1[ \t]*\]/g;
/** Python's `getattr(R, "N")` and `__import__("M")`/`importlib.import_module("M")`; node's `require("M")`. */
const GETATTR = /\bgetattr\([ \t]*([\w.]{1,64})[ \t]*,[ \t]*(["'])(\w{1,64})\2[ \t]*\)/g;
const IMPORTED =
  /(?:\b__import__|\bimportlib\.import_module|(?<![\w$])require)\([ \t]*(["'])(?:node:)?(\w{1,64})\1[ \t]*\)/g;
/** Python's module namespace (`vars(M)`, `M.__dict__`), to the module. */
const NAMESPACE = /\bvars\([ \t]*(\w{1,64})[ \t]*\)|\b(\w{1,64})\.__dict__\b/g;
/** An import by a name the code computes (`__import__(x)`, `importlib.import_module(x)`); node's used (`require(x).y`). */
const IMPORTED_COMPUTED =
  /(?:\b__import__|\bimportlib\.import_module)\([ \t]*(?!["'][\w.]{1,64}["'][ \t]*[,)])/;
const REQUIRED_COMPUTED =
  /(?<![\w$.])require\([ \t]*(?!["'][\w:./@-]{1,128}["'][ \t]*\))[^()]{0,256}\)[ \t]*[.[]/;
/** Python's `from M import N as A, ..`, and `import M as A, ..`. */
const FROM_IMPORT = /\bfrom[ \t]+([\w.]{1,64})[ \t]+import[ \t]+\(?([^;\n#)]{1,512})/g;
const IMPORT = /(?<![\w.])import[ \t]+([^;\n#]{1,512})/g;
/** JavaScript's `import * as A from "M"`, `import A from "M"`, `import {N as A} from "M"`, `{N: A} = M`. */
const JS_IMPORT =
  /\bimport[ \t]+(?:\*[ \t]*as[ \t]+(\w{1,64})|(\w{1,64})|\{([^{}]{0,512})\})[ \t]*from[ \t]*(["'])(?:node:)?(\w{1,64})\4/g;
const DESTRUCTURED = /\{([^{}]{0,512})\}[ \t]*=[ \t]*(\w{1,64})[ \t]*(?=[;\n]|$)/g;
/** An assignment of a dotted name alone (`f = os.system`, `local e = os.execute`, R's `f <- system`). */
const NAME_ASSIGNED =
  /(?<![\w$.@])(?:(?:const|let|var|local|my)[ \t]+)?(\$?[A-Za-z_]\w{0,63})[ \t]*(?:=|<-)[ \t]*([A-Za-z_][\w.:]{0,127})[ \t]*(?=[;\n]|$)/g;
/** PHP's variable assigned a function's name (`$f = "system";`), and a literal name called (`"system"($x)`). */
const PHP_NAME_ASSIGNED = /(\$[A-Za-z_]\w{0,63})[ \t]*=[ \t]*(["'])(\w{1,64})\2[ \t]*(?=;|$)/g;
const PHP_NAME_CALLED = /(["'])(\w{1,64})\1[ \t]*\(/g;
/** PHP's `call_user_func("N", A)`, `call_user_func_array("N", [A])`: N called with A. */
const PHP_CALL_BY_NAME =
  /\bcall_user_func(?:_array)?[ \t]*\([ \t]*(["'])(\w{1,64})\1[ \t]*(?:,[ \t]*\[?|(?=\)))/g;
/** PHP's callback call with a name not a literal (`call_user_func($f, ..)`). */
const PHP_CALL_COMPUTED = /\bcall_user_func(?:_array)?[ \t]*\([ \t]*(?!["'\s]|function\b|fn\b)/;
/** A literal function name as a call's first argument (PHP's `array_map("system", $a)`, R's `get("system", ..)`). */
const NAME_PASSED = /([\w.]{1,64})[ \t]*\([ \t]*(["'])(\w{1,64})\2/g;
/** Whether a sink's name is handed as text to a call that is no query of it (NAME_QUERIES). */
function namePassed(t: string, lang: string): boolean {
  const queries = NAME_QUERIES.get(lang) ?? [];
  for (const m of t.matchAll(NAME_PASSED))
    if (isSink(lang, '', m[3] as string) && !queries.includes(m[1] as string)) return true;
  return false;
}
/** node's `.exec(` on a receiver. */
const DOT_EXEC = /\.[ \t]*exec(?=[ \t]*\()/g;
/** PHP's variable called as a function (`$f(..)`, not a method's `->$f(`), and what it is assigned. */
const PHP_VARIABLE_CALLED = /(?<![\w$>:])(\$[A-Za-z_]\w{0,63})[ \t]*\(/g;
// Round 75: a literal standing alone (`$f = "sys" . "tem"` is a value the code computes); `create_function`'s
// lambda is a closure whose code its evaluator reading reads.
const PHP_ASSIGNED =
  /(?<![\w$])(\$[A-Za-z_]\w{0,63})[ \t]*=(?![=>])[ \t]*((["'])[\w\\:]{0,128}\3[ \t]*(?=[;)\n]|$)|(?:static[ \t]+)?(?:function|fn)\b|create_function\b)?/g;
/** Whether each assignment of a PHP variable is a literal (a function's name, read above) or a closure, and one is. */
function phpCallableShown(t: string, name: string): boolean {
  let found = false;
  for (const a of t.matchAll(PHP_ASSIGNED)) {
    if (a[1] !== name) continue;
    if (a[2] === undefined) return false;
    found = true;
  }
  return found;
}
/** Ruby's `R.send(:N, A)` (`public_send`, `__send__`) and `method(:N).call(A)`: N called with A. */
// Each blank run read once (round 74: `[ \t]*\(?[ \t]*` split 100 kB of blanks after `.send` every way, 54 s of CPU).
const RUBY_SEND =
  /(?:\.[ \t]*)?\b(?:public_send|__send__|send)[ \t]*(?:\([ \t]*)?(?::(\w{1,64})|(["'])(\w{1,64})\2)[ \t]*(,[ \t]*|\))/g;
const RUBY_SEND_COMPUTED = /\b(?:public_send|__send__|send)[ \t]*(?:\([ \t]*|(?<=[ \t]))(?![:"'\s)])/;
/** Round 75: a name joined or interpolated (`send("ev" + "al", ..)`, `send(:"#{x}", ..)`): computed too. */
const RUBY_SEND_JOINED =
  /\b(?:public_send|__send__|send)[ \t]*(?:\([ \t]*|(?<=[ \t]))(?=[:"'])(?!(?::\w{1,64}[?!=]?|:[-+*/%<>=!~^&|[\]]{1,3}|(["'])\w{1,64}\1)[ \t]*(?:[,)\n;]|$))/;
/** Round 75: Ruby's constant by a literal name (`Object.const_get(:Kernel)`), and by one the code computes. */
const RUBY_CONST_GET =
  /(?:\b(?:Object|Kernel|Module)[ \t]*\.[ \t]*)?\bconst_get[ \t]*(?:\([ \t]*|(?<=[ \t]))(?::(\w{1,64})|(["'])(\w{1,64})\2)[ \t]*\)?/g;
const RUBY_CONST_COMPUTED =
  /\bconst_get[ \t]*(?:\([ \t]*|(?<=[ \t]))(?!(?::\w{1,64}|(["'])\w{1,64}\1)[ \t]*(?:[),;\n.]|$))/;
/**
 * Round 75: R's source of a text connection (`source(textConnection(x))`, or one held in a variable): with
 * `source` in the code, each text connection's x is code, as `parse(text = x)`'s.
 */
const R_TEXT_SOURCE = /\b(?:sys\.)?source\([ \t]*textConnection\(/g;
const R_SOURCE = /\b(?:sys\.)?source[ \t]*\(/;
const R_TEXT_CONNECTION = /\btextConnection\(/g;
const RUBY_METHOD =
  /(?:\.[ \t]*)?\b(?:method|public_method|instance_method)[ \t]*\([ \t]*:(\w{1,64})[ \t]*\)([ \t]*(?:\.[ \t]*call[ \t]*\(|\.[ \t]*\(|\[))?/g;
/** R's `do.call("N", list(A))`, `match.fun("N")(A)`, `get("N")(A)`: N called with A. */
const R_DO_CALL = /\bdo\.call\([ \t]*(["']?)([\w.:]{1,64})\1[ \t]*,[ \t]*(?:list\(|c\()?/g;
const R_GET = /\b(?:match\.fun|get)\([ \t]*(["'])([\w.]{1,64})\1[ \t]*\)[ \t]*\(/g;
/** R's sink handed to a call as a function (`sapply(x, system)`). */
const R_PASSED = /[(,][ \t]*([\w.:]{1,64})[ \t]*(?=[,)])/g;

/**
 * Round 74 (docs/floor.md "Round 74 (rt-unshown-r74)"): the code with each sink reached by another name
 * written as its own call, for the sink readers to read: an alias (`import subprocess as s`, `from subprocess
 * import run as r`, `f = os.system`, `const {execSync: e} = require("child_process")`, `local e = os.execute`,
 * PHP's `$f = "system"`, R's `f <- system`), an index or reflection by a literal name (`getattr(os, "system")`,
 * `cp["execSync"]`, `os["execute"]`, `Kernel.send(:system, ..)`, `method(:system).call(..)`,
 * `call_user_func("system", ..)`, `do.call("system", ..)`). `unseen` when a sink is reached by a name the code
 * computes on a module holding sinks (`getattr(os, x)`, `cp[x]`, `send(x, ..)`, `call_user_func($f, ..)`), or
 * handed on rather than called (`map(os.system, xs)`, `method(:system)`, `sapply(x, system)`): its arguments
 * are then not shown.
 */
export function sinksByOtherNames(t: string, lang: string): { text: string; unseen: boolean } {
  const modules = new Set(SINK_MODULES.get(lang) ?? []);
  let unseen = false;
  let text = t;
  // Literal names first: an index, getattr, an import by name, reflection's calls.
  text = text.replace(INDEXED, (all, _q, n: string) =>
    isMemberName(lang, n) || modules.has(n) ? `.${n}` : all,
  );
  // Round 75: a name reached through the global namespace is the name (`_G.load`, `global.Function`).
  const globals = GLOBAL_NAMESPACES.get(lang);
  const namespaced =
    globals === undefined
      ? undefined
      : new RegExp(`(?<![\\w$.])(?:${globals.join('|')})[ \\t]*\\.[ \\t]*(\\w{1,64})`, 'g');
  const unglobal = (s: string): string =>
    namespaced === undefined ? s : s.replace(namespaced, (all, n: string) => (isSink(lang, '', n) ? n : all));
  text = unglobal(text);
  if (lang === 'python') {
    // A module's namespace (`vars(os)`, `os.__dict__`) holds its members: read as the module.
    text = text.replace(
      NAMESPACE,
      (_all, m: string | undefined, r: string | undefined) => (m ?? r) as string,
    );
    text = text.replace(GETATTR, (_all, r: string, _q, n: string) => `${r}.${n}`);
    // A module imported by a name the code computes (`__import__(x)`) may be one holding sinks.
    if (IMPORTED_COMPUTED.test(text)) unseen = true;
  }
  // node: a module required by a computed name whose members are used (`require(x)[y](..)`); alone it runs a file.
  if (lang === 'node' && REQUIRED_COMPUTED.test(text)) unseen = true;
  if (lang === 'python' || lang === 'node' || lang === 'lua')
    text = text.replace(IMPORTED, (all, _q, m: string) => (modules.has(m) ? m : all));
  if (lang === 'ruby') {
    text = text.replace(RUBY_SEND, (all, s: string | undefined, _q, n: string | undefined, rest: string) => {
      const name = (s ?? n) as string;
      return isSink(lang, '', name) ? `;${name}(${rest === ')' ? ')' : ''}` : all;
    });
    text = text.replace(RUBY_METHOD, (all, n: string, called: string | undefined) => {
      if (!isSink(lang, '', n)) return all;
      if (called === undefined) unseen = true;
      return called === undefined ? all : `;${n}(`;
    });
    if (RUBY_SEND_COMPUTED.test(text) || RUBY_SEND_JOINED.test(text)) unseen = true;
    text = text.replace(RUBY_CONST_GET, (all, s: string | undefined, _q, n: string | undefined) => {
      const name = (s ?? n) as string;
      return modules.has(name) ? name : all;
    });
    if (RUBY_CONST_COMPUTED.test(text)) unseen = true;
  }
  if (lang === 'php') {
    text = text.replace(PHP_CALL_BY_NAME, (all, _q, n: string) => (isSink(lang, '', n) ? `${n}(` : all));
    if (PHP_CALL_COMPUTED.test(text)) unseen = true;
  }
  if (lang === 'r') {
    text = text.replace(R_TEXT_SOURCE, 'parse(');
    if (R_SOURCE.test(text)) text = text.replace(R_TEXT_CONNECTION, 'parse(');
    text = text.replace(R_DO_CALL, (all, _q, n: string) => (isSink(lang, '', n) ? `${n}(` : all));
    text = text.replace(R_GET, (all, _q, n: string) => (isSink(lang, '', n) ? `${n}(` : all));
  }
  // Aliases: each bound name to what it names; the binding itself is taken out of the text read.
  const aliases = new Map<string, string>();
  const bind = (alias: string, names: string): void => {
    if (aliases.size >= MAX_ALIASES) unseen = true;
    else if (alias !== names) aliases.set(alias, names);
  };
  /** What a dotted name names, a module or a sink, through the aliases bound so far; undefined: neither. */
  const resolved = (dotted: string): string | undefined => {
    const head = /^\$?\w*/.exec(dotted)?.[0] ?? '';
    const full = aliases.has(head) ? `${aliases.get(head)}${dotted.slice(head.length)}` : dotted;
    if (modules.has(full)) return full;
    const [receiver, member] = split(full);
    return (member === '' ? isSink(lang, '', receiver) : isSink(lang, receiver, member)) ? full : undefined;
  };
  const cut: [number, number][] = [];
  const bindings = (re: RegExp, each: (m: RegExpMatchArray) => boolean): void => {
    for (const m of text.matchAll(re))
      if (each(m)) cut.push([m.index as number, (m.index as number) + m[0].length]);
  };
  if (lang === 'python') {
    bindings(FROM_IMPORT, (m) => {
      const from = m[1] as string;
      const full = aliases.get(from) ?? from;
      let any = false;
      for (const item of (m[2] as string).split(',')) {
        const [name, , alias] = item.trim().split(/[ \t]+/);
        if (name === '*') {
          for (const n of SINKS.get(lang)?.receivers.keys() ?? [])
            if (isSink(lang, full, n) && !isSink(lang, '', n)) bind(n, `${full}.${n}`);
          continue;
        }
        if (name === undefined || !/^\w+$/.test(name)) continue;
        const target = resolved(`${full}.${name}`);
        if (target !== undefined) {
          bind(alias ?? name, target);
          any = true;
        }
      }
      return any;
    });
    bindings(IMPORT, (m) => {
      if (/\bfrom[ \t]+[\w.]+[ \t]+$/.test(text.slice(Math.max(0, (m.index as number) - 80), m.index)))
        return false;
      let any = false;
      for (const item of (m[1] as string).split(',')) {
        const [name, as, alias] = item.trim().split(/[ \t]+/);
        if (as === 'as' && alias !== undefined && name !== undefined && modules.has(name)) {
          bind(alias, name);
          any = true;
        }
      }
      return any;
    });
  }
  if (lang === 'node') {
    bindings(JS_IMPORT, (m) => {
      const from = m[5] as string;
      if (!modules.has(from)) return false;
      if (m[1] !== undefined || m[2] !== undefined) bind((m[1] ?? m[2]) as string, from);
      for (const item of (m[3] ?? '').split(',')) {
        const [name, , alias] = item.trim().split(/[ \t]+/);
        if (name !== undefined && /^\w+$/.test(name) && resolved(`${from}.${name}`) !== undefined)
          bind(alias ?? name, `${from}.${name}`);
      }
      return true;
    });
  }
  if (lang === 'node')
    bindings(DESTRUCTURED, (m) => {
      const from = resolved(m[2] as string);
      if (from === undefined || !modules.has(from)) return false;
      for (const item of (m[1] as string).split(',')) {
        const [name, alias] = item.split(':').map((s) => s.trim());
        if (name !== undefined && /^\w+$/.test(name) && resolved(`${from}.${name}`) !== undefined)
          bind(alias !== undefined && /^\w+$/.test(alias) ? alias : name, `${from}.${name}`);
      }
      return true;
    });
  if (lang === 'php')
    bindings(PHP_NAME_ASSIGNED, (m) => {
      if (!isSink(lang, '', m[3] as string)) return false;
      bind(m[1] as string, `"${m[3] as string}"`);
      return true;
    });
  else
    bindings(NAME_ASSIGNED, (m) => {
      const target = resolved(m[2] as string);
      if (target === undefined) return false;
      bind(m[1] as string, target);
      return true;
    });
  if (aliases.size > 0 || cut.length > 0) {
    let kept = '';
    let from = 0;
    for (const [a, b] of cut.sort((x, y) => x[0] - y[0])) {
      if (a < from) continue;
      kept += `${text.slice(from, a)};`;
      from = b;
    }
    text = kept + text.slice(from);
    const names = [...aliases.keys()].map((a) => a.replace(/\$/g, '\\$')).join('|');
    if (names !== '')
      text = text.replace(
        new RegExp(`(?<![\\w$.@])(${names})(?!\\w)`, 'g'),
        (a: string) => aliases.get(a) as string,
      );
    // An alias of the global namespace (`local g = _G; g.load(x)`) names its members too.
    text = unglobal(text);
  }
  // PHP: a literal name called (`"system"($x)`) is the call; one handed to another call is the sink handed on.
  if (lang === 'php') {
    text = text.replace(PHP_NAME_CALLED, (all, _q, n: string) => (isSink(lang, '', n) ? `${n}(` : all));
    if (namePassed(text, lang)) unseen = true;
    // A variable called as a function (`$f($x)`) whose value the code does not show as a literal or a closure.
    const called = new Set<string>();
    for (const m of text.matchAll(PHP_VARIABLE_CALLED)) {
      const name = m[1] as string;
      if (called.has(name)) continue;
      called.add(name);
      if (called.size > MAX_ALIASES || !phpCallableShown(text, name)) unseen = true;
    }
  }
  if (lang === 'r') {
    for (const m of text.matchAll(R_PASSED)) if (isSink(lang, '', m[1] as string)) unseen = true;
    if (namePassed(text, lang)) unseen = true;
  }
  // node: with child_process loaded, `.exec(` on any receiver may be its exec (`(c => c.exec(x))(require(..))`).
  if (lang === 'node' && /\bchild_process\b/.test(t)) text = text.replace(DOT_EXEC, ';exec');
  // A module holding sinks indexed or asked by a name the code computes, or a member of it handed on.
  if (modules.size > 0) {
    const mods = [...modules].join('|');
    const computed = new RegExp(
      `(?<![\\w$.@])(?:${mods})[ \\t]*\\[(?![ \\t]*(["'])\\w{1,64}\\1[ \\t]*\\])|\\bgetattr\\([ \\t]*(?:${mods})[ \\t]*,`,
    );
    if (computed.test(text)) unseen = true;
    const member = new RegExp(`(?<![\\w$.@])(${mods})[ \\t]*\\.[ \\t]*(\\w{1,64})[ \\t]*(?![\\w(=\\s])`, 'g');
    const spans = [...text.matchAll(LITERAL)].map((l) => [
      l.index as number,
      (l.index as number) + l[0].length,
    ]);
    let span = 0;
    for (const m of text.matchAll(member)) {
      const at = m.index as number;
      while (span < spans.length && (spans[span]?.[1] as number) <= at) span++;
      // A name inside a literal is the literal's text.
      if (span < spans.length && (spans[span]?.[0] as number) < at) continue;
      if (isSink(lang, m[1] as string, m[2] as string)) unseen = true;
    }
  }
  return { text, unseen };
}
