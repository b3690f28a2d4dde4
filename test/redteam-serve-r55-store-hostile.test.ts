// Round 55 (store-r55), against the real `gate serve`: two replicas on one redis-server, and another
// tenant of that database who overwrites the shared cache's namespace index with a string. A write via A
// then failed its invalidation (WRONGTYPE inside the script); on 04330b62 A stayed healthy and B went on
// serving the read the write made stale. Now an index that is not a set flushes the whole cache, and B
// reads the new value. The note texts are fast-check canaries, and none may
// reach either replica's log, journal or metrics (docs/fleet.md, "Round 55 (store-r55)").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  cachedOnB,
  canaryCases,
  healthy,
  notesFleetFile,
  writtenThenFreshOnB,
} from './helpers/notes-fleet.js';
import { until } from './helpers/until.js';

const file = notesFleetFile({ allow: ['read_note', 'write_note'] });

describe('redteam-serve-r55: a stranger’s key in the cache index', { skip: file.skip }, () => {
  test('a write whose invalidation Redis refuses: B never serves the stale read; no canary leaks', async () => {
    const { fleet } = file;
    await canaryCases(fleet, 4, async (name, { before, after }) => {
      // The index as gate keeps it, then the read cached on B.
      await file.raw.del('gate:cns:note');
      await cachedOnB(fleet, name, before);
      // Another tenant's string where gate's set of the namespace's entries was.
      await file.raw.set('gate:cns:note', 'a stranger was here');
      await writtenThenFreshOnB(fleet, name, after);
    });
    // Both replicas healthy again once Redis takes what they write (the flush reads no namespace index).
    for (const g of [fleet.a, fleet.b]) assert.ok(await until(() => healthy(g), 10_000), 'healthy again');
  });
});
