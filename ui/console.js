// gate's console (docs/approvals.md, "The console"). Plain script, no build step, no third-party code.
// Every value from the server is put in the page as text (textContent), never as markup.
'use strict';

const KEY_SLOT = 'gate.approverKey';
const POLL_MS = 1500;
const STATE_EVERY = 4;

const $ = (id) => document.getElementById(id);
let cursor = 0;
let timer;
let ticks = 0;

function approverKey() {
  return sessionStorage.getItem(KEY_SLOT);
}

/** Calls gate with the approver key; throws an Error carrying gate's own message. */
async function api(path, init = {}) {
  const headers = { authorization: `Bearer ${approverKey() ?? ''}` };
  const res = await fetch(path, { ...init, headers, cache: 'no-store', credentials: 'omit' });
  const text = await res.text();
  let body;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (!res.ok) {
    const err = new Error(body?.error?.message ?? `${res.status} ${res.statusText}`);
    err.status = res.status;
    throw err;
  }
  return body;
}

function cell(row, text, className) {
  const td = document.createElement('td');
  td.textContent = text ?? '';
  if (className) td.className = className;
  row.appendChild(td);
  return td;
}

function time(iso) {
  return iso ? new Date(iso).toLocaleTimeString() : '';
}

function showLogin(message) {
  stop();
  $('app').hidden = true;
  $('logout').hidden = true;
  $('login').hidden = false;
  $('who').textContent = '';
  $('login-error').textContent = message ?? '';
}

function stop() {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
}

function logout(message) {
  sessionStorage.removeItem(KEY_SLOT);
  showLogin(message);
}

/** A 401 means the key is no longer good: back to the login form. */
function handle(err, where) {
  if (err.status === 401) logout(err.message);
  else if (where) where.textContent = err.message;
}

async function login(event) {
  event.preventDefault();
  const key = $('key').value;
  $('key').value = '';
  sessionStorage.setItem(KEY_SLOT, key);
  try {
    await start();
  } catch (err) {
    logout(err.message);
  }
}

async function start() {
  const state = await api('/v1/gate/console/state');
  $('login').hidden = true;
  $('app').hidden = false;
  $('logout').hidden = false;
  renderState(state);
  cursor = 0;
  clearTable('decisions');
  await refresh();
  stop();
  timer = setInterval(() => void tick(), POLL_MS);
}

async function tick() {
  ticks++;
  try {
    if (ticks % STATE_EVERY === 0) renderState(await api('/v1/gate/console/state'));
    await refresh();
  } catch (err) {
    handle(err, $('approvals-error'));
  }
}

async function refresh() {
  const [approvals, page] = await Promise.all([
    api('/v1/gate/approvals?limit=50'),
    api(`/v1/gate/console/decisions?since=${cursor}`),
  ]);
  $('approvals-error').textContent = '';
  renderApprovals(approvals.approvals);
  renderDecisions(page);
}

function clearTable(id) {
  $(id).querySelector('tbody').replaceChildren();
}

function renderApprovals(list) {
  const body = $('approvals').querySelector('tbody');
  body.replaceChildren();
  $('approvals-empty').hidden = list.length > 0;
  for (const a of list) {
    const row = document.createElement('tr');
    row.dataset.id = a.id;
    row.className = 'approval';
    cell(row, a.state, `state state-${a.state}`);
    cell(row, a.tool, 'mono');
    cell(row, a.preview);
    cell(row, a.trace_id, 'mono');
    cell(row, a.agent ?? '');
    cell(row, a.state === 'pending' || a.state === 'approved' ? time(a.expires_at) : '');
    const actions = cell(row, a.decided_by ? `by ${a.decided_by}` : '');
    if (a.state === 'pending') {
      actions.replaceChildren(button('Approve', 'approve', a.id), button('Deny', 'deny', a.id));
    }
    body.appendChild(row);
  }
}

