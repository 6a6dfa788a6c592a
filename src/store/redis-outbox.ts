// The outbox on Redis: a hash per open item (what, how far, whose, attempts) and one sorted set of lease ends; every
// change is a Lua script, which Redis runs alone, so two instances never both take an item. The keys share one hash
// tag, so a Redis Cluster keeps them in one slot.
import type { RedisClientType } from '@keyv/redis';
import type { Outbox, OutboxItem } from './outbox.js';
import { runScript } from './redis-script.js';

const ADD = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'kind', ARGV[2], 'body', ARGV[3], 'owner', ARGV[4], 'created', ARGV[6], 'attempts', 1)
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[1])
return 1`;

// ARGV: item key prefix, owner, lease end, now, max. An id whose hash is gone (finished meanwhile) leaves the set.
const TAKE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[4], 'LIMIT', 0, tonumber(ARGV[5]))
local out = {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then
    redis.call('HSET', key, 'owner', ARGV[2])
    redis.call('HINCRBY', key, 'attempts', 1)
    redis.call('ZADD', KEYS[1], ARGV[3], id)
    table.insert(out, id)
    table.insert(out, redis.call('HMGET', key, 'kind', 'body', 'progress', 'created', 'attempts'))
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return out`;

// ARGV: item key prefix, owner, lease end, ids…; returns the ids this owner no longer holds.
const RENEW = `
local lost = {}
for i = 4, #ARGV do
  if redis.call('HGET', ARGV[1] .. ARGV[i], 'owner') == ARGV[2] then redis.call('ZADD', KEYS[1], 'XX', ARGV[3], ARGV[i])
  else table.insert(lost, ARGV[i]) end
end
return lost`;

const SAVE = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'progress', ARGV[2])
return 1`;

const FINISH = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1`;

const RELEASE = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'owner', '')
redis.call('ZADD', KEYS[2], 0, ARGV[2])
return 1`;

type Fields = [kind: string, body: string, progress: string | null, created: string, attempts: string];

export function redisOutbox(client: RedisClientType, prefix: string): Outbox {
  const leases = `${prefix}:{outbox}:leases`;
  const itemPrefix = `${prefix}:{outbox}:item:`;
  const run = (script: string, keys: string[], args: (string | number)[]) => runScript(client, script, { keys, arguments: args.map(String) });
  return {
    add: async ({ id, kind, body, createdAt }, owner, leaseMs) =>
      (await run(ADD, [itemPrefix + id, leases], [id, kind, JSON.stringify(body), owner, Date.now() + leaseMs, createdAt])) === 1,
    takeLapsed: async (owner, leaseMs, max) => {
      const now = Date.now();
      const flat = (await run(TAKE, [leases], [itemPrefix, owner, now + leaseMs, now, max])) as (string | Fields)[];
      const items: OutboxItem[] = [];
      for (let i = 0; i < flat.length; i += 2) {
        const [kind, body, progress, created, attempts] = flat[i + 1] as Fields;
        items.push({
          id: flat[i] as string,
          kind,
          body: JSON.parse(body) as unknown,
          ...(progress ? { progress: JSON.parse(progress) as unknown } : {}),
          createdAt: Number(created),
          attempts: Number(attempts),
        });
      }
      return items;
    },
    renew: async (owner, ids, leaseMs) => (ids.length === 0 ? [] : ((await run(RENEW, [leases], [itemPrefix, owner, Date.now() + leaseMs, ...ids])) as string[])),
    save: async (id, owner, progress) => (await run(SAVE, [itemPrefix + id], [owner, JSON.stringify(progress)])) === 1,
    finish: async (id, owner) => {
      await run(FINISH, [itemPrefix + id, leases], [owner, id]);
    },
    release: async (id, owner) => {
      await run(RELEASE, [itemPrefix + id, leases], [owner, id]);
    },
    drop: async (match) => {
      let dropped = 0;
      for (const id of await client.zRange(leases, 0, -1)) {
        const [kind, body] = await client.hmGet(itemPrefix + id, ['kind', 'body']);
        if (kind == null || body == null || !match({ kind, body: JSON.parse(body) as unknown })) continue;
        dropped += await client.del(itemPrefix + id);
        await client.zRem(leases, id);
      }
      return dropped;
    },
    open: async () => client.zCard(leases),
  };
}
