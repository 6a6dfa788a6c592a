// AtomicStore on Redis: a claim is `SET key value NX PX ttl`; a counter changes in a Lua script, which Redis runs
// alone, so every instance sees one winner and one total. Values are keyv envelopes at keyv's `prefix:name::key`.
import type { RedisClientType } from '@keyv/redis';
import { type AtomicStore, ONCE_KEEP_MS } from './atomic.js';
import { runScript } from './redis-script.js';

// Reads the envelope's total, refuses past the cap, and keeps the counter's TTL (a new one gets ARGV[3] ms). With a
// once-only key (KEYS[2]) a spend that happened before answers its total and amount again and changes nothing.
const SPEND = `
if KEYS[2] then
  local done = redis.call('GET', KEYS[2])
  if done then local v = cjson.decode(done)['value'] return {1, v[1], v[2]} end
end
local raw = redis.call('GET', KEYS[1])
local total = 0
if raw then total = tonumber(cjson.decode(raw)['value']) or 0 end
local amount, cap, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if total + amount > cap then return {0, total, 0} end
total = total + amount
local body = cjson.encode({value = total})
if raw then redis.call('SET', KEYS[1], body, 'KEEPTTL')
elseif ttl > 0 then redis.call('SET', KEYS[1], body, 'PX', ttl)
else redis.call('SET', KEYS[1], body) end
if KEYS[2] then redis.call('SET', KEYS[2], cjson.encode({value = {total, amount}}), 'PX', ARGV[4]) end
return {1, total, amount}`;

// Sets each key if absent, in order; at the first one held by another (reentrant: holding another value), deletes the
// ones it set and refuses. Redis runs the script alone, so nobody sees a half-made claim.
const CLAIM_ALL = `
local reentrant = ARGV[#ARGV] == '1'
local set = {}
for i = 1, #KEYS do
  if redis.call('SET', KEYS[i], ARGV[1], 'NX', 'PX', ARGV[i + 1]) then
    table.insert(set, KEYS[i])
  elseif not (reentrant and redis.call('GET', KEYS[i]) == ARGV[1]) then
    for _, k in ipairs(set) do redis.call('DEL', k) end
    return 0
  end
end
return 1`;

const REFUND = `
if KEYS[2] then
  local done = redis.call('GET', KEYS[2])
  if done then return tonumber(cjson.decode(done)['value']) end
end
local raw = redis.call('GET', KEYS[1])
local total = 0
if raw then
  total = math.max(0, (tonumber(cjson.decode(raw)['value']) or 0) - tonumber(ARGV[1]))
  redis.call('SET', KEYS[1], cjson.encode({value = total}), 'KEEPTTL')
end
if KEYS[2] then redis.call('SET', KEYS[2], cjson.encode({value = total}), 'PX', ARGV[2]) end
return total`;

// A lease's value is the envelope of its owner string; renewing or releasing compares it whole.
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// Writes ARGV[2] only over the very text that was read (ARGV[1]): a compare-and-set that keeps the key's TTL.
const REPLACE_IF = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1`;

/** Compare-and-set attempts before a rewrite gives up on a key that other writers keep changing. */
const REWRITE_ATTEMPTS = 50;

// GCRA (as nextSlot in atomic.ts): ARGV now, interval, burst, notBefore, ifFree; answers the wait in ms. The key
// outlives its tat by a minute.
const PACE = `
local raw = redis.call('GET', KEYS[1])
local tat = 0
if raw then tat = tonumber(cjson.decode(raw)['value']) or 0 end
local now, interval, burst, notBefore = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local tolerance = (burst - 1) * interval
local start = math.max(tat, now, notBefore + tolerance)
local wait = math.max(0, start - tolerance - now)
if ARGV[5] == '1' and wait > 0 then return wait end
redis.call('SET', KEYS[1], cjson.encode({value = start + interval}), 'PX', math.floor(start + interval - now + 60000))
return wait`;

const RELEASE_IF = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

export function redisAtomic(client: RedisClientType, namespace: string): AtomicStore {
  const key = (k: string) => `${namespace}::${k}`;
  /** The counter's key, and the once-only marker's when the change has an id. */
  const keys = (k: string, once: string | undefined) => (once === undefined ? [key(k)] : [key(k), key(`once:${once}`)]);
  const rewrite = async (k: string, change: (stored: string) => string | undefined): Promise<boolean> => {
    for (let attempt = 0; attempt < REWRITE_ATTEMPTS; attempt++) {
      const stored = await client.get(key(k));
      const next = stored === null ? undefined : change(stored);
      if (stored === null || next === undefined) return false;
      if ((await runScript(client, REPLACE_IF, { keys: [key(k)], arguments: [stored, next] })) === 1) return true;
    }
    throw new Error(`${key(k)} kept changing while it was being rewritten`);
  };
  return {
    claim: async (k, value, ttlMs) =>
      (await client.set(key(k), JSON.stringify({ value }), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) === 'OK',
    claimAll: async (entries, value, reentrant = false) =>
      (await runScript(client, CLAIM_ALL, {
        keys: entries.map((e) => key(e.key)),
        arguments: [JSON.stringify({ value }), ...entries.map((e) => String(e.ttlMs)), reentrant ? '1' : '0'],
      })) === 1,
    isClaimed: async (k) => (await client.exists(key(k))) === 1,
    release: async (k) => {
      await client.del(key(k));
    },
    renew: async (k, owner, ttlMs) => (await runScript(client, RENEW, { keys: [key(k)], arguments: [JSON.stringify({ value: owner }), String(ttlMs)] })) === 1,
    releaseIf: async (k, owner) => (await runScript(client, RELEASE_IF, { keys: [key(k)], arguments: [JSON.stringify({ value: owner })] })) === 1,
    spend: async (k, amount, cap, ttlMs, once) => {
      const args = [String(amount), String(cap), String(ttlMs ?? 0), String(ONCE_KEEP_MS)];
      const [ok, total, spent] = (await runScript(client, SPEND, { keys: keys(k, once), arguments: args })) as [number, number, number];
      return { ok: ok === 1, total, amount: spent };
    },
    refund: async (k, amount, once) => (await runScript(client, REFUND, { keys: keys(k, once), arguments: [String(amount), String(ONCE_KEEP_MS)] })) as number,
    total: async (k) => {
      const raw = await client.get(key(k));
      const value = raw ? (JSON.parse(raw) as { value?: unknown }).value : 0;
      return typeof value === 'number' ? value : 0;
    },
    keys: async () => {
      const found: string[] = [];
      // The namespace is letters, digits, dots, dashes, underscores and colons: nothing SCAN's MATCH would read as a pattern.
      for await (const batch of client.scanIterator({ MATCH: `${namespace}::*`, COUNT: 500 })) found.push(...batch.map((k) => k.slice(namespace.length + 2)));
      return found;
    },
    rewrite,
    pace: async (k, p) =>
      (await runScript(client, PACE, {
        keys: [key(k)],
        arguments: [String(Date.now()), String(p.intervalMs), String(p.burst), String(p.notBefore ?? 0), p.ifFree ? '1' : '0'],
      })) as number,
  };
}
