// Workspace setup (admins): the modal, its parsing, and the live check of key and stage before anything is saved.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { Stage } from '../../engagement-client/index.js';
import type { WorkspaceRef, WorkspaceSettings, WorkspaceStore } from '../../store/workspaces.js';
import { actions, button, context, plain, section } from '../../ui/blocks.js';
import { GIVING_IDS } from '../giving/rules-modal.js';
import { type Connections, UnreadableKeyError, probe } from '../../engagement/connections.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import type { Usergroup } from '../../directory/usergroups.js';
import { type SettingsScope, scopeInput } from './scope.js';

export const SETUP_BLOCKS = {
  apiKey: 'api_key',
  stage: 'stage',
  feed: 'feed_channel',
  threads: 'feed_threads',
  admins: 'admins',
  teamMap: 'team_map',
  guests: 'sync_guests',
  managerField: 'manager_field',
} as const;

const stageOption = (stage: Stage): PlainTextOption => ({
  text: plain(stage === 'prod' ? 'prod — production' : 'dev — development'),
  value: stage,
});

/** The app's default key (ENGAGEMENT_API_KEY) a workspace without its own key runs on, as setup may show it. */
export type DefaultKey = { stage: Stage; keyLast4: string };

/** What the key field says: keep the saved key, enter it again (it can't be read), keep the default, or enter the first. */
function keyHint(current: WorkspaceSettings, defaultKey?: DefaultKey): { optional: boolean; hint: string } {
  if (current.keyUnreadable) return { optional: false, hint: "The saved key can't be read with the current ENCRYPTION_KEY: enter it again." };
  if (current.keyLast4) return { optional: true, hint: `Leave empty to keep the saved key ending in …${current.keyLast4}.` };
  if (defaultKey) return { optional: true, hint: `Leave empty to keep using the app's default key (…${defaultKey.keyLast4}, ${defaultKey.stage} stage).` };
  return { optional: false, hint: 'From the integrations page of the engagement web app (developer access).' };
}

function keyInput(current: WorkspaceSettings, defaultKey?: DefaultKey) {
  const key = keyHint(current, defaultKey);
  return {
    type: 'input' as const,
    block_id: SETUP_BLOCKS.apiKey,
    optional: key.optional,
    label: plain('API key'),
    hint: plain(key.hint),
    element: { type: 'plain_text_input' as const, action_id: 'value', placeholder: plain('Paste the key') },
  };
}

const THREAD_OPTION = { text: plain('Post kudos as replies in one daily thread'), value: 'threads' };

/** Where shared kudos go: the feed channel, and whether they go as replies in one daily thread there. */
function feedInputs(current: WorkspaceSettings): ModalView['blocks'] {
  return [
    {
      type: 'input',
      block_id: SETUP_BLOCKS.feed,
      optional: true,
      label: plain('Feed channel'),
      hint: plain('Shared kudos are posted here. Empty: in the channel where they were given.'),
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
      label: plain('Feed posts'),
      hint: plain('Keeps channels quiet: the first kudos of the day starts a thread, the day’s kudos are its replies.'),
      element: { type: 'checkboxes', action_id: 'value', options: [THREAD_OPTION], ...(current.threadReplies ? { initial_options: [THREAD_OPTION] } : {}) },
    },
  ];
}

