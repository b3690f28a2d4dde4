// `gate recall`: save from a gateway's pages route, inspect, load, tombstone. The main paths run as real
// processes; the error cases run the same CLI entry (`main`) in-process, to keep the suite fast.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { main } from '../src/cli/main.js';
import { sha256Hex } from '../src/kernel/canonical.js';
import { GateError, isGateError } from '../src/kernel/errors.js';
import { readImage, writeImage } from '../src/recall/image.js';
import { sealManifest } from '../src/recall/manifest.js';
import { PageBook } from '../src/recall/pages.js';
import { recallRoutes } from '../src/recall/routes.js';
import { sendError } from '../src/server/error-body.js';
import { runGate } from './helpers/gate-process.js';

const KEY = 'recall-test-key';
const CLEAN_1 = 'README.md\npackage.json\nsrc/\n';
const CLEAN_2 = 'The build finished in 4.2s with 0 warnings.';

const root = await mkdtemp(join(tmpdir(), 'gate-recall-cli-'));
const book = new PageBook();
const [route] = recallRoutes({ pages: book });
let server: Server;
let gatewayUrl: string;

describe('recall-cli', () => {
  before(async () => {
    book.add('trace-e2e', {
      tool: 'list_dir',
      kind: 'tool_result',
      content: CLEAN_1,
      verdict: 'ALLOW',
      trustEpoch: 0,
    });
    book.add('trace-e2e', {
      tool: 'run_tests',
      kind: 'tool_result',
      content: CLEAN_2,
      verdict: 'ALLOW',
      trustEpoch: 0,
    });
    // The pages route behind a bearer check, as the gateway serves it with --require-key-env.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://gate.invalid');
      const fail = (err: unknown) =>
        sendError(res, isGateError(err) ? err : new GateError('INTERNAL', 'internal'), 'openai');
      if (req.headers.authorization !== `Bearer ${KEY}`)
        return fail(new GateError('UNAUTHORIZED', 'missing or wrong gateway key'));
      if (url.pathname !== route!.path) return fail(new GateError('NOT_FOUND', 'no such route'));
      const ctx = {
        req,
        res,
        url,
        traceId: 't',
        rawBody: Buffer.alloc(0),
        body: undefined,
        signal: new AbortController().signal,
        access: { tools: [], verdicts: [] },
      };
      route!.handle(ctx).catch(fail);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(root, { recursive: true, force: true });
  });

  const env = { RECALL_KEY: KEY };

  type Run = { code: number | null; stdout: string; stderr: string };

  /** `gate <args>` through the CLI's own entry, in this process. */
  async function cli(args: string[], extraEnv: Record<string, string | undefined> = {}): Promise<Run> {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = '';
    let err = '';
    stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
    });
    stderr.on('data', (d: Buffer) => {
      err += d.toString('utf8');
    });
    const processEnv = { ...process.env, ...extraEnv };
    for (const [k, v] of Object.entries(processEnv)) if (v === undefined) delete processEnv[k];
    const code = await main(args, { stdout, stderr, stdin: Readable.from([]), env: processEnv });
    await new Promise((resolve) => setImmediate(resolve));
    return { code, stdout: out, stderr: err };
  }

  function fakeAwsKey(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    return `AKIA${Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
  }

  test('save then load round-trips a clean session', async () => {
    const img = join(root, 'clean');
    const saved = await runGate(
      [
        'recall',
        'save',
        '--url',
        gatewayUrl,
        '--trace',
        'trace-e2e',
        '--out',
        img,
        '--key-env',
        'RECALL_KEY',
      ],
      { env },
    );
    assert.equal(saved.code, 0, saved.stderr);
    assert.match(saved.stdout, /saved trace trace-e2e: 2 page\(s\)/);

    const inspected = await cli(['recall', 'inspect', img]);
    assert.equal(inspected.code, 0, inspected.stderr);
    assert.match(inspected.stdout, /format\s+gate-recall\/v1/);
    assert.match(inspected.stdout, /trace\s+trace-e2e/);
    assert.ok(!inspected.stdout.includes('README.md'), 'inspect never prints page bytes');

    const out = join(root, 'clean-recalled');
    const loaded = await cli(['recall', 'load', img, '--out', out]);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.match(loaded.stdout, /STEP\s+PAGE\s+TOOL\s+THEN\s+NOW/);
    assert.match(loaded.stdout, /2 page\(s\): 2 recalled, 0 held out; wrote /);
    const recalled = (await readImage(out)).manifest;
    assert.deepEqual(
      recalled.pages.map((p) => p.digest),
      [sha256Hex(CLEAN_1), sha256Hex(CLEAN_2)],
    );

    const json = await runGate(['recall', 'load', img, '--json']);
    assert.equal(json.code, 0, json.stderr);
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(
      lines.map((l) => [l.step, l.tool, l.was, l.now, l.content]),
      [
        [1, 'list_dir', 'ALLOW', 'ALLOW', CLEAN_1],
        [2, 'run_tests', 'ALLOW', 'ALLOW', CLEAN_2],
      ],
    );
  });

  test('save follows the route’s page windows: a trace of 9 MiB comes back whole, in step order', async () => {
    const page = (i: number) => `page ${i}\n${'quarterly figures, '.repeat((3 * 1024 * 1024) / 19)}`;
    for (let i = 1; i <= 3; i++)
      book.add('trace-windows', {
        tool: 'read_file',
        kind: 'tool_result',
        content: page(i),
        verdict: 'ALLOW',
        trustEpoch: 0,
      });
    const img = join(root, 'windows');
    const saved = await cli(
      [
        'recall',
        'save',
        '--url',
        gatewayUrl,
        '--trace',
        'trace-windows',
        '--out',
        img,
        '--key-env',
        'RECALL_KEY',
        '--json',
      ],
      env,
    );
    assert.equal(saved.code, 0, saved.stderr);
    assert.equal((JSON.parse(saved.stdout) as { pages: number }).pages, 3);
    assert.deepEqual(
      (await readImage(img)).manifest.pages.map((p) => p.digest),
      [1, 2, 3].map((i) => sha256Hex(page(i))),
    );
  });

  test('save needs the gateway key; an unset --key-env variable is a usage error', async () => {
    const denied = await cli([
      'recall',
      'save',
      '--url',
      gatewayUrl,
      '--trace',
      'trace-e2e',
      '--out',
      join(root, 'nokey'),
    ]);
    assert.equal(denied.code, 1);
    assert.match(denied.stderr, /gate: the gateway answered 401: missing or wrong gateway key/);
    await assert.rejects(stat(join(root, 'nokey')), /ENOENT/);
    const unset = await cli(
      [
        'recall',
        'save',
        '--url',
        gatewayUrl,
        '--trace',
        'trace-e2e',
        '--out',
        join(root, 'x'),
        '--key-env',
        'NOT_SET_ANYWHERE',
      ],
      { NOT_SET_ANYWHERE: undefined },
    );
    assert.equal(unset.code, 2);
    assert.match(unset.stderr, /--key-env names NOT_SET_ANYWHERE, which is unset or empty/);
    const unknown = await cli(
      [
        'recall',
        'save',
        '--url',
        gatewayUrl,
        '--trace',
        'no-such-trace',
        '--out',
        join(root, 'y'),
        '--key-env',
        'RECALL_KEY',
      ],
      env,
    );
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /404: no pages for trace "no-such-trace"/);
  });

  test('a page admitted before a new secret rule is held out on reload and never written out', async () => {
    const key = fakeAwsKey();
    const img = join(root, 'old-secret');
    await writeImage(img, {
      traceId: 'trace-old',
      gateVersion: '0.0.1',
      pages: [
        {
          step: 1,
          tool: 'read_file',
          kind: 'tool_result',
          content: CLEAN_1,
          verdict: 'ALLOW',
          trustEpoch: 0,
        },
        {
          step: 2,
          tool: 'read_file',
          kind: 'tool_result',
          content: `aws_access_key_id = ${key}`,
          verdict: 'ALLOW',
          trustEpoch: 0,
        },
      ],
    });
    const out = join(root, 'old-secret-recalled');
    const loaded = await runGate(['recall', 'load', img, '--out', out]);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.match(loaded.stdout, /\n2\s+\S+\s+read_file\s+ALLOW\s+QUARANTINE\s+SECRET_EXFIL/);
    assert.match(loaded.stdout, /1 recalled, 1 held out \(1 quarantine\)/);
    assert.ok(!loaded.stdout.includes(key) && !loaded.stderr.includes(key));
    assert.deepEqual(await readdir(join(out, 'pages')), [sha256Hex(CLEAN_1)]);
    const json = await cli(['recall', 'load', img, '--json']);
    assert.ok(!json.stdout.includes(key), 'a held-out page carries no content');
  });

  test('a tampered page fails the load with exit 1 and nothing is written; tombstoning it recalls the rest', async () => {
    const img = join(root, 'tampered');
    await writeImage(img, {
      traceId: 'trace-t',
      gateVersion: '0.1.0',
      pages: [
        {
          step: 1,
          tool: 'read_file',
          kind: 'tool_result',
          content: CLEAN_1,
          verdict: 'ALLOW',
          trustEpoch: 0,
        },
        {
          step: 2,
          tool: 'read_file',
          kind: 'tool_result',
          content: CLEAN_2,
          verdict: 'ALLOW',
          trustEpoch: 0,
        },
      ],
    });
    await writeFile(join(img, 'pages', sha256Hex(CLEAN_2)), 'The build finished in 4.2s with 9 warnings.');
    const out = join(root, 'tampered-recalled');
    const loaded = await runGate(['recall', 'load', img, '--out', out]);
    assert.equal(loaded.code, 1);
    assert.match(
      loaded.stdout,
      /\n2\s+\S+\s+read_file\s+ALLOW\s+TAMPERED\s+page bytes do not match their digest/,
    );
    assert.match(loaded.stderr, /1 page\(s\) tampered or missing; nothing recalled/);
    await assert.rejects(stat(out), /ENOENT/);
    const inspected = await cli(['recall', 'inspect', img]);
    assert.equal(inspected.code, 1);

    const tomb = await cli([
      'recall',
      'tombstone',
      img,
      '--page',
      sha256Hex(CLEAN_2),
      '--reason',
      'damaged on disk',
    ]);
    assert.equal(tomb.code, 0, tomb.stderr);
    assert.equal(tomb.stdout, `tombstoned page ${sha256Hex(CLEAN_2)} in ${img}\n`);
    const again = await cli([
      'recall',
      'tombstone',
      img,
      '--page',
      '2',
      '--reason',
      'damaged on disk',
      '--json',
    ]);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(JSON.parse(again.stdout), {
      image: img,
      page: sha256Hex(CLEAN_2),
      action: 'tombstone',
      applied: false,
      reason: 'damaged on disk',
    });
    const reloaded = await cli(['recall', 'load', img, '--out', out]);
    assert.equal(reloaded.code, 0, reloaded.stderr);
    assert.match(reloaded.stdout, /TOMBSTONED\s+damaged on disk/);
    assert.deepEqual(
      (await readImage(out)).manifest.pages.map((p) => p.digest),
      [sha256Hex(CLEAN_1)],
    );
  });

  test('tombstone refuses a digest that is not a page of the image', async () => {
    const img = join(root, 'tomb-refuse');
    await writeImage(img, {
      traceId: 't',
      gateVersion: '0.1.0',
      pages: [
        {
          step: 1,
          tool: 'read_file',
          kind: 'tool_result',
          content: CLEAN_1,
          verdict: 'ALLOW',
          trustEpoch: 0,
        },
      ],
    });
    const refused = await cli(['recall', 'tombstone', img, '--page', sha256Hex('other'), '--reason', 'x']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /is not in image .*no page has that digest/);
  });

  test('an image of an unknown major format version is a clear error naming both versions', async () => {
    const img = join(root, 'future');
    await writeImage(img, { traceId: 't', gateVersion: '9.0.0', pages: [] });
    const { raw } = await readImage(img);
    // As a future gate would write it: sealed, but a major version this binary does not read.
    await writeFile(
      join(img, 'manifest.json'),
      JSON.stringify(sealManifest({ ...raw, format: 'gate-recall/v2' })),
    );
    for (const sub of ['load', 'inspect']) {
      const r = await (sub === 'load' ? runGate : cli)(['recall', sub, img]);
      assert.equal(r.code, 1);
      assert.equal(
        r.stderr,
        `gate: recall image ${img}: unsupported image format "gate-recall/v2" (this binary reads gate-recall/v1)\n`,
      );
    }
  });

  test('usage errors exit 2; --help on each subcommand exits 0', async () => {
    for (const args of [
      ['recall'],
      ['recall', 'load'],
      ['recall', 'frobnicate'],
      ['recall', 'tombstone', 'x', '--page', '1'],
    ]) {
      const r = await (args.length === 1 ? runGate : cli)(args);
      assert.equal(r.code, 2, `gate ${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /^gate: /);
    }
    const help = await cli(['recall', 'load', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /usage: gate recall load <dir>/);
  });
});
