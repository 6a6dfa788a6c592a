// Celebrations as a Slack surface: `/kudos celebrate me` and App Home's "Your celebrations" (a person's own dates and
// opt-outs), admins' `/kudos celebrate import | export | settings`, the post's "Add kudos" button and the day-before
// DM's "Don't post this year". The posting itself runs as a background job (job.ts).
import type { Feature, RequestContext } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { actions, button, context, section } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { workspaceKey } from '../../store/workspaces.js';
import { openGiveModal } from '../kudos/flows.js';
import { datesSaid, exportDates, importDates, latestToday, saveMine } from './flows.js';
import {
  CELEBRATE_BLOCKS,
  celebrateMeModal,
  importInput,
  importModal,
  importingView,
  modalWords,
  parseCelebrateMe,
  parseSettings,
  savedView,
  settingsModal,
} from './forms.js';
import { skipThisYear } from './notice.js';

const admins = {
  keyMustOpen: false,
  when: (p: { command: { what: string } }) => p.command.what !== 'me',
  notAdmin: 'celebrations.notAdmin' as const,
};

async function openMine(ctx: RequestContext, triggerId: string) {
  const [t, me] = await Promise.all([ctx.words(), ctx.deps.celebrationDates.get(ctx.workspace, ctx.userId)]);
  await ctx.slack.views.open({ trigger_id: triggerId, view: celebrateMeModal(t, VIEWS.celebrateMe, me.dates, me.optOuts) });
}

async function homeBlocks(ctx: RequestContext) {
  const [t, me] = await Promise.all([ctx.words(), ctx.deps.celebrationDates.get(ctx.workspace, ctx.userId)]);
  const shown = datesSaid(t, me.dates);
  return [
    section(
      t.t('celebrations.homeSummary', {
        birthday: shown.birthday ?? '',
        start: shown.start ?? '',
        hasBirthday: shown.birthday ? 'yes' : 'no',
        hasStart: shown.start ? 'yes' : 'no',
        birthdayOff: me.optOuts.birthday ? 'yes' : 'no',
        startOff: me.optOuts.anniversary ? 'yes' : 'no',
      }),
    ),
    actions([button(t.t('celebrations.homeButton'), ACTIONS.homeCelebrate)]),
    context(t.t('celebrations.homeNote')),
  ];
}

export const celebrations: Feature<KudosCommand> = {
  name: 'celebrations',
  commands: {
    celebrate: {
      admin: admins,
      async run(ctx, { command, triggerId }) {
        if (command.what === 'me') return void (await openMine(ctx, triggerId));
        const t = await ctx.words();
        if (command.what === 'export') return exportDates(t, ctx);
        const view =
          command.what === 'import'
            ? importModal(t, VIEWS.celebrationImport)
            : settingsModal(t, VIEWS.celebrationSettings, await ctx.deps.celebrationSettings.get(ctx.workspace));
        await ctx.slack.views.open({ trigger_id: triggerId, view });
      },
    },
  },
  actions: {
    [ACTIONS.homeCelebrate]: { run: (ctx, p) => openMine(ctx, p.trigger_id!) },
    [ACTIONS.celebrationSkip]: {
      run: async (ctx, p) => ({
        text: await skipThisYear(await ctx.words(), ctx.deps, ctx.workspace, ctx.userId, p.actions[0]!.value ?? ''),
        replace_original: true,
      }),
    },
    [ACTIONS.celebrationKudos]: {
      run: async (ctx, p) => {
        const userIds = (p.actions[0]!.value ?? '').split(',').filter((id) => /^[UW][A-Z0-9]+$/.test(id) && id !== ctx.userId);
        const t = await ctx.words();
        await openGiveModal(
          ctx,
          p.trigger_id!,
          { userIds, reason: t.t('celebrations.kudosReason') },
          { source: 'celebration', ...(p.channel ? { channelId: p.channel.id } : {}) },
        );
      },
    },
  },
  views: {
    [VIEWS.celebrateMe]: {
      async run(ctx, { view }) {
        const t = await ctx.words();
        const parsed = parseCelebrateMe(t, view.state.values, latestToday(ctx.deps));
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        const said = await saveMine(t, ctx, parsed);
        return {
          response: { response_action: 'update', view: savedView(t, `${VIEWS.celebrateMe}_saved`, t.t('celebrations.mineTitle'), [section(said)]) },
        };
      },
    },
    [VIEWS.celebrationImport]: {
      admin: { keyMustOpen: false, errorBlock: CELEBRATE_BLOCKS.csv },
      // Kept before its ack and acked at once with "Importing…" (the outcome follows by views.update): a file's lookups
      // outlast Slack's 3 s. Run again after a crash, each line saves the same dates again.
      durable: true,
      answersAfterAck: (view) => {
        const t = modalWords(view.private_metadata);
        return 'errors' in importInput(t, view.state.values) ? undefined : importingView(t, `${VIEWS.celebrationImport}_working`);
      },
      async run(ctx, { view }) {
        const t = await ctx.words();
        const input = importInput(t, view.state.values);
        if ('errors' in input) return { response: { response_action: 'errors', errors: input.errors } };
        const blocks = await importDates(t, ctx, input);
        return { response: { response_action: 'update', view: savedView(t, `${VIEWS.celebrationImport}_done`, t.t('celebrations.importTitle'), blocks) } };
      },
    },
    [VIEWS.celebrationSettings]: {
      admin: { keyMustOpen: false, errorBlock: CELEBRATE_BLOCKS.hour },
      async run(ctx, { view }) {
        const t = await ctx.words();
        const parsed = parseSettings(t, view.state.values, await ctx.deps.celebrationSettings.get(ctx.workspace));
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        await ctx.deps.celebrationSettings.set(ctx.workspace, parsed.settings);
        ctx.deps.log.info(`celebration settings of ${workspaceKey(ctx.workspace)} changed by ${ctx.userId}: ${JSON.stringify(parsed.settings)}`);
        const said = parsed.settings.channel
          ? t.t('celebrations.settingsSaved', { channel: parsed.settings.channel, time: t.hour(parsed.settings.hour) })
          : t.t('celebrations.settingsSavedNoChannel');
        return {
          response: {
            response_action: 'update',
            view: savedView(t, `${VIEWS.celebrationSettings}_saved`, t.t('celebrations.settingsTitle'), [section(said)]),
          },
        };
      },
    },
  },
  home: { order: 37, blocks: homeBlocks },
};
