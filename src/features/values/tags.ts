// Finds company values in a reason: the tag travels in the reason text (`… #ownership …`), so anything read back from
// the service (a kudos given elsewhere included) is tagged the same way. A hashtag that is no value is just text.
import { type CompanyValue, hashtagsIn } from '../../store/values.js';
import { escapeText } from '../../ui/blocks.js';

/** The values a reason names, in the company's order, each once. */
export function valuesIn(text: string, values: CompanyValue[]): CompanyValue[] {
  const named = new Set(hashtagsIn(text));
  return values.filter((v) => named.has(v.hashtag));
}

/** How a value is shown in mrkdwn: `:muscle: Ownership`; its name as typed (`Care & <b>kindness</b>`), never markup or a mention. */
export const valueLabel = (v: CompanyValue) => `:${v.emoji}: ${escapeText(v.name)}`;

/** The reason with the picked hashtags added at the end, unless it names them already. */
export function withTags(reason: string, hashtags: string[]): string {
  const present = new Set(hashtagsIn(reason));
  const missing = hashtags.filter((h) => !present.has(h)).map((h) => `#${h}`);
  return missing.length ? `${reason} ${missing.join(' ')}` : reason;
}
