// The "Weekly digest" step of `/kudos setup`: a form pushed over the setup form (on or off, weekday, hour, channel),
// and the parser of its submission.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { DigestSettings } from '../../store/digest-settings.js';
import { context, plain, section } from '../../ui/blocks.js';
import { WEEKDAYS, whenLabel } from './schedule.js';

export const DIGEST_BLOCKS = { enabled: 'digest_enabled', weekday: 'digest_weekday', hour: 'digest_hour', channel: 'digest_channel' } as const;

const option = (text: string, value: string): PlainTextOption => ({ text: plain(text), value });
const ON = option('Post the weekly digest', 'on');
const DAYS = WEEKDAYS.map((day, i) => option(day, String(i + 1)));
const HOURS = Array.from({ length: 24 }, (_, h) => option(`${String(h).padStart(2, '0')}:00`, String(h)));

export function digestSettingsModal(callbackId: string, settings: DigestSettings, timeZone: string): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain('Weekly digest', 24),
    submit: plain('Save', 24),
    close: plain('Back', 24),
    blocks: [
      section(
        'Once a week: the kudos count and coins, who received most, the values most given, three highlighted kudos, and a nudge to people with coins left. Private kudos never appear.',
      ),
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.enabled,
        optional: true,
        label: plain('On or off'),
        element: { type: 'checkboxes', action_id: 'value', options: [ON], ...(settings.enabled ? { initial_options: [ON] } : {}) },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.weekday,
        label: plain('Day'),
        element: { type: 'static_select', action_id: 'value', options: DAYS, initial_option: DAYS[settings.weekday - 1]! },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.hour,
        label: plain('Hour'),
        hint: plain(`On the workspace’s clock (${timeZone}, set in Giving rules).`),
        element: { type: 'static_select', action_id: 'value', options: HOURS, initial_option: HOURS[settings.hour]! },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.channel,
        optional: true,
        label: plain('Channel'),
        hint: plain('Empty: the feed channel.'),
        element: {
          type: 'conversations_select',
          action_id: 'value',
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          ...(settings.channel ? { initial_conversation: settings.channel } : {}),
        },
      },
      context(
        `Now: ${settings.enabled ? whenLabel(settings, timeZone) : 'off'}. A digest missed while the app was down is posted when it starts, if still the same week. See it with \`/kudos digest preview\`.`,
      ),
    ],
  };
}

const stateSchema = z.object({
  [DIGEST_BLOCKS.enabled]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
  [DIGEST_BLOCKS.weekday]: z.object({ value: z.object({ selected_option: z.object({ value: z.string() }).nullish() }) }),
  [DIGEST_BLOCKS.hour]: z.object({ value: z.object({ selected_option: z.object({ value: z.string() }).nullish() }) }),
  [DIGEST_BLOCKS.channel]: z.object({ value: z.object({ selected_conversation: z.string().nullish() }) }).optional(),
});

/** The settings a submission asks for, or a sentence under the field that is wrong. */
export function parseDigestSettings(values: unknown): { ok: true; settings: DigestSettings } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [DIGEST_BLOCKS.weekday]: 'The form came back incomplete; close it and open Weekly digest again.' } };
  const s = state.data;
  const weekday = Number(s[DIGEST_BLOCKS.weekday].value.selected_option?.value);
  const hour = Number(s[DIGEST_BLOCKS.hour].value.selected_option?.value);
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return { ok: false, errors: { [DIGEST_BLOCKS.weekday]: 'Pick the day the digest is posted.' } };
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ok: false, errors: { [DIGEST_BLOCKS.hour]: 'Pick the hour the digest is posted.' } };
  const channel = s[DIGEST_BLOCKS.channel]?.value.selected_conversation ?? undefined;
  const enabled = (s[DIGEST_BLOCKS.enabled]?.value.selected_options ?? []).some((o) => o.value === 'on');
  return { ok: true, settings: { enabled, weekday, hour, ...(channel ? { channel } : {}) } };
}

/** What the form turns into once saved. */
export function digestSavedView(callbackId: string, summary: string): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain('Weekly digest', 24),
    close: plain('Done', 24),
    blocks: [section(`:white_check_mark: Saved. ${summary}`)],
  };
}
