// Round 58 (redteam2-r58): the operator's own files and commands, attacked through the real `gate`:
// flags given twice, --batch lines and `--args -` past any bound, journals edited every way, and a
// checkpoint that repeats a key. Each case names what it found on a464c59a (docs/cli.md, docs/journal.md).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { BatchLines, LINE_TOO_LONG, MAX_CALL_TEXT } from '../src/cli/commands/preflight.js';
import { streamLastRows, streamRows } from '../src/journal/reader.js';
import { GENESIS_HASH, sealedLine, type UnsealedRow } from '../src/journal/row.js';
import { sha256Hex } from '../src/kernel/canonical.js';
import { writeImage } from '../src/recall/image.js';
import { manifestDigest } from '../src/recall/manifest.js';
import { runsOf } from './helpers/deep.js';
import { runGateInProcess } from './helpers/gate-main.js';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r58-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Peak RSS in KiB when /usr/bin/time is there to measure it. */
  rssKb?: number;
}

const TIME = '/usr/bin/time';

function gate(args: string[], input?: string | Buffer, timeout = 30_000): Run {
  const [command, argv] = gateCommand(args);
  const timed = existsSync(TIME);
  const run = timed
    ? spawnSync(TIME, ['-f', 'rss-kb=%M', command, ...argv], {
        cwd: REPO_ROOT,
        input,
        timeout,
        maxBuffer: 256 * 1024 * 1024,
      })
    : spawnSync(command, argv, { cwd: REPO_ROOT, input, timeout, maxBuffer: 256 * 1024 * 1024 });
  let stderr = run.stderr?.toString() ?? '';
  let rssKb: number | undefined;
  const m = /(?:^|\n)rss-kb=(\d+)\n?$/.exec(stderr);
  if (m) {
    rssKb = Number(m[1]);
    stderr = stderr.slice(0, m.index);
  }
  // time's own note on a non-zero exit.
  stderr = stderr.replace(/\n?Command exited with non-zero status \d+$/, '');
  return { status: run.status, stdout: run.stdout?.toString() ?? '', stderr, ...(rssKb ? { rssKb } : {}) };
}

/**
 * `gate <args>` through the CLI's `main` in this process, for a draw about the CLI's logic (a flag, a file's
 * bytes): a process a draw cost 0.3 to 0.5 s (docs/testing.md, "Round 71 (ci-r71)"). The fixed cases beside
 * each property, and every draw whose claim is the process's (its peak RSS), run the real process.
 */
async function gateMain(args: string[], input?: string): Promise<Run> {
  const r = await runGateInProcess(args, input === undefined ? {} : { input });
  return { status: r.code, stdout: r.stdout, stderr: r.stderr };
}

/** One clear `gate: ` line, no stack. */
function oneLine(run: Run): string {
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
  const lines = run.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0]!, /^gate: /);
  return lines[0]!;
}

describe('round 58: a flag given twice is a usage error (a464c59a kept the last silently)', () => {
  // On a464c59a `preflight --tool Read --tool Bash --args '{"command":...}'` judged Bash, `--args` twice
  // judged the second, `hook --policy a --policy b` decided on b: a reader of the line sees the first.
  const lines: Array<{ cmd: string[]; flag: string; tail?: string[] }> = [
    { cmd: ['preflight'], flag: '--tool', tail: ['--args', '{}'] },
    { cmd: ['preflight', '--tool', 'Bash'], flag: '--args' },
    { cmd: ['preflight', '--tool', 'Bash'], flag: '--policy' },
    { cmd: ['preflight', '--tool', 'Bash'], flag: '--standing' },
    { cmd: ['preflight', '--tool', 'Bash'], flag: '--witness' },
    { cmd: ['policy'], flag: '--check' },
    { cmd: ['hook', 'claude-code'], flag: '--policy' },
    { cmd: ['journal', 'tail', '/nonexistent'], flag: '--limit' },
    { cmd: ['recall', 'inspect', '/nonexistent'], flag: '--json', tail: [] },
  ];
  it('every command refuses a repeated flag with exit 2 and one line, whatever the values', async () => {
    const value = fc.stringMatching(/^[A-Za-z0-9 {}":/._]{0,20}$/);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lines), value, value, async ({ cmd, flag, tail }, a, b) => {
        const boolean = flag === '--json';
        const args = boolean ? [...cmd, flag, flag] : [...cmd, flag, a, flag, b, ...(tail ?? [])];
        const run = await gateMain(args, '{}');
        assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
        assert.equal(oneLine(run), `gate: ${flag} is given more than once: give it once`);
        assert.equal(run.stdout, '', 'no verdict printed');
      }),
      { numRuns: 12 },
    );
  });
  it('a flag given once still works, and a repeatable one (--anchor) still repeats', () => {
    const run = gate(['preflight', '--tool', 'Bash', '--args', '{"command":"ls"}']);
    assert.equal(run.status, 0, run.stderr);
    const journal = join(dir, 'anchors.jsonl');
    writeFileSync(journal, journalBytes(3));
    const verify = gate([
      'journal',
      'verify',
      journal,
      '--anchor',
      `1:${'0'.repeat(64)}`,
      '--anchor',
      `2:${'0'.repeat(64)}`,
    ]);
    assert.equal(verify.status, 1);
    assert.match(oneLine(verify), /journal anchor \(seq 1\) does not hold/);
  });
});

