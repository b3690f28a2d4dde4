// References to a secret, not the secret (docs/screening.md, "Round 64 (secrets-r64)"): every form a writer
// names a secret's place with is read here, for the keyed-value screener (`isReference`) and for the percent
// decoder (`percentReferenceEnd`: a Windows `%DB_PASSWORD%` is no `%DB` escape), so the two agree.

const REFERENCE_STARTS = '$%@{[(&*#';
const REFERENCE_PARTS = [
  'process.env',
  'os.environ',
  'getenv',
  'env(',
  'env.',
  'secrets.',
  'vault:',
  'ref+',
  'keyvault',
  'secretsmanager',
  'ssm:',
  'secretkeyref',
  'valuefrom',
  // A secret manager's resource name (`projects/p/secrets/db-pass/versions/latest`, `/run/secrets/db`).
  '/secrets/',
];

/**
 * After a reference's opening characters, a name and its closing ones: `${DB_PASS}`, `%(pw)s`, `*alias`,
 * `[parameters('pw')]`, Octopus's `#{X}` (read plainly, its `}` is the carrier's), Python's field with its
 * conversion (`f"password={password!r}"`, round 76). A generated password that merely starts with `*` or `%` has more in it. No two
 * parts take the same character (but a last letter), so a failed match backtracks at most linearly.
 */
