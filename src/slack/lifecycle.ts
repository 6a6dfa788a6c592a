// Slack's own events, no feature's: each delivery handled once; the app uninstalled or its tokens revoked (forget the
// workspace's installation, stored key and settings; Bolt deletes nothing); a user changed (forget what we cached).
import type { App } from '@slack/bolt';
import type { FeatureDeps } from './deps.js';
import { tokensRevokedSchema, userChangeSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

const EVENT_DEDUPE_TTL_MS = 60 * 60 * 1000;

export function registerLifecycle(app: App, deps: FeatureDeps): void {
  // Slack retries an event it thinks we missed; team_id + event_id identify a delivery across retries.
  app.use(async ({ body, next, context }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId === 'string' && !(await deps.dedupe.claim(`event:${context.teamId ?? ''}:${eventId}`, EVENT_DEDUPE_TTL_MS))) {
      deps.log.debug(`event ${eventId} already handled (retry ${context.retryNum ?? 0})`);
      return;
    }
    await next();
  });

  app.event('app_uninstalled', async ({ context }) => {
    const w = workspaceOf(context);
    await Promise.all([deps.workspaces.remove(w), deps.installations.remove(w)]);
    deps.log.info(`app uninstalled from ${w.enterpriseId ?? w.teamId}: its installation, stored API key and settings were deleted`);
  });

  app.event('tokens_revoked', async ({ event, context }) => {
    const parsed = tokensRevokedSchema.safeParse(event);
    const w = workspaceOf(context);
    if (parsed.success && parsed.data.tokens.bot.length > 0) {
      await Promise.all([deps.workspaces.remove(w), deps.installations.remove(w)]);
      deps.log.info(`bot token revoked in ${w.enterpriseId ?? w.teamId}: its installation, stored API key and settings were deleted`);
    }
  });

  app.event('user_change', async ({ event, context }) => {
    const parsed = userChangeSchema.safeParse(event);
    if (parsed.success) await deps.directory.forget(workspaceOf(context), parsed.data.user.id);
  });
}
