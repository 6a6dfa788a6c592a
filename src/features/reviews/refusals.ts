// What the service's review error codes mean, in one table: a sentence for the review form, a phrase for a list line.
import type { BoostResult } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';

type Refused = Pick<Extract<BoostResult, { success: false }>, 'error_code' | 'error'> & { field?: string; next_review_date?: string };
type Words = { sentence: string; phrase: string };

const REFUSALS: Record<string, (t: Translator, r: Refused) => Words> = {
  ALREADY_REVIEWED: (t, r) =>
    r.next_review_date
      ? {
          sentence: t.t('reviews.alreadyReviewedUntil', { date: t.day(r.next_review_date) }),
          phrase: t.t('reviews.refusedAlreadyReviewedUntil', { date: t.day(r.next_review_date) }),
        }
      : { sentence: t.t('reviews.alreadyReviewed'), phrase: t.t('reviews.refusedAlreadyReviewed') },
  NOT_DIRECT_MANAGER: (t) => ({ sentence: t.t('reviews.notDirectManager'), phrase: t.t('reviews.refusedNotDirectManager') }),
  MEMBER_NOT_FOUND: (t, r) =>
    r.field === 'reviewer_email'
      ? { sentence: t.t('reviews.reviewerNotInDirectory'), phrase: t.t('reviews.refusedNotInDirectory') }
      : { sentence: t.t('reviews.employeeNotInDirectory'), phrase: t.t('reviews.refusedNotInDirectory') },
};

/** Why a review was refused: a whole sentence (form errors) or a phrase (a line of the team review's results). Any
 *  other code: the service's own words (or, for a batch that failed as a whole, the failure already worded). */
export function refusalOf(t: Translator, r: Refused, form: keyof Words): string {
  return REFUSALS[r.error_code]?.(t, r)[form] ?? r.error;
}
