// Celebrations' forms: the person's own dates and opt-outs (`/kudos celebrate me`, App Home), the admins' CSV import
// and settings, and the parsers of their submissions (zod, a sentence under the field that is wrong).
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { CelebrationSettings } from '../../store/celebration-settings.js';
import { MAX_CELEBRATION_COINS } from '../../store/celebration-settings.js';
import type { OptOuts, PersonDates } from '../../store/celebration-dates.js';
import { context, plain, section } from '../../ui/blocks.js';
import { wholeNumber, wholeNumberInput } from '../../ui/whole-number.js';
import { type Translator, translatorFor, translatorOf } from '../../i18n/translator.js';
import { type CalendarDate, dateText, monthDayText, parseBirthday, parseStartDate } from './dates.js';
import { MAX_IMPORT_LINES } from './import-csv.js';

/** Slack's cap on a plain_text_input (and so on a paste): about 80 lines of e-mail and two dates. */
const PASTE_MAX_CHARS = 3000;

export const CELEBRATE_BLOCKS = {
  birthday: 'celebrate_birthday',
  start: 'celebrate_start',
  optOuts: 'celebrate_opt_outs',
  csv: 'celebrate_csv',
  file: 'celebrate_file',
  channel: 'celebrate_channel',
  hour: 'celebrate_hour',
  company: 'celebrate_company',
  birthdayCoins: 'celebrate_birthday_coins',
  anniversaryCoins: 'celebrate_anniversary_coins',
} as const;
const B = CELEBRATE_BLOCKS;
const option = (text: string, value: string): PlainTextOption => ({ text: plain(text, 75), value });
const optOutOptions = (t: Translator) => [option(t.t('celebrations.optOutBirthday'), 'birthday'), option(t.t('celebrations.optOutAnniversary'), 'anniversary')];
const hourOptions = (t: Translator) => Array.from({ length: 24 }, (_, h) => option(t.hour(h), String(h)));
const text = (block: string, label: string, value: string | undefined, extra: Record<string, unknown> = {}) => ({
  type: 'input' as const,
  block_id: block,
  optional: true,
  label: plain(label),
  element: { type: 'plain_text_input' as const, action_id: 'value', ...(value ? { initial_value: value } : {}), ...extra },
});

export function celebrateMeModal(t: Translator, callbackId: string, dates: PersonDates, optOuts: OptOuts): ModalView {
  const options = optOutOptions(t);
  const chosen = options.filter((o) => optOuts[o.value as keyof OptOuts]);
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(t.t('celebrations.mineTitle'), 24),
    submit: plain(t.t('celebrations.save'), 24),
    blocks: [
      section(t.t('celebrations.mineIntro')),
      {
        ...text(B.birthday, t.t('celebrations.birthdayLabel'), dates.birthday, { placeholder: plain('03-14') }),
        hint: plain(t.t('celebrations.birthdayHint')),
      },
      { ...text(B.start, t.t('celebrations.startLabel'), dates.start, { placeholder: plain('2021-09-01') }) },
      {
        type: 'input',
        block_id: B.optOuts,
        optional: true,
        label: plain(t.t('celebrations.optOutLabel')),
        element: { type: 'checkboxes', action_id: 'value', options, ...(chosen.length ? { initial_options: chosen } : {}) },
      },
      context(t.t('celebrations.optOutWins')),
    ],
  };
}

const textState = z.object({ value: z.object({ value: z.string().nullish() }) }).optional();
const meState = z.object({
  [B.birthday]: textState,
  [B.start]: textState,
  [B.optOuts]: z.object({ value: z.object({ selected_options: z.array(z.object({ value: z.string() })).nullish() }) }).optional(),
});

export type Errors = { ok: false; errors: Record<string, string> };

