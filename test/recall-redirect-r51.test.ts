// `gate recall save` against a gateway that redirects: the pages of wherever it leads are never asked for or
// saved (round 51: the hook's judge took another origin's verdict after a 307; the recall fetch was the
// same class). In this process through `main`, two node:http servers; no gate process.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runMain } from './helpers/gate-main.js';

test('a redirect from the gateway fails the save; the other origin is never asked', async () => {
  const asked: string[] = [];
  const other = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pages: [] }));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  const to = `http://localhost:${(other.address() as AddressInfo).port}`;
  for (const status of [302, 307, 308]) {
    const first = createServer((req, res) => res.writeHead(status, { location: `${to}${req.url}` }).end());
    await new Promise<void>((r) => first.listen(0, '127.0.0.1', r));
    const { code, stderr } = await runMain(
      [
        'recall',
        'save',
        '--url',
        `http://127.0.0.1:${(first.address() as AddressInfo).port}`,
        '--trace',
        '4bf92f3577b34da6a3ce929d0e0e4736',
        '--out',
        join(mkdtempSync(join(tmpdir(), 'gate-r51-recall-')), 'img'),
      ],
      {},
    );
    first.closeAllConnections();
    await new Promise((r) => first.close(r));
    assert.equal(code, 1, stderr);
    assert.match(stderr, new RegExp(`answered a redirect \\(HTTP ${status}\\); it is not followed`));
  }
  other.closeAllConnections();
  await new Promise((r) => other.close(r));
  assert.deepEqual(asked, []);
});