const REFERENCE_NAME = /^[$%@{[(&*#]+\s*[A-Za-z_.][\w.:'"( -]*(?:![rsa])?[)}\]%]*[a-z]?$/;

/**
 * A reference's name is a name, not a drawn run behind opening marks (`(((((k9QzR2pL7wEx`, `*&Kq9vLm2x`): its
 * letters and digits hold upper case, lower case and digits, each twice or more (`DbPassword2`, `${AWS_KEY_ID}`
 * hold two kinds so at most).
 */
function drawnName(value: string): boolean {
  let uppers = 0;
  let lowers = 0;
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c >= 65 && c <= 90) uppers++;
    else if (c >= 97 && c <= 122) lowers++;
  }
  return uppers >= 2 && lowers >= 2 && digits >= 2;
}

/**
 * A variable a string interpolates: `$user`, `${DB_PASS}`, Perl's `$Config::Config{targetsh}` and
 * `$h->{pw}`, `$args[0]`, a subscript by a subscript (`$tokens->[$self->{_tokpos}]`); a name of letters (a few digits at its end), not a random run (`$Kq9vLm2`).
 * Bounded parts: linear.
 */
const INTERPOLATED =
  /\$\{?[A-Za-z_]{1,60}\d{0,3}(?:::[A-Za-z_]{1,60}\d{0,3}){0,6}\}?(?:(?:->)?[{[](?:[\w'"$+]|-(?!>)){0,60}[}\]]{0,2}){0,4}/g;
/** What may stand between interpolated variables: separators, never a letter or a digit. */
const BETWEEN_VARIABLES = /^[\s:@/.,;=_+-]*$/;

/**
 * A string made of interpolated variables and separators only (`"$user:$pass"`, `"$Config::Config{targetsh}`):
 * the program fills it from its variables; no character of a credential is written in it.
 */
function onlyInterpolated(value: string): boolean {
  if (!value.includes('$')) return false;
  let found = false;
  const rest = value.replace(INTERPOLATED, () => {
    found = true;
    return '';
  });
  return found && BETWEEN_VARIABLES.test(rest);
}

/**
 * A name between doubled marks a deploy tool replaces (`@@DB_PASS@@`, `$$DB_PASS$$`, `%%DB_PASS%%`): as
 * `enclosedNameEnd`'s, a name (a digit after its first letter), the same marks at both ends.
 */
const DOUBLED_TOKEN = /^(@@|\$\$|%%)[A-Za-z_][\w.-]{0,60}\1$/;

/**
 * A template written whole as Ruby, Octopus or Azure Pipelines write one (`#{DB_PASS}`, `#{ENV["X"]}`): a
 * drawn password opens with `#{` and closes with `}` about once in 800 000 draws (docs/screening.md, "Round 63").
 */
const hashTemplate = (value: string): boolean =>
  value.length >= 4 && value.startsWith('#{') && value.endsWith('}');

/**
 * A path in Vault's key-value engine under its default mount (`secret/db:password`, `secret/data/app#token`,
 * as Ansible's `hashi_vault` lookup names one): names, `/`, `:` and `#` only, after `secret/`.
 */
const VAULT_PATH = /^secret\/[\w./:#-]{1,200}$/;

/** Where a secret lives rather than the secret: `${DB_PASS}`, `process.env.X`, `%PASSWORD%`, `$user:$pass`. */
export function isReference(value: string): boolean {
  if (REFERENCE_STARTS.includes(value[0] ?? '') && REFERENCE_NAME.test(value) && !drawnName(value))
    return true;
  if (enclosedNameEnd(value, 0) === value.length && !drawnEnclosed(value)) return true;
  if (DOUBLED_TOKEN.test(value) || hashTemplate(value) || VAULT_PATH.test(value)) return true;
  if (onlyInterpolated(value)) return true;
  const v = value.toLowerCase();
  for (const p of REFERENCE_PARTS) if (v.includes(p)) return true;
  return false;
}

/** The marks a name is enclosed in by a build, a shell or a deploy tool: `@x@`, `%x%`, `!x!`, `#x#`. */
const ENCLOSING = '@%!#';
/** The longest name read between enclosing marks. */
const ENCLOSED_NAME = 64;

/**
 * Where a name enclosed in one mark ends (after its closing mark), else -1: a build's filter token
 * (`@projectversion@`, `@project.groupId@`: Ant, Maven), a Windows variable (`%DB_PASSWORD%`, cmd's
 * substring `%DB_PASSWORD:~0,8%`, delayed `!DB_PASSWORD!`), a token replacer's `#DB_PASSWORD#`. The name
 * opens with a letter or `_` and holds letters, digits, `_ . -`. Linear: one pass, bounded.
 */
export function enclosedNameEnd(s: string | Uint8Array, at: number): number {
  const at_ = (i: number) => (typeof s === 'string' ? s.charCodeAt(i) : (s[i] ?? Number.NaN));
  const mark = at_(at);
  if (!ENCLOSING_CODES.has(mark) || !isNameStart(at_(at + 1))) return -1;
  let j = at + 2;
  const bound = Math.min(s.length, at + 1 + ENCLOSED_NAME);
  while (j < bound && isNameCode(at_(j))) j++;
  // cmd's substring modifier: `:~start` and `,length`, each a number that may be negative.
  if (at_(j) === 58 && at_(j + 1) === 126) {
    j += 2;
    const stop = j + 12;
    while (j < stop && (isDigitCode(at_(j)) || at_(j) === 44 || at_(j) === 45)) j++;
  }
  return at_(j) === mark ? j + 1 : -1;
}

/** ENCLOSING's character codes. */
const ENCLOSING_CODES: ReadonlySet<number> = new Set([...ENCLOSING].map((c) => c.charCodeAt(0)));

/**
 * Where a Windows variable opened by the `%` at `at` ends, when the percent decoder should read it as
 * written (`%DB_PASSWORD%`, not `%DB` then `_PASSWORD%`), else -1: a name of three or more characters, one
 * of them no hex digit, not a drawn run, whose closing `%` opens no escape of its own (`r%E9sum%E9` is Latin-1's résumé: `%E9sum%`
 * is no name).
 */
export function percentReferenceEnd(s: string, at: number): number {
  if (s.charCodeAt(at) !== 37) return -1;
  const end = enclosedNameEnd(s, at);
  if (end < 0 || end - at < 5 || (isHexAt(s, end) && isHexAt(s, end + 1))) return -1;
  // A name of hex digits alone (`%FF0%`, `%DEADBEEF%`) reads as escapes as well as a name: decoded.
  let named = false;
  for (let k = at + 1; k < end - 1 && !named; k++) named = !isHexAt(s, k);
  return named && !drawnEnclosed(s.slice(at, end)) ? end : -1;
}

/** An enclosed name is a drawn run (`drawnName`), a substring's numbers aside (`%DB_Pass:~-5,25%`: cmd's). */
const drawnEnclosed = (enclosed: string): boolean => drawnName(enclosed.split(':~')[0]!);

const isDigitCode = (c: number) => c >= 48 && c <= 57;
const isNameStart = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || c === 95;
const isNameCode = (c: number) => isNameStart(c) || isDigitCode(c) || c === 46 || c === 45;
const isHexAt = (s: string, i: number) => {
  const c = s.charCodeAt(i) | 32;
  return isDigitCode(s.charCodeAt(i)) || (c >= 97 && c <= 102);
};
