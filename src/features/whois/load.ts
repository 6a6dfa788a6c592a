// `/kudos whois @person|address`: the member record the directory holds, with their team.
import { DirectoryError } from '../../directory/directory.js';
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import { explainFailure } from '../../ui/explain.js';
import { teamLabel } from './team-label.js';
import { memberBlocks } from './whois.js';

export async function whoisMessage(ctx: RequestContext, target: { userId?: string; email?: string }): Promise<Message> {
  const { deps, slack, workspace: w } = ctx;
  const actor = await ctx.actor();
  if ('problem' in actor) return problem(actor.problem);
  const t = await ctx.words();
  try {
    const email = target.userId ? await deps.directory.emailOf(slack, w, target.userId) : target.email!;
    const member = await actor.connection.client.members.get(email);
    const slackId = target.userId ?? (await deps.directory.userIdFor(slack, w, email).catch(() => undefined));
    const team = teamLabel(t, (await deps.workspaces.get(w)).teamMap, member.team_id);
    return { text: `${member.firstname} ${member.lastname}`, blocks: memberBlocks(t, member, team, slackId) };
  } catch (error) {
    if (error instanceof DirectoryError && error.bot) return problem(t.t('whois.bot', { userId: error.userId }));
    return problem(explainFailure(t, error, 'shown', false));
  }
}
