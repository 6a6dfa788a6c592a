// The admins' values editor: one line per value (`#ownership :muscle: Ownership — We finish what we start`), read
// back with zod; a line it can't read is named in the form, and nothing is saved until every line reads. The values
// an admin types are data, never translated; the form around them is in the admin's words.
import type { ModalView } from '@slack/types';
import { z } from 'zod';
import type { Translator } from '../../i18n/translator.js';
import { type CompanyValue, VALUES_MAX, companyValueSchema, normalHashtag } from '../../store/values.js';
import { context, plain } from '../../ui/blocks.js';
import { shortcodeOf } from '../../ui/emoji.js';
import { VIEWS } from '../../ui/ids.js';

export const VALUES_VIEW = VIEWS.values;
export const VALUES_BLOCK = 'values';

export const valueLine = (v: CompanyValue) => `#${v.hashtag} :${v.emoji}: ${v.name} — ${v.description}`;

export function valuesEditor(t: Translator, values: CompanyValue[]): ModalView {
  const text = values.map(valueLine).join('\n');
  return {
    type: 'modal',
    callback_id: VALUES_VIEW,
    title: plain(t.t('values.editorTitle'), 24),
    submit: plain(t.t('values.editorSubmit'), 24),
    close: plain(t.t('values.cancel'), 24),
    blocks: [
      context(t.t('values.editorIntro', { max: t.number(VALUES_MAX), format: t.t('values.lineFormat') })),
      {
        type: 'input',
        block_id: VALUES_BLOCK,
        optional: true,
        label: plain(t.t('values.editorLabel')),
        element: {
          type: 'plain_text_input',
          action_id: 'text',
          multiline: true,
          max_length: 3000,
          placeholder: plain(t.t('values.lineExample')),
          ...(text ? { initial_value: text } : {}),
        },
      },
    ],
  };
}

const LINE = /^#([^\s]+)\s+(:[^\s:]+:|\S+)\s+(.+?)\s+[—–-]+\s+(.+)$/;

/** `:muscle:` as typed, or 💪 from the keyboard (its Slack shortcode); anything else is no emoji. */
const emojiName = (typed: string) => (/^:([^\s:]+):$/.exec(typed)?.[1] ?? shortcodeOf(typed) ?? '').toLowerCase();

/** One line, or the sentence saying what is wrong with it. */
function parseLine(t: Translator, line: string, n: number): CompanyValue | string {
  const m = LINE.exec(line);
  if (!m) return t.t('values.errorLine', { line: t.number(n), format: t.t('values.lineFormat'), example: t.t('values.lineExample') });
  const parsed = companyValueSchema.safeParse({ hashtag: normalHashtag(m[1]!), emoji: emojiName(m[2]!), name: m[3], description: m[4] });
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'value');
  return t.t('values.errorField', { line: t.number(n), field });
}

const stateSchema = z.object({ [VALUES_BLOCK]: z.object({ text: z.object({ value: z.string().nullish() }) }) });

export function parseValues(t: Translator, state: unknown): { ok: true; values: CompanyValue[] } | { ok: false; error: string } {
  const s = stateSchema.safeParse(state);
  if (!s.success) return { ok: false, error: t.t('values.errorFormOutdated') };
  const lines = (s.data[VALUES_BLOCK].text.value ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > VALUES_MAX) return { ok: false, error: t.t('values.errorTooMany', { max: t.number(VALUES_MAX), count: lines.length }) };
  const values: CompanyValue[] = [];
  for (const [i, line] of lines.entries()) {
    const value = parseLine(t, line, i + 1);
    if (typeof value === 'string') return { ok: false, error: value };
    if (values.some((v) => v.hashtag === value.hashtag))
      return { ok: false, error: t.t('values.errorDuplicate', { line: t.number(i + 1), hashtag: value.hashtag }) };
    values.push(value);
  }
  return { ok: true, values };
}
