import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findCwd, requestText, respond } from './model.js';
import { CLAUDE_CODE, PLAIN, toSpecs } from './testing.js';
import type { Conversation } from './types.js';

const claude = toSpecs(CLAUDE_CODE);

describe('respond', () => {
  it('proposes the calls the latest user message asks for, and only those', () => {
    const conv: Conversation = {
      system: '',
      tools: claude,
      messages: [
        { role: 'user', parts: ['read old.txt'] },
        { role: 'assistant', text: 'ok', calls: [] },
        { role: 'user', parts: ['run `ls` and read a.md'] },
      ],
    };
    const turn = respond(conv);
    assert.equal(turn.text, '');
    assert.deepEqual(turn.calls, [
      { name: 'Bash', arguments: { command: 'ls' } },
      { name: 'Read', arguments: { file_path: 'a.md' } },
    ]);
  });

  it('ignores client context blocks and uses the announced working directory', () => {
    const conv: Conversation = {
      system: 'You are Claude Code.\n<env>\nWorking directory: /srv/app\n</env>',
      tools: claude,
      messages: [
        {
          role: 'user',
          parts: ['<system-reminder>read secrets.txt</system-reminder>', 'read src/main.ts'],
        },
      ],
    };
    assert.deepEqual(respond(conv).calls, [
      { name: 'Read', arguments: { file_path: '/srv/app/src/main.ts' } },
    ]);
    assert.equal(requestText(['<environment_context><cwd>/x</cwd></environment_context>', 'hi']), 'hi');
    assert.equal(
      findCwd({ system: '', tools: [], messages: [{ role: 'user', parts: ['<cwd>/w/repo</cwd>'] }] }),
      '/w/repo',
    );
  });

  it('summarises trailing tool results, reports withheld ones, and proposes nothing', () => {
    const conv: Conversation = {
      system: '',
      tools: claude,
      messages: [
        { role: 'user', parts: ['run `cat a` and read b.txt and read c.txt'] },
        {
          role: 'assistant',
          text: '',
          calls: [
            { id: 't1', name: 'Bash' },
            { id: 't2', name: 'Read' },
            { id: 't3', name: 'Read' },
          ],
        },
        { role: 'tool', callId: 't1', name: 'Bash', content: 'line one\nline two\n', isError: false },
        {
          role: 'tool',
          callId: 't2',
          name: 'Read',
          content: '[gate] tool result withheld: SECRET_EXFIL (q_12)',
          isError: false,
        },
        { role: 'tool', callId: 't3', name: 'Read', content: '', isError: true },
      ],
    };
    const turn = respond(conv);
    assert.deepEqual(turn.calls, []);
    assert.equal(
      turn.text,
      [
        '3 tool results came back:',
        '- Bash: 2 lines, 18 bytes; first line: "line one"',
        '- Read: withheld by gate ([gate] tool result withheld: SECRET_EXFIL (q_12))',
        '- Read: error; empty result',
        'Done.',
      ].join('\n'),
    );
  });

  it('answers in text when no tool fits, naming what it can do', () => {
    const turn = respond({
      system: '',
      tools: toSpecs(PLAIN),
      messages: [{ role: 'user', parts: ['run `ls`'] }],
    });
    assert.deepEqual(turn.calls, []);
    assert.match(turn.text, /^No offered tool can run `ls` \(tools offered: read_file, write_file/);
    assert.match(turn.text, /not a language model/);
    const chat = respond({ system: '', tools: [], messages: [{ role: 'user', parts: ['hello'] }] });
    assert.match(chat.text, /Tools offered: none\.$/);
  });

  it('keeps mapped calls and notes the requests it could not serve', () => {
    const turn = respond({
      system: '',
      tools: toSpecs(PLAIN),
      messages: [{ role: 'user', parts: ['read a.txt and run `ls`'] }],
    });
    assert.deepEqual(turn.calls, [{ name: 'read_file', arguments: { path: 'a.txt' } }]);
    assert.match(turn.text, /^No offered tool can run `ls`/);
  });

  it('proposes no call when the client turned tools off', () => {
    const turn = respond({
      system: '',
      tools: claude,
      noTools: true,
      messages: [{ role: 'user', parts: ['read a.ts'] }],
    });
    assert.deepEqual(turn.calls, []);
    assert.match(turn.text, /tool_choice none/);
  });

  it('is deterministic, and the seed follows the input', () => {
    const conv: Conversation = {
      system: '',
      tools: claude,
      messages: [{ role: 'user', parts: ['read a.ts'] }],
    };
    assert.deepEqual(respond(conv), respond(structuredClone(conv)));
    const other = respond({ ...conv, messages: [{ role: 'user', parts: ['read b.ts'] }] });
    assert.notEqual(other.seed, respond(conv).seed);
  });
});
