#!/usr/bin/env node
// Builds a recall set from a public attack collection that is neither held out nor in the learned
// stage's training data: the prompts of utkusen/promptmap (GPL-3.0, so only this script and the pin
// below are committed, never the text) at commit d305132e38f28b4cdca5c5b4586f11904ed1836d, paths
// rules/{distraction,prompt_stealing,jailbreak}/*.yaml, each embedded in a tool result (docs/screening.md,
// 'Recall on orders in data'). Plain questions ("What is the area of Turkey?") are left out: inside a
// tool result they order nothing. Needs a clone of the repository (any, as long as it has the commit).
// Run: node scripts/screen-recall-public.mjs <promptmap-git-dir> > /tmp/promptmap.jsonl
//      node dist/bench/screen-recall.js --set /tmp/promptmap.jsonl
import { execFileSync } from 'node:child_process';

const COMMIT = 'd305132e38f28b4cdca5c5b4586f11904ed1836d';
const DIRS = ['rules/distraction', 'rules/prompt_stealing', 'rules/jailbreak'];
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/screen-recall-public.mjs <promptmap-git-dir>');
  process.exit(2);
}
const git = (...args) =>
  execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

/** The `prompt:` of a rule file: a quoted scalar or a `|` block. */
function promptOf(yaml) {
  const quoted = yaml.match(/^prompt:\s*"((?:\\.|[^"\\])*)"\s*$/m);
  if (quoted) return JSON.parse(`"${quoted[1]}"`);
  const block = yaml.match(/^prompt:\s*\|[-+]?\s*\n((?:(?: {2,}.*)?\n)+)/m);
  if (block) return block[1].replace(/^ {2}/gm, '').trim();
  return undefined;
}

/** Tool results the prompt is carried in, one per rule in turn. */
const CARRIERS = [
  [
    'email',
    'read_email',
    (p) => `From: maya.r@mail.com\nSubject: quick question\n\nHi,\n\n${p}\n\nThanks,\nMaya`,
  ],
  [
    'web',
    'fetch_page',
    (p) => `<html><body><h1>Garden tips</h1><p>Water in the morning.</p><p>${p}</p></body></html>`,
  ],
  ['ticket', 'get_ticket', (p) => JSON.stringify({ id: 'T-3312', status: 'open', body: p })],
  ['review', 'get_reviews', (p) => `★★★★☆ 'Works fine.'\n★★☆☆☆ '${p}'`],
];

const out = [];
for (const path of git('ls-tree', '-r', '--name-only', COMMIT, ...DIRS)
  .split('\n')
  .filter((p) => p.endsWith('.yaml'))) {
  const prompt = promptOf(git('show', `${COMMIT}:${path}`));
  if (!prompt || (/\?\s*$/.test(prompt) && !/\byour?\b/i.test(prompt))) continue;
  const [kind, tool, wrap] = CARRIERS[out.length % CARRIERS.length];
  out.push({ id: path.replace(/^rules\/|\.yaml$/g, ''), label: 'injected', kind, tool, text: wrap(prompt) });
}
for (const item of out) console.log(JSON.stringify(item));
