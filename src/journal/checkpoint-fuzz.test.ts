// Crafted checkpoints against open and verify: whatever bytes sit in `<journal>.checkpoint` (fields with
// huge, negative, fractional or non-number values, duplicate or extra keys, raw byte damage, offsets into
// the middle of a multi-byte row), open either starts from a checkpoint that names a real row of the
// chain or refuses with JOURNAL_UNAVAILABLE, never another error, and leaves the file as it was; verify
// never throws and passes only a checkpoint that names a real row. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { GateError } from '../kernel/errors.js';
import type { Decision } from '../kernel/types.js';
import { checkpointPath } from './checkpoint.js';
import { Journal } from './journal.js';
import { verifyJournal } from './verify.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);
const KEY = Buffer.from('k'.repeat(32));

let dir: string;
let path: string;
let text: Buffer;
let rows: { seq: number; offset: number; end: number; hash: string }[];
let real: Record<string, unknown>;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gate-checkpoint-fuzz-'));
  path = join(dir, 'j.jsonl');
  const j = await Journal.open(path, { replica: 'r1' });
  // Tool names with multi-byte characters: offsets can land inside a character.
  for (let i = 0; i < 8; i++) {
    const d: Decision = {
      kind: 'DECIDE',
      tool: `t${i}-é中😀`,
      traceId: `trace-${i}`,
      verdict: { kind: 'ALLOW', by: 'monitor' },
    };
    await j.record(d);
  }
  await j.close();
  text = await readFile(path);
  real = JSON.parse(await readFile(checkpointPath(path), 'utf8')) as Record<string, unknown>;
  rows = [];
  let offset = 0;
  for (const line of text.toString('utf8').split('\n').slice(0, -1)) {
    const end = offset + Buffer.byteLength(line) + 1;
    const row = JSON.parse(line) as { seq: number; hash: string };
    rows.push({ seq: row.seq, offset, end, hash: row.hash });
    offset = end;
  }
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NASTY: unknown[] = [
  -1,
  -0,
  0,
  0.5,
  1e21,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  '1',
  null,
  true,
  [],
  {},
  'a'.repeat(64),
  'A'.repeat(64),
];

/** A checkpoint text: the real one with fields replaced, moved to other rows or offsets, keys added or repeated, bytes damaged. */
const checkpointText = fc
  .record({
    field: fc.constantFrom('seq', 'offset', 'end', 'hash', 'mac', 'format', '__proto__', 'extra'),
    value: fc.oneof(
      fc.constantFrom(...NASTY),
      fc.integer({ min: -5, max: 4000 }),
      fc.nat({ max: 7 }).map((i) => `row:${i}`),
    ),
    shift: fc.integer({ min: -3, max: 3 }),
    duplicate: fc.boolean(),
    damage: fc.option(fc.tuple(fc.nat({ max: 300 }), fc.integer({ min: 0, max: 255 })), { nil: undefined }),
    newline: fc.boolean(),
  })
  .map(({ field, value, shift, duplicate, damage, newline }) => {
    const cp: Record<string, unknown> = { ...real };
    if (typeof value === 'string' && value.startsWith('row:')) {
      // Another real row's place (seq, offset, end, hash), its offset nudged by `shift` bytes.
      const row = rows[Number(value.slice(4))] as (typeof rows)[number];
      Object.assign(cp, row, { offset: row.offset + shift });
    } else cp[field] = value;
    let json = JSON.stringify(cp);
    if (duplicate) json = `${json.slice(0, -1)},"seq":${JSON.stringify(real.seq)}}`;
    const bytes = Buffer.from(newline ? `${json}\n` : json);
    if (damage) {
      const [at, byte] = damage;
      if (at < bytes.length) bytes[at] = byte;
    }
    return bytes;
  });

const isRealRow = (m: { seq: number; offset?: number; end?: number; hash?: string }) =>
  rows.some((r) => r.seq === m.seq && r.offset === m.offset && r.end === m.end && r.hash === m.hash);

test('a crafted checkpoint: open starts from a real row or refuses cleanly; verify passes only a real row', async () => {
  let started = 0;
  let refusedOpen = 0;
  await fc.assert(
    fc.asyncProperty(checkpointText, fc.boolean(), async (bytes, keyed) => {
      await writeFile(checkpointPath(path), bytes);
      const key = keyed ? KEY : undefined;
      const report = await verifyJournal(path, key);
      let parsed: Record<string, unknown> | undefined;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {}
      if (report.ok) {
        assert.ok(parsed && isRealRow(parsed as never), `verify passed ${bytes.toString('utf8')}`);
      }
      try {
        const j = await Journal.open(path, {
          replica: 'r1',
          onWarning: () => undefined,
          ...(key ? { key } : {}),
        });
        const opened = j.opened;
        await j.close();
        started++;
        assert.equal(opened.rows, rows.length, 'open read the whole history');
        if (opened.fromSeq > 0)
          assert.ok(isRealRow(parsed as never), `open started from ${bytes.toString('utf8')}`);
      } catch (err) {
        refusedOpen++;
        assert.ok(err instanceof GateError, `open threw ${(err as Error).stack}`);
        assert.equal(err.code, 'JOURNAL_UNAVAILABLE');
        assert.doesNotMatch(err.message, /\n/);
      }
      assert.ok((await readFile(path)).equals(text), 'the journal is unchanged');
    }),
    { numRuns: RUNS, seed: Number(process.env.GATE_FUZZ_SEED ?? 7) },
  );
  process.stdout.write(
    `# checkpoint-fuzz: ${RUNS} checkpoints, ${started} opens started, ${refusedOpen} refused\n`,
  );
  assert.ok(refusedOpen > 0);
});
