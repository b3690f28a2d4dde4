import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Intent } from './intent.js';
import { CLAUDE_CODE, CODEX, OPENCODE, PLAIN, toSpecs } from './testing.js';
import { mapIntent } from './tools.js';
import type { ToolSpec } from './types.js';

const claude = toSpecs(CLAUDE_CODE);
const opencode = toSpecs(OPENCODE);
const codex = toSpecs(CODEX);
const plain = toSpecs(PLAIN);

const tool = (name: string, properties: Record<string, unknown>, required: string[] = []): ToolSpec =>
  toSpecs([{ name, description: '', parameters: { type: 'object', properties, required } as never }])[0]!;

describe('mapIntent: shell', () => {
  const ls: Intent = { kind: 'shell', command: 'ls -la' };
  it('uses Claude Code Bash with `command`', () => {
    assert.deepEqual(mapIntent(ls, claude), { name: 'Bash', arguments: { command: 'ls -la' } });
  });
  it('fills opencode bash`s required description', () => {
    assert.deepEqual(mapIntent(ls, opencode), {
      name: 'bash',
      arguments: { command: 'ls -la', description: 'Run `ls -la`' },
    });
  });
  it('passes Codex shell an argv array', () => {
    assert.deepEqual(mapIntent(ls, codex), {
      name: 'shell',
      arguments: { command: ['bash', '-lc', 'ls -la'] },
    });
  });
  it('uses the arg name the schema has (`cmd`) and fills required booleans', () => {
    const exec = tool('exec_command', { cmd: { type: 'string' } }, ['cmd']);
    assert.deepEqual(mapIntent(ls, [exec]), { name: 'exec_command', arguments: { cmd: 'ls -la' } });
    const cursor = tool(
      'run_terminal_cmd',
      { command: { type: 'string' }, is_background: { type: 'boolean' } },
      ['command', 'is_background'],
    );
    assert.deepEqual(mapIntent(ls, [cursor]), {
      name: 'run_terminal_cmd',
      arguments: { command: 'ls -la', is_background: false },
    });
  });
  it('does not take an editor`s `command` enum or a file tool for a shell', () => {
    const editor = tool('str_replace_based_edit_tool', {
      command: { type: 'string', enum: ['view'] },
      path: {},
    });
    assert.equal(mapIntent(ls, [editor, ...plain]), undefined);
  });
});

