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
