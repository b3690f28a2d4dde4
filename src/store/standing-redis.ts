// Round 57: where an MCP trace's persistent shell stands, in the fleet's Redis, so a client whose POST /mcp
// requests land on two replicas is judged on every call it made (docs/mcp.md, "Round 57 (mcp-r57)"). The
// fold itself is the kernel's (shell-standing.ts standingAfter), so a replica reads the record, folds the
// call in, and writes back only if the record did not change meanwhile (a token the read returned): two
// replicas folding calls of one trace at once are put one after the other, as a shell runs them.
//
// Keys (prefix p): `<p>sh:<d>` a held standing (`v` the fleet-wide tick it was written at, `s` its JSON);
// `<p>shbook` every held standing (`<owner>\0<d>`) ranked by that tick; `<p>shgone` the dropped ones
// (tombstones: read as possibly standing in a shared place); `<p>shflood:<owner>` lives while every trace
// of that owner the record does not hold reads so; `<p>shtick` the tick. `d`: a digest of the trace's key.
// Round 65: a held standing also notes its trace in the resume set (`was`, kind `h`), dropped when gate ends
// the standing, so `sh:` and its `shbook` member deleted together still read as dropped (docs/fleet.md).
// Bounded as one gateway's record is (wire/mcp/shell-standings.ts): `max` held, `max * 8` tombstones.
import { createHash } from 'node:crypto';
import type { Standing } from '../kernel/ladder/shell-standing.js';
import { RESUME_LUA } from './resume-redis.js';
import { SHARED_DRAIN } from './shared-keys.js';

/**
 * The read's state token: `h:<tick>` held, `g` a tombstone or a book member whose standing is gone (a
 * deletion, read as dropped: round 63), or a live `h` resume note with neither (both deleted: round 65),
 * `f` its owner flooded, `n` none, `x` a key of
 * another type where the standing lives (a stranger's: read as unreadable, replaced by the write; round 60).
 * The tombstones and the book go through the shared keys' check (SHARED_KEYS_LUA: a key of another type,
 * or a tick not an integer, replaced and counted; round 60: one stranger's key there refused every call
 * that moves a shell's standing, fleet-wide).
 */
const TOKEN_LUA = `${RESUME_LUA}
local function token(k, gone, flood, member, book, p, note, now)
  local kt = redis.call('TYPE', k)
  if type(kt) == 'table' then kt = kt.ok end
  if kt ~= 'hash' and kt ~= 'none' then return 'x' end
  local v = redis.call('HGET', k, 'v')
  if v then return 'h:' .. v end
  if redis.call('ZSCORE', gone, member) then return 'g' end
  -- The book holds the trace but its standing is gone: deleted under gate, never a first use (round 63).
  if redis.call('ZSCORE', book, member) then return 'g' end
  -- The standing and its book member both gone, the trace's shell note live: deleted, not a first use (round 65).
  if resume_live(p, note, now) then return 'g' end
  if redis.call('EXISTS', flood) == 1 then return 'f' end
  return 'n'
end
`;

/**
 * KEYS: the standing, the tombstones, the owner's flood mark, the taint hold, the generation. ARGV: the
 * member, the prefix, the trace's shell note (resumeDigest 'h'), now (ms). Returns the token, the held JSON
 * (or ''), the generation (or ''), whether the hold lives, and 1 when a shared key was repaired (round 60).
 */
export const STANDING_READ_LUA = `${TOKEN_LUA}
gate_key(ARGV[2], 'shgone')
local t = token(KEYS[1], KEYS[2], KEYS[3], ARGV[1], gate_key(ARGV[2], 'shbook'), ARGV[2], ARGV[3], tonumber(ARGV[4]))
local s = ''
if string.sub(t, 1, 2) == 'h:' then s = redis.call('HGET', KEYS[1], 's') or '' end
return {t, s, redis.call('GET', KEYS[5]) or '', redis.call('EXISTS', KEYS[4]), gate_repaired and 1 or 0}
`;

/**
 * KEYS: the standing, the tombstones, the owner's flood mark, the book, the tick. ARGV: the member, the
 * token read, the new standing's JSON ('' when it is held no more), the most held, the flood mark's life
 * (ms), the prefix, then the shell note's client and ResumeArgs (resume-redis.ts resumeArgv: digest,
 * window, now, bound, share). 0 when the record changed since the read (the caller reads and folds again), else 1;
 * 8 more when a shared key was repaired (round 60). A member of the book or the tombstones gate did not
 * write (no owner in it) is dropped; each loop takes at most SHARED_DRAIN a write.
 */
