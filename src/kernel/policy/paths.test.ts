import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growthOf } from '../../../test/helpers/work-count.js';
import { needsWork, normalisePath } from './paths.js';

test('normalisePath gives one spelling per place', () => {
  const cases: [string, string][] = [
    ['a/../.git/config', '.git/config'],
    ['./.git//config', '.git/config'],
    ['.\\.git\\config', '.git/config'],
    ['src/./x/../.ENV', 'src/.env'],
    ['/home/u/app/', '/home/u/app'],
    ['//etc///gate/', '/etc/gate'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['~/.ssh/authorized_keys', '~/.ssh/authorized_keys'],
    ['~bob/.ssh/id_rsa', '~/.ssh/id_rsa'],
    ['$HOME/.ssh/x', '~/.ssh/x'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
    ['${HOME}/.bashrc', '~/.bashrc'],
    ['~/../alice/.ssh', '/home/alice/.ssh'],
    ['C:\\Users\\me\\.ssh\\config', '/users/me/.ssh/config'],
    ['file:///etc/gate/policy.json', '/etc/gate/policy.json'],
    ['.', '.'],
    ['', '.'],
    ['/', '/'],
    ['~', '~'],
    ['../../.env', '.env'],
    ['/proc/self/root/etc/passwd', '/etc/passwd'],
    ['/proc/4242/root/../etc/shadow', '/etc/shadow'],
    ['/proc/self/cwd/.git/config', '.git/config'],
    ['file://localhost/etc/passwd', '/etc/passwd'],
    ['file:///etc/%2e%2e/etc/pa%73swd?x#y', '/etc/passwd'],
    ['file:///bad%zzescape', '/bad%zzescape'],
  ];
  for (const [raw, want] of cases) assert.equal(normalisePath(raw), want, raw);
});

test('normalisePath keeps a name that only looks like a marker', () => {
  assert.equal(normalisePath('a/~b/c'), 'a/~b/c');
  assert.equal(normalisePath('notes/$HOME.txt'), 'notes/$home.txt');
});

// The expression needsWork replaced (round 17), the reference it must equal on every input.
const NEEDS_WORK_RE =
  /[\\$%~:]|[^\x00-\x7f]|\/\/|(?:^|\/)\.\.?(?:\/|$)|.\/$|[. ](?:\/|$)|^$|^file:|^\/proc\//i;

test('needsWork answers as the expression it replaced, on every short path over its alphabet', () => {
  // Every string of up to 4 characters over the characters the expression looks at, and a few it does not.
  const alphabet = ['a', 'P', '.', ' ', '/', '\\', '$', '%', '~', ':', '\n', '\r', '\u2028', 'é', 'x'];
  let words = [''];
  for (let len = 0; len <= 4; len++) {
    for (const w of words) assert.equal(needsWork(w), NEEDS_WORK_RE.test(w), JSON.stringify(w));
    if (len < 4) words = words.flatMap((w) => alphabet.map((c) => w + c));
  }
  const named = [
    '/proc/',
    '/PROC/x',
    '/Proc',
    '/proc',
    'a/proc/x',
    'file:x',
    'FILE:',
    'src/a.ts',
    'a\n/',
    'a\r/',
  ];
  for (const w of named) assert.equal(needsWork(w), NEEDS_WORK_RE.test(w), JSON.stringify(w));
});

test('normalisePath grows linearly on a long path, normal or not', () => {
  // Counted work (charCodeAt steps, regular expression scans), not time.
  for (const unit of ['a/', './', 'a /', 'é/'])
    assert.ok(growthOf((n) => unit.repeat(n / unit.length), normalisePath) < 12, unit);
});
