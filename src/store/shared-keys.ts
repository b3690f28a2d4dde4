// The keys gate's write scripts share between traces and clients, with what gate keeps at each: one list,
// from which the scripts' Lua (SHARED_KEYS_LUA, resume-redis.ts) takes each key's type and bound and the
// tests take every key to plant at (round 60: the record of seen values' keys were checked nowhere, and a
// huge planted key cost the repair up to Redis's script time). docs/fleet.md, "Round 60 (fleet-r60)".

/** How gate keeps a shared key: its Redis type, a string integer (`counter`), or a collection it reads whole. */
export interface SharedKey {
  type: 'zset' | 'set' | 'hash' | 'counter' | 'stream';
  /** Read whole (HGETALL, HKEYS, SMEMBERS) or walked member by member: held to SHARED_WHOLE_MAX members. */
  whole?: true;
}

/**
 * Under the fleet's prefix; a name ending in `:` takes a client, a trace or a record after it. The ledger
 * book's (ledger-redis.ts), the resume set's (resume-redis.ts), the record of seen values' index
 * (redis-scripts.ts SEEN_INDEX_LUA), the shell standings' book (standing-redis.ts) and the shared cache's
 * keys (redis-scripts.ts CACHE_KEYS_LUA).
 */
export const SHARED_KEYS = {
  lbook: { type: 'zset' },
  lgone: { type: 'zset' },
  lbig: { type: 'set' },
  lw: { type: 'counter' },
  lwper: { type: 'hash' },
  // Clients over their share of the book's weight: read whole when the book is over its weight.
  lwbig: { type: 'set', whole: true },
  ltick: { type: 'counter' },
  'lown:': { type: 'zset' },
  'lwown:': { type: 'zset' },
  'lgone:': { type: 'zset' },
  // A ledger's writers and what each added: read whole when the ledger goes or is charged.
  'lww:': { type: 'hash', whole: true },
  was: { type: 'zset' },
  wasby: { type: 'hash' },
  wasmade: { type: 'hash' },
  // Clients over their share of resume notes: drawn one by one until one has a note to give.
  wasbig: { type: 'set', whole: true },
  'wasown:': { type: 'zset' },
  seenidx: { type: 'zset' },
  seenn: { type: 'hash' },
  seentotal: { type: 'counter' },
  seenper: { type: 'hash' },
  'seenown:': { type: 'zset' },
  // A record's writers and what each added: read whole when the record goes or is renewed.
  'seenw:': { type: 'hash', whole: true },
  // Round 37's first writers (read by a record's forget, written no more).
  seenby: { type: 'hash' },
  // Where MCP traces' shells stand (standing-redis.ts): the book, its tombstones, the tick.
  shbook: { type: 'zset' },
  shgone: { type: 'zset' },
  shtick: { type: 'counter' },
  // The shared cache (redis-scripts.ts; round 60, second pass): the LRU, each entry's bytes, their sum,
  // the use clock, and a namespace's and a witness's entries. An index replaced moves the cache floor
  // (nothing it tracked is served again); the LRU's three are replaced together (CACHE_KEYS_LUA).
  clru: { type: 'zset' },
  csize: { type: 'hash' },
  cbytes: { type: 'counter' },
  ctick: { type: 'counter' },
  'cns:': { type: 'set' },
  'cw:': { type: 'set' },
  // The feed (redis-scripts.ts FEED_LUA; round 60, third pass): a stream longer than its window or with an
  // id ahead of the sequence is a stranger's too, replaced before an append.
  feed: { type: 'stream' },
} as const satisfies Record<string, SharedKey>;

export type SharedKeyName = keyof typeof SHARED_KEYS;

/**
 * The most members gate keeps at a key it reads whole. Clients over a share number at most about eight
 * (a share is an eighth of a bound); a ledger's or a record's writers are the clients that wrote into
 * that one trace. Past it the key is no key of gate's: replaced (UNLINK, freed off Redis's main thread),
 * so a planted collection of millions costs a script O(1), never a read of it.
 */
export const SHARED_WHOLE_MAX = 1024;

/**
 * The most members a write evicts from a set over its bound (the resume set, the record index and a
 * client's records): a write adds at most one, so this keeps a bound; a set a stranger grew by millions
 * drains over later writes (memory, never a verdict: what stays is what gate would have pushed out, read
 * as it stands) instead of in one script's time, which stalled every replica (round 60).
 */
