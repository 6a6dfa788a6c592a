// The page's reaction button: the person adds an emoji reaction to a message, and the app gets the signed
// `reaction_added` event Slack would send (none when the reaction was already theirs, as in Slack).
import { z } from 'zod';
import type { Deliver, ClientRoutes } from './client-routes.js';
import { isPerson } from './page-state.js';
import type { SlackWorkspace } from './workspace.js';
import { eventEnvelope } from './client-requests.js';

export function reactionRoutes(workspace: SlackWorkspace, deliver: Deliver): ClientRoutes {
  const request = z.object({
    user: z.string().refine((id) => isPerson(workspace, id), 'Choose who you are on the page first'),
    channel: z.string(),
    message_ts: z.string(),
    reaction: z
      .string()
      .regex(/^[a-z0-9_+'-]{1,60}$/)
      .default('coin'),
  });
  return {
    '/workbench/react': async (raw) => {
      const r = request.parse(raw);
      const message = workspace.messages.find((m) => m.ts === r.message_ts && m.channel === r.channel);
      if (!workspace.react(r.user, r.channel, r.message_ts, r.reaction)) return { status: 200, added: false };
      const event = {
        type: 'reaction_added',
        user: r.user,
        reaction: r.reaction,
        item: { type: 'message', channel: r.channel, ts: r.message_ts },
        ...(message?.user ? { item_user: message.user } : {}),
        event_ts: String(Date.now() / 1000),
      };
      return { status: (await deliver(eventEnvelope(workspace, r.user, event), 'application/json')).status, added: true };
    },
  };
}
