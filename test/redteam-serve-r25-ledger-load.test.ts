// Red team, round 25: the ledger's on-demand load (docs/wires.md, "round 24, second pass") against the real
// process. A model turn that arrives before the warm-up has loaded the ledger awaits it and is judged and
// journaled as any other; a load that fails (round 26: a copy of the package without the ledger's module, no
// seam in the product) refuses the turn
// with a 500 in its wire's shape, before anything is sent upstream, with no journal row and no bytes of it
// in the log (docs/operations.md, "Startup", Round 25).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { anthropicJson, type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { packageWithout } from './helpers/package-copy.js';

const MARK = 'r25-ledger-marker';
const call = { id: 'c1', name: 'Read', args: JSON.stringify({ file_path: `/tmp/${MARK}.txt` }) };

function turn(gate: GateProcess, provider: 'openai' | 'anthropic', stream: boolean): Promise<Response> {
  const path = provider === 'openai' ? '/v1/chat/completions' : '/v1/messages';
  const messages = [{ role: 'user', content: `read ${MARK}` }];
  const body =
    provider === 'openai'
      ? { model: 'm', stream, messages }
      : { model: 'm', max_tokens: 8, stream, messages };
  return fetch(`${gate.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function withGate(
  provider: 'openai' | 'anthropic',
  bin: string | undefined,
  run: (gate: GateProcess, upstream: FakeUpstream, journal: string) => Promise<void>,
): Promise<void> {
  const upstream = await startFakeUpstream();
  upstream.setDefault(
    provider === 'openai' ? openaiJson({ calls: [call] }) : anthropicJson({ calls: [call] }),
  );
  const journal = join(mkdtempSync(join(tmpdir(), 'gate-r25-ledger-')), 'journal.jsonl');
  // Without the start-up snapshot (whose blob holds the ledger evaluated) and with the warm-up held off,
  // the first turn is the one that loads the ledger.
  const gate = await startGate(['--base-url', upstream.baseUrl, '--provider', provider], {
    env: { GATE_AUDIT_JOURNAL: journal, GATE_NO_SNAPSHOT: '1', GATE_WARMUP_MS: '600000' },
    ...(bin === undefined ? {} : { bin }),
  });
  try {
    await run(gate, upstream, journal);
    assert.equal(await gate.stop(), 0);
    const log = gate.stdout() + gate.stderr();
    assert.ok(!log.includes(MARK), 'no argument bytes in the log');
    assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
  } finally {
    await gate.stop('SIGKILL');
    await upstream.close();
  }
}

const journalRows = (journal: string): number =>
  existsSync(journal)
    ? readFileSync(journal, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"tool":"Read"')).length
    : 0;

/** One package copy without the ledger's module (dist/src and its bundle chunk), made on first use. */
let copy: { bin: string; root: string } | undefined;
const withoutLedger = () => (copy ??= packageWithout(['kernel/provenance/ledger.js']));
describe('redteam-serve-r25-ledger-load', () => {
  after(() => {
    if (copy) rmSync(copy.root, { recursive: true, force: true });
  });

  describe('the ledger loaded on demand, the real process (round 25)', { timeout: 60_000 }, () => {
    for (const provider of ['openai', 'anthropic'] as const) {
      it(`${provider}: turns sent before the warm-up await the ledger and are judged`, async () => {
        await withGate(provider, undefined, async (gate, _upstream, journal) => {
          const answers = await Promise.all([turn(gate, provider, false), turn(gate, provider, false)]);
          for (const res of answers) {
            assert.equal(res.status, 200);
            assert.match(await res.text(), /"verdicts":\[\{[^\]]*"kind":"ALLOW"/);
          }
          assert.equal(journalRows(journal), 2, 'each judged call journaled once');
        });
      });

      it(`${provider}: a failed load refuses the turn, 500 in the wire's shape, nothing sent upstream`, async () => {
        await withGate(provider, withoutLedger().bin, async (gate, upstream, journal) => {
          for (const stream of [false, true, false]) {
            const res = await turn(gate, provider, stream);
            assert.equal(res.status, 500);
            assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
            const body = (await res.json()) as Record<string, unknown>;
            const error = body.error as Record<string, unknown>;
            if (provider === 'openai') assert.equal(error.code, 'internal');
            else {
              assert.equal(body.type, 'error');
              assert.equal(error.type, 'api_error');
            }
            assert.match(String(error.message), /provenance ledger could not be loaded/);
          }
          assert.equal(upstream.received.length, 0, 'nothing was sent upstream');
          assert.equal(journalRows(journal), 0, 'no row without a decision');
          assert.equal((await fetch(`${gate.url}/healthz`)).status, 200, 'gate still serves');
        });
      });
    }
  });
});
