import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
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

test('needsWork is the regex it replaced (round 30), on any text of path characters', () => {
  // The test normalisePath made before round 30: a path it passes is only case-folded.
  const NEEDS_WORK =
    /[\\$%~:]|[^\x00-\x7f]|\/\/|(?:^|\/)\.\.?(?:\/|$)|.\/$|[. ](?:\/|$)|^$|^file:|^\/proc\//i;
  const piece = fc.constantFrom(
    '/',
    '.',
    '..',
    ' ',
    'a',
    'B',
    'proc',
    'PrOc',
    'file',
    'FILE:',
    ':',
    '\\',
    '$',
    '%',
    '~',
    '\n',
    '\r',
    '\u2028',
    'é',
    'x.',
    '/proc/',
    '/proc',
    'c:',
    'src',
    '.git',
    '\t',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const raw = pieces.join('');
      assert.equal(needsWork(raw), NEEDS_WORK.test(raw), JSON.stringify(raw));
    }),
    { numRuns: 20000 },
  );
  fc.assert(
    fc.property(fc.string({ maxLength: 12 }), (raw) => {
      assert.equal(needsWork(raw), NEEDS_WORK.test(raw), JSON.stringify(raw));
    }),
    { numRuns: 20000 },
  );
});
