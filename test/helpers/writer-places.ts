// Rounds 73, 74 (docs/floor.md "Round 73 (rt-writers-r73)", "Round 74 (rt-writers-r74)"): the writer suites'
// shared table. A form names the place it writes as `D`; each is put at a guarded home file in every home
// spelling under every wrapper, at the project's own guarded places, and at ordinary places; a share of
// the decided texts goes through the real `gate preflight` at the end.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { processVerdict, RUNS, said, verdict } from './redteam-floor.js';

/** Guarded places, as the rest after a home (`~/` + rest) or the project's own. */
export const HOME_RESTS: readonly string[] = [
  '.bashrc',
  '.claude/settings.json',
  '.ssh/authorized_keys',
  '.zshrc',
];
export const PROJECT_PLACES: readonly string[] = [
  '.git/hooks/pre-commit',
  './.git/config',
  '"$PWD"/.git/hooks/x',
];
/** Places a program may write: the project's, the temporary directory's. */
export const ORDINARY_PLACES: readonly string[] = ['./out', '/tmp/x', 'build/x.txt', 'dist/'];
/** How a home is spelt: tilde, `$HOME` bare, braced or quoted, a quoted rest, the absolute root home. */
export const HOMES: readonly ((rest: string) => string)[] = [
  (r) => `~/${r}`,
  (r) => `$HOME/${r}`,
  (r) => `"$HOME"/${r}`,
  (r) => `"\${HOME}/${r}"`,
  (r) => `~/'${r}'`,
  (r) => `/root/${r}`,
];
/** What the program runs under: itself, or a wrapper that runs it. */
export const WRAPPERS: readonly string[] = ['', 'env A=1 ', 'command ', 'nice ', 'timeout 60 ', 'nohup '];

export const place = (form: string, dest: string): string => form.replace('D', dest);

/** Decides texts (an attack refused for `reason`, a neighbour not refused), keeping every sixteenth for the process. */
export class WriterDecider {
  readonly shared: [text: string, kind: string][] = [];
  private drawn = 0;
  decided(kind: 'DENY' | 'ALLOW', text: string, reason = 'SELF_MODIFY'): void {
    const v = verdict(text);
    // A neighbour is not refused (a sender's verb or a network program may ask a witness, as on the base).
    if (kind === 'DENY') assert.equal(said(v), `DENY ${reason}`, text);
    else assert.notEqual(v.kind, 'DENY', text);
    if (this.drawn++ % 16 === 0) this.shared.push([text, v.kind]);
  }

  /**
   * fast-check over `forms` x guarded home places x spellings x wrappers (refused), x project places
   * (refused), x ordinary places x wrappers (admitted, but where `refusedOnBase` says the base refuses it).
   */
  formsTable(
    forms: readonly string[],
    refusedOnBase: (form: string, dest: string) => boolean = () => false,
  ): void {
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        fc.constantFrom(...HOME_RESTS),
        fc.constantFrom(...HOMES),
        fc.constantFrom(...WRAPPERS),
        (form, rest, home, wrap) => this.decided('DENY', `${wrap}${place(form, home(rest))}`),
      ),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.constantFrom(...PROJECT_PLACES), (form, p) =>
        this.decided('DENY', place(form, p)),
      ),
      { numRuns: Math.min(RUNS, 60) },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        fc.constantFrom(...ORDINARY_PLACES),
        fc.constantFrom(...WRAPPERS),
        (form, dest, wrap) => {
          fc.pre(!refusedOnBase(form, dest));
          this.decided('ALLOW', `${wrap}${place(form, dest)}`);
        },
      ),
      { numRuns: Math.min(RUNS, 100) },
    );
  }

  /** The fixed commands and the drawn share, each with its verdict kind, through the real `gate preflight` (one batch). */
  throughProcess(fixed: readonly (readonly [command: string, kind: string])[]): void {
    for (const [command, kind] of [...fixed, ...this.shared])
      assert.match(processVerdict('Bash', { command }), new RegExp(`^verdict=${kind} `), command);
  }
}
