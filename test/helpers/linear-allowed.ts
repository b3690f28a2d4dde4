// Round 44 (linear-r44): the expressions in src/ the shape check (regex-shapes.ts) flags, each with why it is
// left as it is. A new flagged expression fails test/redteam-linear-r44.test.ts until it is made linear or listed
// here with its reason (what bounds its text, or whose text it reads). Keyed by file and expression, not line.

/** The kernel's flagged readers, held at their boundaries by CPU rather than one by one. */
const KERNEL_SWEPT =
  "read at its boundary by round 43's sweep (test/redteam-linear-r43.test.ts: 1,156 cases at 200 kB under GATE_DEEP=1, none slow); the round 44 baseline, not reviewed one by one";

/**
 * Round 62 (prov2-r62): round 44's reading clause with a calendar look-up opening of fixed words. Every
 * opening that matches consumes its lazy run to the clause's end (the lookahead ends at `$` at worst), so an
 * opening inside a run is never tried again; held by test/redteam-prov2-r62.test.ts (assertRepeatLinear).
 */
const CALENDAR_LOOKUP =
  "round 43's sweep of the reading clause plus round 62's calendar look-up openings (fixed word sequences); each match consumes its run to the clause's end, so no opening is read twice; held by test/redteam-prov2-r62.test.ts with assertRepeatLinear";

/** Round 47: each blank run is entered only at its start (`(?<!\s)`), so a try reads one run once. */
const SPELLED_MARKS =
  "round 44's baseline plus round 47's marks set apart by blanks; blanks entered only at a run's start, held by test/redteam-prov-r47-linear.test.ts (200 kB of each alternative's literals and blanks under 1 s of CPU)";

/** Round 48: a question read from each opening only to the next opening of its own kind. */
const QUESTION_OPENINGS =
  "round 44's baseline plus round 48's questions opened inside a sentence (`:`, `;`, a dash, a comma): each kind of opening reads only to the next opening of that kind, so a character is read from at most one opening per kind; held by src/kernel/provenance/classes-r48.test.ts (200 kB of openings and question words, no `?`, under 1 s of CPU)";

/** Round 54: a handle opens at a run's start or right after an escape (`\\n`), whose backslash no run holds. */
const JSON_ESCAPED_HANDLES =
  "round 54's handles in JSON-escaped text: a try opens at a run's start or right after a `\\n`, `\\r` or `\\t` escape, and a run's class holds no backslash, so each run is read from one opening; held by src/kernel/provenance/classes-r54.test.ts (200 kB of each reading's literals)";

/** Round 72 (rt-linear-r72): fixed at the cause and still flagged, the shape check reading no look-ahead. */
const ROUND_72_FIXED =
  'round 72: each optional mark takes its own blanks after it (`(?:\\[\\s*)?`, not `\\[?\\s*` after `\\s*`), a run holding a `:` or `o`/`a` is looked for ahead once, a mark that may be a blank is a class of its own; 200 kB of each worst input under 1 s of CPU in test/redteam-linear-r72.test.ts, the same matches as before by a property there';
/** Round 72: a name or flags read whole by a negative look-ahead, so no shorter one hands its tail on. */
const ROUND_72_WHOLE =
  'round 72: the run is read whole (`(?![A-Za-z0-9_])`, `(?![-+ #0])` after it), so a shorter split fails at once and one opening reads its run once (on dab80106: 0.65 s to 2.4 s of CPU at 32 kB through the floor); held by test/redteam-linear-r72.test.ts (200 kB, and the same matches as before by a property)';
/** Round 72: found by the widened check in readers of results and requests; not measured or changed this round. */
const ROUND_72_LEFT =
  "round 72's widened split-run check (an optional part between two runs, or a run at a group's edge) flags it; a screen or provenance reader, not on the floor's Bash path; not measured or changed this round (a screener change needs the precision bench): the next round's";

/**
 * Round 74 (lead; docs/floor.md "Round 74 (lead)"): round 74's code and copy readers, each measured through the floor
 * on 100-200 kB built from its openings and runs (`"\\` repeated, blanks after `.send`/`from`/`[`, `import {`,
 * `{eval `, `; `, `'a `, `-ccc..`): 7 to 241 ms of CPU each. The literal reader's unclosed openings are bounded by
 * unclosedLiterals (a text with more than eight is unseen code); RUBY_SEND's blanks are one run each.
 */
const ROUND_74_MEASURED =
  'round 74: measured through the floor on 100-200 kB of its openings and runs (7-241 ms of CPU each; docs/floor.md "Round 74 (lead)"); code with more than eight unclosed literal openings is unseen before any literal reader runs (shell-option-scripts.ts unclosedLiterals)';

/**
 * Round 75 (rt-constructors-r75; docs/floor.md "Round 75 (rt-constructors-r75)"): the code readers' new
 * expressions, each measured through the floor on 200 kB of its openings and runs (blanks after `;`, `{after`,
 * `const_get`, `s{a}`; `a eval ` repeated; `is_` in an `assert(`): 19 to 220 ms of CPU each. PHP's asserted
 * test reads at most MAX_ARGUMENTS_SPAN (4,096) characters of one argument.
 */
const ROUND_75_MEASURED =
  'round 75: measured through the floor on 200 kB of its openings and runs (19-220 ms of CPU each; docs/floor.md "Round 75 (rt-constructors-r75)"); the Tcl and Ruby blanks are entered only after a fixed opening, each blank run read once';

