// The /kudos slash command: parse, ack at once (with a first answer when there is one), then hand over to a feature.
import type { AllMiddlewareArgs, App, SlackCommandMiddlewareArgs } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { FeatureDeps, Reply } from '../features/deps.js';
import { explainFailure } from '../features/explain.js';
import { helpBlocks } from '../features/help/help.js';
import { COMMAND } from '../features/ids.js';
import { giveFromCommand, openGiveModal, prefillFromCommand } from '../features/kudos/flows.js';
import { parseKudosCommand } from '../features/kudos/grammar.js';
import { feedbackMessage, profileMessage, receivedMessage, whoisMessage } from '../features/reading.js';
import { linkMember } from '../features/setup/link.js';
import { openSetup } from '../features/setup/open.js';
import { openReview, openTeamReview } from '../features/reviews/open.js';
import { openPresetModal } from '../features/reviews/presets.js';
import { runAdminCommand } from '../features/admin-commands.js';
import { adminRefusal } from '../features/admins.js';
import { UNREADABLE_COMMAND } from './envelope.js';
import { commandSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

/** Anyone may look up a Slack user; looking up an e-mail address is for admins. */
async function whois(deps: FeatureDeps, client: WebClient, w: WorkspaceRef, userId: string, target: { userId?: string; email?: string }) {
  const refusal = target.email ? await adminRefusal(deps, client, w, userId, 'Looking people up by e-mail is for Kudos admins. Use `/kudos whois @person`.') : undefined;
  return refusal ? { text: refusal } : whoisMessage(deps, client, w, userId, target);
}

export function kudosCommandCallback(deps: FeatureDeps) {
  return async ({ command, ack, respond, client, context }: AllMiddlewareArgs & SlackCommandMiddlewareArgs) => {
    const payload = commandSchema.safeParse(command);
    if (!payload.success) {
      await ack({ response_type: 'ephemeral', text: UNREADABLE_COMMAND });
      return;
    }
    const { text, user_id: userId, channel_id: channelId, trigger_id: triggerId } = payload.data;
    const w = workspaceOf(context);
    const reply: Reply = (m) => respond({ response_type: 'ephemeral', ...m } as never);
    const parsed = parseKudosCommand(text, userId);
    try {
      switch (parsed.kind) {
        case 'usage':
          await ack({ response_type: 'ephemeral', text: parsed.message });
          return;
        case 'give':
          if (parsed.complete && parsed.amount !== undefined && parsed.reason !== undefined) {
            // A silent ack: Slack cannot replace a command's ack message later, so the one answer is the outcome.
            await ack();
            const give = { ...parsed, amount: parsed.amount, reason: parsed.reason };
            await deps.afterAck(() => giveFromCommand(deps, client, { workspace: w, userId, channelId, text, triggerId, reply }, give));
          } else {
            await ack();
            await openGiveModal(deps, client, w, triggerId, prefillFromCommand(parsed), { channelId, source: 'command' });
          }
          return;
        case 'help':
          await ack();
          await reply({ text: 'How to use Kudos', blocks: helpBlocks(await deps.directory.isAdmin(client, w, userId).catch(() => false)) });
          return;
        case 'profile':
          await ack();
          await reply(await profileMessage(deps, client, w, userId));
          return;
        case 'received':
          await ack();
          await reply(await receivedMessage(deps, client, w, userId));
          return;
        case 'feedback':
          await ack();
          await reply(await feedbackMessage(deps, client, w, userId, parsed.userId));
          return;
        case 'whois':
          await ack();
          await reply(await whois(deps, client, w, userId, parsed));
          return;
        case 'link':
          await ack();
          await reply(await linkMember(deps, client, w, userId, parsed.userId, parsed.email));
          return;
        case 'setup':
          await ack();
          await openSetup(deps, client, w, userId, triggerId, reply);
          return;
        case 'review':
          await ack();
          if (parsed.team) await openTeamReview(deps, client, w, userId, triggerId);
          else await openReview(deps, client, w, userId, triggerId, parsed.userId);
          return;
        case 'preset':
          await ack();
          await openPresetModal(deps, client, w, userId, triggerId, reply);
          return;
        case 'sync':
        case 'export':
        case 'townhall':
          await ack();
          await runAdminCommand(deps, client, w, { userId, channelId, token: context.botToken ?? '', reply }, parsed);
          return;
      }
    } catch (error) {
      deps.log.error(`/kudos ${parsed.kind} failed:`, error);
      await reply({ text: `:warning: ${explainFailure(error, 'nothing was changed')}` }).catch(() => {});
    }
  };
}

export function register(app: App, deps: FeatureDeps): void {
  app.command(COMMAND, kudosCommandCallback(deps));
}
