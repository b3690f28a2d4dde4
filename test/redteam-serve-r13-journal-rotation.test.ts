// A journal rotated by hand started a new chain at seq 1 from the genesis hash: nothing tied the new file
// to the old one, so a deleted journal and a rotated one looked alike, and the anchor file refused the new
// file. `gate journal rotate` now continues the chain across files (docs/journal.md, "Rotation"). And a
// running gate that could not write its anchor file said nothing: now it logs once and counts each failure.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { anchorEnv, decide, headOf, refusal, serve } from './helpers/journal-anchor.js';
import { until } from './helpers/until.js';

const tmp = mkdtempSync(join(tmpdir(), 'gate-r13-rotate-'));
describe('redteam-serve-r13-journal-rotation', () => {
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const env = anchorEnv;

  test('rotate continues the chain; the anchor follows; a deleted, rolled-back or forged file is refused', async () => {
    const journal = join(tmp, 'audit.jsonl');
    const anchor = join(tmp, 'head');
    await serve(journal, anchor, 3);
    const oldHead = headOf(anchor);
    assert.match(oldHead, /^3:[0-9a-f]{64}$/);

    // While gate runs, rotation is refused (one writer per journal).
    const running = await startGate([], { env: env(journal, anchor) });
    const busy = await runGate(['journal', 'rotate', journal], { env: env(journal, anchor) });
    await running.stop();
    assert.equal(busy.code, 1, busy.stdout);
    assert.match(busy.stderr, /in use by gate pid/);

    const rotated = await runGate(['journal', 'rotate', journal], { env: env(journal, anchor) });
    assert.equal(rotated.code, 0, rotated.stderr);
    const movedTo = `${journal}.1-3`;
    assert.match(
      rotated.stdout,
      new RegExp(`rotated .* to ${movedTo} \\(head ${oldHead}\\); .* continues at seq 4`),
    );
    assert.match(headOf(anchor), /^4:[0-9a-f]{64}$/);

    // The new file opens under the anchor and goes on from seq 4.
    await serve(journal, anchor, 2);
    assert.match(headOf(anchor), /^6:[0-9a-f]{64}$/);
    const linked = await runGate(['journal', 'verify', journal, '--anchor', oldHead]);
    assert.equal(linked.code, 0, linked.stderr);
    assert.match(linked.stdout, new RegExp(`3 rows \\(seq 4\\.\\.6\\).*continues ${oldHead}`));
    const old = await runGate(['journal', 'verify', movedTo]);
    assert.equal(old.code, 0, old.stderr);
    assert.match(old.stdout, new RegExp(`head ${oldHead}$`, 'm'));

    const genuine = readFileSync(journal);
    // Deleted and started afresh: gate refuses the new chain.
    rmSync(journal);
    rmSync(`${journal}.checkpoint`, { force: true });
    writeFileSync(journal, '');
    assert.match(
      (await refusal(journal, anchor)) ?? 'started',
      /ends at seq 0, before the anchored row seq 6/,
    );
    // Rolled back to the file rotated away.
    copyFileSync(movedTo, journal);
    assert.match(
      (await refusal(journal, anchor)) ?? 'started',
      /ends at seq 3, before the anchored row seq 6/,
    );
    // A forged rotation: a file continuing the genuine old head, with none of the rows after it.
    writeFileSync(journal, genuine.toString('utf8').split('\n')[0]!.concat('\n'));
    assert.match(
      (await refusal(journal, anchor)) ?? 'started',
      /ends at seq 4, before the anchored row seq 6/,
    );

    // Rotation does not launder a rollback: the rolled-back file is not rotated, and nothing moves.
    copyFileSync(movedTo, journal);
    const laundered = await runGate(['journal', 'rotate', journal, '--to', join(tmp, 'laundered.jsonl')], {
      env: env(journal, anchor),
    });
    assert.equal(laundered.code, 1, laundered.stdout);
    assert.match(laundered.stderr, /does not hold the anchor .* not rotated/);
    assert.match(headOf(anchor), /^6:/);

    writeFileSync(journal, genuine);
    await serve(journal, anchor, 1);
    assert.match(headOf(anchor), /^7:[0-9a-f]{64}$/);
  });

  test('a running gate that cannot write its anchor file logs it once, counts each failure, and says when it recovers', async () => {
    const journal = join(tmp, 'live.jsonl');
    const dir = join(tmp, 'anchor-dir');
    mkdirSync(dir);
    const anchor = join(dir, 'head');
    const gate = await startGate([], { env: env(journal, anchor) });
    const logs = (): string => gate.stdout() + gate.stderr();
    try {
      rmSync(dir, { recursive: true });
      await decide(gate, 2);
      await reach(() => /journal anchor file not written/.test(logs()));
      await decide(gate, 1);
      await reach(async () => failures(await metrics(gate)) >= 2);
      assert.equal(logs().match(/journal anchor file not written/g)?.length, 1);
      assert.doesNotMatch(logs(), /"i":|Read.*\{/);
      mkdirSync(dir);
      await reach(() => /journal anchor file written again/.test(logs()));
      assert.match(headOf(anchor), /^3:[0-9a-f]{64}$/);
    } finally {
      await gate.stop();
    }
  });

  async function metrics(gate: GateProcess): Promise<string> {
    return (await fetch(`${gate.url}/metrics`)).text();
  }

  const failures = (text: string): number =>
    Number(/^gate_journal_anchor_failures_total (\d+)/m.exec(text)?.[1] ?? '0');

  async function reach(check: () => boolean | Promise<boolean>): Promise<void> {
    assert.ok(await until(check), 'condition not reached in 20 s');
  }
});
