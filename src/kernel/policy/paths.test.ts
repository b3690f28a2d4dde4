import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalisePath } from './paths.js';

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
  ];
  for (const [raw, want] of cases) assert.equal(normalisePath(raw), want, raw);
});

test('normalisePath keeps a name that only looks like a marker', () => {
  assert.equal(normalisePath('a/~b/c'), 'a/~b/c');
  assert.equal(normalisePath('notes/$HOME.txt'), 'notes/$home.txt');
});