describe('round 58: --batch lines and --args - are bounded (a464c59a: a 100 MB line ran past a minute)', () => {
  it('BatchLines cuts any chunking of any text as split("\\n") does, a line past the bound answered once', () => {
    const max = 8;
    const piece = fc.oneof(fc.constant('\n'), fc.stringMatching(/^[a-z{}"]{0,12}$/));
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.nat(40), { maxLength: 8 }),
        (pieces, cuts) => {
          const text = pieces.join('');
          const want = text.split('\n');
          if (want.at(-1) === '') want.pop();
          const expected = want.map((l) => (l.length > max ? LINE_TOO_LONG : l));
          const bounds = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((x, y) => x - y);
          const lines = new BatchLines(max);
          const got: string[] = [];
          let from = 0;
          for (const at of [...bounds, text.length]) {
            got.push(...lines.feed(text.slice(from, at)));
            from = at;
          }
          got.push(...lines.end(''));
          assert.deepEqual(got, expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the real --batch answers a 100 MB line line_too_long in bounded time and memory, and reads on', () => {
    const huge = Buffer.alloc(100 * 1024 * 1024, 0x61);
    for (const body of [huge, Buffer.concat([Buffer.from('{"tool":"Bash","args":{"command":"'), huge])]) {
      const started = Date.now();
      const input = Buffer.concat([body, Buffer.from('\n{"tool":"Bash","args":{"command":"rm -rf /"}}\n')]);
      const run = gate(['preflight', '--batch'], input, 60_000);
      assert.equal(run.status, 0, run.stderr);
      const answers = run.stdout.trimEnd().split('\n');
      assert.equal(answers.length, 2, run.stdout);
      assert.equal(answers[0], `error=${LINE_TOO_LONG}`);
      assert.match(answers[1]!, /^verdict=DENY /);
      assert.ok(Date.now() - started < 15_000, `took ${Date.now() - started} ms`);
      if (run.rssKb !== undefined) assert.ok(run.rssKb < 400_000, `peak RSS ${run.rssKb} KiB`);
    }
  });

  it('`--args -` past the bound is exit 1 with one line, never read whole (a464c59a: 17 s, 366 MB)', () => {
    const run = gate(['preflight', '--tool', 'Bash', '--args', '-'], Buffer.alloc(MAX_CALL_TEXT + 1, 0x61));
    assert.equal(run.status, 1);
    assert.match(oneLine(run), /--args -: standard input holds more than 16777216 bytes/);
    if (run.rssKb !== undefined) assert.ok(run.rssKb < 300_000, `peak RSS ${run.rssKb} KiB`);
    const atBound = gate(['preflight', '--tool', 'Bash', '--args', '-'], Buffer.alloc(MAX_CALL_TEXT, 0x61));
    assert.equal(atBound.status, 0, atBound.stderr);
    assert.match(atBound.stdout, /^verdict=DENY reason=MALFORMED /);
  });
});

/** `rows` sealed rows of a journal, as gate writes them. */
function journalRows(rows: number): Buffer[] {
  const out: Buffer[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= rows; seq++) {
    const row: UnsealedRow = {
      seq,
      ts: '2026-12-05T04:00:00.000Z',
      kind: 'DECIDE',
      tool: 'Read',
      trace_id: `t${seq}`,
      verdict: 'ALLOW',
      by: 'monitor',
      replica: 'r58',
      prev_hash: prev,
    } as UnsealedRow;
    const sealed = sealedLine(row);
    prev = sealed.row.hash;
    out.push(sealed.line);
  }
  return out;
}
const journalBytes = (rows: number): Buffer => Buffer.concat(journalRows(rows));

/** The checkpoint gate would write at the last row, as its fields in order. */
function checkpointFields(lines: Buffer[]): Array<[string, unknown]> {
  const last = lines.at(-1)!;
  const end = Buffer.concat(lines).length;
  const row = JSON.parse(last.toString()) as { seq: number; hash: string };
  return [
    ['format', 'gate-journal-checkpoint/v1'],
    ['seq', row.seq],
    ['offset', end - last.length],
    ['end', end],
    ['hash', row.hash],
  ];
}
const asJson = (fields: Array<[string, unknown]>): string =>
  `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}\n`;

describe('round 58: the journal and its checkpoint, edited every way', () => {
  it('a checkpoint that repeats a key is refused (a464c59a read the last: seq 1 to a reader, 12 to gate)', async () => {
    const lines = journalRows(6);
    const fields = checkpointFields(lines);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(fields.length - 1),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        async (i, first, seq) => {
          const [key, value] = fields[i]!;
          const decoy: [string, unknown] = [key, typeof value === 'number' ? seq : `${value}x`];
          const repeated = [...fields];
          repeated.splice(first ? i : i + 1, 0, decoy);
          const file = join(dir, 'cp-repeat.jsonl');
          writeFileSync(file, Buffer.concat(lines));
          writeFileSync(`${file}.checkpoint`, asJson(repeated));
          const run = await gateMain(['journal', 'verify', file]);
          assert.equal(run.status, 1, `${asJson(repeated)} ${run.stdout}`);
          assert.match(oneLine(run), /journal checkpoint does not hold: repeats a key$/);
        },
      ),
      { numRuns: 8 },
    );
    const file = join(dir, 'cp-ok.jsonl');
    writeFileSync(file, Buffer.concat(lines));
    writeFileSync(`${file}.checkpoint`, asJson(fields));
    const run = gate(['journal', 'verify', file]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^journal intact: 6 rows .* checkpoint at seq 6 holds \(unsigned\)/);
  });

  it('every edit of a checkpointed journal fails verify with one line naming a line or the checkpoint', () => {
    const lines = journalRows(8);
    const whole = Buffer.concat(lines);
    const checkpoint = asJson(checkpointFields(lines));
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('flip' as const),
        at: fc.nat(whole.length - 1),
        bit: fc.integer({ min: 0, max: 7 }),
      }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(whole.length - 1) }),
      fc.record({ kind: fc.constant('swap' as const), i: fc.nat(6) }),
      fc.record({ kind: fc.constant('repeat' as const), i: fc.nat(7) }),
      fc.record({ kind: fc.constant('drop' as const), i: fc.nat(7) }),
      fc.record({ kind: fc.constant('nul' as const), at: fc.nat(whole.length - 1) }),
      fc.record({ kind: fc.constant('giant' as const), i: fc.nat(7) }),
    );
    fc.assert(
      fc.property(edit, (e) => {
        let bytes: Buffer;
        const ls = [...lines];
        switch (e.kind) {
          case 'flip':
            bytes = Buffer.from(whole);
            bytes[e.at]! ^= 1 << e.bit;
            break;
          case 'cut':
            bytes = whole.subarray(0, e.at);
            break;
          case 'swap':
            [ls[e.i], ls[e.i + 1]] = [ls[e.i + 1]!, ls[e.i]!];
            bytes = Buffer.concat(ls);
            break;
          case 'repeat':
            ls.splice(e.i, 0, ls[e.i]!);
            bytes = Buffer.concat(ls);
            break;
          case 'drop':
            ls.splice(e.i, 1);
            bytes = Buffer.concat(ls);
            break;
          case 'nul':
            bytes = Buffer.concat([whole.subarray(0, e.at), Buffer.from([0]), whole.subarray(e.at)]);
            break;
          case 'giant':
            ls.splice(e.i, 0, Buffer.concat([Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n')]));
            bytes = Buffer.concat(ls);
            break;
        }
        const file = join(dir, 'edited.jsonl');
        writeFileSync(file, bytes);
        writeFileSync(`${file}.checkpoint`, checkpoint);
        const run = gate(['journal', 'verify', file]);
        assert.equal(run.status, 1, `${JSON.stringify(e)}: ${run.stdout}`);
        assert.match(oneLine(run), /journal (broken at line \d+|checkpoint \(seq \d+\) does not hold)/);
        if (run.rssKb !== undefined) assert.ok(run.rssKb < 200_000, `peak RSS ${run.rssKb} KiB`);
      }),
      // A `gate journal verify` process a draw: 10 in CI, 20 under GATE_DEEP=1 (docs/testing.md, round 69).
      { numRuns: runsOf(10, 20) },
    );
  });
});

describe('round 58: a recall image whose manifest repeats a key', () => {
  it('is refused by inspect (a464c59a: the digest was taken over the last key, so it verified)', async () => {
    const img = join(dir, 'image');
    const content = 'a page the reviewer believes is held out';
    await writeImage(img, {
      traceId: 'r58',
      gateVersion: '0.0.1',
      pages: [{ step: 1, tool: 'read_file', kind: 'tool_result', content, verdict: 'ALLOW', trustEpoch: 0 }],
    });
    const path = join(img, 'manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    delete manifest.manifest_digest;
    const tombstone = { page: sha256Hex(content), reason: 'held', at: '2026-12-05T04:00:00.000Z' };
    // What a reviewer reads first: the page tombstoned; what JSON.parse keeps: no tombstone.
    const body = JSON.stringify({ ...manifest, tombstones: [] }).slice(1, -1);
    const text = `{"tombstones":${JSON.stringify([tombstone])},${body},"manifest_digest":"${manifestDigest({ ...manifest, tombstones: [] })}"}\n`;
    writeFileSync(path, text);
    const run = gate(['recall', 'inspect', img]);
    assert.equal(run.status, 1, run.stdout);
    assert.match(oneLine(run), /manifest\.json repeats a key$/);
  });
});

describe('round 58: journal tail holds no more than a row', () => {
  const bytesFile = (bytes: Buffer) => ({
    read: async (buffer: Buffer, offset: number, length: number, position: number) => {
      const n = bytes.copy(buffer, offset, position, Math.min(bytes.length, position + length));
      return { bytesRead: n };
    },
  });
  it('streamLastRows and streamRows give what slicing the rows gives, for any count, since and torn tail', async () => {
    const lines = journalRows(30);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 35 }),
        fc.boolean(),
        async (n, count, since, torn) => {
          const whole = Buffer.concat([
            ...lines.slice(0, n),
            torn ? Buffer.from('{"seq":') : Buffer.alloc(0),
          ]);
          const range = { start: 0, end: whole.length };
          const seqs = async (rows: AsyncIterable<{ seq: number }>) => {
            const out: number[] = [];
            for await (const r of rows) out.push(r.seq);
            return out;
          };
          const all = Array.from({ length: n }, (_, i) => i + 1);
          assert.deepEqual(
            await seqs(streamLastRows(bytesFile(whole), range, count)),
            count === 0 ? [] : all.slice(-count),
          );
          assert.deepEqual(
            await seqs(streamRows(bytesFile(whole), range, since, count)),
            all.filter((q) => q > since).slice(0, count),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
  it('the real tail of 150,000 rows with --limit 100000 is quick and bounded (a464c59a: a ring shifted per row)', () => {
    const lines = journalRows(150_000);
    const file = join(dir, 'long.jsonl');
    writeFileSync(file, Buffer.concat(lines));
    const started = Date.now();
    const run = gate(['journal', 'tail', file, '--limit', '100000'], undefined, 60_000);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, Buffer.concat(lines.slice(-100_000)).toString());
    assert.ok(Date.now() - started < 15_000, `took ${Date.now() - started} ms`);
    // a464c59a: 9.7 s and 242 MB peak here (every row held, a ring shifted per row); this build 1.5 s, 73 MB.
    if (run.rssKb !== undefined) assert.ok(run.rssKb < 150_000, `peak RSS ${run.rssKb} KiB`);
  });
});
