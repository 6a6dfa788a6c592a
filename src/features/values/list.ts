// `/kudos values`: the company's values with their descriptions, and how to tag kudos with one.
import type { CompanyValue } from '../../store/values.js';
import { type Blocks, context, escapeText, section } from '../../ui/blocks.js';
import type { ReplyMessage } from '../../slack/feature.js';
import { valueLabel } from './tags.js';

export function valuesMessage(values: CompanyValue[], isAdmin: boolean): ReplyMessage {
  const edit = isAdmin ? ' Change them with `/kudos values edit`.' : '';
  if (values.length === 0) return { text: `This workspace has no company values yet.${isAdmin ? edit : ' An admin can add them.'}` };
  const lines = values.map((v) => `${valueLabel(v)} \`#${v.hashtag}\` — ${escapeText(v.description)}`);
  const blocks: Blocks = [
    section(`*Our values*\n${lines.join('\n')}`),
    context(`Tag kudos with a value: \`/kudos @ana.lima 10 for #${values[0]!.hashtag} of the launch\`, or pick it in the form.${edit}`),
  ];
  return { text: `Our values: ${values.map((v) => escapeText(v.name)).join(', ')}`, blocks };
}
