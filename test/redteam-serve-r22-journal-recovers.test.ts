// Red team, round 22: the journal's disk full, then space back, under the real `gate serve`. Round 10 showed
// gate refusing once appends fail; this asks the rest of docs/journal.md "A failing disk": every call
// refused while the disk is full (buffered and streamed, in each wire's shape, no journal detail), none
// admitted without its row, and gate deciding again by itself once space returns, the chain whole. The
// full disk is a soft file-size limit (`ulimit -S -f`, EFBIG as ENOSPC fails) raised on the running
// process with `prlimit`; where root may mount, a 64 KiB tmpfs (ENOSPC itself) is filled and emptied.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { anthropicJson, anthropicSse, openaiJson, openaiSse, startFakeUpstream } from './fake-upstream.js';
import { type LimitedGate, startLimitedGate, stopAndVerifyJournal } from './helpers/limited-gate.js';

const ARGS = JSON.stringify({ path: 'README.md' });
const TOOLS = [
  { type: 'function' as const, function: { name: 'read_file', parameters: { type: 'object' } } },
];
const MESSAGE_TOOLS = [{ name: 'read_file', input_schema: { type: 'object' as const } }];
const hasPrlimit = spawnSync('prlimit', ['--version']).status === 0;

type Provider = 'openai' | 'anthropic';

/** One turn through the gate's wire, streamed or buffered in turn: whether a call reached the client. */
async function turn(
  gate: LimitedGate,
  provider: Provider,
  i: number,
): Promise<{ received: boolean; refusal?: string; status?: number }> {
  const stream = i % 2 === 1;
  try {
    if (provider === 'openai') {
      const oa = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'x', maxRetries: 0 });
      const body = { model: 'm', messages: [{ role: 'user' as const, content: 'read it' }], tools: TOOLS };
      if (!stream)
        return { received: !!(await oa.chat.completions.create(body)).choices[0]?.message.tool_calls };
      let calls = 0;
      for await (const c of await oa.chat.completions.create({ ...body, stream: true }))
        if (c.choices[0]?.delta?.tool_calls) calls++;
      return { received: calls > 0 };
    }
    const an = new Anthropic({ baseURL: gate.url, apiKey: 'x', maxRetries: 0 });
    const body = {
      model: 'm',
      max_tokens: 8,
      messages: [{ role: 'user' as const, content: 'read it' }],
      tools: MESSAGE_TOOLS,
    };
    if (!stream)
      return { received: (await an.messages.create(body)).content.some((b) => b.type === 'tool_use') };
    let calls = 0;
    for await (const ev of await an.messages.create({ ...body, stream: true }))
      if (ev.type === 'content_block_start' && ev.content_block.type === 'tool_use') calls++;
    return { received: calls > 0 };
  } catch (err) {
    const e = err as { status?: number; message: string };
    return { received: false, refusal: e.message, ...(e.status === undefined ? {} : { status: e.status }) };
  }
}

/** Runs the full-then-back scenario against a started gate; `free` gives the space back. */
async function fullThenBack(
  gate: LimitedGate,
  provider: Provider,
  journal: string,
  dir: string,
  free: () => void,
): Promise<void> {
  let received = 0;
  let i = 0;
  let first: Awaited<ReturnType<typeof turn>> | undefined;
  // Calls until the disk is full: every one before that reached its client.
  for (; i < 400 && !first; i++) {
    const got = await turn(gate, provider, i);
    if (got.received) received++;
    else first = got;
  }
  assert.ok(first, 'the journal filled up');
  assert.ok(received > 0, 'some calls fit first');
  // While full, every call is refused, each wire in its own shape, buffered (503) or in-stream.
  const refusals = [first];
  for (let k = 0; k < 8; k++, i++) refusals.push(await turn(gate, provider, i));
  for (const r of refusals) {
    assert.equal(r.received, false, 'no call admitted without its row');
    assert.ok(r.status === 503 || r.status === undefined, `status ${r.status}`);
    assert.match(r.refusal ?? '', /audit journal cannot record/);
    assert.doesNotMatch(r.refusal ?? '', /EFBIG|ENOSPC|decision\(s\)|seq \d/);
    assert.ok(!r.refusal?.includes(dir), 'the journal path is not told to clients');
  }
  free();
  // Space is back: gate decides again by itself, every wire and mode.
  for (let k = 0; k < 8; k++, i++) {
    const got = await turn(gate, provider, i);
    assert.ok(got.received, `after space returned: ${got.refusal}`);
    received++;
  }
  await stopAndVerifyJournal(gate, journal, received);
  assert.match(gate.log(), /append failed \((EFBIG|ENOSPC)\)/, 'the operator reads the cause');
}

describe('the journal: disk full, then space back', () => {
  const cleanup: (() => void)[] = [];
  after(() => {
    for (const c of cleanup.reverse()) c();
  });
  const fake = startFakeUpstream({ record: false }).then((f) => {
    cleanup.push(() => void f.close());
    f.setDefault((req, res) => {
      const turnOf = { calls: [{ id: 'c1', name: 'read_file', args: ARGS }] };
      const stream = (req.json as { stream?: boolean }).stream === true;
      if (req.url.startsWith('/v1/messages'))
        return (stream ? anthropicSse(turnOf) : anthropicJson(turnOf))(req, res);
      return (stream ? openaiSse(turnOf) : openaiJson(turnOf))(req, res);
    });
    return f;
  });
  const start = async (limit: string, journal: string, provider: 'openai' | 'anthropic') =>
    startLimitedGate(limit, ['--base-url', (await fake).baseUrl, '--provider', provider], {
      GATE_AUDIT_JOURNAL: journal,
    });

  test('a file-size limit reached, then raised on the running gate (prlimit)', {
    skip: !hasPrlimit && 'no prlimit',
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r22-journal-full-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const journal = join(dir, 'audit.jsonl');
    // A soft limit only: the process may raise it again up to the hard one.
    const gate = await start('-S -f 16', journal, 'openai');
    cleanup.push(() => gate.child.kill());
    await fullThenBack(gate, 'openai', journal, dir, () => {
      execFileSync('prlimit', ['--pid', String(gate.child.pid), '--fsize=unlimited:unlimited']);
    });
  });

  test('a tmpfs filled, then emptied (ENOSPC; needs root to mount)', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r22-journal-tmpfs-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
    if (mount.status !== 0) {
      t.skip('cannot mount a tmpfs here (not root)');
      return;
    }
    cleanup.push(() => void spawnSync('umount', ['-l', dir]));
    mkdirSync(join(dir, 'j'));
    const journal = join(dir, 'j', 'audit.jsonl');
    const gate = await start('-f unlimited', journal, 'anthropic');
    cleanup.push(() => gate.child.kill());
    // Leave about 12 KiB for the journal: the rest is a filler file, removed when space returns.
    const filler = join(dir, 'filler');
    writeFileSync(filler, Buffer.alloc(52 * 1024));
    await fullThenBack(gate, 'anthropic', journal, dir, () => rmSync(filler));
  });
});
