// Review presets and team-review drafts. A workspace's presets are compared with what PresetStore lists and each one
// that differs is saved as PresetStore.add saves one (a row, its teams and members as covers, a preset left covering
// nobody gone) — as rows, since the move is one transaction and add() opens its own. Drafts keep their expiry.
import { z } from 'zod';
import { DRAFT_TTL_MS, draftSchema } from '../drafts.js';
import { PresetStore, type SavedPreset, savedPresetSchema } from '../presets.js';
import { type Move, type MoveContext, alive, parsedOr, putRow, recordsOf, sameValue } from './move.js';
import { isWorkspaceKey, keyvValue, refOf, splitWorkspace } from './snapshot.js';

async function savePreset(m: MoveContext, wk: string, p: SavedPreset): Promise<void> {
  const named = [
    ...p.teams.map((ref) => ({ kind: 'team' as const, ref, user_id: null })),
    ...p.members.map((x) => ({ kind: 'member' as const, ref: x.email, user_id: x.userId ?? null })),
  ];
  const covers = named
    .filter((c, i) => named.findIndex((d) => d.kind === c.kind && d.ref === c.ref) === i)
    .map((c, position) => ({ workspace_key: wk, preset_id: p.id, position, ...c }));
  await m.db.deleteFrom('review_presets').where('workspace_key', '=', wk).where('id', '=', p.id).execute();
  await m.db
    .insertInto('review_presets')
    .values({
      workspace_key: wk,
      id: p.id,
      name: p.name,
      goals_feedback: p.goals_feedback,
      culture_contribution: p.culture_contribution,
      next_review: p.next_review,
      team_names_json: JSON.stringify(p.teamNames),
      saved_by: p.savedBy,
      saved_at: p.savedAt,
    })
    .execute();
  if (covers.length) {
    await m.db
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
  await m.db
    .deleteFrom('review_presets')
    .where('workspace_key', '=', wk)
    .where('id', '!=', p.id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('review_preset_covers as c').select('c.ref').where('c.workspace_key', '=', wk).whereRef('c.preset_id', '=', 'review_presets.id'))),
    )
    .execute();
}

async function presets(m: MoveContext): Promise<void> {
  const kind = 'review presets';
  const store = new PresetStore(m.db);
  for (const record of recordsOf(m, 'presets')) {
    if (!alive(m, record, kind)) continue;
    const value = await keyvValue(record.raw);
    const saved = parsedOr(m, kind, () => (isWorkspaceKey(record.key) ? z.array(savedPresetSchema).parse(value) : undefined));
    const held = saved ? await store.list(refOf(record.key)) : [];
    for (const preset of saved ?? []) {
      if (
        sameValue(
          held.find((h) => h.id === preset.id),
          preset,
        )
      )
        m.tally.count(kind, 'same');
      else {
        await savePreset(m, record.key, preset);
        m.tally.count(kind, 'written');
      }
    }
  }
}

async function drafts(m: MoveContext): Promise<void> {
  const kind = 'team review drafts';
  for (const record of recordsOf(m, 'review-drafts')) {
    if (!alive(m, record, kind)) continue;
    const at = splitWorkspace(record.key);
    const value = await keyvValue(record.raw);
    const draft = parsedOr(m, kind, () => (at?.rest ? draftSchema.parse(value) : undefined));
    if (!at || !draft) continue;
    await putRow(
      m,
      kind,
      'review_drafts',
      { workspace_key: at.wk, id: at.rest },
      { draft_json: JSON.stringify(draft), expires_at: record.expiresAt ?? m.now + DRAFT_TTL_MS },
    );
  }
}

export const reviewsMove: Move = {
  namespaces: (ns) => ns === 'presets' || ns === 'review-drafts',
  run: async (m) => {
    await presets(m);
    await drafts(m);
  },
};