export function parseCelebrateMe(
  t: Translator,
  values: unknown,
  today: CalendarDate,
): { ok: true; birthday?: string; start?: string; optOuts: OptOuts } | Errors {
  const s = meState.safeParse(values);
  if (!s.success) return { ok: false, errors: { [B.birthday]: t.t('celebrations.formIncomplete') } };
  const b = s.data[B.birthday]?.value.value?.trim();
  const st = s.data[B.start]?.value.value?.trim();
  const birthday = b ? parseBirthday(b) : undefined;
  if (birthday && !birthday.ok) return { ok: false, errors: { [B.birthday]: t.said(birthday.problem) } };
  const start = st ? parseStartDate(st, today) : undefined;
  if (start && !start.ok) return { ok: false, errors: { [B.start]: t.said(start.problem) } };
  const outs = new Set((s.data[B.optOuts]?.value.selected_options ?? []).map((o) => o.value));
  return {
    ok: true,
    ...(birthday?.ok ? { birthday: monthDayText(birthday.value) } : {}),
    ...(start?.ok ? { start: dateText(start.value) } : {}),
    optOuts: { birthday: outs.has('birthday'), anniversary: outs.has('anniversary') },
  };
}

/** The import modal carries its reader's language (private_metadata), so the "Importing…" view acked at once, before
 *  any store is read, is in their words too. */
export function importModal(t: Translator, callbackId: string): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    private_metadata: JSON.stringify({ locale: t.locale }),
    title: plain(t.t('celebrations.importTitle'), 24),
    submit: plain(t.t('celebrations.importSubmit'), 24),
    blocks: [
      section(t.t('celebrations.importIntro')),
      {
        type: 'input',
        block_id: B.file,
        optional: true,
        label: plain(t.t('celebrations.importFileLabel')),
        hint: plain(t.t('celebrations.importFileHint', { max: t.number(MAX_IMPORT_LINES) })),
        element: { type: 'file_input', action_id: 'value', filetypes: ['csv'], max_files: 1 },
      },
      {
        type: 'input',
        block_id: B.csv,
        optional: true,
        label: plain(t.t('celebrations.importPasteLabel')),
        hint: plain(t.t('celebrations.importPasteHint', { max: t.number(PASTE_MAX_CHARS) })),
        element: {
          type: 'plain_text_input',
          action_id: 'value',
          multiline: true,
          max_length: PASTE_MAX_CHARS,
          placeholder: plain('ana@northwind.test,03-14,2021-09-01'),
        },
      },
    ],
  };
}

const importState = z.object({
  [B.csv]: textState,
  [B.file]: z.object({ value: z.object({ files: z.array(z.object({ id: z.string() })).nullish() }) }).optional(),
});

/** The language a modal was opened in (its private_metadata), English when it names none. */
export function modalWords(privateMetadata: string | undefined): Translator {
  try {
    const locale: unknown = JSON.parse(privateMetadata || '{}').locale;
    return translatorOf(locale);
  } catch {
    return translatorFor();
  }
}

/** What the admin gave the import: pasted text or one uploaded file, never both. */
export function importInput(t: Translator, values: unknown): { csv: string } | { fileId: string } | Errors {
  const s = importState.safeParse(values);
  const csv = s.data?.[B.csv]?.value.value?.trim() ?? '';
  const fileId = s.data?.[B.file]?.value.files?.[0]?.id;
  if (fileId && csv) return { ok: false, errors: { [B.csv]: t.t('celebrations.importBoth') } };
  if (fileId) return { fileId };
  if (csv) return { csv };
  return { ok: false, errors: { [B.file]: t.t('celebrations.importNothing') } };
}

