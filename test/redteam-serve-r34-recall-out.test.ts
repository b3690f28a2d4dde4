// Red team, round 34: what `gate recall save --out <dir>` deletes. A save over an existing image removes,
// after the switch, every entry of <dir>/pages the new manifest does not name, recursively; and <dir> was
// taken for an image whenever it held a file called manifest.json. So a save into a browser extension's
// directory (its own manifest.json and pages/) overwrote its manifest and deleted its pages, and an image
// whose pages/ is a link (planted in an image from elsewhere) had the link's target emptied: a home
// directory, recursively. Now only a directory whose manifest.json is a gate recall manifest and whose
// pages/ is a directory of its own is replaced, and only names gate writes in pages/ are collected.
// Real `gate serve --recall` and the real CLI.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const KEY = 'recall-out-key-r34';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4734';

describe('redteam r34: what recall save --out may delete (real gate serve and CLI)', () => {
  let gate: GateProcess;
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'gate-r34-recall-out-'));
    gate = await startGate(['--recall', '--require-key-env', 'K'], { env: { K: KEY } });
    const mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
    try {
      await mcp.call('gate_admit', { tool: 'list_dir', result: 'src/\ntest/\n', trace_id: TRACE });
    } finally {
      await mcp.close();
    }
  });
  after(async () => {
    await gate?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const save = (out: string) =>
    runGate(['recall', 'save', '--url', gate.url, '--trace', TRACE, '--out', out, '--key-env', 'K'], {
      env: { K: KEY },
    });

  it("refuses a directory whose manifest.json is not gate's, and leaves it as it was", async () => {
    const ext = join(root, 'extension');
    await mkdir(join(ext, 'pages'), { recursive: true });
    await writeFile(join(ext, 'manifest.json'), '{"manifest_version":3,"name":"mine"}');
    await writeFile(join(ext, 'pages', 'popup.html'), '<html></html>');
    const got = await save(ext);
    assert.equal(got.code, 1, got.stderr);
    assert.match(got.stderr, /its manifest\.json is not a gate recall manifest; refusing to replace it/);
    assert.deepEqual(await readdir(join(ext, 'pages')), ['popup.html']);
    assert.equal(await readFile(join(ext, 'manifest.json'), 'utf8'), '{"manifest_version":3,"name":"mine"}');
  });

  it("refuses an image whose pages/ is a link, and deletes nothing at the link's target", async () => {
    const img = join(root, 'image');
    const first = await save(img);
    assert.equal(first.code, 0, first.stderr);
    const victim = join(root, 'home');
    await mkdir(join(victim, 'work'), { recursive: true });
    await writeFile(join(victim, 'thesis.tex'), 'years of it');
    await writeFile(join(victim, 'work', 'notes'), 'more');
    await rm(join(img, 'pages'), { recursive: true });
    await symlink(victim, join(img, 'pages'));
    const got = await save(img);
    assert.equal(got.code, 1, got.stderr);
    assert.match(got.stderr, /its pages is not a directory of its own \(a link or a file\)/);
    assert.deepEqual((await readdir(victim)).sort(), ['thesis.tex', 'work']);
    assert.deepEqual(await readdir(join(victim, 'work')), ['notes']);
  });

  it('saves over its own image as before, keeping a file in pages/ gate did not write', async () => {
    const img = join(root, 'own');
    assert.equal((await save(img)).code, 0);
    await writeFile(join(img, 'pages', 'README'), 'kept');
    const stale = join(img, 'pages', 'a'.repeat(64));
    await writeFile(stale, 'an unreferenced page');
    const again = await save(img);
    assert.equal(again.code, 0, again.stderr);
    const names = await readdir(join(img, 'pages'));
    assert.ok(names.includes('README'), names.join());
    assert.ok(!names.includes('a'.repeat(64)), 'an unreferenced page file is collected');
    const loaded = await runGate(['recall', 'load', img, '--json']);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.match(loaded.stdout, /"now":"ALLOW"/);
  });
});
