// Shortcuts: global "Give kudos", message "Kudos for this message", global "File a review".
import type { AllMiddlewareArgs, App, SlackShortcutMiddlewareArgs } from '@slack/bolt';
import type { FeatureDeps } from '../features/deps.js';
import { SHORTCUTS } from '../features/ids.js';
import { openGiveModal } from '../features/kudos/flows.js';
import { openKudosForMessage } from '../features/kudos/for-message.js';
import { openReview } from '../features/reviews/open.js';
import { globalShortcutSchema, messageShortcutSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

type ShortcutArgs = AllMiddlewareArgs & SlackShortcutMiddlewareArgs;

export function giveKudosCallback(deps: FeatureDeps) {
  return async ({ shortcut, ack, client, context }: ShortcutArgs) => {
    await ack();
    const parsed = globalShortcutSchema.safeParse(shortcut);
    if (!parsed.success) return deps.log.warn('give_kudos: a shortcut without user or trigger');
    const { user, trigger_id } = parsed.data;
    await openGiveModal(deps, client, workspaceOf(context), trigger_id, {}, { source: 'shortcut' }).catch((e) => deps.log.error(`give_kudos for ${user.id}:`, e));
  };
}

export function kudosForMessageCallback(deps: FeatureDeps) {
  return async ({ shortcut, ack, client, context }: ShortcutArgs) => {
    await ack();
    const parsed = messageShortcutSchema.safeParse(shortcut);
    if (!parsed.success) return deps.log.warn('kudos_for_message: a shortcut without user, trigger, channel or message');
    const { user, trigger_id, channel, message } = parsed.data;
    await openKudosForMessage(deps, client, workspaceOf(context), { userId: user.id, triggerId: trigger_id, channelId: channel.id, message }).catch((e) =>
      deps.log.error(`kudos_for_message for ${user.id}:`, e),
    );
  };
}

export function fileReviewCallback(deps: FeatureDeps) {
  return async ({ shortcut, ack, client, context }: ShortcutArgs) => {
    await ack();
    const parsed = globalShortcutSchema.safeParse(shortcut);
    if (!parsed.success) return deps.log.warn('file_review: a shortcut without user or trigger');
    const { user, trigger_id } = parsed.data;
    await openReview(deps, client, workspaceOf(context), user.id, trigger_id).catch((e: unknown) => deps.log.error(`file_review for ${user.id}:`, e));
  };
}

export function register(app: App, deps: FeatureDeps): void {
  app.shortcut(SHORTCUTS.giveKudos, giveKudosCallback(deps));
  app.shortcut(SHORTCUTS.kudosForMessage, kudosForMessageCallback(deps));
  app.shortcut(SHORTCUTS.fileReview, fileReviewCallback(deps));
}