function button(label, action, id) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.className = action;
  b.dataset.id = id;
  b.addEventListener('click', () => void decide(id, action, b));
  return b;
}

async function decide(id, action, b) {
  b.disabled = true;
  try {
    await api(`/v1/gate/approvals/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
    await refresh();
  } catch (err) {
    handle(err, $('approvals-error'));
  } finally {
    b.disabled = false;
  }
}

function renderDecisions(page) {
  const body = $('decisions').querySelector('tbody');
  for (const d of page.decisions) {
    const row = document.createElement('tr');
    cell(row, time(d.ts));
    cell(row, d.subject);
    cell(row, d.tool, 'mono');
    cell(row, d.verdict, `verdict-${d.verdict}`);
    cell(row, d.reason ?? '');
    cell(row, d.trace_id, 'mono');
    cell(row, d.wire);
    body.prepend(row);
  }
  while (body.rows.length > 200) body.deleteRow(body.rows.length - 1);
  cursor = page.cursor;
  const held = $('withheld').querySelector('tbody');
  held.replaceChildren();
  for (const w of page.withheld) {
    const row = document.createElement('tr');
    cell(row, time(w.ts));
    cell(row, w.quarantine_id, 'mono');
    cell(row, w.tool, 'mono');
    cell(row, w.rule ?? '');
    cell(row, w.reason ?? '');
    cell(row, `${w.size_bytes} bytes`);
    cell(row, w.still_held ? 'held' : 'evicted');
    held.appendChild(row);
  }
}

function renderState(s) {
  $('who').textContent = `approver ${s.approver} · gate ${s.gateway.version} · ${s.gateway.mode}`;
  const c = s.counts;
  $('counts').textContent =
    `admitted ${c.admitted} · refused ${c.refused} · held ${c.held} · results withheld ${c.withheld}`;
  $('policy').textContent =
    `${s.policy.source} · ${s.policy.posture} · sha256:${s.policy.digest.slice(0, 16)}… · reloads ${s.policy.reloads}`;
  $('policy-summary').textContent = s.policy.summary;
  if (s.journal.enabled) {
    const j = s.journal.stats;
    $('journal').textContent =
      `${j.rows} rows, ${j.bytes} bytes, ${j.failures} failed flushes${j.lastError ? ` (last ${j.lastError})` : ''}`;
    const v = s.journal.verified;
    $('journal-verify').textContent = v ? `${time(v.at)}: ${v.summary}` : 'not verified from the console yet';
    $('journal-verify').className = v ? (v.ok ? 'ok' : 'error') : 'hint';
    $('verify').hidden = false;
  } else {
    $('journal').textContent = 'off (set GATE_AUDIT_JOURNAL)';
    $('journal-verify').textContent = '';
    $('verify').hidden = true;
  }
  const f = s.fleet;
  const store = f.store.ok ? 'reachable' : `UNREACHABLE (${f.store.detail ?? 'unknown'})`;
  $('fleet').textContent =
    `replica ${f.replica} · store ${f.store.kind} ${store}` +
    (f.trust_epoch !== undefined ? ` · trust epoch ${f.trust_epoch}` : '');
  $('fleet').className = f.store.ok ? '' : 'error';
}

async function verify() {
  $('journal-verify').textContent = 'verifying…';
  try {
    const v = await api('/v1/gate/console/verify', { method: 'POST' });
    $('journal-verify').textContent = `${time(v.at)}: ${v.summary}`;
    $('journal-verify').className = v.ok ? 'ok' : 'error';
  } catch (err) {
    handle(err, $('journal-verify'));
  }
}

document.addEventListener('DOMContentLoaded', () => {
  $('login-form').addEventListener('submit', (e) => void login(e));
  $('logout').addEventListener('click', () => logout());
  $('verify').addEventListener('click', () => void verify());
  if (approverKey()) start().catch((err) => logout(err.message));
  else showLogin();
});
