// An HTTPS upstream through the real gate process and the official OpenAI client: the certificate is
// verified (a self-signed one is refused as unreachable, fail closed) and trusted through the process's
// own CA store (NODE_EXTRA_CA_CERTS), streamed and buffered. The upstream client is undici's pool
// (docs/wires.md, round 16); every other upstream test speaks plain HTTP.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import OpenAI from 'openai';
import { startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-tls-'));
// A throwaway certificate for localhost, made per run: no key material is kept in the tree.
const made = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ],
  { encoding: 'utf8' },
);

const ANSWER = {
  id: 'c1',
  object: 'chat.completion',
  created: 1,
  model: 'm',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'hello over tls' } }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};
const CHUNKS = [
  {
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { role: 'assistant', content: 'hello ' } }],
  },
  {
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content: 'over tls' }, finish_reason: 'stop' }],
  },
];

describe('an HTTPS upstream', { skip: made.status === 0 ? false : 'openssl is not installed' }, () => {
  let server: Server;
  let base = '';
  before(async () => {
    server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => {
          body += c.toString('utf8');
        });
        req.on('end', () => {
          if ((JSON.parse(body) as { stream?: boolean }).stream) {
            res.writeHead(200, { 'content-type': 'text/event-stream' });
            for (const c of CHUNKS) res.write(`data: ${JSON.stringify(c)}\n\n`);
            res.end('data: [DONE]\n\n');
          } else {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(ANSWER));
          }
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://localhost:${(server.address() as AddressInfo).port}/v1`;
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('trusted through NODE_EXTRA_CA_CERTS: buffered and streamed answers arrive', async () => {
    const gate = await startGate(['--base-url', base], {
      env: { NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    });
    try {
      const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
      const one = await client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
      });
      assert.equal(one.choices[0]?.message.content, 'hello over tls');
      const stream = await client.chat.completions.create({
        model: 'm',
        stream: true,
        messages: [{ role: 'user', content: 'hi' }],
      });
      let text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
      assert.equal(text, 'hello over tls');
    } finally {
      await gate.stop();
    }
  });

  it('a certificate the process does not trust is refused as unreachable, never passed through', async () => {
    const gate = await startGate(['--base-url', base], { env: { NODE_EXTRA_CA_CERTS: undefined } });
    try {
      const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
      await assert.rejects(
        client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
        (err: unknown) => {
          assert.ok(err instanceof OpenAI.APIError, String(err));
          assert.equal(err.status, 502);
          assert.match(err.message, /could not be reached \(DEPTH_ZERO_SELF_SIGNED_CERT\)/);
          return true;
        },
      );
    } finally {
      await gate.stop();
    }
  });
});
