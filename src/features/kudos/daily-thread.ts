// "Post kudos as replies in one daily thread" (an admin setting): the day's parent message in a channel, posted once
// by whichever give comes first that day in the workspace's time zone, and the ts every kudos of the day replies under.
import { TZDate } from '@date-fns/tz';
import type { WebClient } from '@slack/web-api';
import { format } from 'date-fns';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { slackErrorText } from '../../slack-api/web-api-error.js';
import type { Translator } from '../../i18n/translator.js';
import type { GiveDeps } from './give-step.js';

/** The metadata a day's parent carries, naming its day. */
export const THREAD_PARENT = 'kudos_daily_thread';

const postedSchema = z.object({ ts: z.string() });

/** The parent's words, in the channel's (the workspace's default): ":sparkles: Kudos for Wednesday, November 25". */
export const parentText = (t: Translator, day: Date, timeZone: string) =>
  t.t('kudos.dailyThreadParent', { weekday: t.date(day, 'weekday', timeZone), date: t.date(day, 'month', timeZone) });

/** The ts to reply under in `channel` today, or undefined: the setting is off, or the day's parent could not be had
 *  (then the kudos is posted at the top level). */
export async function dailyThread(
  deps: Pick<GiveDeps, 'workspaces' | 'givingRules' | 'threadParents' | 'log' | 'now'>,
  slack: WebClient,
  w: WorkspaceRef,
  channel: string,
  t: Translator,
): Promise<string | undefined> {
  if (!(await deps.workspaces.get(w)).threadReplies) return undefined;
  const { timeZone } = await deps.givingRules.get(w);
  const today = new TZDate(deps.now().getTime(), timeZone);
  const day = format(today, 'yyyy-MM-dd');
  const post = async () => {
    const text = parentText(t, today, timeZone);
    const posted = await slack.chat.postMessage({ channel, text, metadata: { event_type: THREAD_PARENT, event_payload: { day } } });
    return postedSchema.parse(posted).ts;
  };
  try {
    return await deps.threadParents.parentFor(`${workspaceKey(w)}:${channel}:${day}`, post);
  } catch (error) {
    deps.log.warn(`the daily kudos thread in ${channel} could not be started (${slackErrorText(error)}); posting at the top level`);
    return undefined;
  }
}
