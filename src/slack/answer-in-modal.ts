// The answer of a view submission acked at once at the edge (its ack showed a "working on it" view): it replaces that
// view with views.update, or — the modal was closed, or the answer comes late after another instance died — reaches
// the person in a DM, with an apology when late.
import { sentences } from '../i18n/sentences.js';
import type { ModalView } from '@slack/types';
import { context, plain, section } from '../ui/blocks.js';
import type { RequestContext, Submission, ViewResponse } from './feature.js';
import type { Translator } from '../i18n/translator.js';

/** A modal that says what went wrong. */
export const problemView = (t: Translator, text: string): ModalView => ({
  type: 'modal',
  title: plain('Kudos', 24),
  close: plain(t.t('slack.close'), 24),
  blocks: [section(`:warning: ${text}`)],
});

/** What an `errors` response says, in one sentence; undefined for any other response. */
export const problemOf = (response: ViewResponse): string | undefined =>
  response.response_action === 'errors' ? sentences(...Object.values(response.errors)) : undefined;

/** The submission's response in the modal, else its outcome in a DM. */
export async function answerInModal(
  ctx: RequestContext,
  name: string,
  viewId: string,
  submission: Pick<Submission, 'response' | 'outcome' | 'after' | 'afterTells'>,
): Promise<void> {
  const { response } = submission;
  const problem = problemOf(response);
  const t = await ctx.words();
  const view = problem === undefined && response.response_action === 'update' ? response.view : problemView(t, problem ?? '');
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
  const text = submission.outcome ?? (problem === undefined ? t.t('slack.done') : `:warning: ${problem}`);
  await ctx.reply(late ? { text: t.t('slack.lateText', { text }), blocks: [context(t.t('slack.late')), section(text)] } : { text, blocks: [section(text)] });
}
