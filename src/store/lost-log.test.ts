// The lost file's reserved room (round 47): what a start reads from it and refuses, without Redis.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { LostLog } from './lost-log.js';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'gate-lost-room-')), 'j.lost');
const blank = '\n'.repeat(10);

test('a start writes the room blank; an entry the path refuses puts the overflow in it; clear blanks it', () => {
  const path = fresh();
  const log = new LostLog(path);
  log.check();
  assert.equal(readFileSync(`${path}.room`, 'utf8'), blank);
  assert.equal(log.add({ k: 't', id: 'kept', c: 'c', cause: 'poisoned_result' }), 'kept');
  // A directory in the file's place refuses every append, root's included.
  rmSync(path);
  mkdirSync(path);
  assert.equal(log.add({ k: 't', id: 'refused', c: 'c', cause: 'poisoned_result' }), 'room');
  assert.equal(readFileSync(`${path}.room`, 'utf8'), '{"k":"o"}\n');
  rmSync(path, { recursive: true });
  // A restart reads the overflow (every trace on hold) though the entry itself was never on disk.
  const again = new LostLog(path);
  assert.deepEqual(again.read(), [{ k: 'o' }]);
  again.check();
  assert.equal(readFileSync(`${path}.room`, 'utf8'), '{"k":"o"}\n', 'a start keeps a used room');
  again.clear();
  assert.equal(readFileSync(`${path}.room`, 'utf8'), blank);
  assert.deepEqual(new LostLog(path).read(), []);
  // A start's probe cut short by a crash leaves newlines past the room: still blank.
  writeFileSync(`${path}.room`, '\n'.repeat(4106));
  assert.deepEqual(new LostLog(path).read(), []);
});

test('a room that is not a blank regular file reads as an overflow; one that cannot be written refuses the start', () => {
  for (const [what, make] of [
    ['garbage', (room: string) => writeFileSync(room, 'x')],
    ['a directory', (room: string) => mkdirSync(room)],
    ['a link', (room: string) => symlinkSync('/dev/null', room)],
  ] as const) {
    const path = fresh();
    make(`${path}.room`);
    assert.deepEqual(new LostLog(path).read(), [{ k: 'o' }], what);
    if (what !== 'garbage') assert.throws(() => new LostLog(path).check(), /reserved room/, what);
  }
});
