// Enterprise Grid: on an org-wide install an admin chooses, in setup, whether this workspace runs on the org's settings
// (API key, stage, feed, admins, teams, giving rules…) shared by every workspace of the org, or on settings of its own.
import type { InputBlock, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { Translator } from '../../i18n/translator.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { plain } from '../../ui/blocks.js';

export const SCOPE_BLOCK = 'settings_scope';
export type SettingsScope = 'org' | 'workspace';

const option = (t: Translator, scope: SettingsScope): PlainTextOption => ({
  text: plain(t.t(scope === 'org' ? 'setup.scopeOrg' : 'setup.scopeWorkspace')),
  value: scope,
});

/** The scope the request's workspace runs on now; none outside an org-wide install. */
export const scopeOf = (w: WorkspaceRef): SettingsScope | undefined => (w.enterpriseId ? (w.ownSettings ? 'workspace' : 'org') : undefined);

export function scopeInput(t: Translator, scope: SettingsScope): InputBlock {
  return {
    type: 'input',
    block_id: SCOPE_BLOCK,
    label: plain(t.t('setup.scopeLabel')),
    hint: plain(t.t('setup.scopeHint')),
    element: {
      type: 'radio_buttons',
      action_id: 'value',
      options: [option(t, 'org'), option(t, 'workspace')],
      initial_option: option(t, scope),
    },
  };
}

const scopeState = z.object({
  [SCOPE_BLOCK]: z.object({ value: z.object({ selected_option: z.object({ value: z.enum(['org', 'workspace']) }).nullish() }) }).optional(),
});

/** The scope chosen in the form (absent outside an org-wide install, or left unchosen: keep the current one). */
export function chosenScope(values: unknown): SettingsScope | undefined {
  const parsed = scopeState.safeParse(values);
  return parsed.success ? parsed.data[SCOPE_BLOCK]?.value.selected_option?.value : undefined;
}

/** Where the form's settings are saved: the org's record, or this workspace's own. */
export function scopedRef(w: WorkspaceRef, scope: SettingsScope | undefined): WorkspaceRef {
  if (!w.enterpriseId || !scope) return w;
  return { teamId: w.teamId, enterpriseId: w.enterpriseId, ...(scope === 'workspace' ? { ownSettings: true } : {}) };
}
