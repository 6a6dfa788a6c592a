// Celebrations' forms: the person's own dates and opt-outs (`/kudos celebrate me`, App Home), the admins' CSV import
// and settings, and the parsers of their submissions (zod, a sentence under the field that is wrong).
import type { ModalView, PlainTextOption } from '@slack/types';
import { z } from 'zod';
import type { CelebrationSettings } from '../../store/celebration-settings.js';
import { MAX_CELEBRATION_COINS } from '../../store/celebration-settings.js';
import type { OptOuts, PersonDates } from '../../store/celebration-dates.js';
import { context, plain, section } from '../../ui/blocks.js';
import { wholeNumber, wholeNumberInput } from '../../ui/whole-number.js';
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
const option = (text: string, value: string): PlainTextOption => ({ text: plain(text), value });
const OPT_OUTS = [option('Don’t celebrate my birthday', 'birthday'), option('Don’t celebrate my work anniversary', 'anniversary')];
const HOURS = Array.from({ length: 24 }, (_, h) => option(`${String(h).padStart(2, '0')}:00`, String(h)));
const text = (block: string, label: string, value: string | undefined, extra: Record<string, unknown> = {}) => ({
  type: 'input' as const,
  block_id: block,
  optional: true,
  label: plain(label),
  element: { type: 'plain_text_input' as const, action_id: 'value', ...(value ? { initial_value: value } : {}), ...extra },
});

