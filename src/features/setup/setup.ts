// Workspace setup (admins): the modal, its parsing, and the live check of key and stage before anything is saved.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale, localeOf } from '../../i18n/locales.js';
import type { Translator } from '../../i18n/translator.js';
import type { Stage } from '../../engagement-client/index.js';
import type { WorkspaceRef, WorkspaceSettings, WorkspaceStore } from '../../store/workspaces.js';
import { actions, button, context, plain, section } from '../../ui/blocks.js';
import { GIVING_IDS } from '../giving/rules-modal.js';
import { type Connections, probe } from '../../engagement/connections.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import type { Usergroup } from '../../directory/usergroups.js';
import { type SettingsScope, scopeInput } from './scope.js';

export const SETUP_BLOCKS = {
  apiKey: 'api_key',
  stage: 'stage',
  feed: 'feed_channel',
  threads: 'feed_threads',
  admins: 'admins',
  language: 'language',
  teamMap: 'team_map',
  guests: 'sync_guests',
  managerField: 'manager_field',
} as const;

const stageOption = (t: Translator, stage: Stage): PlainTextOption => ({
  text: plain(t.t('setup.stageOption', { stage })),
  value: stage,
});

/** A language as its speakers name it (Deutsch, 日本語), the same in every reader's language. */
const languageOption = (locale: Locale): PlainTextOption => ({ text: plain(LOCALE_NAMES[locale]), value: locale });

/** The app's default key (ENGAGEMENT_API_KEY) a workspace without its own key runs on, as setup may show it. */
export type DefaultKey = { stage: Stage; keyLast4: string };

/** What the key field says: keep the saved key, enter it again (it can't be read), keep the default, or enter the first. */
function keyHint(t: Translator, current: WorkspaceSettings, defaultKey?: DefaultKey): { optional: boolean; hint: string } {
  if (current.keyUnreadable) return { optional: false, hint: t.t('setup.keyUnreadable') };
  if (current.keyLast4) return { optional: true, hint: t.t('setup.keyHintSaved', { last4: current.keyLast4 }) };
  if (defaultKey) return { optional: true, hint: t.t('setup.keyHintDefault', { last4: defaultKey.keyLast4, stage: defaultKey.stage }) };
  return { optional: false, hint: t.t('setup.keyHintFirst') };
}

function keyInput(t: Translator, current: WorkspaceSettings, defaultKey?: DefaultKey) {
  const key = keyHint(t, current, defaultKey);
  return {
    type: 'input' as const,
    block_id: SETUP_BLOCKS.apiKey,
    optional: key.optional,
    label: plain(t.t('setup.keyLabel')),
    hint: plain(key.hint),
    element: { type: 'plain_text_input' as const, action_id: 'value', placeholder: plain(t.t('setup.keyPlaceholder')) },
  };
}

/** Where shared kudos go: the feed channel, and whether they go as replies in one daily thread there. */
function feedInputs(t: Translator, current: WorkspaceSettings): ModalView['blocks'] {
  const threadOption = { text: plain(t.t('setup.threadsOption')), value: 'threads' };
  return [
    {
      type: 'input',
      block_id: SETUP_BLOCKS.feed,
      optional: true,
      label: plain(t.t('setup.feedLabel')),
      hint: plain(t.t('setup.feedHint')),
      element: {
        type: 'conversations_select',
        action_id: 'value',
        filter: { include: ['public', 'private'], exclude_bot_users: true },
        ...(current.feedChannel ? { initial_conversation: current.feedChannel } : {}),
      },
    },
    {
      type: 'input',
      block_id: SETUP_BLOCKS.threads,
      optional: true,
      label: plain(t.t('setup.threadsLabel')),
      hint: plain(t.t('setup.threadsHint')),
      element: { type: 'checkboxes', action_id: 'value', options: [threadOption], ...(current.threadReplies ? { initial_options: [threadOption] } : {}) },
    },
  ];
}

/** Who else administers Kudos, and the workspace's language. */
function peopleInputs(t: Translator, current: WorkspaceSettings, language: Locale): ModalView['blocks'] {
  return [
    {
      type: 'input',
      block_id: SETUP_BLOCKS.admins,
      optional: true,
      label: plain(t.t('setup.adminsLabel')),
      hint: plain(t.t('setup.adminsHint')),
      element: { type: 'multi_users_select', action_id: 'value', ...(current.admins.length ? { initial_users: current.admins } : {}) },
    },
    {
      type: 'input',
      block_id: SETUP_BLOCKS.language,
      label: plain(t.t('setup.languageLabel')),
      hint: plain(t.t('setup.languageHint')),
      element: { type: 'static_select', action_id: 'value', options: LOCALES.map(languageOption), initial_option: languageOption(language) },
    },
  ];
}

