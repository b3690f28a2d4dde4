// Round 25's approval claim and decide scripts, for the mixed-fleet tests: a round-25 replica beside a newer
// build on one Redis (docs/approvals.md, "Mixed versions").
// Round 25's CLAIM_LUA and its decide under a claim (git 5b0b30b~1, src/store/approvals-redis.ts): the
// lines that decide, answering the flag alone.
export const CLAIM_R25 = `
local h = redis.call('HMGET', KEYS[1], 's', 'x', 'cl', 'cu')
if not h[1] then return false end
local now, claimed = tonumber(ARGV[1]), 0
if h[1] == 'pending' and now < tonumber(h[2]) and (not h[3] or now >= tonumber(h[4])) then
  redis.call('HSET', KEYS[1], 'cl', ARGV[2], 'cu', ARGV[3])
  claimed = 1
end
return claimed`;
export const DECIDE_R25 = `
local h = redis.call('HMGET', KEYS[1], 's', 'cl')
if h[1] == 'pending' and h[2] == ARGV[3] then
  redis.call('HSET', KEYS[1], 's', ARGV[2], 'da', ARGV[1])
  redis.call('HDEL', KEYS[1], 'cl', 'cu')
  return 1
end
return 0`;
