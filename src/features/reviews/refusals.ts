// What the service's review error codes mean, in one table: a sentence for the review form, a phrase for a list line.
import type { BoostResult } from '../../engagement-client/index.js';

type Refused = Pick<Extract<BoostResult, { success: false }>, 'error_code' | 'error'> & { field?: string; next_review_date?: string };
type Words = { sentence: string; phrase: string };

const REFUSALS: Record<string, (r: Refused) => Words> = {
  ALREADY_REVIEWED: (r) =>
    r.next_review_date
      ? {
          sentence: `Already reviewed this cycle — the next review can be filed from ${r.next_review_date}.`,
          phrase: `already reviewed this cycle; next review from ${r.next_review_date}`,
        }
      : { sentence: 'Already reviewed this cycle.', phrase: 'already reviewed this cycle' },
  NOT_DIRECT_MANAGER: () => ({
    sentence: 'You are not this person’s direct manager in the company directory, so you can’t review them.',
    phrase: 'you are not their direct manager',
  }),
  MEMBER_NOT_FOUND: (r) =>
    r.field === 'reviewer_email'
      ? { sentence: 'You are not in the company directory, so you can’t file reviews yet.', phrase: 'not in the company directory' }
      : { sentence: 'This person isn’t in the company directory.', phrase: 'not in the company directory' },
};

/** Why a review was refused: a whole sentence (form errors) or a phrase (a line of the team review's results). */
export function refusalOf(r: Refused, form: keyof Words): string {
  return REFUSALS[r.error_code]?.(r)[form] ?? r.error;
}