/** How the directory sync reads Slack: user groups as teams, the manager field, guests. */
function syncInputs(t: Translator, current: WorkspaceSettings): ModalView['blocks'] {
  return [
    {
      type: 'input',
      block_id: SETUP_BLOCKS.teamMap,
      optional: true,
      label: plain(t.t('setup.teamMapLabel')),
      hint: plain(t.t('setup.teamMapHint')),
      element: {
        type: 'plain_text_input',
        action_id: 'value',
        multiline: true,
        ...(current.teamMap.length ? { initial_value: current.teamMap.map((m) => `@${m.handle} = ${m.teamId}`).join('\n') } : {}),
      },
    },
    {
      type: 'input',
      block_id: SETUP_BLOCKS.managerField,
      optional: true,
      label: plain(t.t('setup.managerFieldLabel')),
      hint: plain(t.t('setup.managerFieldHint')),
      element: { type: 'plain_text_input', action_id: 'value', ...(current.managerField ? { initial_value: current.managerField } : {}) },
    },
    {
      type: 'input',
      block_id: SETUP_BLOCKS.guests,
      optional: true,
      label: plain(t.t('setup.guestsLabel')),
      element: {
        type: 'checkboxes',
        action_id: 'value',
        options: [{ text: plain(t.t('setup.guestsOption')), value: 'guests' }],
        ...(current.syncGuests ? { initial_options: [{ text: plain(t.t('setup.guestsOption')), value: 'guests' }] } : {}),
      },
    },
  ];
}

/** `scope`: on an org-wide install, whose settings these are now (the org's or this workspace's own). `language`: the
 *  workspace's default language (English when no admin chose one). */
export function setupModal(
  t: Translator,
  current: WorkspaceSettings,
  defaultStage: Stage,
  defaultKey?: DefaultKey,
  scope?: SettingsScope,
  language: Locale = DEFAULT_LOCALE,
): ModalView {
  const stage = current.stage ?? defaultStage;
  return {
    type: 'modal',
    callback_id: VIEWS.setup,
    title: plain(t.t('setup.modalTitle'), 24),
    submit: plain(t.t('setup.submit'), 24),
    close: plain(t.t('setup.cancel'), 24),
    blocks: [
      ...(current.keyUnreadable ? [section(`:warning: ${t.t('failures.keyUnreadable')}`)] : []),
      section(t.t('setup.intro')),
      ...(scope ? [scopeInput(t, scope)] : []),
      keyInput(t, current, defaultKey),
      {
        type: 'input',
        block_id: SETUP_BLOCKS.stage,
        label: plain(t.t('setup.stageLabel')),
        element: {
          type: 'radio_buttons',
          action_id: 'value',
          options: [stageOption(t, 'prod'), stageOption(t, 'dev')],
          initial_option: stageOption(t, stage),
        },
      },
      ...feedInputs(t, current),
      ...peopleInputs(t, current, language),
      ...syncInputs(t, current),
      actions([button(t.t('setup.givingRulesButton'), GIVING_IDS.openRules), button(t.t('setup.digestButton'), ACTIONS.setupDigest)]),
      context(t.t('setup.footer')),
    ],
  };
}

