// The "Weekly digest" step of `/kudos setup`: a form pushed over the setup form (on or off, weekday, hour, channel),
// and the parser of its submission.
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { DigestSettings } from '../../store/digest-settings.js';
import { context, plain, section } from '../../ui/blocks.js';
import type { Translator } from '../../i18n/translator.js';
import { whenLabel } from './schedule.js';

export const DIGEST_BLOCKS = { enabled: 'digest_enabled', weekday: 'digest_weekday', hour: 'digest_hour', channel: 'digest_channel' } as const;

const option = (text: string, value: string): PlainTextOption => ({ text: plain(text, 75), value });

export function digestSettingsModal(t: Translator, callbackId: string, settings: DigestSettings, timeZone: string): ModalView {
  const on = option(t.t('digest.settingsOn'), 'on');
  const days = Array.from({ length: 7 }, (_, i) => option(t.weekday(i + 1), String(i + 1)));
  const hours = Array.from({ length: 24 }, (_, h) => option(t.hour(h), String(h)));
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(t.t('digest.settingsTitle'), 24),
    submit: plain(t.t('digest.save'), 24),
    close: plain(t.t('digest.back'), 24),
    blocks: [
      section(t.t('digest.settingsIntro')),
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.enabled,
        optional: true,
        label: plain(t.t('digest.settingsOnLabel')),
        element: { type: 'checkboxes', action_id: 'value', options: [on], ...(settings.enabled ? { initial_options: [on] } : {}) },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.weekday,
        label: plain(t.t('digest.settingsDay')),
        element: { type: 'static_select', action_id: 'value', options: days, initial_option: days[settings.weekday - 1]! },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.hour,
        label: plain(t.t('digest.settingsHour')),
        hint: plain(t.t('digest.settingsHourHint', { timeZone })),
        element: { type: 'static_select', action_id: 'value', options: hours, initial_option: hours[settings.hour]! },
      },
      {
        type: 'input',
        block_id: DIGEST_BLOCKS.channel,
        optional: true,
        label: plain(t.t('digest.settingsChannel')),
        hint: plain(t.t('digest.settingsChannelHint')),
        element: {
          type: 'conversations_select',
          action_id: 'value',
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          ...(settings.channel ? { initial_conversation: settings.channel } : {}),
        },
      },
      context(settings.enabled ? t.t('digest.settingsNow', { when: whenLabel(t, settings, timeZone) }) : t.t('digest.settingsNowOff')),
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
export function parseDigestSettings(t: Translator, values: unknown): { ok: true; settings: DigestSettings } | { ok: false; errors: Record<string, string> } {
  const state = stateSchema.safeParse(values);
  if (!state.success) return { ok: false, errors: { [DIGEST_BLOCKS.weekday]: t.t('digest.formIncomplete') } };
  const s = state.data;
  const weekday = Number(s[DIGEST_BLOCKS.weekday].value.selected_option?.value);
  const hour = Number(s[DIGEST_BLOCKS.hour].value.selected_option?.value);
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) return { ok: false, errors: { [DIGEST_BLOCKS.weekday]: t.t('digest.pickDay') } };
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ok: false, errors: { [DIGEST_BLOCKS.hour]: t.t('digest.pickHour') } };
  const channel = s[DIGEST_BLOCKS.channel]?.value.selected_conversation ?? undefined;
  const enabled = (s[DIGEST_BLOCKS.enabled]?.value.selected_options ?? []).some((o) => o.value === 'on');
  return { ok: true, settings: { enabled, weekday, hour, ...(channel ? { channel } : {}) } };
}

/** What the form turns into once saved. */
export function digestSavedView(t: Translator, callbackId: string, summary: string): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(t.t('digest.settingsTitle'), 24),
    close: plain(t.t('digest.done'), 24),
    blocks: [section(summary)],
  };
}
