// LedgerStore on Redis: a step is one Lua script, which Redis runs alone, so every instance sees one order of steps.
// Counters are keyv envelopes at `prefix:name::key`; a log is a Redis list at `prefix:name::log:<name>`.
import type { RedisClientType } from '@keyv/redis';
import type { LedgerStore, StepResult } from './ledger-store.js';
import { runScript } from './redis-script.js';

// KEYS: the once marker (or '' for none), the counters, then the logs. ARGV: the counters' adds and bounds (as JSON),
// then the entries' JSON. Answers JSON: {ok, values, again} or {ok=false, values, refused=index}.
const STEP = `
local changes = cjson.decode(ARGV[1])
if KEYS[1] ~= '' then
  local done = redis.call('GET', KEYS[1])
  if done then return cjson.encode({ok = true, values = cjson.decode(done)['value'], again = true}) end
end
local n = #changes
local now, after = {}, {}
for i = 1, n do
  local raw = redis.call('GET', KEYS[1 + i])
  now[i] = 0
  if raw then now[i] = tonumber(cjson.decode(raw)['value']) or 0 end
  after[i] = now[i] + changes[i][1]
end
for i = 1, n do
  if after[i] < changes[i][2] or after[i] > changes[i][3] then return cjson.encode({ok = false, values = now, refused = i}) end
end
for i = 1, n do redis.call('SET', KEYS[1 + i], cjson.encode({value = after[i]})) end
for j = 2, #ARGV do redis.call('RPUSH', KEYS[1 + n + j - 1], ARGV[j]) end
if KEYS[1] ~= '' then redis.call('SET', KEYS[1], cjson.encode({value = after})) end
return cjson.encode({ok = true, values = after, again = false})`;

/** Bounds cross into Lua as numbers: infinity as the largest exact integer. */
const BOUND = Number.MAX_SAFE_INTEGER;

export function redisLedger(client: RedisClientType, namespace: string): LedgerStore {
  const key = (k: string) => `${namespace}::${k}`;
  const values = async (keys: string[]) => {
    if (keys.length === 0) return [];
    const raws = await client.mGet(keys.map(key));
    return raws.map((raw) => {
      const value = raw ? (JSON.parse(raw) as { value?: unknown }).value : 0;
      return typeof value === 'number' ? value : 0;
    });
  };
  return {
    commit: async (s) => {
      const changes = s.changes.map((c) => [c.add, Math.max(c.min ?? -BOUND, -BOUND), Math.min(c.max ?? BOUND, BOUND)]);
      const keys = [s.once === undefined ? '' : key(`once:${s.once}`), ...s.changes.map((c) => key(c.key)), ...s.append.map((a) => key(`log:${a.log}`))];
      const args = [JSON.stringify(changes), ...s.append.map((a) => JSON.stringify(a.entry))];
      const answer = JSON.parse(String(await runScript(client, STEP, { keys, arguments: args }))) as { ok: boolean; values: number[] | Record<string, never>; again?: boolean; refused?: number };
      // cjson encodes an empty table as {}: no counters.
      const list = Array.isArray(answer.values) ? answer.values : [];
      return answer.ok ? { ok: true, values: list, repeat: answer.again === true } : ({ ok: false, values: list, refused: s.changes[answer.refused! - 1]!.key } satisfies StepResult);
    },
    values,
    entries: async (log, from = 0) => (await client.lRange(key(`log:${log}`), from, -1)).map((text) => JSON.parse(text) as unknown),
    done: async (once) => (await client.exists(key(`once:${once}`))) === 1,
  };
}
