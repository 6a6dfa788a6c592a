// `/kudos feedback [@person]` and "My feedback" on the App Home: review feedback, a page at a time.
import { z } from 'zod';
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS } from '../../ui/ids.js';
import { feedbackMessage } from './load.js';
import { openFeedbackModal } from './modal.js';

const pageSchema = z.object({ page: z.number().int().min(1), about: z.string().optional() });

export const feedback: Feature<KudosCommand> = {
  name: 'feedback',
  commands: { feedback: { run: (ctx, { command }) => feedbackMessage(ctx, command.userId) } },
  homeButton: { order: 30, text: 'home.feedback', actionId: ACTIONS.homeFeedback },
  actions: {
    [ACTIONS.homeFeedback]: { run: (ctx, p) => openFeedbackModal(ctx, p.trigger_id!) },
    [ACTIONS.feedbackPage]: {
      run: (ctx, p) => {
        const { page, about } = pageSchema.parse(JSON.parse(p.actions[0]!.value ?? '{}'));
        return feedbackMessage(ctx, about, page);
      },
    },
  },
};
