// App Home's language part: which language Kudos speaks to the person, and a menu to choose another or to follow
// Slack's again. Pure.
import type { KnownBlock, PlainTextOption } from '@slack/types';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locales.js';
import type { Translator } from '../../i18n/translator.js';
import { plain, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

/** The menu's value for "follow Slack's language" (no choice stored). */
export const AUTOMATIC = 'auto';

/** `chosen`: the person's own choice, undefined when Kudos follows what Slack says. */
export function languageBlocks(t: Translator, chosen: Locale | undefined): KnownBlock[] {
  const automatic: PlainTextOption = { text: plain(t.t('language.automatic'), 75), value: AUTOMATIC };
  const options: PlainTextOption[] = [automatic, ...LOCALES.map((l) => ({ text: plain(LOCALE_NAMES[l], 75), value: l }))];
  return [
    section(`${t.t('language.heading')}\n${t.t('language.explain', { name: t.languageName(t.locale) })}`, {
      accessory: {
        type: 'static_select',
        action_id: ACTIONS.chooseLanguage,
        placeholder: plain(t.t('language.placeholder'), 150),
        options,
        initial_option: options.find((o) => o.value === (chosen ?? AUTOMATIC))!,
      },
    }),
  ];
}
