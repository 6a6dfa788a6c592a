// The language Kudos speaks to a person: shown in App Home with a menu; a choice is stored (language_choices) and
// App Home is published again in it. "Slack's language" forgets the choice.
import { localeOf } from '../../i18n/locales.js';
import type { Feature } from '../../slack/feature.js';
import { ACTIONS } from '../../ui/ids.js';
import { publishHome } from '../home/publish.js';
import { AUTOMATIC, languageBlocks } from './choice.js';

export const language: Feature = {
  name: 'language',
  home: {
    order: 60,
    blocks: async (ctx) => {
      const [t, chosen] = await Promise.all([ctx.words(), ctx.deps.languageChoices.of(ctx.workspace, ctx.userId)]);
      return languageBlocks(t, chosen.person);
    },
  },
  actions: {
    [ACTIONS.chooseLanguage]: {
      run: async (ctx, payload) => {
        const value = payload.actions[0]?.selected_option?.value;
        // A value the menu never offers (a forged payload) changes nothing.
        const locale = value === AUTOMATIC ? undefined : localeOf(value);
        if (value !== AUTOMATIC && !locale) return;
        await ctx.deps.languages.choose(ctx.workspace, ctx.userId, locale);
        await publishHome(ctx, ctx.userId);
      },
    },
  },
};
