// Workspace settings and OAuth installations, moved as rows: their sealed secrets (the API key, the installation's
// tokens) are copied as they were sealed, never opened, so the same ENCRYPTION_KEY opens them and the command needs no
// key. Lists are copied as they were too: settings whose lists did not parse read as unreadable before and after.
import { z } from 'zod';
import { type Move, type MoveContext, alive, parsedOr, putRow, recordsOf } from './move.js';
import { isWorkspaceKey, keyvValue } from './snapshot.js';

const settingsSchema = z.object({
  sealedKey: z.string().optional(),
  keyLast4: z.string().optional(),
  stage: z.enum(['prod', 'dev']).optional(),
  feedChannel: z.string().optional(),
  threadReplies: z.boolean().optional(),
  admins: z.unknown().optional(),
  links: z.unknown().optional(),
  syncGuests: z.boolean().optional(),
  managerField: z.string().optional(),
  teamMap: z.unknown().optional(),
  ownSettingsTeams: z.unknown().optional(),
  updatedBy: z.string().optional(),
  updatedAt: z.string().optional(),
});

const installationSchema = z.object({ sealed: z.string(), installedAt: z.string() });

async function settings(m: MoveContext): Promise<void> {
  const kind = 'workspace settings';
  for (const record of recordsOf(m, 'workspaces')) {
    if (!alive(m, record, kind)) continue;
    const raw = isWorkspaceKey(record.key) ? await keyvValue(record.raw) : undefined;
    const s = parsedOr(m, kind, () => (raw === undefined ? undefined : settingsSchema.parse(raw)));
    if (!s) continue;
    await putRow(
      m,
      kind,
      'workspace_settings',
      { workspace_key: record.key },
      {
        sealed_key: s.sealedKey ?? null,
        key_last4: s.sealedKey === undefined ? null : (s.keyLast4 ?? ''),
        stage: s.stage ?? null,
        feed_channel: s.feedChannel ?? null,
        thread_replies: s.threadReplies ? 1 : 0,
        admins_json: JSON.stringify(s.admins ?? []),
        links_json: JSON.stringify(s.links ?? {}),
        sync_guests: s.syncGuests ? 1 : 0,
        manager_field: s.managerField ?? null,
        team_map_json: JSON.stringify(s.teamMap ?? []),
        own_settings_teams_json: s.ownSettingsTeams === undefined || s.ownSettingsTeams === null ? null : JSON.stringify(s.ownSettingsTeams),
        updated_by: s.updatedBy ?? null,
        updated_at: s.updatedAt ?? null,
      },
    );
  }
}

async function installations(m: MoveContext): Promise<void> {
  const kind = 'installations';
  for (const record of recordsOf(m, 'installations')) {
    // The list of installed workspaces is a query of the table now.
    if (record.key === 'index') m.tally.leave('installations index (a query of the installations now)');
    if (record.key === 'index' || !alive(m, record, kind)) continue;
    const raw = isWorkspaceKey(record.key) ? await keyvValue(record.raw) : undefined;
    const i = parsedOr(m, kind, () => (raw === undefined ? undefined : installationSchema.parse(raw)));
    if (!i) continue;
    // The columns the key names; the installation's own team and enterprise are inside the seal, which stays shut.
    const id = record.key.slice(2);
    const org = record.key.startsWith('E:');
    await putRow(
      m,
      kind,
      'installations',
      { installation_key: record.key },
      { team_id: org ? null : id, enterprise_id: org ? id : null, sealed: i.sealed, installed_at: i.installedAt },
    );
  }
}

export const settingsMove: Move = {
  namespaces: (ns) => ns === 'workspaces' || ns === 'installations',
  run: async (m) => {
    await settings(m);
    await installations(m);
  },
};