export function settingsModal(t: Translator, callbackId: string, s: CelebrationSettings): ModalView {
  const hours = hourOptions(t);
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(t.t('celebrations.settingsTitle'), 24),
    submit: plain(t.t('celebrations.save'), 24),
    blocks: [
      {
        type: 'input',
        block_id: B.channel,
        optional: true,
        label: plain(t.t('celebrations.channelLabel')),
        hint: plain(t.t('celebrations.channelHint')),
        element: {
          type: 'conversations_select',
          action_id: 'value',
          filter: { include: ['public', 'private'], exclude_bot_users: true },
          ...(s.channel ? { initial_conversation: s.channel } : {}),
        },
      },
      {
        type: 'input',
        block_id: B.hour,
        label: plain(t.t('celebrations.hourLabel')),
        hint: plain(t.t('celebrations.hourHint')),
        element: { type: 'static_select', action_id: 'value', options: hours, initial_option: hours[s.hour]! },
      },
      text(B.company, t.t('celebrations.companyLabel'), s.companyName, { placeholder: plain(t.t('celebrations.companyPlaceholder'), 150) }),
      wholeNumberInput(B.birthdayCoins, t.t('celebrations.birthdayCoinsLabel'), s.birthdayCoins, { min: 0, max: MAX_CELEBRATION_COINS }),
      wholeNumberInput(B.anniversaryCoins, t.t('celebrations.anniversaryCoinsLabel'), s.anniversaryCoins, { min: 0, max: MAX_CELEBRATION_COINS }),
      context(t.t('celebrations.coinsNote', { max: t.number(MAX_CELEBRATION_COINS) })),
    ],
  };
}

const settingsState = z.object({
  [B.channel]: z.object({ value: z.object({ selected_conversation: z.string().nullish() }) }).optional(),
  [B.hour]: z.object({ value: z.object({ selected_option: z.object({ value: z.string() }).nullish() }) }),
  [B.company]: textState,
  [B.birthdayCoins]: textState,
  [B.anniversaryCoins]: textState,
});

export function parseSettings(t: Translator, values: unknown, before: CelebrationSettings): { ok: true; settings: CelebrationSettings } | Errors {
  const s = settingsState.safeParse(values);
  if (!s.success) return { ok: false, errors: { [B.hour]: t.t('celebrations.formIncomplete') } };
  const hour = Number(s.data[B.hour].value.selected_option?.value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ok: false, errors: { [B.hour]: t.t('celebrations.pickHour') } };
  const birthdayCoins = wholeNumber(s.data[B.birthdayCoins]?.value.value, 0, MAX_CELEBRATION_COINS);
  const anniversaryCoins = wholeNumber(s.data[B.anniversaryCoins]?.value.value, 0, MAX_CELEBRATION_COINS);
  const max = t.number(MAX_CELEBRATION_COINS);
  if (birthdayCoins === undefined || anniversaryCoins === undefined) {
    return {
      ok: false,
      errors: {
        ...(birthdayCoins === undefined ? { [B.birthdayCoins]: t.t('celebrations.coinsProblem', { kind: 'birthday', max }) } : {}),
        ...(anniversaryCoins === undefined ? { [B.anniversaryCoins]: t.t('celebrations.coinsProblem', { kind: 'anniversary', max }) } : {}),
      },
    };
  }
  const channel = s.data[B.channel]?.value.selected_conversation ?? undefined;
  const company = s.data[B.company]?.value.value?.trim().slice(0, 60);
  const { channel: _c, companyName: _n, ...rest } = before;
  return {
    ok: true,
    settings: { ...rest, hour, birthdayCoins, anniversaryCoins, ...(channel ? { channel } : {}), ...(company ? { companyName: company } : {}) },
  };
}

/** Acked at once for an import: reading the file and finding each e-mail's Slack user takes longer than Slack's 3 s. */
export const importingView = (t: Translator, callbackId: string): ModalView =>
  savedView(t, callbackId, t.t('celebrations.importTitle'), [section(t.t('celebrations.importing'))]);

export const savedView = (t: Translator, callbackId: string, title: string, blocks: ModalView['blocks']): ModalView => ({
  type: 'modal',
  callback_id: callbackId,
  title: plain(title, 24),
  close: plain(t.t('celebrations.done'), 24),
  blocks,
});
