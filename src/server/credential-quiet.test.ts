// Round 58 (perf-r58, issue 20): a book does not read again a call its trace sent before that wrote no
// credential file's copy (credential-quiet.ts). Sound only where what a call writes is its text's alone: on
// a trace with no credential marks. Fast-checked here: both books, memo on, keep what the same books keep
// with the memo off, over calls that copy credential files, paste secrets, and copy an earlier copy (which
// only a trace's marks make a credential write), in any order and across traces.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { loadSecretScan } from '../kernel/screen/secret-scan-load.js';
import { type LedgerStore, LocalProvenanceBook, SharedProvenanceBook } from './provenance-book.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 150);
const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(3)}Zz9Yy8`;
const CALLS = [
  { command: 'npm test' },
  { command: 'cat k > k2' },
  { command: 'cp k2 /tmp/out' },
  { command: 'cp ~/.aws/credentials k' },
  { command: `echo '${TOKEN}' > token.txt` },
  { file_path: 'notes.txt', content: `key ${TOKEN}` },
  { file_path: 'notes.txt', content: 'nothing secret' },
  { command: 'git status && ls' },
].map((args) => JSON.stringify(args));

type Book = LocalProvenanceBook | SharedProvenanceBook;
/** A fleet's store that records every ledger write the book makes (what the other replicas would read). */
function recordingStore(): LedgerStore & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    readLedger: async () => undefined,
    readLedgerKeys: async () => undefined,
    writeLedger: async (traceId, delta) => {
      writes.push(JSON.stringify([traceId, delta]));
      return false;
    },
  };
}
/** A single gateway's book and a replica's, each with the store it writes to. */
function books(): { book: Book; writes?: string[] }[] {
  const store = recordingStore();
  return [
    { book: new LocalProvenanceBook() },
    { book: new SharedProvenanceBook(store, { ttlMs: 60_000 }), writes: store.writes },
  ];
}
/** The same book with the memo off: every call read. */
function unquiet(b: { book: Book; writes?: string[] }) {
  Object.assign(b.book as object, { quiet: { has: () => false, add: () => undefined } });
  return b;
}
/** What the book keeps of a trace: its ledger, or what it wrote to the store. */
const state = async (b: { book: Book; writes?: string[] }, trace: string) =>
  b.writes !== undefined
    ? JSON.stringify(b.writes)
    : JSON.stringify((await b.book.ledger(trace, undefined, { command: 'cat token.txt k k2' }))?.snapshot());

test('a book keeps what it kept with every call read, whatever calls a trace sends again', async () => {
  assert.ok(await loadSecretScan());
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom('t1', 't2'), fc.constantFrom(...CALLS)), { maxLength: 16 }),
      async (steps) => {
        const quiet = books();
        const model = books().map(unquiet);
        for (const [trace, args] of steps)
          for (const b of [...quiet, ...model]) await b.book.noteCredentialCall?.(trace, 'Bash', [args]);
        for (const trace of ['t1', 't2'])
          for (let i = 0; i < quiet.length; i++)
            assert.equal(await state(quiet[i]!, trace), await state(model[i]!, trace));
      },
    ),
    { numRuns: RUNS },
  );
});

test('a copy of a copy is marked once its trace holds the first: the memo does not answer a trace with marks', async () => {
  assert.ok(await loadSecretScan());
  const book = new LocalProvenanceBook();
  const copy = JSON.stringify({ command: 'cat k > k2' });
  await book.noteCredentialCall('t', 'Bash', [copy]);
  assert.equal(await book.ledger('t'), undefined, 'a copy of an unmarked file writes nothing');
  await book.noteCredentialCall('t', 'Bash', [JSON.stringify({ command: 'cp ~/.aws/credentials k' })]);
  const before = JSON.stringify((await book.ledger('t'))?.snapshot());
  await book.noteCredentialCall('t', 'Bash', [copy]);
  assert.notEqual(JSON.stringify((await book.ledger('t'))?.snapshot()), before, 'k2 is marked now');
});
