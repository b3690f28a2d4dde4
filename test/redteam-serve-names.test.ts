// Red team, round 8: tool names are written by whoever speaks to gate. A 64,000-capital name from the
// model took 15 s of gate's one thread to split into segments (a backtracking pattern), 4 MB would have
// taken hours, and every record of it (journal row, access log) carried all of it. Now a call naming a
// tool past 256 characters is refused MALFORMED at once, and records keep at most 256 characters of it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { undeclaredName } from '../src/kernel/tool-name.js';
import { anthropicSse, type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';

const journal = join(mkdtempSync(join(tmpdir(), 'gate-rts-names-')), 'audit.jsonl');
// Capitals then one small letter: the shape that made the old camelCase split backtrack at every start.
const HUGE = `${'T'.repeat(400_000)}x`;
let upstream: FakeUpstream;
let openaiGate: GateProcess;
let anthropicGate: GateProcess;

describe('redteam-serve-names', () => {
  before(async () => {
    upstream = await startFakeUpstream();
    const env = { OPENAI_API_KEY: 'sk-test', ANTHROPIC_API_KEY: 'sk-test', GATE_AUDIT_JOURNAL: journal };
    openaiGate = await startGate(['--base-url', upstream.baseUrl], { env });
    anthropicGate = await startGate(['--base-url', upstream.baseUrl, '--provider', 'anthropic'], {
      env: { ...env, GATE_AUDIT_JOURNAL: `${journal}.anthropic` },
    });
  });
  after(async () => {
    await openaiGate?.stop();
    await anthropicGate?.stop();
    await upstream?.close();
  });

  type Row = { tool: string; reason?: string; verdict: string };
  function rows(path: string): Row[] {
    return readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);
  }

  describe('redteam serve: tool names past the bound', () => {
    test('chat: a 400,000-character name is refused MALFORMED within seconds; records hold 256 characters', async () => {
      upstream.push(openaiJson({ calls: [{ id: 'call_1', name: HUGE, args: '{}' }] }));
      const client = new OpenAI({
        baseURL: `${openaiGate.url}/v1`,
        apiKey: 'k',
        maxRetries: 0,
        timeout: 10_000,
      });
      const started = Date.now();
      const answer = await client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
      });
      assert.ok(Date.now() - started < 10_000);
      assert.equal(answer.choices[0]?.message.tool_calls, undefined, 'the call does not reach the client');
      const row = rows(journal).at(-1)!;
      assert.deepEqual([row.verdict, row.reason], ['DENY', 'MALFORMED']);
      // Round 62 (redteam4): an undeclared name is recorded by its form, never as written.
      assert.equal(row.tool, undeclaredName(HUGE));
      // The access log is written in batches: wait for the line that names the decision.
      let logLine: string | undefined;
      await until(() => {
        logLine = openaiGate
          .stdout()
          .split('\n')
          .find((l) => l.includes('"verdicts":["DENY"]'));
        return logLine !== undefined;
      });
      assert.ok(logLine !== undefined, 'the access log names the decision');
      assert.ok(logLine.length < 2000, `access log line of ${logLine.length} characters`);
    });

    test('messages, streamed: the same name is refused, and the next call passes', async () => {
      const client = new Anthropic({
        baseURL: anthropicGate.url,
        apiKey: 'k',
        maxRetries: 0,
        timeout: 10_000,
      });
      upstream.push(anthropicSse({ calls: [{ id: 'toolu_1', name: HUGE, args: '{}' }] }));
      const message = await client.messages
        .stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
        .finalMessage();
      assert.equal(
        message.content.some((b) => b.type === 'tool_use'),
        false,
      );
      const row = rows(`${journal}.anthropic`).at(-1)!;
      assert.deepEqual([row.reason, row.tool], ['MALFORMED', undeclaredName(HUGE)]);
      upstream.push(
        anthropicSse({ calls: [{ id: 'toolu_2', name: 'read_file', args: '{"path":"a.txt"}' }] }),
      );
      const next = await client.messages
        .stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
        .finalMessage();
      assert.ok(next.content.some((b) => b.type === 'tool_use' && b.name === 'read_file'));
    });

    test('a name of exactly 256 characters is a name like any other', async () => {
      const name = `read_${'a'.repeat(251)}`;
      upstream.push(openaiJson({ calls: [{ id: 'call_2', name, args: '{}' }] }));
      const client = new OpenAI({ baseURL: `${openaiGate.url}/v1`, apiKey: 'k', maxRetries: 0 });
      await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
      const row = rows(journal).at(-1)!;
      // Round 62: past the operator's read_ prefix, a rest longer than plain words is recorded by its form.
      assert.equal(row.tool, `read_${undeclaredName('a'.repeat(251))}`);
      assert.notEqual(row.reason, 'MALFORMED');
    });
  });
});
