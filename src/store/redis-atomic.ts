// AtomicStore on Redis: a claim is `SET key value NX PX ttl`; a counter changes in a Lua script, which Redis runs
// alone, so every instance sees one winner and one total. Values are keyv envelopes at keyv's `prefix:name::key`.
import type { RedisClientType } from '@keyv/redis';
import type { AtomicStore } from './atomic.js';

// Reads the envelope's total, refuses past the cap, and keeps the counter's TTL (a new one gets ARGV[3] ms).
const SPEND = `
local raw = redis.call('GET', KEYS[1])
local total = 0
if raw then total = tonumber(cjson.decode(raw)['value']) or 0 end
local amount, cap, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if total + amount > cap then return {0, total} end
total = total + amount
local body = cjson.encode({value = total})
if raw then redis.call('SET', KEYS[1], body, 'KEEPTTL')
elseif ttl > 0 then redis.call('SET', KEYS[1], body, 'PX', ttl)
else redis.call('SET', KEYS[1], body) end
return {1, total}`;

// Sets each key if absent, in order; at the first one already held, deletes the ones it set and refuses. Redis runs
// the script alone, so nobody sees a half-made claim.
const CLAIM_ALL = `
for i = 1, #KEYS do
  if not redis.call('SET', KEYS[i], ARGV[1], 'NX', 'PX', ARGV[i + 1]) then
    for j = 1, i - 1 do redis.call('DEL', KEYS[j]) end
    return 0
  end
end
return 1`;

const REFUND = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local total = math.max(0, (tonumber(cjson.decode(raw)['value']) or 0) - tonumber(ARGV[1]))
redis.call('SET', KEYS[1], cjson.encode({value = total}), 'KEEPTTL')
return total`;

export function redisAtomic(client: RedisClientType, namespace: string): AtomicStore {
  const key = (k: string) => `${namespace}::${k}`;
  return {
    claim: async (k, value, ttlMs) =>
      (await client.set(key(k), JSON.stringify({ value }), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) === 'OK',
    claimAll: async (entries, value) =>
      (await client.eval(CLAIM_ALL, { keys: entries.map((e) => key(e.key)), arguments: [JSON.stringify({ value }), ...entries.map((e) => String(e.ttlMs))] })) === 1,
    isClaimed: async (k) => (await client.exists(key(k))) === 1,
    release: async (k) => {
      await client.del(key(k));
    },
    spend: async (k, amount, cap, ttlMs) => {
      const [ok, total] = (await client.eval(SPEND, { keys: [key(k)], arguments: [String(amount), String(cap), String(ttlMs ?? 0)] })) as [number, number];
      return { ok: ok === 1, total };
    },
    refund: async (k, amount) => (await client.eval(REFUND, { keys: [key(k)], arguments: [String(amount)] })) as number,
    total: async (k) => {
      const raw = await client.get(key(k));
      const value = raw ? (JSON.parse(raw) as { value?: unknown }).value : 0;
      return typeof value === 'number' ? value : 0;
    },
  };
}
