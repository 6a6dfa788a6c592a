// The words a command's usage answer is in: it is given in the ack itself, so the person's language is awaited only
// briefly — it is kept in memory once resolved (languages.ts), and the first time it may ask Slack (users.info).
import type { Context } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Translator } from '../i18n/translator.js';
import { baseContext } from './context.js';
import type { FeatureDeps } from './deps.js';
import { edgeWords } from './edge-words.js';
import { withinBudget } from './feature.js';

/** Past this, a usage answer is given in English rather than make the ack late. */
export const USAGE_WORDS_MS = 500;

export async function usageWords(deps: FeatureDeps, client: WebClient, context: Context, userId: string): Promise<Translator> {
  try {
    const { workspace } = await baseContext(deps, client, context);
    return (await withinBudget(deps.languages.person(client, workspace, userId), USAGE_WORDS_MS)) ?? edgeWords;
  } catch {
    return edgeWords;
  }
}