export function celebrateMeModal(callbackId: string, dates: PersonDates, optOuts: OptOuts): ModalView {
  const chosen = OPT_OUTS.filter((o) => optOuts[o.value as keyof OptOuts]);
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain('Your celebrations', 24),
    submit: plain('Save', 24),
    blocks: [
      section(
        'On your birthday and work anniversary Kudos posts a short note in the celebrations channel, at the set hour on your own clock. You are told the day before and can skip it.',
      ),
      {
        ...text(B.birthday, 'Birthday (MM-DD, no year)', dates.birthday, { placeholder: plain('03-14') }),
        hint: plain('Day and month only: the year is never asked for or stored.'),
      },
      { ...text(B.start, 'Work start date (YYYY-MM-DD)', dates.start, { placeholder: plain('2021-09-01') }) },
      {
        type: 'input',
        block_id: B.optOuts,
        optional: true,
        label: plain('Opt out'),
        element: { type: 'checkboxes', action_id: 'value', options: OPT_OUTS, ...(chosen.length ? { initial_options: chosen } : {}) },
      },
      context('An opt-out wins over anything an admin imports.'),
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

export function parseCelebrateMe(values: unknown, today: CalendarDate): { ok: true; birthday?: string; start?: string; optOuts: OptOuts } | Errors {
  const s = meState.safeParse(values);
  if (!s.success) return { ok: false, errors: { [B.birthday]: 'The form came back incomplete; open it again.' } };
  const b = s.data[B.birthday]?.value.value?.trim();
  const st = s.data[B.start]?.value.value?.trim();
  const birthday = b ? parseBirthday(b) : undefined;
  if (birthday && !birthday.ok) return { ok: false, errors: { [B.birthday]: birthday.problem } };
  const start = st ? parseStartDate(st, today) : undefined;
  if (start && !start.ok) return { ok: false, errors: { [B.start]: start.problem } };
  const outs = new Set((s.data[B.optOuts]?.value.selected_options ?? []).map((o) => o.value));
  return {
    ok: true,
    ...(birthday?.ok ? { birthday: monthDayText(birthday.value) } : {}),
    ...(start?.ok ? { start: dateText(start.value) } : {}),
    optOuts: { birthday: outs.has('birthday'), anniversary: outs.has('anniversary') },
  };
}

export function importModal(callbackId: string): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain('Import dates', 24),
    submit: plain('Import', 24),
    blocks: [
      section(
        `CSV, one person a line: \`e-mail,birthday,start date\` — birthday as MM-DD (no year), start date as YYYY-MM-DD; either may be empty. A header line is skipped. Each line with a problem is reported; the others are saved. People’s opt-outs always win.`,
      ),
      {
        type: 'input',
        block_id: B.file,
        optional: true,
        label: plain('Upload a .csv file'),
        hint: plain(`Up to ${MAX_IMPORT_LINES.toLocaleString('en')} lines.`),
        element: { type: 'file_input', action_id: 'value', filetypes: ['csv'], max_files: 1 },
      },
      {
        type: 'input',
        block_id: B.csv,
        optional: true,
        label: plain('Or paste a few lines'),
        hint: plain(`Slack takes ${PASTE_MAX_CHARS.toLocaleString('en')} characters here, about 80 lines; upload a file for more.`),
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

/** What the admin gave the import: pasted text or one uploaded file, never both. */
export function importInput(values: unknown): { csv: string } | { fileId: string } | Errors {
  const s = importState.safeParse(values);
  const csv = s.data?.[B.csv]?.value.value?.trim() ?? '';
  const fileId = s.data?.[B.file]?.value.files?.[0]?.id;
  if (fileId && csv) return { ok: false, errors: { [B.csv]: 'Paste lines or upload a file, not both: empty this field to import the file.' } };
  if (fileId) return { fileId };
  if (csv) return { csv };
  return { ok: false, errors: { [B.file]: 'Upload a .csv file or paste lines below.' } };
}

export function settingsModal(callbackId: string, s: CelebrationSettings): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain('Celebrations', 24),
    submit: plain('Save', 24),
    blocks: [
      {
        type: 'input',
        block_id: B.channel,
        optional: true,
        label: plain('Celebrations channel'),
        hint: plain('Empty: nothing is posted.'),
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
        label: plain('Hour'),
        hint: plain('On each celebrated person’s own clock (their Slack time zone).'),
        element: { type: 'static_select', action_id: 'value', options: HOURS, initial_option: HOURS[s.hour]! },
      },
      text(B.company, 'Company name in anniversary posts', s.companyName, { placeholder: plain('Empty: the Slack workspace’s name') }),
      wholeNumberInput(B.birthdayCoins, 'Birthday coins from the company', s.birthdayCoins, { min: 0, max: MAX_CELEBRATION_COINS }),
      wholeNumberInput(B.anniversaryCoins, 'Anniversary coins from the company', s.anniversaryCoins, { min: 0, max: MAX_CELEBRATION_COINS }),
      context(`Coins are the company’s, never taken from anyone’s allowance; 0 gives none (at most ${MAX_CELEBRATION_COINS} each).`),
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

export function parseSettings(values: unknown, before: CelebrationSettings): { ok: true; settings: CelebrationSettings } | Errors {
  const s = settingsState.safeParse(values);
  if (!s.success) return { ok: false, errors: { [B.hour]: 'The form came back incomplete; open it again.' } };
  const hour = Number(s.data[B.hour].value.selected_option?.value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ok: false, errors: { [B.hour]: 'Pick the hour posts go out.' } };
  const birthdayCoins = wholeNumber(s.data[B.birthdayCoins]?.value.value, 0, MAX_CELEBRATION_COINS);
  const anniversaryCoins = wholeNumber(s.data[B.anniversaryCoins]?.value.value, 0, MAX_CELEBRATION_COINS);
  const coinsProblem = (what: string) => `${what} coins: a whole number from 0 to ${MAX_CELEBRATION_COINS}, in digits only.`;
  if (birthdayCoins === undefined || anniversaryCoins === undefined) {
    return {
      ok: false,
      errors: {
        ...(birthdayCoins === undefined ? { [B.birthdayCoins]: coinsProblem('Birthday') } : {}),
        ...(anniversaryCoins === undefined ? { [B.anniversaryCoins]: coinsProblem('Anniversary') } : {}),
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
export const importingView = (callbackId: string): ModalView =>
  savedView(callbackId, 'Import dates', [
    section(
      ':hourglass_flowing_sand: Importing… each line is checked and each e-mail looked up in Slack; a long file takes a while. The outcome will show here.',
    ),
  ]);

export const savedView = (callbackId: string, title: string, blocks: ModalView['blocks']): ModalView => ({
  type: 'modal',
  callback_id: callbackId,
  title: plain(title, 24),
  close: plain('Done', 24),
  blocks,
});
