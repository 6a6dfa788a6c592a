// Block actions: App Home buttons, paging (kudos received, feedback), retrying a failed give, review-modal changes,
// team-review corrections, posting a town-hall digest.
import type { AllMiddlewareArgs, App, BlockAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { FeatureDeps, Reply } from '../features/deps.js';
import { openFeedbackModal } from '../features/feedback/modal.js';
import { ACTIONS } from '../features/ids.js';
import { openGiveModal, retryGive } from '../features/kudos/flows.js';
import { z } from 'zod';
import { runAdminCommand } from '../features/admin-commands.js';
import { feedbackMessage, receivedMessage } from '../features/reading.js';
import { openReview, showHints, switchToTeamReview } from '../features/reviews/open.js';
import { openPresetModal } from '../features/reviews/presets.js';
import { fixFailed } from '../features/reviews/team-review.js';
import { openSetup } from '../features/setup/open.js';
import { postTownhall } from '../features/townhall/townhall.js';
import { blockActionSchema, reviewEmployeeChangeSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

type ActionArgs = AllMiddlewareArgs & SlackActionMiddlewareArgs<BlockAction>;

export function register(app: App, deps: FeatureDeps): void {
  const on = (actionId: string, run: (args: ActionArgs, payload: ReturnType<typeof blockActionSchema.parse>) => Promise<unknown>) =>
    app.action(actionId, async (args) => {
      await args.ack();
      const payload = blockActionSchema.safeParse(args.body);
      if (!payload.success) return;
      await run(args as ActionArgs, payload.data).catch((e) => deps.log.error(`${actionId}:`, e));
    });
  const dm = (client: ActionArgs['client'], userId: string): Reply => (m) => client.chat.postMessage({ channel: userId, ...(m as { text: string }) });

  on(ACTIONS.homeGive, ({ client, context }, p) => openGiveModal(deps, client, workspaceOf(context), p.trigger_id!, {}, { source: 'home' }));
  on(ACTIONS.homeReview, ({ client, context }, p) => openReview(deps, client, workspaceOf(context), p.user.id, p.trigger_id!));
  on(ACTIONS.homeFeedback, ({ client, context }, p) => openFeedbackModal(deps, client, workspaceOf(context), p.user.id, p.trigger_id!));
  on(ACTIONS.homeSetup, ({ client, context }, p) => openSetup(deps, client, workspaceOf(context), p.user.id, p.trigger_id!, dm(client, p.user.id)));
  on(ACTIONS.receivedPage, async ({ client, context, respond }, p) => {
    const page = Math.max(1, Number(p.actions[0]!.value) || 1);
    await respond({ replace_original: true, response_type: 'ephemeral', ...(await receivedMessage(deps, client, workspaceOf(context), p.user.id, page)) } as never);
  });
  on(ACTIONS.giveRetry, ({ client, context }, p) => retryGive(deps, client, workspaceOf(context), p.view!.id, p.view!.private_metadata));
  on(ACTIONS.homePreset, ({ client, context }, p) => openPresetModal(deps, client, workspaceOf(context), p.user.id, p.trigger_id!, dm(client, p.user.id)));
  on(ACTIONS.reviewTeamStart, ({ client, context }, p) => switchToTeamReview(deps, client, workspaceOf(context), p.user.id, p.view!.id));
  on(ACTIONS.teamReviewFix, ({ client, context }, p) => fixFailed(deps, client, workspaceOf(context), p.view!.id, p.actions[0]!.value ?? ''));
  on(ACTIONS.reviewEmployee, async ({ client, context, body }, p) => {
    const state = reviewEmployeeChangeSchema.parse(body);
    const employeeId = state.view.state.values.employee.review_employee.selected_user;
    const date = state.view.state.values.review_date?.value.selected_date ?? new Date().toISOString().slice(0, 10);
    if (employeeId) await showHints(deps, client, workspaceOf(context), p.view!.id, employeeId, date);
  });
  on(ACTIONS.townhallPost, async ({ client, respond }, p) => {
    await respond({ replace_original: true, response_type: 'ephemeral', ...(await postTownhall(deps.digests, client, p.actions[0]!.value ?? '')) } as never);
  });
  on(ACTIONS.homeSync, ({ client, context }, p) =>
    runAdminCommand(deps, client, workspaceOf(context), { userId: p.user.id, channelId: '', token: context.botToken ?? '', reply: dm(client, p.user.id) }, { kind: 'sync', update: false, dryRun: false }),
  );
  on(ACTIONS.feedbackPage, async ({ client, context, respond }, p) => {
    const { page, about } = z.object({ page: z.number().int().min(1), about: z.string().optional() }).parse(JSON.parse(p.actions[0]!.value ?? '{}'));
    await respond({ replace_original: true, response_type: 'ephemeral', ...(await feedbackMessage(deps, client, workspaceOf(context), p.user.id, about, page)) } as never);
  });
}
