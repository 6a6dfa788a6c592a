// The day before an occasion, the person is told in a DM, once, with a one-click "Don't post this year"; the click
// claims the occasion's once-per-year key itself, so the post and the skip can never both happen.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import type { AtomicStore } from '../../store/atomic.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { slackErrorText } from '../../slack-api/web-api-error.js';
import type { Languages } from '../../slack/languages.js';
import type { Translator } from '../../i18n/translator.js';
import { dayBeforeMessage } from './message.js';
import type { Occasion } from './occasions.js';

export type NoticeDeps = { log: Logger; celebrationPosts: AtomicStore; languages: Pick<Languages, 'person'> };

const TOLD_MS = 3 * 24 * 3600_000;
const SKIP_MS = 400 * 24 * 3600_000;

/** DMs each person about tomorrow's occasion once (a DM Slack refused is tried again at the next tick); returns how many. */
export async function tellDayBefore(
  deps: NoticeDeps,
  slack: WebClient,
  w: WorkspaceRef,
  tomorrow: Occasion[],
  channel: string,
  company: string,
): Promise<number> {
  let told = 0;
  for (const o of tomorrow) {
    const key = `told:${workspaceKey(w)}:${o.key}`;
    if (!(await deps.celebrationPosts.claim(key, true, TOLD_MS))) continue;
    try {
      const t = await deps.languages.person(slack, w, o.userId);
      await slack.chat.postMessage({ channel: o.userId, ...dayBeforeMessage(t, o, channel, company) });
      told += 1;
    } catch (error) {
      await deps.celebrationPosts.release(key);
      deps.log.warn(`telling ${o.userId} of ${workspaceKey(w)} about ${o.key}: ${slackErrorText(error)}`);
    }
  }
  return told;
}

/** The click on "Don't post this year": `key` is the occasion's (`U1:birthday:2026`), only ever the clicker's own. */
export async function skipThisYear(t: Translator, deps: Pick<NoticeDeps, 'celebrationPosts'>, w: WorkspaceRef, userId: string, key: string): Promise<string> {
  if (!key.startsWith(`${userId}:`)) return t.t('celebrations.skipNotYours');
  const skipped = await deps.celebrationPosts.claim(`occ:${workspaceKey(w)}:${key}`, { skipped: true }, SKIP_MS);
  return skipped ? t.t('celebrations.skipDone') : t.t('celebrations.skipTooLate');
}
