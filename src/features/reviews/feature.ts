// Performance reviews: `/kudos review [@person|team]`, the "File a review" shortcut, the review and team-review forms,
// and review presets (admins).
import type { Feature } from '../../slack/feature.js';
import { ACTIONS, SHORTCUTS, VIEWS } from '../../ui/ids.js';
import { employeePicked, openReview, openTeamReview, switchToTeamReview } from './open.js';
import { openPresetModal, submitPreset } from './preset-flow.js';
import { submitReview } from './submit.js';
import { fixFailed, submitPick, submitStep } from './team-review.js';

export const reviews: Feature = {
  name: 'reviews',
  commands: {
    review: {
      run: ({ deps, slack, workspace, userId }, { command, triggerId }) =>
        command.team ? openTeamReview(deps, slack, workspace, userId, triggerId) : openReview(deps, slack, workspace, userId, triggerId, command.userId),
    },
    preset: { admin: {}, run: (ctx, { triggerId }) => openPresetModal(ctx.deps, ctx.slack, ctx.workspace, triggerId) },
  },
  shortcuts: { [SHORTCUTS.fileReview]: { run: (ctx, p) => openReview(ctx.deps, ctx.slack, ctx.workspace, ctx.userId, p.trigger_id) } },
  views: {
    [VIEWS.review]: {
      run: (ctx, { view }) =>
        submitReview(ctx.deps, ctx.slack, { workspace: ctx.workspace, userId: ctx.userId, viewId: view.id, values: view.state.values, privateMetadata: view.private_metadata }),
    },
    [VIEWS.teamReviewPick]: { run: (ctx, { view }) => submitPick(ctx.deps, ctx.workspace, ctx.userId, view.id, view.state.values) },
    [VIEWS.teamReviewStep]: { run: (ctx, { view }) => submitStep(ctx.deps, ctx.slack, ctx.workspace, ctx.userId, view.id, view.state.values, view.private_metadata) },
    [VIEWS.preset]: { admin: { keyMustOpen: false, errorBlock: 'name' }, run: submitPreset },
  },
  actions: {
    [ACTIONS.homeReview]: { run: (ctx, p) => openReview(ctx.deps, ctx.slack, ctx.workspace, ctx.userId, p.trigger_id!) },
    [ACTIONS.reviewTeamStart]: { run: (ctx, p) => switchToTeamReview(ctx.deps, ctx.slack, ctx.workspace, ctx.userId, p.view!.id) },
    [ACTIONS.teamReviewFix]: { run: (ctx, p) => fixFailed(ctx.deps, ctx.slack, ctx.workspace, p.view!.id, p.actions[0]!.value ?? '') },
    [ACTIONS.reviewEmployee]: { run: (ctx, p) => employeePicked(ctx.deps, ctx.slack, ctx.workspace, p.view) },
    [ACTIONS.homePreset]: { admin: {}, run: (ctx, p) => openPresetModal(ctx.deps, ctx.slack, ctx.workspace, p.trigger_id!) },
  },
};
