// Which managers of a workspace asked for the monthly insights summary in a DM (they switch it on and off in App
// Home), kept in the app's store: a row per manager who opted in (table insights_summary_optins).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export class InsightsSummaryStore {
  constructor(private readonly db: Kysely<Database>) {}

  private optins(w: WorkspaceRef) {
    return this.db.selectFrom('insights_summary_optins').select('user_id').where('workspace_key', '=', workspaceKey(w));
  }

  async managers(w: WorkspaceRef): Promise<string[]> {
    return (await this.optins(w).execute()).map((r) => r.user_id).sort();
  }

  async wants(w: WorkspaceRef, userId: string): Promise<boolean> {
    return (await this.optins(w).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Switches one manager's summary on or off (each person switches only their own). */
  async set(w: WorkspaceRef, userId: string, on: boolean): Promise<void> {
    const row = { workspace_key: workspaceKey(w), user_id: userId };
    if (on)
      await this.db
        .insertInto('insights_summary_optins')
        .values(row)
        .onConflict((oc) => oc.columns(['workspace_key', 'user_id']).doNothing())
        .execute();
    else await this.db.deleteFrom('insights_summary_optins').where('workspace_key', '=', row.workspace_key).where('user_id', '=', userId).execute();
  }
}
