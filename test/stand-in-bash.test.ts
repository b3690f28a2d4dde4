// Round 74 (docs/testing.md, "Round 74 (lead)"): the stand-ins' bash is bounded. A script bash never finishes (round
// 73: a drawn `flock` inside a `flock` on the same lock file, which waits on itself) fails at its bound as that
// script, leaves no process behind, and a later run in the same directory runs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { withStandIns } from './helpers/stand-in-bash.js';

/** The processes still running a command line that holds `marker`. */
const running = (marker: string): string[] =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(marker) && !line.startsWith('ps '));

test('a script that waits on itself fails at its bound as that script, nothing is left running, a later run runs', () => {
  withStandIns(
    ['gatestandinprobe'],
    (ran) => {
      const hung = 'flock gate-lock flock gate-lock gatestandinprobe hung';
      assert.throws(
        () => ran(hung),
        (e: Error) => e.message.startsWith(`bash did not finish ${JSON.stringify(hung)}`),
      );
      assert.deepEqual(running('gatestandinprobe hung'), []);
      assert.equal(ran('gatestandinprobe after'), 'gatestandinprobe|after|\n');
    },
    { system: true, seconds: 1 },
  );
});

test('a script that ends on its own with a bound’s status is no run the bound cut', () => {
  withStandIns(
    ['gatestandinprobe'],
    (ran) => {
      assert.throws(
        () => ran('gatestandinprobe quick; exit 124'),
        (e: Error) => !e.message.includes('did not finish'),
      );
      assert.throws(
        () => ran('gatestandinprobe quick; exit 137'),
        (e: Error) => !e.message.includes('did not finish'),
      );
    },
    { seconds: 5 },
  );
});
