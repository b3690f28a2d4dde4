import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commandStrings, shellCommands, shellWriteTargets } from './shell.js';
import { tokenizeShell } from './shell-parse.js';

const targets = (text: string): string[] => shellWriteTargets(text).map((t) => t.path);

test('tokenizer: quotes, escapes, operators and descriptors', () => {
  assert.deepEqual(tokenizeShell(`echo "a b" 'c d' e\\ f`)[0]?.words, ['echo', 'a b', 'c d', 'e f']);
  assert.deepEqual(
    tokenizeShell('a && b || c; d | e & f').map((c) => c.words[0]),
    ['a', 'b', 'c', 'd', 'e', 'f'],
  );
  const [cmd] = tokenizeShell('make 2>err.log >>out.log 2>&1 <in.txt');
  assert.deepEqual(cmd?.words, ['make']);
  assert.deepEqual(cmd?.redirects, [
    { op: '>', target: 'err.log', fd: 2 },
    { op: '>>', target: 'out.log' },
    { op: '<', target: 'in.txt' },
  ]);
  // Round 28: an input duplication is kept, with its descriptors (`bash <&3` reads what 3 opened).
  assert.deepEqual(tokenizeShell('bash <&3 4<&0 2>&1')[0]?.dups, [
    [0, '3'],
    [4, '0'],
  ]);
  assert.deepEqual(tokenizeShell("echo $'\\x2eenv'")[0]?.words, ['echo', '.env']);
  assert.deepEqual(tokenizeShell('echo # > comment')[0]?.words, ['echo']);
  assert.deepEqual(tokenizeShell('echo a#b')[0]?.words, ['echo', 'a#b']);
});

test('write targets: redirects of every shape', () => {
  assert.deepEqual(targets('echo x > .git/config'), ['.git/config']);
  assert.deepEqual(targets('echo x >> .env'), ['.env']);
  assert.deepEqual(targets('make 2> build.log'), ['build.log']);
  // Round 36: read as bash and again as dash (`make & > all.log`), each reading writes all.log.
  assert.deepEqual(targets('make &> all.log; make &>> all.log'), [
    'all.log',
    'all.log',
    'all.log',
    'all.log',
  ]);
  assert.deepEqual(targets('echo x >| forced'), ['forced']);
  assert.deepEqual(targets('cmd >&2; cmd 2>&1'), []);
  assert.deepEqual(targets('exec 3<> rw.txt'), ['rw.txt']);
});

test('write targets: file commands', () => {
  assert.deepEqual(targets('echo a | tee -a .env'), ['.env']);
  assert.deepEqual(targets('rm -f a b'), ['a', 'b']);
  assert.deepEqual(targets('mv x .git/HEAD'), ['x', '.git/HEAD', '.git/HEAD/x']);
  assert.deepEqual(targets('cp evil ~/.ssh/authorized_keys'), [
    '~/.ssh/authorized_keys',
    '~/.ssh/authorized_keys/evil',
  ]);
  assert.deepEqual(targets('cp -t /etc/gate a.json'), ['/etc/gate', '/etc/gate/a.json']);
  assert.deepEqual(targets('sed -i s/a/b/ .env'), ['.env']);
  assert.deepEqual(targets("sed -i.bak -e 's/a/b/' x y"), ['x', 'y']);
  assert.deepEqual(targets("sed 's/a/b/' .env"), [], 'sed without -i only reads');
  assert.deepEqual(targets("perl -pi -e 's/a/b/' .env"), ['.env']);
  assert.deepEqual(targets('dd if=/dev/zero of=disk.img bs=1M'), ['disk.img']);
  assert.deepEqual(targets('truncate -s 0 log.txt'), ['log.txt']);
  // A link's source is written too (round 36): the link is a second name to write it by.
  // Round 39: a symbolic link's source is read from the link's directory, and from inside it (a directory).
  assert.deepEqual(targets('touch a; ln -s target link'), [
    'a',
    'target',
    'link/target',
    'link',
    'link/target',
  ]);
  assert.deepEqual(targets('chmod -R 777 dir'), ['dir']);
  assert.deepEqual(targets('chown user:group f'), ['f']);
  assert.deepEqual(targets('curl -o .env https://x'), ['.env']);
  assert.deepEqual(targets('git config core.hooksPath /tmp/h'), ['.git/config']);
  assert.deepEqual(targets('git config --get user.name'), []);
});

