// Round 70 (docs/floor.md "Round 70 (rt-parse-r70, 2026-12-06)"): multi-line forms under other first
// lines. A refused command after a form that spans lines (a case across lines, a compound, a function, a
// continued line, a substitution across lines) or after a here-document's end (every operator form, two
// on one line, one inside `$(..)`, a here-string) is refused as the plain command is; a body that feeds a
// shell (`bash <<EOF`, `sh -s <<'EOF'`, `| sh`) is read as the shell's commands. Held on the base too: a
// guard over the forms round 70 widened the parser's shown forms for, not a moved verdict.
import { test } from 'node:test';
import fc from 'fast-check';
import { everyRefused, REFUSED_CORES } from './helpers/redteam-floor.js';

/** First lines of every shape: an assignment, a function, `if`/`while`/`for`, a pipeline, a list, a case. */
const FIRST: readonly string[] = [
  ...['x=1', 'x=~/a:~/b', 'f() { echo a; }', 'function f { echo a; }', 'if true; then echo a; fi'],
  ...['while false; do echo a; done', 'for i in a b; do echo "$i"; done', 'ls | wc -l', 'true && echo ok'],
  ...[
    'case x in\n a) echo a;;\n *) echo b;;\nesac',
    'case x in a) echo a;; esac',
    'if true\nthen\n  echo a\nfi',
  ],
  ...[
    'case $1 in\n  start|go)\n    echo s\n    ;;\nesac',
    'for i in 1 2\ndo\n  echo $i\ndone',
    'echo a \\\n  b',
  ],
  ...['x=$(\n  echo a\n)', 'f() {\n  echo a\n}', '{ echo a; } | wc -c', '(cd /tmp && ls)', 'echo "a\nb"'],
];

/** Here-documents of every operator form, each body `BODY`. */
const DOCS: readonly string[] = [
  ...[
    'cat <<EOF\nBODY\nEOF',
    'cat <<-EOF\n\tBODY\n\tEOF',
    "cat <<'EOF'\nBODY\nEOF",
    'cat <<"EOF"\nBODY\nEOF',
  ],
  ...[
    'cat <<A <<B\nBODY\nA\nBODY\nB',
    'x=$(cat <<EOF\nBODY\nEOF\n)',
    'cat <<< "BODY"',
    'cat <<EOF | wc -l\nBODY\nEOF',
  ],
  ...[
    'if true; then cat <<EOF\nBODY\nEOF\nfi',
    'f() { cat <<EOF\nBODY\nEOF\n}',
    'cat > out.txt <<EOF\nBODY\nEOF',
  ],
  ...[
    'cat <<EOF && echo done\nBODY\nEOF',
    'while read l; do echo "$l"; done <<EOF\nBODY\nEOF',
    'cat <<E1; cat <<E2\nBODY\nE1\nBODY\nE2',
  ],
];

/** Here-documents and strings whose body a shell runs. */
const SHELL_DOCS: readonly string[] = [
  ...[
    'bash <<EOF\nBODY\nEOF',
    "sh -s <<'EOF'\nBODY\nEOF",
    'cat <<EOF | sh\nBODY\nEOF',
    'bash <<-EOF\n\tBODY\n\tEOF',
  ],
  ...[
    'sh <<< "BODY"',
    'bash <<A <<B\nBODY\nA\nBODY\nB',
    'x=$(bash <<EOF\nBODY\nEOF\n)',
    'cat <<EOF | bash -s\nBODY\nEOF',
  ],
];

const CORES = REFUSED_CORES.map(([text]) => text);

test('generated: a refused command after a multi-line form is refused, on its own line or after `;`', () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...FIRST), fc.constantFrom(...CORES), fc.constantFrom('\n', '\n\n', ';\n')),
    ([first, core, sep]) => `${first}${sep}${core}`,
  );
});

test("generated: a refused command after a here-document's end is refused, under every first line", () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...FIRST), fc.constantFrom(...DOCS), fc.constantFrom(...CORES)),
    ([first, doc, core]) => `${first}\n${doc.replaceAll('BODY', 'hello')}\n${core}`,
  );
});

test('generated: a here-document or here-string that feeds a shell is read as its commands, under every first line', () => {
  everyRefused(
    fc.tuple(fc.constantFrom('', ...FIRST), fc.constantFrom(...SHELL_DOCS), fc.constantFrom(...CORES)),
    ([first, doc, core]) => `${first === '' ? '' : `${first}\n`}${doc.replaceAll('BODY', core)}`,
  );
});
