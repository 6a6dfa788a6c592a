// The app's own list of a workspace's saved review presets (the service cannot list them; tables review_presets and
// review_preset_covers), kept exclusive like the service keeps them: a team or member belongs to one preset at most,
// which the covers' primary key holds.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, ReviewPresetCoversTable, ReviewPresetsTable } from '../db/schema.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const savedPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  goals_feedback: z.string(),
  culture_contribution: z.string(),
  next_review: z.string(),
  teams: z.array(z.string()).default([]),
  /** The teams' names when the preset was saved (from the user groups mapped to them), for showing. */
  teamNames: z.record(z.string(), z.string()).default({}),
  /** Member e-mails, and the Slack users they were picked as. */
  members: z.array(z.object({ email: z.string(), userId: z.string().optional() })).default([]),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type SavedPreset = z.infer<typeof savedPresetSchema>;

type Cover = Selectable<ReviewPresetCoversTable>;

/** The preset as saved, its teams and members from its covers in their order. */
function presetOf(row: Selectable<ReviewPresetsTable>, covers: Cover[]): SavedPreset {
  const mine = covers.filter((c) => c.preset_id === row.id).sort((a, b) => a.position - b.position);
  return savedPresetSchema.parse({
    id: row.id,
    name: row.name,
    goals_feedback: row.goals_feedback,
    culture_contribution: row.culture_contribution,
    next_review: row.next_review,
    teams: mine.filter((c) => c.kind === 'team').map((c) => c.ref),
    teamNames: JSON.parse(row.team_names_json) as unknown,
    members: mine.filter((c) => c.kind === 'member').map((c) => ({ email: c.ref, ...(c.user_id === null ? {} : { userId: c.user_id }) })),
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  });
}

/** The preset's covers, each team and member once (the first time it is named), in its order. */
function coversOf(workspace_key: string, preset: SavedPreset): Cover[] {
  const named = [
    ...preset.teams.map((ref) => ({ kind: 'team' as const, ref, user_id: null })),
    ...preset.members.map((m) => ({ kind: 'member' as const, ref: m.email, user_id: m.userId ?? null })),
  ];
  const once = named.filter((c, i) => named.findIndex((d) => d.kind === c.kind && d.ref === c.ref) === i);
  return once.map((c, position) => ({ workspace_key, preset_id: preset.id, position, ...c }));
}

/** Holds the workspace's row in the claims table until the transaction ends, so adds in one workspace go one at a time
 *  and each one's last step sees what the one before moved: on PostgreSQL, two adds each taking one team of a third
 *  preset would each still see the other's team in it, and leave it covering nobody. (SQLite's write transactions go one
 *  at a time anyway.) The row is lapsed at once: the purge deletes it, and no claim is ever held by it. */
async function oneAtATime(trx: Transaction<Database>, workspace: string): Promise<void> {
  await trx
    .insertInto('claims')
    .values({ namespace: 'review-preset-saves', key: workspace, value_json: 'null', expires_at: Date.now() })
    .onConflict((oc) => oc.columns(['namespace', 'key']).doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') }))
    .execute();
}

export class PresetStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The workspace's presets, in the order they were saved. */
  async list(w: WorkspaceRef): Promise<SavedPreset[]> {
    const key = workspaceKey(w);
    const [presets, covers] = await Promise.all([
      this.db.selectFrom('review_presets').selectAll().where('workspace_key', '=', key).orderBy('saved_at').orderBy('id').execute(),
      this.db.selectFrom('review_preset_covers').selectAll().where('workspace_key', '=', key).execute(),
    ]);
    return presets.map((p) => presetOf(p, covers));
  }

  /** Adds a preset (or saves one again under its id), in one transaction: every team or member it names leaves the
   * preset that covered them before, and a preset left covering nobody is gone (the service has no use for it either:
   * it covers no one). */
  async add(w: WorkspaceRef, preset: SavedPreset): Promise<void> {
    const saved = savedPresetSchema.parse(preset);
    const key = workspaceKey(w);
    const covers = coversOf(key, saved);
    await this.db.transaction().execute(async (trx) => {
      await oneAtATime(trx, key);
      await trx.deleteFrom('review_presets').where('workspace_key', '=', key).where('id', '=', saved.id).execute();
      await trx
        .insertInto('review_presets')
        .values({
          workspace_key: key,
          id: saved.id,
          name: saved.name,
          goals_feedback: saved.goals_feedback,
          culture_contribution: saved.culture_contribution,
          next_review: saved.next_review,
          team_names_json: JSON.stringify(saved.teamNames),
          saved_by: saved.savedBy,
          saved_at: saved.savedAt,
        })
        .execute();
      if (covers.length) await this.cover(trx, covers);
      await trx
        .deleteFrom('review_presets')
        .where('workspace_key', '=', key)
        .where('id', '!=', saved.id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('review_preset_covers as c').select('c.ref').where('c.workspace_key', '=', key).whereRef('c.preset_id', '=', 'review_presets.id'),
            ),
          ),
        )
        .execute();
    });
  }

  /** Moves each team or member to this preset: one upsert, never two rows for one team or member. */
  private async cover(trx: Transaction<Database>, covers: Cover[]): Promise<void> {
    await trx
      .insertInto('review_preset_covers')
      .values(covers)
      .onConflict((oc) =>
        oc.columns(['workspace_key', 'kind', 'ref']).doUpdateSet({
          preset_id: (eb) => eb.ref('excluded.preset_id'),
          user_id: (eb) => eb.ref('excluded.user_id'),
          position: (eb) => eb.ref('excluded.position'),
        }),
      )
      .execute();
  }

  /** The preset covering a member, directly or through their team (a member's own preset wins). */
  async covering(w: WorkspaceRef, email: string, teamId?: string): Promise<SavedPreset | undefined> {
    const key = workspaceKey(w);
    const found = await this.db
      .selectFrom('review_preset_covers')
      .select(['kind', 'preset_id'])
      .where('workspace_key', '=', key)
      .where((eb) =>
        eb.or([eb.and([eb('kind', '=', 'member'), eb('ref', '=', email)]), ...(teamId ? [eb.and([eb('kind', '=', 'team'), eb('ref', '=', teamId)])] : [])]),
      )
      .execute();
    const cover = found.find((c) => c.kind === 'member') ?? found[0];
    if (!cover) return undefined;
    const [row, covers] = await Promise.all([
      this.db.selectFrom('review_presets').selectAll().where('workspace_key', '=', key).where('id', '=', cover.preset_id).executeTakeFirst(),
      this.db.selectFrom('review_preset_covers').selectAll().where('workspace_key', '=', key).where('preset_id', '=', cover.preset_id).execute(),
    ]);
    return row && presetOf(row, covers);
  }
}
