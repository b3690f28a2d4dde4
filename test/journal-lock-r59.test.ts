// Round 59 (docs/journal.md, "Round 59 (redteam-r59)"): the journal lock is read by the bounded strict JSON
// reader, one flat object, and only its three fields, own properties only. A lock gate did not write (deep
// nesting, a repeated name, a holder under `__proto__`, a pid past the safe integers, a lock past its
// bound) is never a thrown parse: it is a stale lock taken over, or a lock gate refuses to read, by name.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { startTimeOf, WriterLock } from '../src/journal/writer-lock.js';
import { GateError } from '../src/kernel/errors.js';

/** A live holder: this process (its lock refuses a second writer). */
const live = () => ({ pid: process.pid, start: startTimeOf(process.pid), host: hostname() });

/** What acquiring over a lock holding `text` does: 'taken' (read as stale), or the refusal's message. */
async function acquireOver(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gate-lock-r59-'));
  const journal = join(dir, 'audit.jsonl');
  try {
    await writeFile(`${journal}.lock`, text);
    try {
      const lock = await WriterLock.acquire(journal);
      const now = JSON.parse(await readFile(`${journal}.lock`, 'utf8')) as { pid: number };
      assert.equal(now.pid, process.pid);
      await lock.release();
      return 'taken';
    } catch (err) {
      assert.ok(err instanceof GateError, `a lock is refused by name, never thrown raw: ${String(err)}`);
      return err.message;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a live holder written plainly still holds the journal', async () => {
  assert.match(await acquireOver(`${JSON.stringify(live())}\n`), /in use by gate pid/);
});

test('locks gate did not write are stale or refused by name, never a thrown parse', async () => {
  const holder = live();
  const cases: readonly (readonly [string, RegExp | 'taken'])[] = [
    // Nesting no lock has: the reader stops at its bound.
    [`${'['.repeat(2000)}${']'.repeat(2000)}`, 'taken'],
    [
      `{"pid":${holder.pid},"start":"${holder.start}","host":"${holder.host}","x":${'['.repeat(900)}${']'.repeat(900)}}`,
      'taken',
    ],
    // A repeated name: JSON.parse kept the last; the strict reader reads no holder in it.
    [`{"pid":1,"pid":${holder.pid},"start":"${holder.start}","host":"${holder.host}"}`, 'taken'],
    // A holder under __proto__ is no holder (only own fields are read).
    [`{"__proto__":${JSON.stringify(holder)}}`, 'taken'],
    [`{"pid":1e400,"start":"","host":"h"}`, 'taken'],
    [`{"pid":9007199254740993,"start":"","host":"h"}`, 'taken'],
    [JSON.stringify([holder]), 'taken'],
    ['', 'taken'],
    // Past the lock's bound (4 KiB): refused by name, not read.
    [`${JSON.stringify(holder)}${' '.repeat(5000)}`, /cannot read the journal lock/],
  ];
  for (const [text, want] of cases) {
    const got = await acquireOver(text);
    if (want === 'taken') assert.equal(got, 'taken', text.slice(0, 80));
    else assert.match(got, want);
  }
});

test('fast-check: any small lock text is taken over, held by name, or refused by name', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.json({ maxDepth: 4 }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
      async (text) => {
        const got = await acquireOver(text);
        assert.ok(got === 'taken' || /journal/.test(got), got);
      },
    ),
    { numRuns: 60 },
  );
});
