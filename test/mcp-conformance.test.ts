// The official MCP conformance suite (@modelcontextprotocol/conformance) against the real gate's POST /mcp.
// The suite needs Node >= 22; test/conformance/ pins it and a Node 22 binary from npm in its own lockfile
// (outside the root package, so that binary never shadows the project's Node on PATH). This test installs
// it with `npm ci` when absent and fails, never skips, when it cannot run. docs/mcp.md, "Conformance",
// says which scenarios do not apply to a stateless JSON-response server that offers gate's tools, and why.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type GateProcess, REPO_ROOT, startGate } from './helpers/gate-process.js';

const SUITE_DIR = join(REPO_ROOT, 'test', 'conformance');
const SUITE_CLI = join(SUITE_DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

/** Scenarios gate must pass. */
const MUST_PASS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

/**
 * Scenarios that cannot apply, each with the answer gate must still give (so a crash or a 500 there fails).
 * The suite's fixture tools (test_simple_text, ...) are not gate's tools; gate offers no logging, completion,
 * resources or prompts; a stateless JSON exchange has no stream to carry progress, log or sampling messages.
 */
const INAPPLICABLE: Record<string, RegExp> = {
  'logging-set-level': /Method not found/,
  'completion-complete': /Method not found/,
  'tools-call-simple-text': /-32602.*unknown tool "test_simple_text"/,
  'tools-call-image': /-32602.*unknown tool/,
  'tools-call-audio': /-32602.*unknown tool/,
  'tools-call-embedded-resource': /-32602.*unknown tool/,
  'tools-call-mixed-content': /-32602.*unknown tool/,
  'tools-call-with-logging': /Method not found/,
  'tools-call-error': /-32602.*unknown tool/,
  'tools-call-with-progress': /-32602.*unknown tool/,
  'tools-call-sampling': /-32602.*unknown tool/,
  'tools-call-elicitation': /-32602.*unknown tool/,
  'elicitation-sep1034-defaults': /-32602.*unknown tool/,
  'elicitation-sep1330-enums': /-32602.*unknown tool/,
  'resources-list': /Method not found/,
  'resources-read-text': /Method not found/,
  'resources-read-binary': /Method not found/,
  'resources-templates-read': /Method not found/,
  'resources-subscribe': /Method not found/,
  'resources-unsubscribe': /Method not found/,
  'prompts-list': /Method not found/,
  'prompts-get-simple': /Method not found/,
  'prompts-get-with-args': /Method not found/,
  'prompts-get-embedded-resource': /Method not found/,
  'prompts-get-with-image': /Method not found/,
};
/** No session id and no SSE stream: the suite warns and checks nothing. */
const NO_CHECKS = ['server-sse-multiple-streams'];

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO';
  errorMessage?: string;
}

let gate: GateProcess;
let results: Map<string, Check[]>;

/** The Node >= 22 that runs the suite: GATE_CONFORMANCE_NODE, else the one test/conformance installs. */
function suiteNode(): string {
  const override = process.env.GATE_CONFORMANCE_NODE;
  if (override) return override;
  const os = process.platform === 'win32' ? 'win' : process.platform;
  const bin = join(SUITE_DIR, 'node_modules', `node-${os}-${process.arch}`, 'bin', 'node');
  assert.ok(
    existsSync(bin),
    `no Node 22 binary for ${os}-${process.arch} in test/conformance; set GATE_CONFORMANCE_NODE to a Node >= 22`,
  );
  return bin;
}

before(async () => {
  if (!existsSync(SUITE_CLI)) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // The one test process that reaches a TLS host: it gets back the CA bundle the runner set aside.
    const ca = process.env.GATE_TEST_NODE_EXTRA_CA_CERTS;
    // --prefer-offline: a tarball already in npm's cache is taken as is (checked against the lockfile's
    // integrity) instead of asked for again; the Node 22 package alone is some 60 MB (round 35).
    const install = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: SUITE_DIR,
      encoding: 'utf8',
      timeout: 300_000,
      env: ca === undefined ? process.env : { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    });
    assert.equal(
      install.status,
      0,
      `npm ci in test/conformance failed (the suite must run, not be skipped):\n${install.stderr}`,
    );
  }
  const node = suiteNode();
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  assert.ok(Number(/^v(\d+)/.exec(version)?.[1]) >= 22, `the suite needs Node >= 22, got "${version}"`);

  gate = await startGate([]);
  const out = mkdtempSync(join(tmpdir(), 'gate-mcp-conformance-'));
  const run = spawnSync(node, [SUITE_CLI, 'server', '--url', `${gate.url}/mcp`, '-o', out], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.ok(run.status !== null, `the conformance suite did not finish:\n${run.stderr}`);
  results = new Map();
  for (const dir of readdirSync(out)) {
    const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT/.exec(dir)?.[1];
    if (scenario === undefined) continue;
    results.set(scenario, JSON.parse(readFileSync(join(out, dir, 'checks.json'), 'utf8')) as Check[]);
  }
});
after(async () => {
  await gate?.stop();
});

test('the suite ran every scenario this test knows of, and no other', () => {
  const known = [...MUST_PASS, ...Object.keys(INAPPLICABLE), ...NO_CHECKS].sort();
  assert.deepEqual([...results.keys()].sort(), known);
});

for (const scenario of MUST_PASS) {
  test(`conformance: ${scenario} passes`, () => {
    const checks = results.get(scenario) ?? [];
    assert.ok(checks.length > 0, `${scenario} ran no checks`);
    for (const check of checks)
      assert.notEqual(check.status, 'FAILURE', `${check.id}: ${check.errorMessage}`);
    assert.ok(checks.some((c) => c.status === 'SUCCESS'));
  });
}

test("conformance: inapplicable scenarios get gate's correct refusal, never a crash or a 500", () => {
  for (const [scenario, answer] of Object.entries(INAPPLICABLE)) {
    const checks = results.get(scenario) ?? [];
    assert.ok(checks.length > 0, `${scenario} ran no checks`);
    for (const check of checks) {
      if (check.status === 'SUCCESS') continue;
      assert.match(check.errorMessage ?? '', answer, `${scenario}/${check.id}`);
    }
  }
  for (const scenario of NO_CHECKS) {
    for (const check of results.get(scenario) ?? []) assert.notEqual(check.status, 'FAILURE', check.id);
  }
  assert.equal(gate.child.exitCode, null, 'gate is still running');
});