/** `scope`: on an org-wide install, whose settings these are now (the org's or this workspace's own). */
export function setupModal(current: WorkspaceSettings, defaultStage: Stage, defaultKey?: DefaultKey, scope?: SettingsScope): ModalView {
  const stage = current.stage ?? defaultStage;
  return {
    type: 'modal',
    callback_id: VIEWS.setup,
    title: plain('Workspace setup', 24),
    submit: plain('Check and save', 24),
    close: plain('Cancel', 24),
    blocks: [
      ...(current.keyUnreadable ? [section(`:warning: ${new UnreadableKeyError().message}`)] : []),
      section(
        'Connect this workspace to the engagement service. The key is checked against the stage before it is saved, stored encrypted, and never shown again.',
      ),
      ...(scope ? [scopeInput(scope)] : []),
      keyInput(current, defaultKey),
      {
        type: 'input',
        block_id: SETUP_BLOCKS.stage,
        label: plain('Stage'),
        element: { type: 'radio_buttons', action_id: 'value', options: [stageOption('prod'), stageOption('dev')], initial_option: stageOption(stage) },
      },
      ...feedInputs(current),
      {
        type: 'input',
        block_id: SETUP_BLOCKS.admins,
        optional: true,
        label: plain('Kudos admins'),
        hint: plain('Besides Slack workspace admins and owners, who may change this setup and link people.'),
        element: { type: 'multi_users_select', action_id: 'value', ...(current.admins.length ? { initial_users: current.admins } : {}) },
      },
      {
        type: 'input',
        block_id: SETUP_BLOCKS.teamMap,
        optional: true,
        label: plain('Teams: user group = team ID'),
        hint: plain('One per line, e.g. “@engineering = t100”. Lets presets cover teams and directory sync fill in teams.'),
        element: {
          type: 'plain_text_input',
          action_id: 'value',
          multiline: true,
          ...(current.teamMap.length ? { initial_value: current.teamMap.map((t) => `@${t.handle} = ${t.teamId}`).join('\n') } : {}),
        },
      },
      {
        type: 'input',
        block_id: SETUP_BLOCKS.managerField,
        optional: true,
        label: plain('Directory sync: manager profile field'),
        hint: plain('ID of the custom Slack profile field that names each person’s manager (a person field or an e-mail), e.g. Xf01AB2CD3.'),
        element: { type: 'plain_text_input', action_id: 'value', ...(current.managerField ? { initial_value: current.managerField } : {}) },
      },
      {
        type: 'input',
        block_id: SETUP_BLOCKS.guests,
        optional: true,
        label: plain('Directory sync: guests'),
        element: {
          type: 'checkboxes',
          action_id: 'value',
          options: [{ text: plain('Include guests (multi- and single-channel)'), value: 'guests' }],
          ...(current.syncGuests ? { initial_options: [{ text: plain('Include guests (multi- and single-channel)'), value: 'guests' }] } : {}),
        },
      },
      actions([button('Giving rules…', GIVING_IDS.openRules), button('Weekly digest…', ACTIONS.setupDigest)]),
      context(
        'Only the last 4 characters of the key are ever displayed. *Giving rules*: allowance, period, time zone, per-kudos maximum. *Weekly digest*: on or off, day, hour, channel.',
      ),
    ],
  };
}

