// The --tools file: the accepted shapes and a clear message for every way it can be wrong.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { isGateError } from '../kernel/errors.js';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_DEADLINE_MS,
  DEFAULT_MAX_IN_FLIGHT,
  parseToolsConfig,
  readToolsConfig,
} from './config.js';

function problems(text: string): string[] {
  try {
    parseToolsConfig(text, 'tools.json', { TOKEN: 'secret-token-value' });
  } catch (err) {
    assert.ok(isGateError(err));
    assert.equal(err.code, 'BAD_FLAG');
    assert.equal(err.message, err.problems[0]);
    return [...err.problems];
  }
  throw new Error('expected a load error');
}

test('stdio and Streamable HTTP servers, with defaults filled in', () => {
  const config = parseToolsConfig(
    JSON.stringify({
      servers: {
        fs: {
          command: 'npx',
          args: ['-y', 'srv', '/tmp'],
          env: { A: '1' },
          env_passthrough: ['TOKEN', 'UNSET'],
          deadline_ms: 5000,
        },
        web: { url: 'http://127.0.0.1:9000/mcp', headers: { authorization: 'Bearer x' }, max_in_flight: 8 },
      },
    }),
    'tools.json',
    { TOKEN: 't0k' },
  );
  assert.equal(config.servers.length, 2);
  const [fs, web] = config.servers;
  assert.deepEqual(fs, {
    transport: 'stdio',
    name: 'fs',
    command: 'npx',
    args: ['-y', 'srv', '/tmp'],
    env: { A: '1', TOKEN: 't0k' },
    stderr: 'ignore',
    deadlineMs: 5000,
    connectTimeoutMs: DEFAULT_CONNECT_TIMEOUT_MS,
    maxInFlight: DEFAULT_MAX_IN_FLIGHT,
  });
  assert.equal(web?.transport, 'http');
  assert.equal(web?.transport === 'http' && web.url.href, 'http://127.0.0.1:9000/mcp');
  assert.equal(web?.deadlineMs, DEFAULT_DEADLINE_MS);
  assert.equal(web?.maxInFlight, 8);
});

test('every mistake is named, the first is the message, and no value is echoed', () => {
  assert.match(
    problems('{"servers": {}')[0]!,
    /^invalid tools file tools\.json: not valid JSON \(at position \d+\)$/,
  );
  assert.deepEqual(problems('[]'), [
    'invalid tools file tools.json: the top level must be a JSON object with a "servers" field',
  ]);
  assert.deepEqual(problems('{"server": {}}'), [
    'invalid tools file tools.json: json: unknown field "server"',
    'invalid tools file tools.json: "servers" is required: an object naming each downstream MCP server',
  ]);
  assert.match(problems('{"servers": {}}')[0]!, /"servers" is empty/);
  // A typo is named first; the missing field follows.
  assert.deepEqual(
    problems('{"servers": {"a": {"comand": "x"}}}').map((p) =>
      p.replace(/^invalid tools file tools\.json: /, ''),
    ),
    [
      'json: unknown field "servers.a.comand"',
      'servers.a needs exactly one of "command" (a stdio server) or "url" (a Streamable HTTP server)',
    ],
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "url": "http://h"}}}')[0]!,
    /needs exactly one of/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "cmd": 1}}}')[0]!,
    /json: unknown field "servers\.a\.cmd"/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "headers": {}}}}')[0]!,
    /"headers" is only for a Streamable HTTP server/,
  );
  assert.match(
    problems('{"servers": {"a": {"url": "http://h", "args": []}}}')[0]!,
    /"args" is only for a stdio server/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": ""}}}')[0]!,
    /servers\.a\.command must be a non-empty string/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "args": "y"}}}')[0]!,
    /servers\.a\.args must be an array of strings/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "env": {"1BAD": "v"}}}}')[0]!,
    /"1BAD" is not an environment variable name/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "stderr": "pipe"}}}')[0]!,
    /stderr must be "ignore" or "inherit"/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "deadline_ms": 0}}}')[0]!,
    /deadline_ms must be an integer/,
  );
  assert.match(
    problems('{"servers": {"a": {"command": "x", "deadline_ms": 1.5}}}')[0]!,
    /deadline_ms must be an integer/,
  );
  for (const bad of ['0', '1.5', '"8"', '100001'])
    assert.match(
      problems(`{"servers": {"a": {"command": "x", "max_in_flight": ${bad}}}}`)[0]!,
      /servers\.a\.max_in_flight must be an integer from 1 to 100000/,
    );
  assert.match(problems('{"servers": {"a": {"url": "ftp://h"}}}')[0]!, /url must be an http or https URL/);
  assert.match(problems('{"servers": {"a": {"url": "not a url"}}}')[0]!, /url is not an absolute URL/);
  assert.match(
    problems('{"servers": {"bad name": {"command": "x"}}}')[0]!,
    /a server name is 1-64 characters/,
  );
  const secret = problems(
    '{"servers": {"a": {"url": "http://h", "headers": {"x-key": 42, "authorization": "Bearer top-secret"}}}}',
  );
  assert.match(secret[0]!, /servers\.a\.headers\.x-key must be a string/);
  assert.ok(!secret.join('\n').includes('top-secret'));
});

test('a missing file is one clear line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-tools-'));
  await assert.rejects(
    readToolsConfig(join(dir, 'nope.json')),
    /^GateError: invalid tools file .*nope\.json: cannot read it: no such file \(ENOENT\)$/,
  );
  const file = join(dir, 'ok.json');
  writeFileSync(file, '{"servers": {"a": {"command": "node"}}}');
  assert.equal((await readToolsConfig(file)).servers[0]?.name, 'a');
});

test('namespaces: tool names mapped to the cache namespace they share', () => {
  const config = parseToolsConfig(
    JSON.stringify({
      servers: { crm: { url: 'http://127.0.0.1:9/mcp' } },
      namespaces: { fetch_invoice: 'billing', void_invoice: 'billing' },
    }),
    'tools.json',
  );
  assert.deepEqual(config.namespaces, { fetch_invoice: 'billing', void_invoice: 'billing' });
  assert.deepEqual(
    parseToolsConfig(JSON.stringify({ servers: { a: { url: 'http://127.0.0.1:9/mcp' } } }), 't').namespaces,
    {},
  );
  assert.deepEqual(
    problems(JSON.stringify({ servers: { a: { url: 'http://127.0.0.1:9/mcp' } }, namespaces: [] })),
    ['invalid tools file tools.json: "namespaces" must be an object of tool name to namespace'],
  );
  assert.match(
    problems(
      JSON.stringify({ servers: { a: { url: 'http://127.0.0.1:9/mcp' } }, namespaces: { x: '' } }),
    )[0]!,
    /namespaces\.x must be a non-empty string/,
  );
});
