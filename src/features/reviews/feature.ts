// Performance reviews: `/kudos review [@person|team]`, the "File a review" shortcut, the review and team-review forms,
// and review presets (admins, listed on their App Home).
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS, SHORTCUTS, VIEWS } from '../../ui/ids.js';
import { employeePicked, openReview, openTeamReview, switchToTeamReview } from './open.js';
import { openPresetModal, submitPreset } from './preset-flow.js';
import { presetPanel } from './preset-panel.js';
import { submitReview } from './submit.js';
import { fixFailed, submitPick, submitStep } from './team-review.js';

export const reviews: Feature<KudosCommand> = {
  name: 'reviews',
  commands: {
    review: {
      run: (ctx, { command, triggerId }) => (command.team ? openTeamReview(ctx, triggerId) : openReview(ctx, triggerId, command.userId)),
    },
    preset: { admin: {}, run: (ctx, { triggerId }) => openPresetModal(ctx, triggerId) },
  },
  homeButton: { order: 20, text: 'home.review', actionId: ACTIONS.homeReview },
  home: { order: 90, admin: true, blocks: async (ctx) => presetPanel(await ctx.words(), await ctx.deps.presets.list(ctx.workspace)) },
  shortcuts: { [SHORTCUTS.fileReview]: { run: (ctx, p) => openReview(ctx, p.trigger_id) } },
  views: {
    [VIEWS.review]: { run: (ctx, { view }) => submitReview(ctx, { id: view.id, values: view.state.values }) },
    [VIEWS.teamReviewPick]: { run: (ctx, { view }) => submitPick(ctx, view.id, view.state.values) },
    [VIEWS.teamReviewStep]: { run: (ctx, { view }) => submitStep(ctx, { id: view.id, values: view.state.values, privateMetadata: view.private_metadata }) },
    [VIEWS.preset]: { admin: { keyMustOpen: false, errorBlock: 'name' }, run: submitPreset },
  },
  actions: {
    [ACTIONS.homeReview]: { run: (ctx, p) => openReview(ctx, p.trigger_id!) },
    [ACTIONS.reviewTeamStart]: { run: (ctx, p) => switchToTeamReview(ctx, p.view!.id) },
    [ACTIONS.teamReviewFix]: { run: (ctx, p) => fixFailed(ctx, p.view!.id, p.actions[0]!.value ?? '') },
    [ACTIONS.reviewEmployee]: { run: (ctx, p) => employeePicked(ctx, p.view) },
    [ACTIONS.homePreset]: { admin: {}, run: (ctx, p) => openPresetModal(ctx, p.trigger_id!) },
  },
};
