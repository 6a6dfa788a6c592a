// The admins' values editor: one line per value (`#ownership :muscle: Ownership — We finish what we start`), read
// back with zod; a line it can't read is named in the form, and nothing is saved until every line reads.
import type { ModalView } from '@slack/types';
import { z } from 'zod';
import { type CompanyValue, VALUES_MAX, companyValueSchema, normalHashtag } from '../../store/values.js';
import { context, plain } from '../../ui/blocks.js';
import { shortcodeOf } from '../../ui/emoji.js';
import { VIEWS } from '../../ui/ids.js';

export const VALUES_VIEW = VIEWS.values;
export const VALUES_BLOCK = 'values';

export const LINE_FORMAT = '`#hashtag :emoji: Name — one-line description`';
const EXAMPLE = '#ownership :muscle: Ownership — We finish what we start';

export const valueLine = (v: CompanyValue) => `#${v.hashtag} :${v.emoji}: ${v.name} — ${v.description}`;

export function valuesEditor(values: CompanyValue[]): ModalView {
  const text = values.map(valueLine).join('\n');
  return {
    type: 'modal',
    callback_id: VALUES_VIEW,
    title: plain('Company values', 24),
    submit: plain('Save values', 24),
    close: plain('Cancel', 24),
    blocks: [
      context(
        `Up to ${VALUES_MAX} values, one per line: ${LINE_FORMAT}. People tag kudos with the hashtag; custom emoji work too. Leave it empty to have no values.`,
      ),
      {
        type: 'input',
        block_id: VALUES_BLOCK,
        optional: true,
        label: plain('Values'),
        element: {
          type: 'plain_text_input',
          action_id: 'text',
          multiline: true,
          max_length: 3000,
          placeholder: plain(EXAMPLE),
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
function parseLine(line: string, n: number): CompanyValue | string {
  const m = LINE.exec(line);
  if (!m) return `Line ${n} doesn’t read as ${LINE_FORMAT}, e.g. “${EXAMPLE}”.`;
  const parsed = companyValueSchema.safeParse({ hashtag: normalHashtag(m[1]!), emoji: emojiName(m[2]!), name: m[3], description: m[4] });
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'value');
  const why: Record<string, string> = {
    hashtag: 'the hashtag takes letters and digits (of any language, accents too), - and _, up to 30, a letter or digit first',
    emoji: 'the emoji is one emoji, or its name between colons, like :muscle:',
    name: 'the name is up to 40 characters',
    description: 'the description is one line of up to 150 characters',
  };
  return `Line ${n}: ${why[field] ?? 'it can’t be read'}.`;
}

const stateSchema = z.object({ [VALUES_BLOCK]: z.object({ text: z.object({ value: z.string().nullish() }) }) });

export function parseValues(state: unknown): { ok: true; values: CompanyValue[] } | { ok: false; error: string } {
  const s = stateSchema.safeParse(state);
  if (!s.success) return { ok: false, error: 'This form is out of date. Close it and open it again.' };
  const lines = (s.data[VALUES_BLOCK].text.value ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > VALUES_MAX) return { ok: false, error: `At most ${VALUES_MAX} values: this has ${lines.length} lines.` };
  const values: CompanyValue[] = [];
  for (const [i, line] of lines.entries()) {
    const value = parseLine(line, i + 1);
    if (typeof value === 'string') return { ok: false, error: value };
    if (values.some((v) => v.hashtag === value.hashtag)) return { ok: false, error: `Line ${i + 1}: #${value.hashtag} is already used by another value.` };
    values.push(value);
  }
  return { ok: true, values };
}
