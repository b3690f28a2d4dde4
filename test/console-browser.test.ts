// The console in a real browser: Debian's chromium driven by playwright-core against the real gate. An agent's
// call is held; a human opens /ui, logs in with the approver key, clicks Approve; the agent, long-polling,
// re-sends the call with its witness and it goes through once (a second use is refused).
// In CI (CI or GATE_REQUIRE_BROWSER set) a missing chromium fails the test; elsewhere it skips, saying why.
import assert from 'node:assert/strict';
import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium } from 'playwright-core';
import { proposeCommand } from './helpers/agent-call.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const CHROMIUM = process.env.GATE_CHROMIUM ?? '/usr/bin/chromium';
const GATEWAY_KEY = 'gw-agent-key-browser-0123';
const ALICE = 'approver-alice-browser-key';

function browserAvailability(): { skip: string | false } {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return { skip: false };
  } catch {
    const message = `chromium is not at ${CHROMIUM} (apt-get install -y chromium, or set GATE_CHROMIUM)`;
    if (process.env.CI || process.env.GATE_REQUIRE_BROWSER) throw new Error(`required in CI: ${message}`);
    return { skip: message };
  }
}
const { skip } = browserAvailability();

let gate: GateProcess;
let browser: Browser;

describe('console-browser', () => {
  before(async () => {
    if (skip) return;
    const journal = join(mkdtempSync(join(tmpdir(), 'gate-console-')), 'journal.jsonl');
    gate = await startGate(['--require-key-env', 'GATE_E2E_KEY', '--approver-key-env', 'alice=GATE_ALICE'], {
      env: { GATE_E2E_KEY: GATEWAY_KEY, GATE_ALICE: ALICE, GATE_AUDIT_JOURNAL: journal },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  });
  after(async () => {
    await browser?.close();
    await gate?.stop();
  });

  const propose = (witness?: string) =>
    proposeCommand(gate.url, GATEWAY_KEY, 'git push origin browser-test', witness);

  test('a human approves a held call in the console and it goes through once', { skip }, async () => {
    const held = await propose();
    assert.equal(held.verdict.kind, 'REQUIRE_WITNESS');
    const id = held.verdict.detail!.approval_id!;
    const token = held.verdict.detail!.confirm_token!;

    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') pageErrors.push(msg.text());
    });
    const response = await page.goto(`${gate.url}/ui`);
    const csp = response!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);

    // The agents' key is not an approver key: the login is refused, with gate's reason.
    await page.fill('#key', GATEWAY_KEY);
    await page.click('#login-button');
    await page.locator('#login-error', { hasText: 'approver key' }).waitFor();

    await page.fill('#key', ALICE);
    await page.click('#login-button');
    await page.waitForSelector('#app:not([hidden])');
    assert.match((await page.textContent('#who')) ?? '', /approver alice/);
    const row = page.locator(`tr.approval[data-id="${id}"]`);
    await row.waitFor();
    assert.equal(await row.locator('td.state').textContent(), 'pending');
    assert.equal(await row.locator('td').nth(2).textContent(), 'Bash: shell git push');
    // The live decisions show the held call; the policy and the journal are shown.
    await page.waitForSelector('#decisions tbody tr');
    assert.match((await page.textContent('#decisions tbody')) ?? '', /REQUIRE_WITNESS/);
    assert.match((await page.textContent('#policy')) ?? '', /builtin/);
    await page.click('#verify');
    await page.locator('#journal-verify', { hasText: 'journal intact' }).waitFor();

    // The agent waits for the outcome while the human decides.
    const waiting = fetch(`${gate.url}/v1/gate/approvals/${id}?wait=30`, {
      headers: { authorization: `Bearer ${GATEWAY_KEY}` },
    }).then((r) => r.json() as Promise<{ state: string; witness?: string }>);
    await page.click(`button.approve[data-id="${id}"]`);
    await row.locator('td.state', { hasText: 'approved' }).waitFor();
    const outcome = await waiting;
    assert.equal(outcome.state, 'approved');
    assert.equal(outcome.witness, token);

    const first = await propose(outcome.witness);
    assert.equal(first.verdict.kind, 'ALLOW');
    assert.equal(first.admitted, true);
    const second = await propose(outcome.witness);
    assert.equal(second.admitted, false);
    assert.equal(second.verdict.kind, 'DENY');

    await row.locator('td.state', { hasText: 'used' }).waitFor();
    // The key lives in the tab's sessionStorage, never in a cookie.
    assert.deepEqual(await context.cookies(), []);
    assert.equal(await page.evaluate("sessionStorage.getItem('gate.approverKey')"), ALICE);
    assert.deepEqual(
      pageErrors.filter((e) => !/401/.test(e)),
      [],
    );
    await context.close();
  });
});