const setupStateSchema = z.object({
  [SETUP_BLOCKS.apiKey]: z.object({ value: z.object({ value: z.string().nullish() }) }),
  [SETUP_BLOCKS.stage]: z.object({ value: z.object({ selected_option: z.object({ value: z.enum(['prod', 'dev']) }).nullish() }) }),
  [SETUP_BLOCKS.feed]: z.object({ value: z.object({ selected_conversation: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.threads]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
  [SETUP_BLOCKS.admins]: z.object({ value: z.object({ selected_users: z.array(z.string()).nullish() }) }).optional(),
  [SETUP_BLOCKS.language]: z.object({ value: z.object({ selected_option: z.object({ value: z.string() }).nullish() }) }).optional(),
  [SETUP_BLOCKS.teamMap]: z.object({ value: z.object({ value: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.managerField]: z.object({ value: z.object({ value: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.guests]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

export type SetupSubmission = {
  apiKey?: string;
  stage: Stage;
  feedChannel?: string;
  admins: string[];
  /** The workspace's default language; absent when the form had no choice (keep the current one). */
  language?: Locale;
  teamMapText: string;
  managerField?: string;
  syncGuests: boolean;
  threadReplies: boolean;
};

export function parseSetupSubmission(t: Translator, values: unknown): { ok: true; value: SetupSubmission } | { ok: false; errors: Record<string, string> } {
  const parsed = setupStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { [SETUP_BLOCKS.stage]: t.t('setup.errorFormOutdated') } };
  const s = parsed.data;
  const stage = s[SETUP_BLOCKS.stage].value.selected_option?.value;
  if (!stage) return { ok: false, errors: { [SETUP_BLOCKS.stage]: t.t('setup.errorChooseStage') } };
  const chosenLanguage = s[SETUP_BLOCKS.language]?.value.selected_option?.value;
  const language = chosenLanguage === undefined ? undefined : localeOf(chosenLanguage);
  if (chosenLanguage !== undefined && !language) return { ok: false, errors: { [SETUP_BLOCKS.language]: t.t('setup.errorLanguage') } };
  const apiKey = s[SETUP_BLOCKS.apiKey].value.value?.trim();
  const feedChannel = s[SETUP_BLOCKS.feed]?.value.selected_conversation ?? undefined;
  const teamMapText = s[SETUP_BLOCKS.teamMap]?.value.value ?? '';
  const managerField = s[SETUP_BLOCKS.managerField]?.value.value?.trim();
  const syncGuests = (s[SETUP_BLOCKS.guests]?.value.selected_options ?? []).some((o) => o.value === 'guests');
  const threadReplies = (s[SETUP_BLOCKS.threads]?.value.selected_options ?? []).some((o) => o.value === 'threads');
  return {
    ok: true,
    value: {
      ...(apiKey ? { apiKey } : {}),
      stage,
      ...(feedChannel ? { feedChannel } : {}),
      admins: s[SETUP_BLOCKS.admins]?.value.selected_users ?? [],
      ...(language ? { language } : {}),
      teamMapText,
      ...(managerField ? { managerField } : {}),
      syncGuests,
      threadReplies,
    },
  };
}

/** "@engineering = t100" lines into mappings of known user groups; an unknown handle or a bad line is an error. */
export function parseTeamMap(
  t: Translator,
  text: string,
  usergroups: Usergroup[],
): { ok: true; value: WorkspaceSettings['teamMap'] } | { ok: false; error: string } {
  const value: WorkspaceSettings['teamMap'] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^@?([\w.-]+)\s*(?:=|->|→|:)\s*(\S+)$/.exec(line);
    if (!match) return { ok: false, error: t.t('setup.errorTeamLine', { line }) };
    const group = usergroups.find((g) => g.handle.toLowerCase() === match[1]!.toLowerCase());
    if (!group) return { ok: false, error: t.t('setup.errorNoUsergroup', { handle: match[1]! }) };
    value.push({ usergroupId: group.id, handle: group.handle, name: group.name, teamId: match[2]! });
  }
  return { ok: true, value };
}

/** Checks the key on the chosen stage with a cheap read; errors are keyed by block_id, ready for `response_action: errors`. */
export async function checkAndSave(
  t: Translator,
  connections: Connections,
  workspaces: WorkspaceStore,
  w: WorkspaceRef,
  adminId: string,
  submission: SetupSubmission,
  usergroups: Usergroup[],
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  const teamMap = parseTeamMap(t, submission.teamMapText, usergroups);
  if (!teamMap.ok) return { ok: false, errors: { [SETUP_BLOCKS.teamMap]: teamMap.error } };
  const current = await workspaces.get(w);
  const apiKey = submission.apiKey ?? current.apiKey;
  // No key of its own: the app's default key, unless a stored key can't be read (then it must be entered again).
  const fallback = apiKey ? undefined : await connections.forWorkspace(w).catch(() => undefined);
  if (!apiKey && !fallback)
    return {
      ok: false,
      errors: {
        [SETUP_BLOCKS.apiKey]: t.t(current.keyUnreadable ? 'setup.keyUnreadable' : 'setup.errorEnterKey'),
      },
    };
  if (fallback && fallback.stage !== submission.stage)
    return {
      ok: false,
      errors: {
        [SETUP_BLOCKS.stage]: t.t('setup.errorDefaultKeyStage', { defaultStage: fallback.stage, stage: submission.stage }),
      },
    };
  const checked = await probe(apiKey ? connections.clientFor(apiKey, submission.stage, 2_000) : fallback!.client);
  if (checked.verdict === 'wrong_stage')
    return {
      ok: false,
      errors: { [SETUP_BLOCKS.stage]: t.t('setup.errorWrongStage', { stage: submission.stage }) },
    };
  if (checked.verdict === 'refused') return { ok: false, errors: { [SETUP_BLOCKS.apiKey]: t.t('setup.errorKeyRefused') } };
  if (checked.verdict === 'unreachable')
    return {
      ok: false,
      errors: { [SETUP_BLOCKS.apiKey]: t.t('setup.errorUnreachable') },
    };
  await workspaces.update(w, {
    ...(submission.apiKey ? { apiKey: submission.apiKey } : {}),
    stage: submission.stage,
    ...(submission.feedChannel ? { feedChannel: submission.feedChannel } : { feedChannel: undefined }),
    admins: submission.admins,
    teamMap: teamMap.value,
    managerField: submission.managerField,
    syncGuests: submission.syncGuests,
    threadReplies: submission.threadReplies,
    updatedBy: adminId,
  });
  return { ok: true };
}

/** What the admin is told after saving: a key they just entered, the workspace's own key kept, or the app's default. */
export function setupSavedView(t: Translator, connection: { stage: Stage; keyLast4: string; source: 'workspace' | 'default' }, keyEntered: boolean): ModalView {
  const values = { stage: connection.stage, last4: connection.keyLast4 };
  const said =
    connection.source === 'default' ? t.t('setup.savedDefaultKey', values) : keyEntered ? t.t('setup.savedConnected', values) : t.t('setup.savedKept', values);
  return { type: 'modal', title: plain(t.t('setup.modalTitle'), 24), close: plain(t.t('setup.done'), 24), blocks: [section(said)] };
}
