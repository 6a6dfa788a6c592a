// Files many reviews in requests of at most 200 (the spec's limit), in order, one result per review. A request that
// fails as a whole marks its items failed with the reason; none is repeated automatically.
import { sentences } from '../../i18n/sentences.js';
import { type Boost, type BoostResult, type EngagementClient, outcomeOfFailure } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
import { explainFailure } from '../../ui/explain.js';

export const BOOSTS_PER_REQUEST = 200;

export type FiledResult = BoostResult | { success: false; error_code: 'REQUEST_FAILED' | 'OUTCOME_UNKNOWN'; error: string };

/** `t`: the words of the person filing, for the reason a failed request gives each of its reviews. */
export async function fileInBatches(t: Translator, client: EngagementClient, boosts: Boost[], size = BOOSTS_PER_REQUEST): Promise<FiledResult[]> {
  const results: FiledResult[] = [];
  for (let start = 0; start < boosts.length; start += size) {
    const chunk = boosts.slice(start, start + size);
    try {
      const answer = await client.performance.boost(chunk);
      chunk.forEach((_, i) => results.push(answer.body[i] ?? { success: false, error_code: 'REQUEST_FAILED', error: t.t('reviews.noResultForReview') }));
    } catch (error) {
      const item: FiledResult =
        outcomeOfFailure(error) === 'unknown'
          ? {
              success: false,
              error_code: 'OUTCOME_UNKNOWN',
              error: sentences(explainFailure(t, error, 'mayNotBeFiled'), t.t('reviews.checkBeforeResending')),
            }
          : { success: false, error_code: 'REQUEST_FAILED', error: explainFailure(t, error, 'filed') };
      chunk.forEach(() => results.push(item));
    }
  }
  return results;
}
