import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRequest, splitClauses } from './intent.js';

const tools = ['Bash', 'Read', 'get_weather'];
const intents = (text: string) => parseRequest(text, tools).intents;

describe('splitClauses', () => {
  it('splits at and/then/newlines/commas only where a new request starts', () => {
    assert.deepEqual(splitClauses('read a.ts and then run `ls`, and list src'), [
      'read a.ts',
      'run `ls`',
      'list src',
    ]);
    assert.deepEqual(splitClauses('write n.txt with salt and pepper'), ['write n.txt with salt and pepper']);
  });
  it('never splits inside backticks, quotes or JSON', () => {
    assert.deepEqual(splitClauses('run `make && echo a; read x` then `pwd`'), [
      'run `make && echo a; read x`',
      '`pwd`',
    ]);
    assert.deepEqual(splitClauses('call get_weather with {"city": "a\\nread b"}', tools), [
      'call get_weather with {"city": "a\\nread b"}',
    ]);
  });
  it('splits numbered and bulleted lists', () => {
    assert.deepEqual(splitClauses('1. read a.ts\n2. read b.ts\n- `ls`'), [
      '1. read a.ts',
      '2. read b.ts',
      '- `ls`',
    ]);
  });
});

describe('parseRequest', () => {
  it('turns a backticked command into a shell intent, fences included', () => {
    assert.deepEqual(intents('please run `npm test`'), [{ kind: 'shell', command: 'npm test' }]);
    assert.deepEqual(intents('```bash\ngit status\n```'), [{ kind: 'shell', command: 'git status' }]);
    assert.deepEqual(intents('$ ls -la'), [{ kind: 'shell', command: 'ls -la' }]);
    // A read verb whose operand is a command, not a path, still runs it.
    assert.deepEqual(intents('show me `git log --oneline`'), [
      { kind: 'shell', command: 'git log --oneline' },
    ]);
  });
  it('reads one or several paths', () => {
    assert.deepEqual(intents('Can you read src/index.ts?'), [{ kind: 'read', path: 'src/index.ts' }]);
    assert.deepEqual(intents('open Makefile'), [{ kind: 'read', path: 'Makefile' }]);
    assert.deepEqual(intents('read a.ts, b.ts and `c.ts`'), [
      { kind: 'read', path: 'a.ts' },
      { kind: 'read', path: 'b.ts' },
      { kind: 'read', path: 'c.ts' },
    ]);
    assert.deepEqual(intents('show the contents of ./.env.'), [{ kind: 'read', path: './.env' }]);
    assert.deepEqual(intents('open "My Notes.txt"'), [{ kind: 'read', path: 'My Notes.txt' }]);
  });
  it('searches, lists and globs', () => {
    assert.deepEqual(intents('search for "fetch(" in src/lib'), [
      { kind: 'search', pattern: 'fetch(', path: 'src/lib' },
    ]);
    assert.deepEqual(intents('grep TODO src/'), [{ kind: 'search', pattern: 'TODO', path: 'src/' }]);
    assert.deepEqual(intents('look for the word deadline'), [{ kind: 'search', pattern: 'deadline' }]);
    assert.deepEqual(intents('list the files in src'), [{ kind: 'list', path: 'src' }]);
    assert.deepEqual(intents('list files'), [{ kind: 'list', path: '.' }]);
    assert.deepEqual(intents('find files named *.md'), [{ kind: 'glob', pattern: '*.md' }]);
  });
  it('edits and writes', () => {
    assert.deepEqual(intents('edit src/a.ts: replace "let x" with "const x"'), [
      { kind: 'edit', path: 'src/a.ts', oldText: 'let x', newText: 'const x' },
    ]);
    assert.deepEqual(intents('in config.py replace `DEBUG = True` with `DEBUG = False`'), [
      { kind: 'edit', path: 'config.py', oldText: 'DEBUG = True', newText: 'DEBUG = False' },
    ]);
    assert.deepEqual(intents('edit .git/config to add "[core]"'), [
      { kind: 'edit', path: '.git/config', oldText: '', newText: '[core]' },
    ]);
    assert.deepEqual(intents('write notes.txt with buy milk'), [
      { kind: 'write', path: 'notes.txt', content: 'buy milk' },
    ]);
    assert.deepEqual(intents('write "hello" to out.txt'), [
      { kind: 'write', path: 'out.txt', content: 'hello' },
    ]);
    assert.deepEqual(intents('create a file empty.txt'), [{ kind: 'write', path: 'empty.txt', content: '' }]);
  });
  it('calls a named tool with JSON or key=value arguments, only if offered', () => {
    assert.deepEqual(intents('call get_weather with {"city": "Paris", "days": 2}'), [
      { kind: 'call', tool: 'get_weather', args: { city: 'Paris', days: 2 } },
    ]);
    assert.deepEqual(intents('use get_weather with city=Oslo days=3'), [
      { kind: 'call', tool: 'get_weather', args: { city: 'Oslo', days: 3 } },
    ]);
    assert.deepEqual(intents('call send_mail with {"to": "x"}'), [
      { kind: 'call', tool: 'send_mail', args: { to: 'x' } },
    ]);
    assert.deepEqual(intents('run get_weather city=Rome'), [
      { kind: 'call', tool: 'get_weather', args: { city: 'Rome' } },
    ]);
    assert.deepEqual(intents('use Bash to read a.txt'), [{ kind: 'read', path: 'a.txt', via: 'Bash' }]);
  });
  it('reports a verb it could not complete, and ignores chatter', () => {
    assert.deepEqual(parseRequest('run the tests', tools), { intents: [], unclear: ['run the tests'] });
    assert.deepEqual(parseRequest('hello, how are you?', tools), { intents: [], unclear: [] });
  });
});
