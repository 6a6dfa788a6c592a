// A workspace's reward requests looked up the way App Home and the buttons ask for them — one person's, one request's —
// instead of reading every request the workspace ever had (the open ones are found from the states' table).
import type { Kysely } from 'kysely';

export function rewardRequestLookups() {
  return {
    up: async (db: Kysely<unknown>) => {
      await db.schema.createIndex('reward_request_events_user').on('reward_request_events').columns(['workspace_key', 'user_id', 'seq']).execute();
      await db.schema.createIndex('reward_request_events_request').on('reward_request_events').columns(['workspace_key', 'request_id', 'seq']).execute();
    },
  };
}