export const STANDING_WRITE_LUA = `${TOKEN_LUA}
local k, flood = KEYS[1], KEYS[3]
local member, p = ARGV[1], ARGV[6]
local gone, book, tick = gate_key(p, 'shgone'), gate_key(p, 'shbook'), gate_key(p, 'shtick')
local note, when = ARGV[8], tonumber(ARGV[10])
local now = token(k, gone, flood, member, book, p, note, when)
if now ~= ARGV[2] then return 0 end
if now == 'x' then
  redis.call('UNLINK', k)
  gate_repaired = true
end
redis.call('ZREM', gone, member)
if ARGV[3] == '' then
  redis.call('DEL', k)
  redis.call('ZREM', book, member)
  -- Gate ended the standing: its note goes with it, so the trace's next call is a fresh shell's (round 65).
  resume_drop(p, note, tonumber(ARGV[12]))
  return gate_repaired and 9 or 1
end
local t = gate_incr(tick, 1)
redis.call('HSET', k, 'v', t, 's', ARGV[3])
redis.call('ZADD', book, t, member)
resume_note(p, ARGV[7], note, 0, tonumber(ARGV[9]), when, tonumber(ARGV[11]), tonumber(ARGV[12]))
local max = tonumber(ARGV[4])
local function split(m)
  local at = string.find(m, '\\0', 1, true)
  if not at then return nil end
  return string.sub(m, 1, at - 1), string.sub(m, at + 1)
end
for _ = 1, ${SHARED_DRAIN} do
  if redis.call('ZCARD', book) <= max then break end
  local oldest = redis.call('ZRANGE', book, 0, 0)[1]
  local _, d = split(oldest)
  redis.call('ZREM', book, oldest)
  if d then
    redis.call('DEL', p .. 'sh:' .. d)
    redis.call('ZADD', gone, t, oldest)
  else
    gate_repaired = true
  end
end
for _ = 1, ${SHARED_DRAIN} do
  if redis.call('ZCARD', gone) <= max * 8 then break end
  local oldest = redis.call('ZRANGE', gone, 0, 0)[1]
  local o = split(oldest)
  redis.call('ZREM', gone, oldest)
  if o then gate_flag(p .. 'shflood:' .. o, ARGV[5]) else gate_repaired = true end
end
return gate_repaired and 9 or 1
`;

/**
 * What a read of a trace's standing found: the token a write presents, the standing held (absent when none
 * is, or what is held is not gate's: `unreadable`), a tombstone or a flooded owner (`dropped`), and
 * whether Redis may have lost it (`lost`: the taint hold lives, or another generation answers).
 */
export interface StandingRead {
  token: string;
  standing?: Standing;
  unreadable?: true;
  dropped?: true;
  lost?: true;
}

/** The digest naming a trace's standing in Redis: any key (a label, `/`, a 128-character id) in 32 characters. */
export function standingDigest(key: string): string {
  return createHash('sha256').update(`standing\0${key}`).digest('base64url').slice(0, 32);
}

/** The longest directory a stored standing may name (gate writes shared places, a few dozen characters). */
const MAX_PLACE = 4096;

/** A standing as stored: only the facts it holds (`unseen`, `redefined` as 1). */
export function encodeStanding(s: Standing): string {
  return JSON.stringify({
    ...(s.at !== undefined ? { a: s.at } : {}),
    ...(s.visited !== undefined ? { v: s.visited } : {}),
    ...(s.redefined === true ? { r: 1 } : {}),
    ...(s.unseen === true ? { u: 1 } : {}),
  });
}

/** A stored standing, or undefined when it is not one gate writes (a stranger's, or damaged). */
export function decodeStanding(text: string): Standing | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const out: { at?: string; visited?: string; redefined?: true; unseen?: true } = {};
  for (const [key, value] of Object.entries(parsed)) {
    if ((key === 'a' || key === 'v') && typeof value === 'string' && value.length <= MAX_PLACE) {
      if (key === 'a') out.at = value;
      else out.visited = value;
    } else if ((key === 'r' || key === 'u') && value === 1) {
      if (key === 'r') out.redefined = true;
      else out.unseen = true;
    } else return undefined;
  }
  return out;
}
