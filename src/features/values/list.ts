// `/kudos values`: the company's values with their descriptions, and how to tag kudos with one. The values are the
// admins' own words (data); the sentences around them are in the reader's.
import type { Translator } from '../../i18n/translator.js';
import type { CompanyValue } from '../../store/values.js';
import { type Blocks, context, escapeText, section } from '../../ui/blocks.js';
import type { ReplyMessage } from '../../slack/feature.js';
import { valueLabel } from './tags.js';

export function valuesMessage(t: Translator, values: CompanyValue[], isAdmin: boolean): ReplyMessage {
  const admin = isAdmin ? 'yes' : 'no';
  if (values.length === 0) return { text: t.t('values.listNone', { admin }) };
  const lines = values.map((v) => `${valueLabel(v)} \`#${v.hashtag}\` — ${escapeText(v.description)}`);
  const blocks: Blocks = [
    section(t.t('values.listTitle', { lines: lines.join('\n') })),
    context(t.t('values.listHowTo', { hashtag: values[0]!.hashtag, admin })),
  ];
  return { text: t.t('values.listText', { names: values.map((v) => escapeText(v.name)).join(', ') }), blocks };
}