test('write targets: find -delete and -exec', () => {
  assert.deepEqual(targets('find .git -delete'), ['.git']);
  assert.deepEqual(targets("find . -name '.env' -delete"), ['./**/.env']);
  assert.deepEqual(targets('find src -name x -exec rm {} ;'), ['src/**/x']);
  assert.ok(shellWriteTargets('find . -delete')[0]?.recursive);
});

test('write targets: through wrappers, sh -c, substitutions and cd', () => {
  assert.deepEqual(targets('sudo -u root tee /etc/gate/policy.json'), ['/etc/gate/policy.json']);
  assert.deepEqual(targets('FOO=1 env BAR=2 nice -n 5 rm x'), ['x']);
  assert.deepEqual(targets(`bash -c 'echo hi > .env'`), ['.env']);
  assert.deepEqual(targets(`sh -lc "sh -c 'rm .git/index'"`), ['.git/index']);
  assert.deepEqual(targets('echo $(rm a) `touch b` >(tee c)'), ['a', 'b', 'c']);
  assert.deepEqual(targets('(cd x && rm y)'), ['x/y']);
  assert.deepEqual(targets('cd .git && echo x > config'), ['.git/config']);
  assert.deepEqual(targets('/bin/RM victim'), ['victim']);
  assert.deepEqual(targets('if true; then rm z; fi'), ['z']);
  assert.deepEqual(targets('eval "rm w"'), ['w']);
});

test('write targets: inline interpreter writes (best effort)', () => {
  assert.deepEqual(targets(`python3 -c "open('.env','w').write('x')"`), ['.env']);
  assert.deepEqual(targets(`python -c "from pathlib import Path; Path('.git/config').write_text('')"`), [
    '.git/config',
  ]);
  assert.deepEqual(targets(`node -e "require('fs').writeFileSync('.env', 'x')"`), ['.env']);
  assert.deepEqual(targets(`python3 -c "print(open('.env').read())"`), [], 'a read-mode open is not a write');
});

test('reads are not writes', () => {
  for (const cmd of [
    'cat .env',
    'grep -r key .git/config',
    'less ~/.ssh/config',
    'head -5 < .env',
    'sed -n 1p .env',
  ]) {
    assert.deepEqual(targets(cmd), [], cmd);
  }
  assert.deepEqual(targets('cp .env /tmp/x'), ['/tmp/x', '/tmp/x/.env'], 'a copy reads its source');
});

test('heredoc bodies are text, not commands', () => {
  assert.deepEqual(targets('cat <<EOF > out.txt\nrm -rf / > nope\nEOF\ntouch after'), ['out.txt', 'after']);
});

test('shellCommands resolves names and wrappers', () => {
  assert.deepEqual(shellCommands('sudo /usr/bin/GIT push -f'), [['git', 'push', '-f']]);
  assert.deepEqual(shellCommands('xargs -n 1 rm < list'), [['rm']], 'xargs runs its command');
  assert.deepEqual(shellCommands('command -v rm'), []);
});

test('command names that are Object.prototype keys are ordinary commands', () => {
  for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
    assert.deepEqual(shellCommands(`${name} -x push y > out`), [[name.toLowerCase(), '-x', 'push', 'y']]);
    assert.deepEqual(targets(`${name} -x push y > out`), ['out']);
  }
});

test('deep nesting and unterminated quotes never throw', () => {
  assert.doesNotThrow(() => shellWriteTargets('$('.repeat(5000)));
  assert.doesNotThrow(() => shellWriteTargets(`echo "unterminated > x`));
  assert.doesNotThrow(() => shellWriteTargets("echo 'unterminated > x"));
  assert.doesNotThrow(() => shellWriteTargets('`'.repeat(999)));
});

test('commandStrings finds shell texts, argv arrays and exec-style pairs', () => {
  assert.deepEqual(commandStrings({ command: 'ls' }), ['ls']);
  assert.deepEqual(commandStrings({ cmd: ['rm', '-rf', 'a b'] }), [`'rm' '-rf' 'a b'`]);
  assert.deepEqual(commandStrings({ command: 'rm', args: ['x'] }), [`'rm' 'x'`]);
  assert.deepEqual(commandStrings({ steps: [{ script: 'make' }] }), ['make']);
  assert.deepEqual(commandStrings({ path: 'x' }), []);
  assert.deepEqual(targets(commandStrings({ command: ['bash', '-c', 'echo > .env'] })[0] ?? ''), ['.env']);
});
