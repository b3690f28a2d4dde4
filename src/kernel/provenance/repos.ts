// Repositories by their `owner/name` slug: where `gh pr create --repo evil-org/app` files the user's
// change, or `gh issue create -R evil-org/tracker` sends a body that may carry the repository's secrets.
// A result's slugs are followed wherever they stand (as text: `against evil-org/app`, or in a
// `github.com/evil-org/app` link); an argument's only where a command names the repository it acts on,
// since a relative path (`src/app.ts`) has the same shape (docs/provenance.md, "What is followed").
import type { FoundValue } from './values.js';

/** A slug segment: letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
const SEGMENT = '[a-z0-9][a-z0-9._-]{0,99}';
/** A slug as text names it: not inside a longer path (no `/` before or after it). */
const SLUG_IN_TEXT = new RegExp(`(?<![\\w./:@~\\\\-])(${SEGMENT})/(${SEGMENT})(?![\\w/-])`, 'gi');
/** A slug in a forge's link or remote (`github.com/evil-org/app/issues`, `git@github.com:evil-org/app.git`). */
const SLUG_IN_LINK = new RegExp(
  `\\b(?:github\\.com|gitlab\\.com|bitbucket\\.org)[/:](${SEGMENT})/(${SEGMENT})`,
  'gi',
);
/** Where a command names the repository it acts on: `--repo X`, `-R X`, `gh repo <verb> X`, `gh api repos/X`. */
const SLUG_IN_COMMAND = new RegExp(
  `(?:--repo(?:=|\\s+)|\\bgh\\s[^;&|\\n]*?\\s-R\\s*|\\bgh\\s+repo\\s+[a-z-]+\\s+(?:--?[\\w-]+(?:[= ][^\\s-]\\S*)?\\s+)*|\\brepos/)["']?(${SEGMENT})/(${SEGMENT})`,
  'g',
);
const HAS_LETTER = /[a-z]/i;

function slugValue(owner: string, name: string, at: number, end: number): FoundValue | undefined {
  if (!HAS_LETTER.test(owner) || !HAS_LETTER.test(name)) return undefined;
  const repo = name.replace(/\.git$/i, '').replace(/\.+$/, '');
  if (repo === '') return undefined;
  return { kind: 'repo', keys: [`repo:${owner.toLowerCase()}/${repo.toLowerCase()}`], at, end };
}

/** Every `owner/name` of a result's or the user's text, as a repository (bounded by the caller's limit). */
export function reposIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!t.includes('/')) return out;
  for (const re of [SLUG_IN_TEXT, SLUG_IN_LINK])
    for (const m of t.matchAll(re)) {
      const v = slugValue(m[1]!, m[2]!, m.index, m.index + m[0].length);
      if (v) out.push(v);
    }
  return out;
}

/** The repositories an argument's command acts on (`--repo`, `-R`, `gh repo <verb>`, `repos/` of `gh api`). */
export function commandReposIn(t: string): FoundValue[] {
  const out: FoundValue[] = [];
  if (!t.includes('/')) return out;
  for (const m of t.matchAll(SLUG_IN_COMMAND)) {
    const v = slugValue(m[1]!, m[2]!, m.index, m.index + m[0].length);
    if (v) out.push(v);
  }
  return out;
}
