// Whether a report can be reviewed on a date, told when they are picked rather than on submit: the cycle ends at the
// covering preset's next review, or 90 days after the last review (never before the day after it) — the service's rule.
import { addDays, format, parseISO } from 'date-fns';
import type { EngagementClient } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';

const CYCLE_DAYS = 90;

/** The first date a new review can carry, or undefined when the person has never been reviewed. */
export async function nextReviewFrom(client: EngagementClient, employeeEmail: string, presetNextReview: string | undefined): Promise<string | undefined> {
  let last: string | undefined;
  for await (const item of client.performance.feedbackAll({ email: employeeEmail, limit: 50 })) {
    const date = (item as { review_date?: unknown }).review_date;
    if (typeof date === 'string' && (!last || date > last)) last = date;
  }
  if (!last) return undefined;
  if (presetNextReview && presetNextReview > last) return presetNextReview;
  return format(addDays(parseISO(last), CYCLE_DAYS), 'yyyy-MM-dd');
}

/** Said when a report is picked who was reviewed this cycle: from when the next review can be filed. */
export const alreadyReviewedText = (t: Translator, next: string) => t.t('reviews.alreadyReviewedUntil', { date: t.day(next) });
