// The admin-only operations behind /kudos sync, export and townhall: one refusal for non-admins, then the feature.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { FeatureDeps, Reply } from './deps.js';
import { runExport } from './exports/export.js';
import { parseExport } from './exports/grammar.js';
import type { KudosCommand } from './kudos/grammar.js';
import { adminRefusal } from './admins.js';
import { startSync } from './sync/run.js';
import { parseTownhall, previewTownhall } from './townhall/townhall.js';

type Actor = { userId: string; channelId: string; token: string; reply: Reply };

export async function runAdminCommand(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, actor: Actor, command: Extract<KudosCommand, { kind: 'sync' | 'export' | 'townhall' }>) {
  const refusal = await adminRefusal(deps, slack, w, actor.userId);
  if (refusal) {
    await actor.reply({ text: refusal });
    return;
  }
  if (command.kind === 'sync') {
    await startSync(deps, slack, deps.bulkSlack(actor.token), w, actor.userId, { update: command.update, dryRun: command.dryRun }, actor.reply);
  } else if (command.kind === 'export') {
    const spec = parseExport(command.text);
    if ('error' in spec) return refuse(deps, actor, 'export', spec.error);
    await actor.reply({ text: `:hourglass_flowing_sand: Exporting ${spec.kind}; the CSV will arrive in your DM with me.` });
    await deps.track(runExport(deps, slack, w, actor.userId, spec));
  } else {
    const spec = parseTownhall(command.text);
    if ('error' in spec) return refuse(deps, actor, 'townhall', spec.error);
    await actor.reply(await previewTownhall(deps, deps.digests, w, actor.channelId, spec));
  }
}

/** Input the admin can correct: said to them in the words of the check, logged as an expected refusal (INFO). */
function refuse(deps: FeatureDeps, actor: Actor, command: string, sentence: string) {
  deps.log.info(`/kudos ${command} from ${actor.userId} refused: ${sentence}`);
  return actor.reply({ text: `:warning: ${sentence}` });
}