const setupStateSchema = z.object({
  [SETUP_BLOCKS.apiKey]: z.object({ value: z.object({ value: z.string().nullish() }) }),
  [SETUP_BLOCKS.stage]: z.object({ value: z.object({ selected_option: z.object({ value: z.enum(['prod', 'dev']) }).nullish() }) }),
  [SETUP_BLOCKS.feed]: z.object({ value: z.object({ selected_conversation: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.threads]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
  [SETUP_BLOCKS.admins]: z.object({ value: z.object({ selected_users: z.array(z.string()).nullish() }) }).optional(),
  [SETUP_BLOCKS.teamMap]: z.object({ value: z.object({ value: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.managerField]: z.object({ value: z.object({ value: z.string().nullish() }) }).optional(),
  [SETUP_BLOCKS.guests]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

export type SetupSubmission = {
  apiKey?: string;
  stage: Stage;
  feedChannel?: string;
  admins: string[];
  teamMapText: string;
  managerField?: string;
  syncGuests: boolean;
  threadReplies: boolean;
};

export function parseSetupSubmission(values: unknown): { ok: true; value: SetupSubmission } | { ok: false; errors: Record<string, string> } {
  const parsed = setupStateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: { [SETUP_BLOCKS.stage]: 'This form is out of date. Close it and open it again.' } };
  const s = parsed.data;
  const stage = s[SETUP_BLOCKS.stage].value.selected_option?.value;
  if (!stage) return { ok: false, errors: { [SETUP_BLOCKS.stage]: 'Choose prod or dev.' } };
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
      teamMapText,
      ...(managerField ? { managerField } : {}),
      syncGuests,
      threadReplies,
    },
  };
}

/** "@engineering = t100" lines into mappings of known user groups; an unknown handle or a bad line is an error. */
export function parseTeamMap(text: string, usergroups: Usergroup[]): { ok: true; value: WorkspaceSettings['teamMap'] } | { ok: false; error: string } {
  const value: WorkspaceSettings['teamMap'] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^@?([\w.-]+)\s*(?:=|->|→|:)\s*(\S+)$/.exec(line);
    if (!match) return { ok: false, error: `“${line}” should look like “@engineering = t100”.` };
    const group = usergroups.find((g) => g.handle.toLowerCase() === match[1]!.toLowerCase());
    if (!group) return { ok: false, error: `There is no user group @${match[1]} in this workspace.` };
    value.push({ usergroupId: group.id, handle: group.handle, name: group.name, teamId: match[2]! });
  }
  return { ok: true, value };
}

/** Checks the key on the chosen stage with a cheap read; errors are keyed by block_id, ready for `response_action: errors`. */
export async function checkAndSave(
  connections: Connections,
  workspaces: WorkspaceStore,
  w: WorkspaceRef,
  adminId: string,
  submission: SetupSubmission,
  usergroups: Usergroup[],
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  const teamMap = parseTeamMap(submission.teamMapText, usergroups);
  if (!teamMap.ok) return { ok: false, errors: { [SETUP_BLOCKS.teamMap]: teamMap.error } };
  const current = await workspaces.get(w);
  const apiKey = submission.apiKey ?? current.apiKey;
  // No key of its own: the app's default key, unless a stored key can't be read (then it must be entered again).
  const fallback = apiKey ? undefined : await connections.forWorkspace(w).catch(() => undefined);
  if (!apiKey && !fallback)
    return {
      ok: false,
      errors: {
        [SETUP_BLOCKS.apiKey]: current.keyUnreadable ? 'The saved key can’t be read with the current ENCRYPTION_KEY: enter it again.' : 'Enter the API key.',
      },
    };
  if (fallback && fallback.stage !== submission.stage)
    return {
      ok: false,
      errors: {
        [SETUP_BLOCKS.stage]: `The app's default key is for the ${fallback.stage} stage. Choose ${fallback.stage}, or enter a key issued for ${submission.stage}.`,
      },
    };
  const checked = await probe(apiKey ? connections.clientFor(apiKey, submission.stage, 2_000) : fallback!.client);
  if (checked.verdict === 'wrong_stage')
    return {
      ok: false,
      errors: { [SETUP_BLOCKS.stage]: `This key belongs to the other stage, not ${submission.stage}. Choose the stage the key was issued for.` },
    };
  if (checked.verdict === 'refused')
    return { ok: false, errors: { [SETUP_BLOCKS.apiKey]: 'The engagement service did not accept this key. Check it and paste it again.' } };
  if (checked.verdict === 'unreachable')
    return {
      ok: false,
      errors: { [SETUP_BLOCKS.apiKey]: 'I couldn’t reach the engagement service to check the key. Nothing was saved; try again in a minute.' },
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
export function setupSavedView(connection: { stage: Stage; keyLast4: string; source: 'workspace' | 'default' }, keyEntered: boolean): ModalView {
  const { stage, keyLast4 } = connection;
  const said =
    connection.source === 'default'
      ? `:white_check_mark: Settings saved. This workspace runs on the app’s default key for the *${stage}* stage (…${keyLast4}); enter a key of its own in \`/kudos setup\` any time.`
      : keyEntered
        ? `:white_check_mark: Connected to the *${stage}* stage with the key ending in …${keyLast4}. Everyone in this workspace can now give kudos.`
        : `:white_check_mark: Settings saved. Still connected to the *${stage}* stage with the key ending in …${keyLast4}.`;
  return { type: 'modal', title: plain('Workspace setup', 24), close: plain('Done', 24), blocks: [section(said)] };
}
