// The weekly digest as a Slack surface (admins): `/kudos digest preview` with its "Post now" button, and the
// "Weekly digest" step of `/kudos setup`. The scheduled posting runs as a background job (job.ts).
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { workspaceKey } from '../../store/workspaces.js';
import { postNowAnswer, previewDigest } from './preview.js';
import { whenLabel } from './schedule.js';
import { DIGEST_BLOCKS, digestSavedView, digestSettingsModal, parseDigestSettings } from './settings-modal.js';

/** Digest settings never need the engagement key: they stay editable while it can't be read. */
const settingsAdmins = { keyMustOpen: false };

export const digest: Feature<KudosCommand> = {
  name: 'digest',
  commands: {
    digest: { admin: {}, run: async (ctx) => previewDigest(await ctx.words(), ctx.deps, ctx.slack, ctx.workspace, ctx.deps.now()) },
  },
  actions: {
    [ACTIONS.digestPostNow]: {
      admin: {},
      run: async (ctx, p) => postNowAnswer(await ctx.words(), ctx.deps, ctx.slack, ctx.workspace, ctx.deps.now(), p.actions[0]!.value ?? ''),
    },
    [ACTIONS.setupDigest]: {
      admin: settingsAdmins,
      async run(ctx, p) {
        const [t, settings, rules] = await Promise.all([ctx.words(), ctx.deps.digestSettings.get(ctx.workspace), ctx.deps.givingRules.get(ctx.workspace)]);
        await ctx.slack.views.push({ trigger_id: p.trigger_id!, view: digestSettingsModal(t, VIEWS.digestSettings, settings, rules.timeZone) });
      },
    },
  },
  views: {
    [VIEWS.digestSettings]: {
      admin: { ...settingsAdmins, errorBlock: DIGEST_BLOCKS.weekday },
      async run(ctx, { view }) {
        const t = await ctx.words();
        const parsed = parseDigestSettings(t, view.state.values);
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        await ctx.deps.digestSettings.set(ctx.workspace, parsed.settings);
        ctx.deps.log.info(`weekly digest settings of ${workspaceKey(ctx.workspace)} changed by ${ctx.userId}: ${JSON.stringify(parsed.settings)}`);
        const { timeZone } = await ctx.deps.givingRules.get(ctx.workspace);
        const { channel } = parsed.settings;
        const said = parsed.settings.enabled
          ? t.t('digest.settingsSaved', { channel: channel ?? '', hasChannel: channel ? 'yes' : 'no', when: whenLabel(t, parsed.settings, timeZone) })
          : t.t('digest.settingsSavedOff');
        return { response: { response_action: 'update', view: digestSavedView(t, `${VIEWS.digestSettings}_saved`, said) } };
      },
    },
  },
};
