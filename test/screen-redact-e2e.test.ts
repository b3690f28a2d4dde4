// Redaction in place end to end (docs/screening.md, 'Secrets: redacted in place'): the real `gate serve`
// in front of the fake provider, driven by the official `openai` client and the MCP SDK. A secret inside
// an ordinary tool result reaches the provider and the agent only as a marker naming its rule; the rest
// of the result goes on; the journal row says TRANSFORM SECRET_EXFIL and holds no result bytes.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const GITHUB_TOKEN = `ghp_${'Zq7Lm2Xc9Vb4Nn1Kk8Jh3Gf6Dd5Ss0Aa2Pp9Oo'}`;
const DOC = [
  '# Release checklist',
  '',
  'Tag the release, let CI build the artefacts, then publish the notes to the changelog page.',
  'The publishing step reads its credentials from the environment of the CI runner.',
  '',
].join('\n');
const README = `${DOC}For a local dry run the job was started with\n\n    GITHUB_TOKEN=${GITHUB_TOKEN} npm run release -- --dry-run\n\n${DOC}`;
const MARKER = '[gate: redacted github-pat]';
const TRACE = '5a0c9e7d1b2f4c6a8e0d2b4f6a8c0e1d';
const ENV = { PROVIDER_KEY: 'sk-provider-key', GATE_KEY: 'gate-client-secret' };

describe('secrets redacted in place (gate serve)', () => {
  let dir: string;
  let journal: string;
  let fake: FakeUpstream;
  let gate: GateProcess;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-redact-e2e-'));
    journal = join(dir, 'journal.jsonl');
    const policyFile = join(dir, 'policy.json');
    writeFileSync(policyFile, JSON.stringify({ version: 'gate-policy/v1', allow_prefix: ['read_'] }));
    fake = await startFakeUpstream();
    gate = await startGate(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--api-key-env',
        'PROVIDER_KEY',
        '--require-key-env',
        'GATE_KEY',
        '--policy',
        policyFile,
        '--recall',
      ],
      { env: { ...ENV, GATE_AUDIT_JOURNAL: journal } },
    );
  });

  after(async () => {
    await gate?.stop();
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('chat: the provider gets the result with the token replaced by the marker, the rest intact', async () => {
    fake.push(openaiJson({ text: 'done' }));
    const oai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: ENV.GATE_KEY, maxRetries: 0 });
    await oai.chat.completions.create({
      model: 'm',
      messages: [
        { role: 'user', content: 'how do I release?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 't1',
              type: 'function',
              function: { name: 'read_file', arguments: '{"path":"RELEASE.md"}' },
            },
            { id: 't2', type: 'function', function: { name: 'read_file', arguments: '{"path":".env"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 't1', content: README },
        { role: 'tool', tool_call_id: 't2', content: `GITHUB_TOKEN=${GITHUB_TOKEN}\n` },
      ],
    });
    const sent = fake.received[0]!;
    assert.ok(!sent.body.includes(GITHUB_TOKEN), 'the token reached the provider');
    const contents = (sent.json as { messages: { content: unknown }[] }).messages.map((m) => m.content);
    assert.equal(contents[2], README.replace(GITHUB_TOKEN, MARKER));
    // Essentially credentials: withheld whole.
    assert.match(String(contents[3]), /^\[gate\] tool result withheld: SECRET_EXFIL \(.+\)$/);
  });

  it('MCP gate_admit: the envelope carries the redacted text; the verdict names the rule', async () => {
    const mcp = await connectMcp(gate.url, { authorization: `Bearer ${ENV.GATE_KEY}` });
    try {
      const out = await mcp.call('gate_admit', { tool: 'read_file', result: README, trace_id: TRACE });
      const verdict = out['verdict'] as { kind: string; reason?: string; detail?: Record<string, string> };
      assert.equal(verdict.kind, 'TRANSFORM');
      assert.equal(verdict.reason, 'SECRET_EXFIL');
      assert.equal(verdict.detail?.['claim'], 'github-pat');
      const text = JSON.stringify(out);
      assert.ok(!text.includes(GITHUB_TOKEN), 'the token reached the agent');
      assert.ok(text.includes(JSON.stringify(MARKER).slice(1, -1)), 'the marker is in the result');
      assert.ok(text.includes('Tag the release, let CI build the artefacts'), 'the rest of the file is kept');
    } finally {
      await mcp.close();
    }
  });

  it('gate recall save pages the redacted text, never the secret', async () => {
    const img = join(dir, 'session');
    const saved = await runGate(
      ['recall', 'save', '--url', gate.url, '--trace', TRACE, '--out', img, '--key-env', 'GATE_KEY'],
      { env: { GATE_KEY: ENV.GATE_KEY } },
    );
    assert.equal(saved.code, 0, saved.stderr);
    const pages = readdirSync(join(img, 'pages')).map((f) => readFileSync(join(img, 'pages', f), 'utf8'));
    assert.equal(pages.length, 1);
    assert.ok(!pages[0]!.includes(GITHUB_TOKEN), 'the token was paged to disk');
    assert.ok(pages[0]!.includes(MARKER));
  });

  it('the journal records TRANSFORM SECRET_EXFIL without result bytes, and verifies', async () => {
    await gate.stop();
    const rows = readFileSync(journal, 'utf8');
    assert.ok(!rows.includes(GITHUB_TOKEN.slice(4)), 'token bytes in the journal');
    assert.ok(!rows.includes('Tag the release'), 'result bytes in the journal');
    const transforms = rows
      .trim()
      .split('\n')
      .filter((r) => r.includes('"TRANSFORM"') && r.includes('SECRET_EXFIL'));
    assert.ok(transforms.length >= 2, `${transforms.length} TRANSFORM rows`);
    const verify = await runGate(['journal', 'verify', journal]);
    assert.equal(verify.code, 0, verify.stderr);
  });
});
