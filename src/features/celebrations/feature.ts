// Celebrations as a Slack surface: `/kudos celebrate me` and App Home's "Your celebrations" (a person's own dates and
// opt-outs), admins' `/kudos celebrate import | export | settings`, the post's "Add kudos" button and the day-before
// DM's "Don't post this year". The posting itself runs as a background job (job.ts).
import type { Feature, RequestContext } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { actions, button, context, section } from '../../ui/blocks.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { workspaceKey } from '../../store/workspaces.js';
import { openGiveModal } from '../kudos/flows.js';
import { monthDayLabel } from './dates.js';
import { exportDates, importDates, latestToday, saveMine } from './flows.js';
import {
  CELEBRATE_BLOCKS,
  celebrateMeModal,
  importInput,
  importModal,
  importingView,
  parseCelebrateMe,
  parseSettings,
  savedView,
  settingsModal,
} from './forms.js';
import { skipThisYear } from './notice.js';

const admins = {
  keyMustOpen: false,
  when: (p: { command: { what: string } }) => p.command.what !== 'me',
  notAdmin: 'Only admins can import, export or change celebrations. `/kudos celebrate me` sets your own dates.',
};

async function openMine(ctx: RequestContext, triggerId: string) {
  const me = await ctx.deps.celebrationDates.get(ctx.workspace, ctx.userId);
  await ctx.slack.views.open({ trigger_id: triggerId, view: celebrateMeModal(VIEWS.celebrateMe, me.dates, me.optOuts) });
}

async function homeBlocks(ctx: RequestContext) {
  const me = await ctx.deps.celebrationDates.get(ctx.workspace, ctx.userId);
  const b = me.dates.birthday?.split('-').map(Number);
  const said = [
    b ? `Birthday: ${monthDayLabel({ month: b[0]!, day: b[1]! })}${me.optOuts.birthday ? ' (not celebrated)' : ''}` : 'Birthday: not set',
    me.dates.start ? `Started: ${me.dates.start}${me.optOuts.anniversary ? ' (not celebrated)' : ''}` : 'Start date: not set',
  ];
  return [
    section(`*Your celebrations*\n${said.join(' · ')}`),
    actions([button('Set my dates', ACTIONS.homeCelebrate)]),
    context('Posted in the celebrations channel on the day; you are told the day before and can skip it.'),
  ];
}

export const celebrations: Feature<KudosCommand> = {
  name: 'celebrations',
  commands: {
    celebrate: {
      admin: admins,
      async run(ctx, { command, triggerId }) {
        if (command.what === 'me') return void (await openMine(ctx, triggerId));
        if (command.what === 'export') return exportDates(ctx);
        const view =
          command.what === 'import'
            ? importModal(VIEWS.celebrationImport)
            : settingsModal(VIEWS.celebrationSettings, await ctx.deps.celebrationSettings.get(ctx.workspace));
        await ctx.slack.views.open({ trigger_id: triggerId, view });
      },
    },
  },
  actions: {
    [ACTIONS.homeCelebrate]: { run: (ctx, p) => openMine(ctx, p.trigger_id!) },
    [ACTIONS.celebrationSkip]: {
      run: async (ctx, p) => ({ text: await skipThisYear(ctx.deps, ctx.workspace, ctx.userId, p.actions[0]!.value ?? ''), replace_original: true }),
    },
    [ACTIONS.celebrationKudos]: {
      run: async (ctx, p) => {
        const userIds = (p.actions[0]!.value ?? '').split(',').filter((id) => /^[UW][A-Z0-9]+$/.test(id) && id !== ctx.userId);
        await openGiveModal(
          ctx,
          p.trigger_id!,
          { userIds, reason: 'Celebrating with you! :tada:' },
          { source: 'celebration', ...(p.channel ? { channelId: p.channel.id } : {}) },
        );
      },
    },
  },
  views: {
    [VIEWS.celebrateMe]: {
      async run(ctx, { view }) {
        const parsed = parseCelebrateMe(view.state.values, latestToday(ctx.deps));
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        const said = await saveMine(ctx, parsed);
        return { response: { response_action: 'update', view: savedView(`${VIEWS.celebrateMe}_saved`, 'Your celebrations', [section(said)]) } };
      },
    },
    [VIEWS.celebrationImport]: {
      admin: { keyMustOpen: false, errorBlock: CELEBRATE_BLOCKS.csv },
      // Kept before its ack and acked at once with "Importing…" (the outcome follows by views.update): a file's lookups
      // outlast Slack's 3 s. Run again after a crash, each line saves the same dates again.
      durable: true,
      answersAfterAck: (view) => ('errors' in importInput(view.state.values) ? undefined : importingView(`${VIEWS.celebrationImport}_working`)),
      async run(ctx, { view }) {
        const input = importInput(view.state.values);
        if ('errors' in input) return { response: { response_action: 'errors', errors: input.errors } };
        const blocks = await importDates(ctx, input);
        return { response: { response_action: 'update', view: savedView(`${VIEWS.celebrationImport}_done`, 'Import dates', blocks) } };
      },
    },
    [VIEWS.celebrationSettings]: {
      admin: { keyMustOpen: false, errorBlock: CELEBRATE_BLOCKS.hour },
      async run(ctx, { view }) {
        const parsed = parseSettings(view.state.values, await ctx.deps.celebrationSettings.get(ctx.workspace));
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        await ctx.deps.celebrationSettings.set(ctx.workspace, parsed.settings);
        ctx.deps.log.info(`celebration settings of ${workspaceKey(ctx.workspace)} changed by ${ctx.userId}: ${JSON.stringify(parsed.settings)}`);
        const where = parsed.settings.channel
          ? `in <#${parsed.settings.channel}> at ${String(parsed.settings.hour).padStart(2, '0')}:00 on each person’s clock`
          : 'nowhere yet: pick a channel';
        return {
          response: {
            response_action: 'update',
            view: savedView(`${VIEWS.celebrationSettings}_saved`, 'Celebrations', [section(`:white_check_mark: Saved. Celebrations are posted ${where}.`)]),
          },
        };
      },
    },
  },
  home: { order: 37, blocks: homeBlocks },
};
