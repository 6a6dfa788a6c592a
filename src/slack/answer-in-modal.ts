// The answer of a view submission acked at once at the edge (its ack showed a "working on it" view): it replaces that
// view with views.update, or — the modal was closed, or the answer comes late after another instance died — reaches
// the person in a DM, with an apology when late.
import type { ModalView } from '@slack/types';
import { context, plain, section } from '../ui/blocks.js';
import type { RequestContext, Submission, ViewResponse } from './feature.js';

/** A modal that says what went wrong. */
export const problemView = (text: string): ModalView => ({
  type: 'modal',
  title: plain('Kudos', 24),
  close: plain('Close', 24),
  blocks: [section(`:warning: ${text}`)],
});

const LATE = ':hourglass_flowing_sand: Sorry for the delay — Kudos restarted while doing this, and finished it now.';

/** What an `errors` response says, in one sentence; undefined for any other response. */
export const problemOf = (response: ViewResponse): string | undefined =>
  response.response_action === 'errors' ? Object.values(response.errors).join(' ') : undefined;

/** The submission's response in the modal, else its outcome in a DM. */
export async function answerInModal(
  ctx: RequestContext,
  name: string,
  viewId: string,
  submission: Pick<Submission, 'response' | 'outcome' | 'after' | 'afterTells'>,
): Promise<void> {
  const { response } = submission;
  const problem = problemOf(response);
  const view = problem === undefined && response.response_action === 'update' ? response.view : problemView(problem ?? '');
  const shown = await ctx.slack.views.update({ view_id: viewId, view }).then(
    () => true,
    (e: unknown) => {
      ctx.deps.log.info(`${name}: the modal of ${ctx.userId} is gone (${String(e)}), telling them in a DM`);
      return false;
    },
  );
  const late = (ctx.durable?.attempts ?? 1) > 1;
  // Late, the apology is worth its own DM even when the work after the ack tells the outcome too.
  if (shown || (submission.afterTells && submission.after && !late)) return;
  const text = submission.outcome ?? (problem === undefined ? 'Done.' : `:warning: ${problem}`);
  await ctx.reply(late ? { text: `Sorry for the delay. ${text}`, blocks: [context(LATE), section(text)] } : { text, blocks: [section(text)] });
}