export const SHARED_DRAIN = 32;

/**
 * Keys the fleet shares that gate never replaces, each with why (round 61): replacing one would forget
 * what it witnesses, a weaker judgement than a single gateway's. A stranger's value there is refused, said
 * in the replica's health (`refused`), every witness read revoked meanwhile: docs/fleet.md, "Round 61".
 */
export const REFUSED_KEYS = {
  // Every revocation: a set replaced would admit every witness revoked before (revoked-count.ts).
  revoked: 'the revocations',
  // How many witnesses the fleet revoked: `revoked` holding fewer is a deletion (revoked-count.ts).
  revn: 'the revocation count',
  // Every witness gate revoked, written with `revoked` (round 62): a member replaced one for one in either
  // is a witness one holds and the other lost (revoked-count.ts).
  revw: 'the revocations\u2019 record',
} as const;

/**
 * The lease's keys (lease.ts) and the approval queue's shared ones (approvals-redis.ts), each with what gate
 * does on a stranger's value there (round 61, second pass: docs/fleet.md, "Round 61, second pass"):
 * `refused` names the key in health and replaces nothing, `repaired` replaces it, counted.
 */
export const LEASE_KEYS = {
  // Lapsed leases: a replacement forgets a lost write's hold.
  replicas: 'refused',
  // Who renewed each name last: every live replica writes it again within L/4.
  'replica-owners': 'repaired',
} as const;

export const APPROVAL_KEYS = {
  // The pending bound's indexes: a replacement forgets the pending count.
  apq: 'refused',
  'apq:tr:': 'refused',
  // The listing: the records stay and expire by their TTL (round 61).
  aps: 'repaired',
} as const;

/**
 * Keys gate's store writes that are no shared book (round 62): one trace's, one record's or one entry's own
 * key (written and expired by gate; a stranger's value there is that one trace's or record's, read closed by
 * its own reader), or a fleet-wide marker refused, never replaced (`epoch`, `feed:seq`: round 60, third pass).
 * With the lists above, every key the store writes: a key builder in src/store naming none of them fails
 * test/redteam-fleet-key-lists-r62.test.ts.
 */
export const OWN_KEYS = {
  'taint:': 'a trace',
  'taint-hold': 'the fleet-wide hold',
  'ledger:': 'a trace',
  'lfull:': 'a trace',
  lfull: 'the ledger book full mark',
  'seen:': 'a record of seen values',
  'response:': 'a relayed response',
  'sh:': 'a shell standing',
  'shflood:': 'a client',
  'c:': 'a cache entry',
  fence: 'the cache fence',
  'fence:': 'a namespace',
  cfloor: 'the cache floor',
  generation: 'the store generation',
  epoch: 'refused: the trust epoch',
  born: 'the store generation\u2019s birth mark, deleted when the epoch first moves',
  'feed:seq': 'refused: the feed sequence',
  'ap:': 'an approval record',
  'apt:': 'an approval token',
  // A pub/sub channel, never a key: listed so the scan of key builders finds it named.
  revocations: 'the revocations channel',
} as const;

/** Every name on the lists: exact, or a prefix (ending `:`) taking a trace, client or record after it. */
export function storeKeyNames(): string[] {
  return [SHARED_KEYS, REFUSED_KEYS, LEASE_KEYS, APPROVAL_KEYS, OWN_KEYS].flatMap((list) =>
    Object.keys(list),
  );
}

/** Whether `rest` (a key under the prefix) is a key of gate's lists. */
export function onStoreList(rest: string): boolean {
  return storeKeyNames().some((n) => (n.endsWith(':') ? rest.startsWith(n) : rest === n));
}

/** The list as a Lua table literal: `['name'] = 'type'`, and `whole` names apart. */
export function sharedKeysLua(): { kinds: string; whole: string } {
  const entries = Object.entries(SHARED_KEYS) as [string, SharedKey][];
  return {
    kinds: entries.map(([name, k]) => `['${name}'] = '${k.type}'`).join(', '),
    whole: entries
      .filter(([, k]) => k.whole)
      .map(([name]) => `['${name}'] = true`)
      .join(', '),
  };
}