describe('mapIntent: files', () => {
  const read: Intent = { kind: 'read', path: 'src/app.ts' };
  it('maps a read onto each client`s reader', () => {
    assert.deepEqual(mapIntent(read, claude), { name: 'Read', arguments: { file_path: 'src/app.ts' } });
    assert.deepEqual(mapIntent(read, opencode), { name: 'read', arguments: { filePath: 'src/app.ts' } });
    assert.deepEqual(mapIntent(read, plain), { name: 'read_file', arguments: { path: 'src/app.ts' } });
    assert.deepEqual(mapIntent(read, codex), {
      name: 'shell',
      arguments: { command: ['bash', '-lc', 'cat src/app.ts'] },
    });
  });
  it('makes a path absolute when the schema asks for one and the cwd is known', () => {
    assert.deepEqual(mapIntent(read, claude, { cwd: '/home/u/proj' }), {
      name: 'Read',
      arguments: { file_path: '/home/u/proj/src/app.ts' },
    });
    assert.deepEqual(mapIntent(read, opencode, { cwd: '/home/u/proj' })?.arguments, {
      filePath: 'src/app.ts',
    });
  });
  it('uses a multi-command editor`s `view`', () => {
    const editor = tool('str_replace_based_edit_tool', {
      command: { type: 'string', enum: ['view', 'create', 'str_replace'] },
      path: { type: 'string' },
      old_str: { type: 'string' },
      new_str: { type: 'string' },
    });
    assert.deepEqual(mapIntent(read, [editor]), {
      name: editor.name,
      arguments: { command: 'view', path: 'src/app.ts' },
    });
    const edit: Intent = { kind: 'edit', path: 'a.py', oldText: 'x', newText: 'y' };
    assert.deepEqual(mapIntent(edit, [editor])?.arguments, {
      command: 'str_replace',
      path: 'a.py',
      old_str: 'x',
      new_str: 'y',
    });
  });
  it('maps search, list, glob, edit and write onto Claude Code and opencode', () => {
    const search: Intent = { kind: 'search', pattern: 'TODO', path: 'src' };
    assert.deepEqual(mapIntent(search, claude), {
      name: 'Grep',
      arguments: { pattern: 'TODO', path: 'src' },
    });
    assert.deepEqual(mapIntent({ kind: 'list', path: 'src' }, opencode), {
      name: 'list',
      arguments: { path: 'src' },
    });
    // Claude Code has no LS: a listing becomes a Glob of the directory.
    assert.deepEqual(mapIntent({ kind: 'list', path: 'src' }, claude), {
      name: 'Glob',
      arguments: { pattern: '*', path: 'src' },
    });
    assert.deepEqual(mapIntent({ kind: 'glob', pattern: '**/*.ts' }, opencode), {
      name: 'glob',
      arguments: { pattern: '**/*.ts' },
    });
    const edit: Intent = { kind: 'edit', path: 'a.ts', oldText: 'foo', newText: 'bar' };
    assert.deepEqual(mapIntent(edit, claude), {
      name: 'Edit',
      arguments: { file_path: 'a.ts', old_string: 'foo', new_string: 'bar' },
    });
    assert.deepEqual(mapIntent(edit, opencode)?.arguments, {
      filePath: 'a.ts',
      oldString: 'foo',
      newString: 'bar',
    });
    const write: Intent = { kind: 'write', path: 'n.txt', content: 'hi' };
    assert.deepEqual(mapIntent(write, claude), {
      name: 'Write',
      arguments: { file_path: 'n.txt', content: 'hi' },
    });
    assert.deepEqual(mapIntent(write, plain), {
      name: 'write_file',
      arguments: { path: 'n.txt', content: 'hi' },
    });
  });
  it('falls back to the shell for Codex, quoting what needs quoting', () => {
    const search: Intent = { kind: 'search', pattern: "it's", path: 'src' };
    assert.deepEqual(mapIntent(search, codex)?.arguments, {
      command: ['bash', '-lc', "grep -rn -- 'it'\\''s' src"],
    });
    assert.deepEqual(mapIntent({ kind: 'list', path: '.' }, codex)?.arguments, {
      command: ['bash', '-lc', 'ls -la .'],
    });
    const write = mapIntent({ kind: 'write', path: 'my notes.txt', content: 'a\nEOF\nb' }, codex);
    assert.deepEqual(write?.arguments, {
      command: ['bash', '-lc', "cat > 'my notes.txt' <<'EOF_'\na\nEOF\nb\nEOF_"],
    });
    // Codex has no edit function: the edit runs as a Python one-liner whose literals are JSON strings.
    const edit = mapIntent({ kind: 'edit', path: 'a "b".py', oldText: "it's", newText: 'x\ny' }, codex);
    const script = [
      "python3 - <<'EOF'",
      'import pathlib',
      'p = pathlib.Path("a \\"b\\".py")',
      'p.write_text(p.read_text().replace("it\'s", "x\\ny", 1))',
      'EOF',
    ].join('\n');
    assert.deepEqual(edit?.arguments, { command: ['bash', '-lc', script] });
  });
  it('answers undefined when no offered tool fits', () => {
    assert.equal(mapIntent(read, []), undefined);
    assert.equal(mapIntent({ kind: 'edit', path: 'a', oldText: 'x', newText: 'y' }, plain), undefined);
  });
});

describe('mapIntent: named tools', () => {
  it('fills required properties and keeps given ones', () => {
    assert.deepEqual(mapIntent({ kind: 'call', tool: 'get_weather', args: { days: 3 } }, plain), {
      name: 'get_weather',
      arguments: { days: 3, city: '' },
    });
  });
  it('drops unknown properties when additionalProperties is false', () => {
    assert.deepEqual(mapIntent({ kind: 'call', tool: 'Read', args: { file_path: 'a', bogus: 1 } }, claude), {
      name: 'Read',
      arguments: { file_path: 'a' },
    });
  });
  it('routes a verb through the tool the user named', () => {
    assert.deepEqual(mapIntent({ kind: 'read', path: 'a.txt', via: 'Bash' }, claude), {
      name: 'Bash',
      arguments: { command: 'cat a.txt' },
    });
  });
});
