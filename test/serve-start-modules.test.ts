// What `gate serve` started from its blob loads before it answers health: node's listener modules only, none
// of what a first model turn or a flag loads (undici, crypto, zlib, the journal's or the MCP SDK's code). Each
// such module costs every server's start its compile (docs/operations.md, "Startup", round 37). Nor does its
// first in-kernel turns load node's fetch (undici, web streams): about 40 ms of its CPU (round 38), nor node:tls
// or node:http2, which tuneV8 no longer loads for them (round 41).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { builtinsOf } from '../src/cli/launch.js';
import { REPO_ROOT } from './helpers/gate-process.js';

const BLOB = join(REPO_ROOT, 'dist/snapshot/serve.blob');

/** node's own modules a server may load after its start and before its first health answer. */
const AT_START =
  /^(?:NativeModule (?:_http_\w+|http|internal\/http|internal\/freelist|_tls_\w+|tls|internal\/tls\/[\w-]+|internal\/js_stream_socket|http2|internal\/http2\/\w+|internal\/fs\/sync_write_stream)|Internal Binding (?:http_parser|js_stream|tls_wrap|http2|stream_pipe|signal_wrap))$/;

/**
 * node's modules (and bindings) a server from its blob loaded after its start, up to the end of `act`
 * against its URL; undefined when no blob is built.
 */
async function loadedBy(act: (url: string) => Promise<void>): Promise<string[] | undefined> {
  if (!existsSync(BLOB)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'gate-start-modules-'));
  const hook = join(dir, 'loaded.cjs');
  const out = join(dir, 'loaded.txt');
  // Preloaded before the blob's main: what is loaded from then on, written when the server is told to stop.
  writeFileSync(
    hook,
    `const before = new Set(process.moduleLoadList);
process.on('SIGTERM', () => {
  require('node:fs').writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.filter((m) => !before.has(m)).join('\\n'));
  process.exit(0);
});\n`,
  );
  const child = spawn(
    process.execPath,
    ['--require', hook, '--snapshot-blob', BLOB, 'serve', '--addr', '127.0.0.1:0'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
  try {
    await act(url);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const loaded = readFileSync(out, 'utf8').split('\n').filter(Boolean);
  rmSync(dir, { recursive: true, force: true });
  return loaded;
}

test('serve from its blob loads no module before health that only a request or a flag needs', async (t) => {
  const loaded = await loadedBy(async (url) => {
    assert.equal((await fetch(`${url}/healthz`)).status, 200);
  });
  if (loaded === undefined) return t.skip('no serve blob built');
  const unexpected = loaded.filter((m) => !AT_START.test(m));
  assert.deepEqual(unexpected, [], `loaded before the first health answer: ${unexpected.join(', ')}`);
  assert.ok(loaded.includes('NativeModule http'), 'the listener loads node:http at start');
  // In-kernel with local state nothing opens a TLS or HTTP/2 connection: their modules stay unloaded (round 41).
  const clients = loaded.filter((m) => /^NativeModule (?:tls|http2)$/.test(m));
  assert.deepEqual(clients, [], 'an in-kernel server loads no client module before health');
});

test("serve loads the clients' modules before V8 flags change whenever a flag names something remote", () => {
  const clients = ['node:http', 'node:tls', 'node:http2'];
  for (const remote of [
    ['--base-url', 'https://x/v1'],
    ['--base-url=https://x/v1'],
    ['--tools', 't.json'],
    ['--store=redis://r'],
  ])
    assert.deepEqual(
      builtinsOf(['serve', '--addr', '127.0.0.1:0', ...remote], true),
      clients,
      remote.join(' '),
    );
  assert.deepEqual(builtinsOf(['serve', '--addr', '127.0.0.1:0'], true), ['node:http']);
  // The bundle loads node:https at import (prom-client's push client): there they load first as before.
  assert.deepEqual(builtinsOf(['serve', '--addr', '127.0.0.1:0']), clients);
});

/** A first turn the built-in model answers, a tool result screened (bench/startup's). */
const SCREENED_TURN = JSON.stringify({
  model: 'gate-builtin',
  messages: [
    { role: 'user', content: 'read the file' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'Read', arguments: '{"file_path":"a.txt"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'c1', content: 'the file says hello' },
  ],
});

test("first in-kernel turns, buffered and streamed, load none of node's fetch (undici, web streams)", async (t) => {
  const loaded = await loadedBy(async (url) => {
    for (const stream of [false, true]) {
      const res = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream ? JSON.stringify({ ...JSON.parse(SCREENED_TURN), stream }) : SCREENED_TURN,
      });
      assert.equal(res.status, 200);
      const text = await res.text();
      if (stream) assert.match(text, /data: \[DONE\]/);
    }
  });
  if (loaded === undefined) return t.skip('no serve blob built');
  const fetchModules = loaded.filter((m) => /undici|webstreams|^NativeModule (?:tls|http2)$/.test(m));
  assert.deepEqual(
    fetchModules,
    [],
    `loaded from the start through the first turns: ${fetchModules.join(', ')}`,
  );
});