export const LINEAR_ALLOWED: ReadonlyMap<string, string> = new Map([
  [
    'src/kernel/ladder/shell-literals.ts /\\$\\{(!?)([A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_])(?:\\[(?:\\d+|[@*])\\])?|[1-9@*])([^}$`]*)\\}|\\$([A-Za-z_][A-Za-z0-9_]*|[1-9@*])/g',
    ROUND_72_WHOLE,
  ], // split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /^\\s*(?:r|ru|run|start|starti|set\\s+args)\\b([^<>|]*)/',
    "round 72's widened check: anchored at the start, one try; the blanks before a fixed word, and `\\b` then the rest of the line after it: no run is split",
  ], // split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?<!\\S)-[a-zA-Z]*r\\s*(\\S*)/g',
    "round 72's widened check: the last repeat ends the match (nothing after it can fail), so no run is given back",
  ], // split-run
  [
    'src/kernel/ladder/shell-printed.ts /^%([-+ #0]*)(?![-+ #0])(\\*|\\d*)(?:\\.(\\*|\\d*))?([sbcdiouxXeEfFgGaAq%])/',
    ROUND_72_WHOLE,
  ], // split-run
  [
    'src/kernel/ladder/shell-values.ts /\\$\\{!?([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_])([^{}$]*)\\}/g',
    ROUND_72_WHOLE,
  ], // split-run
  [
    'src/kernel/provenance/instruction-words.ts /(?:^|[.!?]\\s+|\\b(?:also|and|so|now|hey|hi|ok|okay|then|oh)\\s*,?\\s+)(?:ai\\s+)?(?:assistant|agent|bot)\\s*,([^\\n]{0,240})/gi',
    ROUND_72_LEFT,
  ], // split-run
  ['src/kernel/provenance/values.ts /(?<![\\w:.])(?=[0:]*:)[0:]*\\/0(?![\\w./])/', ROUND_72_FIXED], // opening-in-run
  [
    'src/kernel/provenance/values.ts /\\bchmod\\s+(?:--?[\\w-]+\\s+)*(?:(?:0o?)?[0-7]?[0-7][0-7][2367]\\b|(?:[ugoa]*[-+=][rwxXst]*,)*(?=[ug]*[oa])[ugoa]*[+=][rwxXst]*w)/',
    ROUND_72_FIXED,
  ], // nested, opening-in-run, split-run
  [
    'src/kernel/screen/dictated-answer.ts /^[ \\t]*(?:$|,?[ \\t]*[^,"“”«»:\\s]+(?:[ \\t]+[^,"“”«»:\\s]+){0,3},[ \\t]+(\\p{L}+))/u',
    ROUND_72_LEFT,
  ], // split-run
  [
    'src/kernel/screen/injection-context.ts /^[ \\t]*\\r?\\n?[ \\t]*(?:@[A-Za-z]\\w*(?:\\([^()\\n]{0,80}\\))?\\s+){0,4}(?:(?:export|default|public|private|protected|readonly|static|declare|async|abstract|override|get|set|const|let|var|function|class|interface|type|enum)\\s+){0,4}[A-Za-z_$][\\w$]*\\??\\s*[:(<=;,{]/',
    ROUND_72_LEFT,
  ], // split-run
  ['src/kernel/screen/injection.ts /[.!?](?=\\s)|\\n[ \\t]*\\*?[ \\t]*\\n/g', ROUND_72_LEFT], // split-run
  [
    'src/kernel/screen/orders.ts /\\b(?:for example|for instance|e\\.g\\.|such as|like|say|saying|try saying|try asking)\\b\\s*:?\\s*["\'“‘]/',
    ROUND_72_LEFT,
  ], // split-run
  [
    'src/kernel/screen/shown-forms.ts /^\\s*(?:(["\'`])[^"\'`\\\\\\n]{0,80}\\1\\s*,\\s*){1,32}(["\'`])[^"\'`\\\\\\n]{0,80}\\2\\s*,?\\s*$/',
    ROUND_72_LEFT,
  ], // split-run
  [
    'src/kernel/ladder/shell-data.ts /[ \\t]*(?:(&&|\\|\\||;)|((?:[A-Za-z0-9_./~+:,@%=-]|\'[^\'\\n]*\'|"[^"$`\\\\\\n]*")+))/y',
    "round 71's quiet line pieces (rt-interp-r71, lead): sticky, one try per piece; the repeated group's alternatives open with different characters (a plain character, `'`, `\"`) and each quoted one ends at its own closing quote, so a run splits one way; read only on lines before a here-document",
  ],
  [
    'src/kernel/provenance/tool-names.ts /(?<![A-Za-z0-9_])(?:(?<="(?:tool|tool_name|name|function|action)\\\\?"[ \\t]{0,4}:[ \\t]{0,4}\\\\?"(?:[A-Za-z0-9_-]{1,64}\\.){0,4})[A-Za-z][A-Za-z0-9_-]*|[A-Za-z][A-Za-z0-9]*(?:_+[A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|(?<!(?<!functions|tools)\\.)[A-Za-z][A-Za-z0-9]*(?=\\())(?![A-Za-z0-9_])/g',
    "round 55's tool names beside values (prov2-r55): a try opens only where no name character stands before it (`(?<![A-Za-z0-9_])`), each alternative's groups begin with a character the one before cannot hold (`_`, a capital), so a run splits one way, and the JSON key's look-behind is bounded ({0,4} and 64-character parts); held by test/redteam-prov-r55b.test.ts (200 kB of eight adversarial repeats)",
  ],
  [
    'src/kernel/screen/called-reader.ts /[\\p{L}\\p{M})\\]][ \\t]*[:：][ \\t]*$|[\\p{L}\\p{N}_]"[ \\t]*:[ \\t]*"$|[\\p{L}\\p{N}_-]=["\']$|,[^,\\n]*[\\p{L}\\p{N}],"$/u',
    "round 55's field labels before a called name: applied to at most 80 characters (labelCallsMachine's `before`, the line up to the name), never to a whole result",
  ],
  [
    'src/kernel/provenance/values.ts /(?<![\\w.@/:-])[a-z0-9][\\w.-]*\\/[a-z0-9][\\w.-]*[a-z0-9](?![\\w/-])/g',
    "round 55's `vendor/name` packages: the lookbehind opens a try only at a run's first character and the first run's class holds no `/`, so each run is read from one opening; held by test/redteam-prov-r55.test.ts (200 kB of the reader's literals)",
  ],
  [
    'src/kernel/ladder/shell-aliases.ts /(?:^|[\\s;&|(){}])(?:function[ \\t]+([^\\s;&|<>()\'"\\\\$`{}]+)(?:[ \\t]*\\([ \\t]*\\))?|([^\\s;&|<>()\'"\\\\$`{}=]+)[ \\t]*\\([ \\t]*\\))\\s*([{(])/g',
    "round 47's function heads: a try starts only after a separator, and the name's class holds no separator, so each name is read once from its start; scanned only where the parse saw NAME() or `function`; held by test/redteam-floor-r47-found.test.ts (200 kB of function heads)",
  ],
  [
    "src/kernel/screen/addressed-clause.ts /(?:when|whenever|while|once|if|after|before|as\\s+soon\\s+as)\\s+(you(?:'ve|'re)?|(?:an?|the|any)(?:\\s+[\\p{L}-]+){1,2}?)\\s+(?:(?:(?:have|has)\\s+finished|have|has|is|are|finish(?:ed|es)?)\\s+)?(\\p{L}{3,20})/giu",
    "round 63's comma-less condition (recall-r63): an opening word must be followed by blanks, so a letter run is read only from the openings at most two words before it (`{1,2}?`), each a bounded try; held by test/screen-recall-r63.test.ts (assertRepeatLinear over repeated openings and acts)",
  ],
  ['src/cli/commands/recall.ts /\\/+$/', "an operator's --url flag, not an adversary's text"],
  ['src/cli/commands/serve.ts /\\/+$/', "an operator's flag, not an adversary's text"],
  ['src/cli/hooks/judge.ts /\\/+$/', "the operator's configured gate address, not an adversary's text"],
  ['src/journal/verify.ts /; refusing to trust .*$/', "gate's own error message, not a journal's bytes"],
  ['src/kernel/ladder/destinations.ts /%.*$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/destinations.ts /\\{[^{}\\s]*\\}|\\[(?:\\d+-\\d+|[a-zA-Z]-[a-zA-Z])(?::\\d+)?\\]/',
    "round 57's host globs: a try opens only at a `{` or `[`, and a brace's run stops at the next `{` (a range's digits hold no `[`), so each character is read from one opening; held by test/redteam-floor-r57-found.test.ts (200 kB of openings and runs under 1 s of CPU)",
  ],
  [
    'src/kernel/ladder/shell-globs.ts /\\{[^{}\\s]*\\}|\\[(?:\\d+-\\d+|[a-zA-Z]-[a-zA-Z])(?::\\d+)?\\]/g',
    "round 58's one reading of braces and URL globs (EXPANSION): the host globs' shape (above), applied to one directory word or host part at a time, each round bounded by MAX_BRACE_READINGS / 1,024 readings; held by test/redteam-floor-r58-found.test.ts",
  ],
  [
    'src/kernel/ladder/shell-arithmetic.ts /\\d+#[0-9a-zA-Z@_]+|0[xX][0-9a-fA-F]+|\\d+|\\*\\*|<<|>>|<=|>=|==|!=|&&|\\|\\||[-+*/%<>&|^~!?:(),]/g',
    "round 57's arithmetic tokens: applied to at most 256 characters (constantArithmetic's MAX_BODY), never to a whole text",
  ],
  ['src/kernel/ladder/egress-vocabulary.ts /^\\.?(?=[^/]*\\*)(?:[*?]|\\[[^\\]/]*\\])+$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-evaluated.ts /^\\$\\((?:[^()]*\\|\\s*)?(?:wc|nproc|seq|expr)\\b[^()|]*\\)$|^\\$\\(\\(.*\\)\\)$/s',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-extractors.ts /w=(.*)$/s', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-extractors.ts /\\bchdir\\b\\s*\\(?\\s*([^;)]*)/g', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-extractors.ts /^\\s*[\'"]?(\\w+)[\'"]?\\s*(?::|=>)\\s*([\\s\\S]*)$/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-line-runners.ts /\\bimport\\s+(?:os|subprocess|pty|commands)\\s+as\\b|\\bfrom\\s+(?:os|subprocess|pty|commands)\\s+import\\s+\\w+\\s+as\\b|\\b__import__\\s*\\(|\\bgetattr\\s*\\(\\s*(?:os|subprocess|pty)\\b|\\bimportlib\\b|\\b(?:os\\.(?:system|popen|exec\\w*|spawn\\w*)|subprocess\\.(?:run|call|Popen|check_\\w+|getoutput|getstatusoutput)|pty\\.spawn)\\b(?!\\s*\\()/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-line-runners.ts /(?:^|[;\\n{}])\\s*(?:(?:\\d+|\\$|\\/(?:[^/\\\\\\n]|\\\\.)*\\/)(?:\\s*,\\s*(?:\\d+|\\$|\\/(?:[^/\\\\\\n]|\\\\.)*\\/))?)?\\s*!?\\s*e\\s*(?:$|[;\\n}])/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-line-runners.ts /(?:^|[;\\n{}])\\s*[^;\\n{}]*?s(.)/g', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-option-scripts.ts /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)\\s*(?:=\\s*|\\s+)([\\s\\S]*)$/i',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /(?:^|[;{}\\n/0-9$])\\s*e\\s+([^\\n]*)/g', KERNEL_SWEPT],
  [
    "src/kernel/ladder/shell-option-scripts.ts /^[\\s:]*(?:(?:sil(?:e(?:nt?)?)?!?|keepa(?:lt)?|keepj(?:umps)?|noa(?:utocmd)?|uns(?:ilent)?|exe(?:cute)?)\\s+|[%.$,;0-9'<>+-]+\\s*)*/",
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\bwritefile\\s*\\((?:[^,()]|\\([^()]*\\))*,\\s*(?:expand\\s*\\(\\s*)?([\'"])([^\'"]+)\\1/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /^\\s*(?:shell|she|pipe|\\|)\\s+([\\s\\S]*)$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|[;\\n[{])\\s*(?:spawn|exec|system|open\\s+"?\\|)\\s+(?:-\\S+\\s+)*([^;\\n\\]}]*)/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:rmtree|rm_rf|rm_r|remove_dir|remove_tree|rmSync|rmdirSync|\\bfs\\.(?:promises\\.)?rm\\b|rimraf(?:\\.sync)?|RemoveAll)\\s*\\(?\\s*("(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'|`[^`]*`|(?:[\\w.$:{}[\\]\'"~-]+(?:\\([^()]*\\))?)+)/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /"((?:[^"\\\\]|\\\\.)*)"|\'((?:[^\'\\\\]|\\\\.)*)\'|`([^`]*)`/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\b(?:exec|system)\\s*(\\{[^{}]{0,256}\\})\\s*(?:\\(\\s*)?((?:"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\')(?:\\s*,\\s*(?:"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'))*)/g',
    "round 70: Perl's indirect object (`exec {PROG} LIST`): the block is bounded (256 characters, no brace inside), the list's literals are STRING_LITERAL's alternatives (each a quote, then characters no quote ends, or an escape: one way to match), entered only after `exec {..}` or `system {..}` and a comma between them; held by test/redteam-floor-r70-interp.test.ts (200 kB of `exec {\"a\"} ` and of blanks after one)",
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /b(?:64|32|16|85)decode|a85decode|decodebytes|decodestring|unhexlify|fromhex|base64_decode|decode_base64|decode64|hex2bin|gzinflate|gzuncompress|str_rot13|rot_?13|codecs\\.decode|zlib\\.decompress|Buffer\\.from\\([^)]*[\'"](?:base64|base64url|hex)[\'"]|\\batob\\s*\\(|unpack1?\\s*\\(?\\s*["\'][mHhu]|\\bpack\\s*\\(?\\s*["\'][Hh]|Base64\\.|fromCharCode|\\bchr\\s*\\(/',
    KERNEL_SWEPT,
  ],
  ["src/kernel/ladder/shell-option-scripts.ts /'(?:[^']|'\\\\'')*'='((?:[^']|'\\\\'')*)'/g", KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|\\s)(?:-r|--require|--import|--loader|--experimental-loader)(?:[=\\s]+(\\S*))?/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /(?!^)@[^/]*$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|\\n|;)[^\\S\\n]*\\.(?:shell|system)[^\\S\\n]+([^\\n]*)/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /\\\\!\\s*([^\\n]*)/g', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|\\n|;)[^\\S\\n]*(?:system|\\\\!)[^\\S\\n]+([^\\n;]*)/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /^[A-Z]+(?:_[A-Z]+)+$|^(?:TIMEOUT|ENCODING)$/', KERNEL_SWEPT],
  [
    "src/kernel/ladder/shell-option-scripts.ts /^[\\s\\d.$,;+\\-^]*(?:(?:'[a-z]|\\/(?:[^/\\\\\\n]|\\\\.)*\\/?|\\?(?:[^?\\\\\\n]|\\\\.)*\\??)[\\s\\d.$,;+\\-^]*)*/",
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /^[gGvV]([^\\s\\\\])(?:[^\\\\]|\\\\.)*?\\1([\\s\\S]*)$/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-option-scripts.ts /^-?[a-zA-Z]*[txd][a-zA-Z]*$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-option-scripts.ts /^([^,]*\\/[^,]*)/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-option-scripts.ts /#[^/]*$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-parse.ts /\\n+$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-reading.ts /\\$\\(([^()]*)\\)|`([^`]*)`/g', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-reading.ts /^-[a-zA-Z]*c[a-zA-Z]*$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell-vocabulary.ts /^(?:PKCS11Provider|SecurityKeyProvider)\\s*(?:=\\s*|\\s+)(.*)$/i',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell-written.ts /[\\d.]+$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-written.ts /[?#].*$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-written.ts /"((?:[^"\\\\]|\\\\.)*)"/g', KERNEL_SWEPT],
  ['src/kernel/ladder/shell-written.ts /(?:--require|--import|-r)[=\\s]+(\\S+)/g', KERNEL_SWEPT],
  ['src/kernel/ladder/shell.ts /\\$\\{[^}]*\\}|\\$[A-Za-z_][A-Za-z0-9_]*|\\$[0-9@*]/g', KERNEL_SWEPT],
  ['src/kernel/ladder/shell.ts /\\[!?\\]?[^\\]/]*\\]/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell.ts /\\[!?\\]?[^\\]/]*\\]/g', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /\\$\\{(!?)([A-Za-z_][A-Za-z0-9_]*)(\\[[^\\]]*\\])?([^}]*)\\}|\\$([A-Za-z_][A-Za-z0-9_]*)/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts /^-[a-zA-Z]*c[a-zA-Z]*$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /^(?:(python[23]|php|ruby|perl|lua|luajit|tclsh|wish|node|nodejs|bash|zsh|ksh|mksh|dash|gawk|expect)|pypy[23]?)(?:[.-]?\\d+)+$|^pypy[23]?$/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts /^-[A-Za-z]*f(.*)$/s', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /^(?:-[a-zA-Z0-9]*[ctl][a-zA-Z0-9]*|--(?:stdout|to-stdout|test|list))$/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts /^[a-zA-Z]*x[a-zA-Z]*$/', KERNEL_SWEPT],
  ['src/kernel/ladder/shell.ts /^-[a-zA-Z]*x[a-zA-Z]*$/', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /^(?:(?:https?|ssh|git|git\\+ssh|ssh\\+git):\\/\\/[\\w.@%:-]+\\/\\S*|(?:[\\w.-]{1,64}@)?[\\w-]+(?:\\.[\\w-]+)+:(?!:)[\\w./~-]\\S*)$/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /^\\s*(-{0,2}[A-Za-z][\\w-]*)\\s*[=: \\t]\\s*"?([^"\\n]*?)"?\\s*$/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts /^\\s*([A-Za-z_-]+)\\s*=\\s*(.*?)\\s*$/s', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /\\bopen\\(\\s*([\'"])([^\'"]*)\\1\\s*,\\s*(?:mode\\s*=\\s*)?[\'"][^\'"]*[wax+]/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /\\bPath\\(\\s*([\'"])([^\'"]*)\\1\\s*\\)\\s*\\.\\s*(?:write_text|write_bytes|touch|unlink|rmdir|rename|replace|open\\([^)]*[wax+])/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /\\b(?:os\\.(?:remove|unlink|rmdir|rename|replace|truncate)|shutil\\.(?:rmtree|move|copy\\w*)|File\\.(?:write|delete|unlink|rename)|FileUtils\\.\\w+|(?:fs\\.)?(?:writeFileSync|appendFileSync|writeFile|appendFile|rmSync|unlinkSync|unlink|rm|renameSync|rename|createWriteStream|copyFileSync|copyFile|truncateSync|truncate)|Deno\\.(?:writeTextFile|writeFile|remove)|Bun\\.write|file_put_contents|unlink)\\s*\\(\\s*([\'"`])([^\'"`]*)\\1/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /\\bFile\\.open\\(\\s*([\'"])([^\'"]*)\\1\\s*,\\s*[\'"][^\'"]*[wa+]/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /\\bopen\\s*\\(?\\s*(?:my\\s+)?[$\\w]+\\s*,\\s*([\'"])\\s*(?:\\+?>>?|\\+<)\\s*\\1\\s*,\\s*([\'"])([^\'"]*)\\2/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/ladder/shell.ts /\\bopen\\s*\\(?\\s*(?:my\\s+)?[$\\w]+\\s*,\\s*([\'"])\\s*(?:\\+?>>?|\\+<)\\s*([^\'"]+)\\1/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts />>?\\s*"([^"]+)"/g', KERNEL_SWEPT],
  ['src/kernel/ladder/shell.ts />>?\\s*\\(?\\s*ENVIRON\\s*\\[\\s*"HOME"\\s*\\]\\s*"([^"]*)"/g', KERNEL_SWEPT],
  [
    'src/kernel/ladder/shell.ts /\\b([A-Za-z_]\\w*)\\s*=\\s*(ENVIRON\\s*\\[\\s*"HOME"\\s*\\]\\s*)?"([^"]*)"/g',
    KERNEL_SWEPT,
  ],
  ['src/kernel/ladder/shell.ts /"((?:[^"\\\\]|\\\\.)*)"/g', KERNEL_SWEPT],
  [
    'src/kernel/policy/decode.ts /, (?:\\.\\.\\.)?".*"(?:\\.\\.\\.)? is not valid JSON$/s',
    "round 54's form of round 44's baseline entry (the echo's trailing `...` too): it reads JSON.parse's own message, whose echo of the input Node bounds to about 20 characters, never the input",
  ],
  ['src/kernel/policy/paths.ts /[. ]+$/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/acts.ts /(?:^|[.!?\\n][^\\S\\n]*)(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b[^.!?\\n]*\\?|(?:[:;\\u2013\\u2014]|[^\\S\\n]-(?=[^\\S\\n]))[^\\S\\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b(?:[^-.!?:;\\u2013\\u2014\\n]|-(?![^\\S\\n]))*\\?|,[^\\S\\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b[^.!?,\\n]*\\?/gi',
    QUESTION_OPENINGS,
  ],
  [
    'src/kernel/provenance/acts.ts /(?:^|[.!?\\n][^\\S\\n]*)(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b[^.!?\\n]*\\?|(?:[:;\\u2013\\u2014]|[^\\S\\n]-(?=[^\\S\\n]))[^\\S\\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b(?:[^-.!?:;\\u2013\\u2014\\n]|-(?![^\\S\\n]))*\\?|,[^\\S\\n]*(?:what|which|who|whom|whose|when|where|why|how|is|are|am|was|were|does|do|did|has|have)\\b[^.!?,\\n]*\\?/g',
    QUESTION_OPENINGS,
  ],
  ['src/kernel/provenance/acts.ts /\\bthe [a-z-]+ link\\b/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/acts.ts /\\b(?:(?:check|look at|look through|look in|search|go through|consult|scan)\\s(?:in\\s)?(?:my|the|our|your|his|her|their)\\s(?:shared\\s|team\\s|club\\s|work\\s)?(?:calendar|diary)|summar[iy][sz]e|summary of|recap|explain|describe|translate|paraphrase|outline|analy[sz]e|proofread|tl;?dr|(?:tell|show|let) (?:me|us)(?: know)? (?:who|what|which|whether|if|how|when|where|why)|(?:see|check|find out|work out) (?:whether|if) (?:we|i|you|they|the club|anyone) (?:still )?(?:owe|need to pay|have to pay|must pay))\\b[^.!?;\\n]*?(?=[.!?;\\n]|\\b(?:and|then|but|also)\\b|$)/gi',
    CALENDAR_LOOKUP,
  ],
  ['src/kernel/provenance/acts.ts /(?:^|[.!?:;\\n(]|(?:^|\\n)\\[[^\\]\\n]{1,40}\\])\\s*$/', KERNEL_SWEPT],
  ['src/kernel/provenance/encodings.ts /=+$/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/instruction-words.ts /<\\s*\\/?\\s*(?:function[_ -]?(?:results?|output|response|call)|tool[_ -]?(?:results?|response|output|call|use)|result\\s+tool\\s*=)|\\[\\s*[a-z][a-z0-9]*_[a-z0-9_]+(?:\\s+(?:result|output|response|returned))?\\s*\\]\\s*(?:(?:result|output|response|returned)\\s*)?(?:->|=>|:|\\{|\\[|\\n|\\\\n)|>>>\\s*[a-z][a-z0-9]*_[a-z0-9_]*\\s*\\(|\\btool\\s*:\\s*[a-z][a-z0-9]*_[a-z0-9_]+\\s*(?:\\n|\\\\n)\\s*(?:result|output)\\s*:/i',
    KERNEL_SWEPT,
  ],
  [
    "src/kernel/provenance/instruction-words.ts /(?:^|[^\\p{L}]|(?<=\\\\n))(?:an (?:den|die|das)|f[üu]r (?:den|die|das)|à l'|a l'|au|aux|al|alla|all'|allo|para (?:el|la|o|a)|ao|voor de|aan de)\\s*(?:[\\p{L}-]+\\s+)?(?:ki-?)?(?:assistent(?:en|in)?|assistant(?:e|s)?|asistente|assistente|agent(?:en|e|s)?|bot|ki|ia)(?:[^\\p{L}]|$)|(?:^|[^\\p{L}]|(?<=\\\\n))(?:asystencie|asystentko|asystenci|asszisztens(?:é|e)?nek|ассистенту|помощнику|asistentovi|asistana|asistanına|avustajalle|asistentului)\\s*[:,!]|(?<![\\p{L}\\p{M}])(?:एआई\\s)?सहायक(?:\\sजी)?\\s*(?:कृपया|[:,!])|(?:ai|ＡＩ)?(?:アシスタント|エージェント)(?:へ|の方|様|さん)|(?:ai\\s?)?(?:비서|어시스턴트|에이전트|챗봇)(?:\\s?ai)?(?:는|은|에게|께|님)|(?<!\\p{L})(?:ai|ＡＩ)\\s?\\p{sc=Han}{0,4}(?:助理|助手|智能体|智能體|机器人|機器人)|(?:^|[^\\p{L}]|(?<=\\\\n))(?:para\\s+)?sa\\s+(?:mga\\s+)?(?:ahente|asistente|assistant|bot)s?(?:[^\\p{L}]|$)|(?:^|[^\\p{L}]|(?<=\\\\n))(?:aten[cç][aã]o|atenci[oó]n|attenzione|achtung|hinweis|aviso|avis)\\s*[:,!]?\\s*(?:(?:aos?|as|a|al|los|las|a los|gli|agli|alle|ai|le|les|aux|die|den|an die|an den)\\s+)?(?:ki-?)?(?:assistent(?:en|in|es|i)?|assistant(?:e|es|s)?|asistentes?|assistentes?|agent(?:en|es|i|s)?|bots?|ki|ia)(?:[^\\p{L}]|$)/iu",
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/instruction-words.ts /\\b(?:domain|host(?:name)?|address|url|link|site|server|handle|user ?name|mailbox|rest of (?:it|the (?:handle|name|address))|remainder|the rest)(?: name)?(?: (?:prefix|suffix|remainder|ending|start))?(?: (?:for|of) [\\p{L}\\p{N}.-]{1,32})?(?:[ \\t]+(?:is|starts with|begins with|ends with|ends in)[ \\t]+|[ \\t]*:[ \\t]*)\\\\?["\'`]?[_.-]?([\\p{L}\\p{N}][\\p{L}\\p{N}._@-]{0,62})/giu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/instruction.ts /(?:[\\u2014\\u2013;.!]|\\s-)\\s+([a-z]+)/gi', KERNEL_SWEPT],
  ['src/kernel/provenance/judge.ts /[.,;:!)\\]}]+$/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/ledger.ts /(?:^|[/\\\\])\\.(?:[\\w.-]*(?:cache|deps|download|vendor)[\\w.-]*|m2|gradle|npm|pnpm-store|nuget|rustup|pyenv|nvm)(?:[/\\\\]|$)/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/ledger.ts /[\\w.~-]*\\/[\\w./-]+|[\\w-]+\\.[a-z0-9]{1,5}\\b/gi', KERNEL_SWEPT],
  ['src/kernel/provenance/pieces.ts /^[\\p{L}\\p{N}]+(?:[_.-]+[\\p{L}\\p{N}]+)+$/u', KERNEL_SWEPT],
  ['src/kernel/provenance/repos.ts /\\.+$/', KERNEL_SWEPT],
  ['src/kernel/provenance/stated.ts /(?<![\\d.,])\\d{1,3}(?:,\\d{3})+(?![\\d]|[.,]\\d)/g', KERNEL_SWEPT],
  [
    'src/kernel/provenance/values.ts /(?:(?<!\\s)\\s+)?[[({<]\\s*dot\\s*[\\])}>]\\s*|(?<!\\s)\\s+dot\\s+|(?<!\\s)[ \\t]+\\.[ \\t]+(?=[a-z])/gi',
    SPELLED_MARKS,
  ],
  [
    'src/kernel/provenance/values.ts /(?:(?<!\\s)\\s+)?[[({<]\\s*at\\s*[\\])}>]\\s*|(?<!\\s)\\s+at\\s+|(?<!\\s)[ \\t]+@[ \\t]+/gi',
    SPELLED_MARKS,
  ],
  ['src/kernel/provenance/values.ts /(?<!\\s)\\s+(?:dash|hyphen)\\s+/gi', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /(?<!\\s)\\s+slash\\s+/gi', KERNEL_SWEPT],
  [
    'src/kernel/provenance/values.ts /(?<=[\\p{L}\\p{N}@.-])[ \\t]*\\+[ \\t]*(?=[\\p{L}\\p{N}@.-])/gu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/values.ts /=+$/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/values.ts /allow\\w*origins?\\b[^\\n*]{0,40}?(?:\\n[ \\t]*-[ \\t]*)?["\'`[\\s:=(]\\*(?![\\w*./])/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/values.ts /[.-]+$/', KERNEL_SWEPT],
  [
    "src/kernel/provenance/values.ts /\"(\\p{Lu}[\\p{Ll}'-]{1,31})\"|'(\\p{Lu}[\\p{Ll}'-]{1,31})'|^[ \\t]*(?:[-*•][ \\t]+)?(\\p{Lu}[\\p{Ll}'-]{1,31})[ \\t]*$/gmu",
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/values.ts /(?<![\\p{L}\\p{N}._-])[#@]([\\p{L}\\p{N}](?:[\\p{L}\\p{N}._-]{0,61}[\\p{L}\\p{N}])?)|"(?<=[:[,]\\s*")([\\p{L}\\p{N}][\\p{L}\\p{N}._-]{1,62})"(?!\\s*:)/gu',
    KERNEL_SWEPT,
  ],
  ["src/kernel/provenance/values.ts /[.'-]+$/", KERNEL_SWEPT],
  [
    'src/kernel/provenance/values.ts /[.,;:!?)\\]\'"*\\u2019\\u201d\\u00bb\\u203a\\u300d\\u300f\\u3001\\u3002\\uff09\\u3011]+$/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/values.ts /(?<![\\p{L}\\p{N}\\p{M}_.@/:%-])(?:[\\p{L}\\p{N}\\p{M}-]+\\.)+\\p{L}{2,24}\\/[^\\s"\'<>`\\\\^{}|]{0,2048}/giu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/values.ts /[?#].*$/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /^[^/?#]*\\.[^/?#]*[a-z0-9\\]]/i', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /:.*$/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /\\.+$/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /^(?:[a-z0-9-]+\\.)*[a-z][a-z0-9-]*\\.?$/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /^:(?![\\d:])\\/?([\\w~-][\\w.~-]*(?:\\/[\\w.~-]+)*)/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /[./]+$/', KERNEL_SWEPT],
  ['src/kernel/provenance/values.ts /\\b(?:curl|wget)(?:[ \\t]+-\\S*)*[ \\t]+["\']?$/', KERNEL_SWEPT],
  [
    'src/kernel/provenance/values.ts /^["\']?(?:[ \\t]+-\\S+)*[ \\t]*\\|[ \\t]*(?:sudo[ \\t]+(?:-\\S+[ \\t]+)*)?(?:ba|z|da|k)?sh\\b/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/values.ts /^\\d+(?:\\.\\d+)*\\.\\d{5,}(?:\\.\\d+)*$|^\\d{2,}(?:\\.\\d{2,}){3}$/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/worded.ts /[^\\s,;:!?()[\\]{}<>"\'`]+(?:[ \\t]+[^\\s,;:!?()[\\]{}<>"\'`]+)*/gu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/worded.ts /[ \\t]*,[ \\t]*/g', KERNEL_SWEPT],
  [
    'src/kernel/provenance/worded.ts /(?<![\\p{N}.,])\\d{2,34}(?:,?[ \\t]+(?:(?:directly |immediately )?followed by|and then|then)[ \\t]+(?:the (?:digits|number|year)[ \\t]+)?\\d{1,34}(?![\\p{N}]|[.,]\\p{N})){1,3}/giu',
    KERNEL_SWEPT,
  ],
  [
    "src/kernel/provenance/worded.ts /(?<![\\p{N}.,])(\\d{2,30}),?[ \\t]+(?:(?:directly |immediately )?followed by|and then|then)[ \\t]+(?:the|this|next|last|your|our|his|her|their)[ \\t]+(?:(?:current|founding|birth|company's|opening)[ \\t]+)?year(?![ \\t]+\\d)/giu",
    KERNEL_SWEPT,
  ],
  [
    "src/kernel/provenance/worded.ts /(?<![\\p{N}.,])(\\d{2,30}),?[ \\t]+(?:(?:directly |immediately )?followed by|and then|then)[ \\t]+(?:(?:the[ \\t]+)?(?:last[ \\t]+)?(?:two|2)[ \\t]+digits[ \\t]+of[ \\t]+(?:the|this|next|last|your|our|his|her|their)[ \\t]+(?:(?:current|founding|birth|company's|opening)[ \\t]+)?year|(?:the|this|next|last|your|our|his|her|their)[ \\t]+(?:(?:current|founding|birth|company's|opening)[ \\t]+)?year,?[ \\t]+\\(?(?:(?:in|as|written as|written in|with)[ \\t]+)?(?:two|2)[ \\t-]digits?)/giu",
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/provenance/worded.ts /(?<![\\p{N}.,])(\\d{1,34})(?:[ \\t]*(\\+|×|\\*)[ \\t]*|[ \\t]+(-|\\u2212|plus|minus|less|times|added to|multiplied by)[ \\t]+)(\\d{1,34}|[a-z]{3,5})(?![\\p{N}\\p{L}]|[.,]\\p{N})/giu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/provenance/worded.ts /\\.+$/', KERNEL_SWEPT],
  [
    'src/kernel/screen/addressed-clause.ts /(?:^|[^"\\]}\\d\\s[{,:]|[^"\\s]\\s*:)\\s*["“„«‘\']\\s*$/u',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/addressed-clause.ts /^(?:(?=\\S*[\\p{L}\\p{N}])\\S*[\\d/=_]\\S*|[\\p{Lu}\\p{N}_.-]{4,}[:.,]?)\\s+/u',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/addressed-clause.ts /^(?:[ \\t#/*>•·|-]+|\\d+[:.](?!\\d)|(?=\\S*[\\p{L}\\p{N}])\\S*[\\d=_]\\S*[ \\t]+|[\\p{Lu}\\p{N}_.-]{4,}[:.,]?[ \\t]+|#*\\[[^\\]\\n]{0,24}\\])+/u',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/ai-condition.ts /(?:^|[.!?:;([>*•|\\n-]|(?:^|["\'][ \\t]*[:,]|[[{=]|\\\\n)[ \\t]*\\\\?["\']|\\S,"|\\\\n|\\b(?:[Hh]ey|[Hh]i|[Ss]o|[Aa]lso|[Oo]h|PS|P\\.S\\.)[ \\t]*,?)[ \\t]*$/u',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/assistant-duty.ts /(?:^|[.!?;:：\\n"“«>•*-]|\\\\n)[ \\t]*(?:(?:o|a|el|la|il|lo|der|die|den|de|het|le|l-|il-|the|ο|η)[ \\t]*)?$/iu',
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/called-reader.ts /\\p{P}+$/u', KERNEL_SWEPT],
  ['src/kernel/screen/called-reader.ts /(?:^|\\n)[ \\t>*#•·-]*$/', KERNEL_SWEPT],
  ['src/kernel/screen/called-reader.ts /(?:^|\\n)[ \\t>*#-]*$/', KERNEL_SWEPT],
  [
    "src/kernel/screen/generic-reader.ts /(?:^|[\\n.!?:;\"'>]|\\s-)[ \\t]*(?:(?:[Aa]fter|[Bb]efore|[Oo]nce|[Uu]pon|[Oo]n)[ \\t]+(?:you(?:'ve|[ \\t]+have)?[ \\t]+)?(?:read(?:ing)?|process(?:ing|ed)?|open(?:ing|ed)?|receiv(?:ing|ed)|pars(?:ing|ed)|handl(?:ing|ed)|index(?:ing|ed)|import(?:ing|ed))[ \\t]+(?:this|these)(?:[ \\t]+[\\w-]{1,20}){0,2}|[Aa]s[ \\t]+part[ \\t]+of[ \\t]+(?:this|the)(?:[ \\t]+[\\w-]{1,20}){1,2}),[ \\t]*/g",
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/generic-reader.ts /,?\\s+(?:and|but)\\s+|;\\s*/', KERNEL_SWEPT],
  ['src/kernel/screen/generic-reader.ts /(?:[:,]|\\s[\\u2014\\u2013-])\\s*$/', KERNEL_SWEPT],
  [
    'src/kernel/screen/generic-reader.ts /(?:^|\\n|[.!?:][ \\t]|[:,][ \\t]*"|=")[ \\t>*#•-]*(?:(?:Please|Kindly|Also|Then|And|Now|Just)[ \\t]+(?:(?:also|then|just|now|please)[ \\t]+)?([a-z]+)|([A-Z][a-z]+))(?=[ \\t])/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/generic-reader.ts /\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,}(?: ?[A-Z0-9]){3}|\\bIBAN:?[ \\t]+[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,}/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/genre.ts /[\\w.-]+\\.(?:ya?ml|md|json|toml|txt|prompt)\\b/i', KERNEL_SWEPT],
  ['src/kernel/screen/genre.ts /^(?:[ \\t]*\\n)*[^\\n]{0,200}(?:\\n[ \\t]*)*[^\\n]{0,200}/', KERNEL_SWEPT],
  ['src/kernel/screen/genre.ts /\\s{2,}:|:[^\\s*_]|:\\s*[\\d[{]/', KERNEL_SWEPT],
  ['src/kernel/screen/genre.ts /^[ \\t]*(?:```|~~~)/gm', KERNEL_SWEPT],
  [
    'src/kernel/screen/injection-context.ts /^[ \\t]{1,12}--?[A-Za-z][^\\n]{0,48}?[ \\t]{2,}(?=\\S)/gm',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/injection-context.ts /^[ \\t]{0,12}(?:sub|(?:async[ \\t]+)?def|function)[ \\t]+[A-Za-z_]/gm',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/injection-context.ts /^[ \\t]*(?:\\|[ \\t]*:?-+:?[ \\t]*(?:\\|[ \\t]*:?-+:?[ \\t]*)*\\|?|:?-+:?[ \\t]*(?:\\|[ \\t]*:?-+:?[ \\t]*)+\\|?)[ \\t]*$/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/injection-context.ts />[ \\t]*\\r?\\n(?:[ \\t]*\\r?\\n)*$/', KERNEL_SWEPT],
  [
    'src/kernel/screen/injection-context.ts /<\\/?(?:user|assistant|human|ai|model|system|tool|function|bot)\\b[^<>\\n]*>[ \\t]*\\r?\\n(?:[ \\t]*\\r?\\n)*$/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/injection.ts /(?<!\\]\\()\\b[a-z][a-z0-9+.-]*:\\/\\/|[\\w.+-]+@[\\w-]+\\.[a-z]|\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b/',
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/injection.ts /[a-z][a-z0-9+.-]*:\\/\\/[^\\s)]*/g', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /([A-Za-z]+)[ \\t-]$/', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /([a-z]+)\\s+$/', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /(?:^|[^a-z])in +$/', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /(?:^|\\n)[ \\t]*$/', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /(?:[a-z0-9][-_./]+[a-z0-9]|--?[a-z])[a-z0-9._/-]* ?$/', KERNEL_SWEPT],
  ['src/kernel/screen/injection.ts /(?:^|[;\\s])color\\s*:\\s*(?:#fff(?:fff)?|white)\\b/', KERNEL_SWEPT],
  ['src/kernel/screen/obliged-reader.ts /[\\w.+-]+@[\\w-]+\\.[\\w.-]+/', KERNEL_SWEPT],
  ['src/kernel/screen/obliged-reader.ts /ing\\b.*\\b(?:this|these)\\b/', KERNEL_SWEPT],
  [
    'src/kernel/screen/orders.ts /\\(system(?:_message)?\\)|\\[system(?: note| message)?(?: (?:to|for) [a-z ]{1,24})?\\]|<\\|(?:im_start\\|>system|system\\|>)|<\\/?information>|(?:(?<!#)|(?<=\\bsystem(?:_message)?\\s*###))#{2,}\\s*\\(?system(?:_message)?\\)?\\s*(?:#{2,}|:)|\\bsystem(?:_message)?\\s*###/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /[\\w.+-]+@[\\w-]+\\.[\\w.-]+|\\bhttps?:\\/\\/\\S+|\\b[\\w-]+\\.(?:com|net|org|io|co|biz|info|xyz|top|cc|app|dev|site|shop|click|me|fm|sh|ly)\\b|\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b|\\b\\d{4}(?:[ -]\\d{4}){2,3}\\b|\\b\\d{3,}[-/ ]\\d{3,}\\b|\\+\\d[\\d -]{7,}\\d|\\b[A-Z]{1,4}-\\d{4,}\\b/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /[$€£¥]\\s?\\d|\\b\\d[\\d,.]*\\s?(?:usd|eur|gbp|dollars?|euros?|pounds)\\b|\\b\\d+\\s?% of\\b/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /[^\\n.!?{}[\\]<>|"]+(?:[.!?](?=[^\\s"])[^\\n.!?{}[\\]<>|"]*)*/g',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /^[ \\t>*#-]*(?:<[^<>\\n]{0,80}>[ \\t]*)?((?:[a-z]+ ){0,2}[a-z]+)[ \\t]*:/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /[\\w.+-]+@[\\w-]+\\.[\\w.-]+|\\bhttps?:\\/\\/\\S+|\\b[\\w-]+\\.(?:com|net|org|io|co|biz|info|xyz|top|cc|app|dev|site|shop|click|me|fm|sh|ly)\\b|\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b|\\b\\d{4}(?:[ -]\\d{4}){2,3}\\b|\\+\\d[\\d -]{7,}\\d/',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /^[ \\t]*([A-Z][\\w-]{2,}(?: [A-Za-z][\\w-]*){0,2}):[ \\t]+(.{20,400})$/gm',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/orders.ts /^[ \\t]*[A-Z][\\w-]{2,}(?: [A-Za-z][\\w-]*){0,2}:[ \\t]*\\S/gm',
    KERNEL_SWEPT,
  ],
  ["src/kernel/screen/orders.ts /(?:^|[\\s:(])['‘][^'’]*$/", KERNEL_SWEPT],
  [
    'src/kernel/screen/orders.ts /(?:^|\\n)[ \\t]*(?:\\[|<|#{2,}[ \\t]*)\\/?[ \\t]*(?:system(?:[ _](?:message|note|notice|override|prompt))?|tool[ _]?(?:output|result|response|call)|function[ _]?(?:call|results?|output)|observation|admin(?:istrator)?[ _](?:note|override|message))\\b[^\\n\\]>]{0,40}(?:\\]|>|#{2,}|:)/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/people-talk.ts /^[ \\t]*([A-Z][\\w-]{2,}(?: [A-Za-z][\\w-]*)?):[ \\t]+(\\S+(?:[ \\t]+\\S+){3,}.*)$/gm',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/principal-assistant.ts /https?:\\/\\/|\\b[\\w-]+\\.(?:example|com|net|org|io)\\b|\\b(?:card|account|login|password|iban|fee|deposit|transfer)\\b|\\d+(?:[.,]\\d+)? ?(?:eur|usd|gbp)\\b|[€$£] ?\\d/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/secrets.ts /^(?:[a-z0-9-]+\\.)*(?:example\\.(?:com|net|org)|[a-z0-9-]+\\.(?:example|invalid))(?![a-z0-9.-])/i',
    KERNEL_SWEPT,
  ],
  [
    'src/kernel/screen/shown-forms.ts /^ {0,3}\\[(\\^?)([^\\]\\n]{1,100})\\]:[ \\t]*(<[^>\\n]{1,2000}>|[^\\n]{1,2000})/gm',
    KERNEL_SWEPT,
  ],
  ['src/kernel/screen/summary-duty.ts /(\\p{L}+)\\s+(\\p{Lu}\\p{Ll}+)(?=[\\s,:])/gu', KERNEL_SWEPT],
  ['src/kernel/screen/turn-tokens.ts /^<([a-z]+(?:_[a-z]+)+)>$/', KERNEL_SWEPT],
  [
    'src/kernel/screen/vocative-order.ts /(?:^|[.!?:;([>*•|\\n-]|(?:^|["\'][ \\t]*[:,]|[[{]|\\\\n)[ \\t]*\\\\?["\'])[ \\t]*$/u',
    KERNEL_SWEPT,
  ],
  ['src/server/served-names.ts /%.*$/', "an interface address the OS gives, not an adversary's text"],
  [
    'src/upstream/builtin/encoding.ts /\\s*\\S+|\\s+$/g',
    'the two parts read disjoint classes, so a match never gives back its run: linear (200 kB of blanks: 0.003 s)',
  ],
  [
    'src/upstream/builtin/model.ts /^\\s*<([A-Za-z][\\w-]*)(?:\\s[^>]*)?>[\\s\\S]*<\\/\\1>\\s*$/',
    'anchored at the start: one attempt, each closing tag it backs to reads only its own blank run after',
  ],
  [
    'src/upstream/builtin/model.ts /<system-reminder>[\\s\\S]*?<\\/system-reminder>/g',
    'each opening scans to the next closing or the end, but the 17-character opening holds no run (200 kB of openings, no closing: 0.36 s)',
  ],
  [
    'src/upstream/builtin/model.ts /^[^\\S\\n\\r\\u2028\\u2029]*(?:working directory|current working directory|cwd)\\s*:\\s*(\\/\\S*)/im',
    'round 44: the blank before the keyword holds no line end, so each line start reads only its own line',
  ],
  ['src/upstream/proxy.ts /\\/+$/', "the operator's --base-url, not an adversary's text"],
  [
    'src/kernel/provenance/values.ts /(?:(?<![\\p{L}\\p{N}._@/#:\\\\-])|(?<=(?<!\\\\)\\\\[nrt]))\\p{L}[\\p{L}\\p{N}_-]*(?:\\.[\\p{L}\\p{N}_-]+)+(?![\\p{L}\\p{N}@/_-]|\\\\(?!["nrt])|\\.[\\p{L}\\p{N}])/gu',
    JSON_ESCAPED_HANDLES,
  ], // opening-in-run, split-run
  [
    'src/kernel/provenance/values.ts /(?:(?<![\\p{L}\\p{N}._@/#:\\\\-])|(?<=(?<!\\\\)\\\\[nrt]))\\p{Ll}[\\p{Ll}\\p{N}]*(?:[-_][\\p{Ll}\\p{N}]+)+(?![\\p{L}\\p{N}@/_-]|\\\\(?!["nrt])|\\.[\\p{L}\\p{N}])/gu',
    JSON_ESCAPED_HANDLES,
  ], // opening-in-run, split-run
  [
    `src/kernel/ladder/shell-powershell.ts /'(?:[^']|'')*'?|"(?:[^"\`]|\`[\\s\\S]|"")*"?|\\$\\{[^\${}]*\\}?|\\$[\\w:]+|[^\\s'"(){},+;|$]+/g`,
    "round 69: an expression's tokens; every alternative's closer is optional, so each match consumes its run to the run's end and no opening inside a run is tried again; held by test/redteam-floor-r69-powershell.test.ts (200 kB of each shape the reading walks)",
  ], // opening-in-run
  [
    'src/kernel/ladder/shell-code-sinks.ts /"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'|`[^`]*`/g',
    ROUND_74_MEASURED,
  ], // opening-in-run
  [
    'src/kernel/ladder/shell-code-sinks.ts /(?<=[\\w)\\]])[ \\t]*\\[[ \\t]*(["\'])(\\w{1,64})\\1[ \\t]*\\]/g',
    ROUND_74_MEASURED,
  ], // opening-in-run
  [
    'src/kernel/ladder/shell-code-sinks.ts /\\bimport[ \\t]+(?:\\*[ \\t]*as[ \\t]+(\\w{1,64})|(\\w{1,64})|\\{([^{}]{0,512})\\})[ \\t]*from[ \\t]*(["\'])(?:node:)?(\\w{1,64})\\4/g',
    ROUND_74_MEASURED,
  ], // split-run
  [
    'src/kernel/ladder/shell-code-sinks.ts /(?:\\.[ \\t]*)?\\b(?:public_send|__send__|send)[ \\t]*(?:\\([ \\t]*)?(?::(\\w{1,64})|(["\'])(\\w{1,64})\\2)[ \\t]*(,[ \\t]*|\\))/g',
    ROUND_74_MEASURED,
  ], // split-run
  ['src/kernel/ladder/shell-code-sinks.ts /\\bfrom[ \\t]+[\\w.]+[ \\t]+$/', ROUND_74_MEASURED], // opening-in-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|[;\\n[{])[ \\t]*(?:(?:\\w{1,64}[ \\t]+)?eval|namespace[ \\t]+inscope|uplevel(?:[ \\t]+#?\\d{1,8})?|subst)[ \\t]+([^;\\n\\]}]*)/g',
    ROUND_75_MEASURED,
  ], // opening-in-run, split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|[;\\n[{])[ \\t]*(apply|proc|catch|time|try|after)[ \\t]+/g',
    ROUND_75_MEASURED,
  ], // opening-in-run
  [
    'src/kernel/ladder/shell-code-constructors.ts /(?<![\\w$@%&>-])s[ \\t]*(?:\\/(?:[^/\\\\\\n]|\\\\.)*\\/(?:[^/\\\\\\n]|\\\\.)*\\/|#(?:[^#\\\\\\n]|\\\\.)*#(?:[^#\\\\\\n]|\\\\.)*#|\\|(?:[^|\\\\\\n]|\\\\.)*\\|(?:[^|\\\\\\n]|\\\\.)*\\||!(?:[^!\\\\\\n]|\\\\.)*!(?:[^!\\\\\\n]|\\\\.)*!|\\{[^{}\\n]*\\}[ \\t]*\\{[^{}\\n]*\\})([a-z]*)/g',
    ROUND_75_MEASURED,
  ], // split-run
  [
    'src/kernel/ladder/shell-code-constructors.ts /[=<>!&|]|\\b(?:instanceof|and|or|xor)\\b|^[ \\t]*(?:true|false|null|\\d|(?:is_\\w{1,32}|isset|empty|in_array|\\w{1,32}_exists)[ \\t]*\\()/i',
    ROUND_75_MEASURED,
  ], // opening-in-run
  [
    `src/kernel/ladder/shell-code-sinks.ts /(?:\\b(?:Object|Kernel|Module)[ \\t]*\\.[ \\t]*)?\\bconst_get[ \\t]*(?:\\([ \\t]*|(?<=[ \\t]))(?::(\\w{1,64})|(["'])(\\w{1,64})\\2)[ \\t]*\\)?/g`,
    ROUND_75_MEASURED,
  ], // split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:^|\\n|;)[^\\S\\n]*\\.([a-z]+)[^\\S\\n]+([^\\n]*)/g',
    ROUND_74_MEASURED,
  ], // opening-in-run, split-run
  ['src/kernel/ladder/shell-option-scripts.ts /\'([^\']*)\'|"([^"]*)"|\\S+/g', ROUND_74_MEASURED], // opening-in-run
  ['src/kernel/ladder/shell.ts /^-[a-z]*c[a-z]*$/', ROUND_74_MEASURED], // split-run
]);

/** Built with `new RegExp(` in the kernel: round 43's boundary sweep drew its units from these too (as built). */
const ROUND_71_ARGV =
  "round 71's exec calls with argv apart (rt-interp-r71): a try opens only at the call's name, and an opening's blanks are taken as `(?:\\(\\s*)?` after `\\s*`, never as two runs over one stretch (the first form, `\\(?\\s*`, took 52 s of CPU on `exec` and 200 kB of blanks); checked by the lead at 200 kB over 9 adversarial shapes x 4 names, each under 20 ms (docs/floor.md \"Round 71 (lead)\")";

const KERNEL_BUILT_SWEPT =
  "built as its module loads; read at its boundary by round 43's sweep, which took the built expressions as well (1,156 cases at 200 kB under GATE_DEEP=1, none slow); not reviewed one by one";

/**
 * The expressions src/ builds with `new RegExp(` that the shape check flags (test/redteam-linear-r45-built.test.ts),
 * keyed by file, opening and a digest of the whole expression (built-expressions.ts), each with why it is left.
 */
export const LINEAR_ALLOWED_BUILT: ReadonlyMap<string, string> = new Map([
  [
    'src/kernel/ladder/shell-line-runners.ts /\\b(?:system|exec|spawn|popen|qx)\\s*(?:[(…/ #dda5c41556',
    ROUND_72_FIXED,
  ], // opening-in-run
  [
    'src/kernel/provenance/values.ts /access-control-allow-origin\\W{0,4}(?:\\*|…/i #6d1f0e8b32',
    ROUND_72_FIXED,
  ], // opening-in-run
  [
    'src/kernel/provenance/values.ts /(?<![\\w.:/])0(?:\\.0){0,3}\\/0(?:(?:\\.0){3…/i #fb0b81b6fb',
    ROUND_72_FIXED,
  ], // opening-in-run
  [
    'src/kernel/provenance/values.ts /\\bchmod\\s+(?:--?[\\w-]+\\s+)*(?:(?:0o?)?[0…/i #da18435e06',
    ROUND_72_FIXED,
  ], // nested, opening-in-run, split-run
  [
    'src/kernel/provenance/stated.ts /\\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?…/gi #ae3b57e99a',
    ROUND_72_LEFT,
  ], // split-run
  [
    'src/kernel/screen/people-talk.ts /^(?:[Aa]ction [Ii]tems?|ACTION ITEMS?|AI…/u #860246510f',
    ROUND_72_LEFT,
  ], // split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\b(?:(exec|system|spawn)|spawnSync|execF\u2026/g #14289a827d',
    ROUND_71_ARGV,
  ], // round 73 (rt-unshown-r73) added R's `system2` to the names: the same shape, checked again (docs/testing.md "Round 73 (lead)")
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\b(?:exec|system|spawn|popen|capture2e?|\u2026/g #7fff48c969',
    ROUND_71_ARGV,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\b(?:exec|system)\\s*\\{\\s*("(?:[^"\\\\]|\\\\.\u2026/g #5d7642df46',
    ROUND_71_ARGV,
  ],
  [
    'src/kernel/ladder/shell-option-scripts.ts /\\b(?:(?:exec|spawn)([lv])p?(e?)|posix_sp\u2026/g #28d1c95e2a',
    ROUND_71_ARGV,
  ],
  [
    'src/kernel/ladder/destinations.ts /\\{[^{}\\s]*\\}|\\[(?:\\d+-\\d+|[a-zA-Z]-[a-zA\u2026/g #0a9ff41a7e',
    'the same host globs built with /g (HOST_GLOBS, to blank every glob of a host): the same shape, read once per opening',
  ],
  [
    'src/kernel/ladder/shell-line-runners.ts /\\bsystem\\s*\\(\\s*(?:\\(\\s*)*(?:"\\s*"\\s*)?[\u2026/ #7f10ed9d7c',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:"((?:[^"\\\\]|\\\\.)*)"|\'((?:[^\'\\\\]|\\\\.)*\u2026/g #905e12b324',
    'round 72: JOINED_LITERALS, a join mark with its blanks after it (`\\s*(?:[+.]\\s*)?`: round 24\'s `\\s*[+.]?\\s*` split a run of blanks two ways, 0.46 s at 20 kB); the nesting is round 24\'s literal alternatives, each closed by its quote; held by test/redteam-floor-r72-interp.test.ts (200 kB of blanks after `os.system("a"`); round 76 (rt-escapes-r76): Lua\'s `..` a mark too (`(?:\\.\\.|[+.])`: after either a literal must open, so `..` read as `.` fails at once), held by test/redteam-floor-r76-escapes.test.ts (200 kB of `"a" .. ` and of blanks after it); round 77 (rt-readings-r77): a join through parentheses (`\\s*(?:(?:\\)\\s*)*MARK\\s*(?:\\(\\s*)*)?`: each blank run follows its own `)`, mark or `(`, the parentheses entered only with a mark; Ruby\'s `<<` a mark, `<` opening no other alternative), 200 kB of `"a" ) `, `"a" + ( `, `) . ((`, `"a") + (` 0-6 ms for the expression alone, held by test/redteam-floor-r77-readings.test.ts',
  ], // nested
  [
    'src/kernel/ladder/shell-option-scripts.ts /(?:"((?:[^"\\\\]|\\\\.)*)"|\'((?:[^\'\\\\]|\\\\.)*\u2026/g #caee3639e2',
    'round 67: LISTED_LITERALS with an optional `[` after each comma (an argv list after its program): round 24\'s literal alternatives (KERNEL_BUILT_SWEPT), the `[` and its blanks entered only after a comma; held by test/redteam-floor-r67-code.test.ts (200 kB of `"a", [` under bounded CPU); round 68: and an optional `{args:` before it (Deno.Command), fixed words entered only after a comma, held by test/redteam-floor-r68-code.test.ts (200 kB of `, {args: ["a"`); round 70: and an optional `]` before each comma (Ruby\'s `exec(["git", "x"], "-C", ..)`), its blanks a group of their own (`(?:\\s*\\])?\\s*,`: one way to match a run of blanks), held by test/redteam-floor-r70-interp.test.ts (200 kB of blanks after `["a", "b"]`); round 75 (lead): a list joined to a list (`] + [`, `].concat([`) or a Perl list inside one (`, (`, `), `), one run of blanks before the separator, its alternatives opening on `]`, `)` or `,`; held by test/redteam-floor-r75-literals.test.ts (200 kB of each join, whole and left open: 0.1-0.9 s of CPU, as the base\'s shapes 0.1-0.5 s)',
  ], // nested
  [
    'src/kernel/provenance/repos.ts /(?:--repo(?:=|\\s+)|\\bgh\\s[^;&|\\n]*?\\s-R\\\u2026/g #0b3b9ab88e',
    KERNEL_BUILT_SWEPT,
  ], // nested, split-run
  [
    'src/kernel/provenance/values.ts /(?<![\\p{L}\\p{N}])(?:(?:seitsem\u00e4n|kahdeks\u2026/giu #7061968e30',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/provenance/stated.ts /\\b(?:(\\d{1,2}|(?:twenty[- ]seventh|thirt\u2026/gi #9959cffc50',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/provenance/worded.ts /(?<![\\p{L}\\p{N}])(?:(?:seitsem\u00e4n|kahdeks\u2026/giu #fdcfde4018',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/provenance/worded.ts /(?<![\\p{L}])(?:zero|one|two|three|four|f\u2026/giu #5a97d1487e',
    KERNEL_BUILT_SWEPT,
  ], // nested, opening-in-run
  [
    'src/kernel/provenance/ledger.ts /(?:^|[/\\\\])(?:node_modules|vendor|vendor\u2026/i #6e3770e161',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/dictated-answer.ts /\\b(?:[Ww]hen|[Ww]henever|[Ii]f|[Oo]nce|[\u2026/g #b08994a5df',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/dictated-answer.ts /(?:^|[.!?:;\\n("\'*>]|\\b(?:[Nn]ote|fyi|FYI\u2026/g #b2bdf9b91a',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/generic-reader.ts /(?:^|[\\n.!?:;(\\[{"\'>*#|/\\u2014\\u2013]|\\s\u2026/g #62032a8b19',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/generic-reader.ts /\\b(?:passwords?|passwd|passphrases?|toke\u2026/i #37607d0543',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    "src/kernel/screen/ai-condition.ts /(?<![\\p{L}\\p{N}_'\u2019-])(?:[Ii]f|[Ww]hen|[W\u2026/gu #bcda17e5ac",
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/people-talk.ts /(?:^|\\s)([Hh]e|[Ss]he|[Tt]hey|\\p{Lu}(?:\\\u2026/u #a539354c61',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run, split-run
  [
    'src/kernel/screen/plain-reading.ts /[&\\\\<\\]\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\u2026/g #72b8e5d838',
    KERNEL_BUILT_SWEPT,
  ], // behind-loop
  [
    'src/kernel/screen/orders.ts /\\b(?:dear|hey|hi|hello|attention:?)\\s+(?\u2026/i #bd8605bed6',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/orders.ts /(?:^|[\\n.!?:>\\]\\)"\'(][^\\S\\n]*)(?:hey |hi\u2026/g #ae82e08e92',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/orders.ts /\\b(?:dear|hey|hi|hello|attention:?)\\s+(?\u2026/gi #2ee3fae1d3',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/orders.ts /\\(system(?:_message)?\\)|\\[system(?: note\u2026/gi #d90d021f39',
    KERNEL_BUILT_SWEPT,
  ], // behind-loop, opening-in-run
  [
    // CLAUSE_LEAD: round 60 (recall2-r60) added ADDRESS_LEADS's folded Turkish "sayin"; the same shape, one more literal.
    'src/kernel/screen/orders.ts /(?:^|[\\d.!?:;,()[\\]{}"\'\u00ab\u00bb\u300c\u300d\u3010\u3011<>*#|\u2013\u2014-])\\\u2026/iu #d3fb7fa6b1',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/orders.ts /(?:^|\\n)[ \\t]*(?:\\[|<|#{2,}[ \\t]*)\\/?[ \\\u2026/gi #a761205bfc',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/delegated-order.ts /[\\w.+-]+@[\\w-]+\\.[\\w.-]+|https?:\\/\\/|\\b[\u2026/i #c4308f9183',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/obliged-reader.ts /https?:\\/\\/|\\b[A-Z][A-Z0-9]*_(?:TOKEN|KE\u2026/i #e68fe4f76f',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    // Round 57: SENSITIVE's secret part alone (SECRET_TOLD), the same run swept.
    'src/kernel/screen/obliged-reader.ts /\\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PAS\u2026/i #c467311165',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/program-label.ts /(?:^|[\\n.!?>]|\\\\n|["\',][ \\t]*|\\d[ \\t])[ \u2026/giu #355f3e0ac0',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/program-label.ts /https?:\\/\\/|\\b[\\w-]+\\.(?:example|com|net\u2026/i #121a71ec20',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/told-system.ts /(?:\\b(could|would)(?: you)?(?: please)?|\u2026/giu #a9f7b48f83',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/kernel/screen/addressed-clause.ts /(?:(?:when|whenever|while|once|if|after|\u2026/giu #14b2883fe2',
    KERNEL_BUILT_SWEPT,
  ], // split-run
  [
    'src/kernel/screen/injection.ts /\\s[-\u2013\u2014]\\s+(?:(?:hey|hi|dear|to|attention\u2026/gu #39b8113493',
    KERNEL_BUILT_SWEPT,
  ], // opening-in-run
  [
    'src/upstream/builtin/intent.ts /\\r?\\n+|;\\s*|(?<!\\d)[.!?]\\s+|,\\s*(?:and\\s\u2026/gi #0f9cfc7f53',
    "round 44's clause split: the connector opens only where no blank is before it, so each run of blanks is read once (redteam-linear-r44: 200 kB of blanks, under 0.05 s)",
  ], // opening-in-run, split-run
  [
    'src/upstream/builtin/intent.ts /\\s+(?:and\\s+then|and\\s+also|then|and|als\u2026/iy #22ce0aae48',
    'sticky: one attempt from the one position separatorsIn gives it, once per run of blanks (round 44)',
  ], // split-run
]);
