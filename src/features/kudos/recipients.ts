// Turns what the giver named (people, user groups, everyone, e-mails, teams, cohorts) into recipients for the service,
// checking each individual against the company directory first so the giver learns exactly who is missing. Groups
// (everyone, teams, cohorts, user groups of more than 20) go to the service whole: no Slack call per member.
import type { WebClient } from '@slack/web-api';
import type { EngagementClient } from '../../engagement-client/index.js';
import type { Directory } from '../../directory/directory.js';
import type { MemberCheck } from '../../directory/members.js';
import type { WorkspaceRef, WorkspaceStore } from '../../store/workspaces.js';
import { escapeText } from '../../ui/blocks.js';
import { said } from '../../i18n/said.js';
import type { Translator } from '../../i18n/translator.js';
import type { RecipientName } from './messages.js';
import type { RecipientToken } from './grammar.js';
import { GROUP_ONE_BY_ONE_MAX, individualsProblem } from './limits.js';
import { fewAtATime } from './few-at-a-time.js';

export type ResolvedRecipients = {
  /** The giver's member e-mail, the sender of the recognition. */
  giverEmail: string;
  /** What the recognition endpoint receives: e-mails, ALL_MEMBERS, team and cohort IDs. */
  serviceTokens: string[];
  /** Slack users named, found by a typed e-mail or expanded from small user groups, by their member e-mail. */
  usersByEmail: Map<string, string>;
  /** Addresses named one by one (typed e-mails and the Slack users' addresses). */
  individuals: string[];
  /** The groups the service resolves, as text that pings nobody ("@everybody") or worded for each reader ("everyone",
   *  "everyone in team t100"). */
  groups: RecipientName[];
  /** What the giver named, one entry each, pinging no group: ["<@U1>", "@engineering", "everyone in team t100"]. */
  named: RecipientName[];
  /** Whether a group (user group, team, cohort, everyone) was named: then the messages name it, not its members. */
  groupNamed: boolean;
};

/** A problem with who was named; `message` is a sentence for the giver, in their words. */
export class RecipientProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecipientProblem';
  }
}

export type RecipientDeps = { directory: Directory; members: MemberCheck; workspaces: WorkspaceStore };

/** Slack lookups run a few at a time: at most INDIVIDUALS_MAX of them, never one per member of a group. */
const LOOKUP_CONCURRENCY = 8;

/** Everyone in a team as people know it: by the name of the user group an admin matched to it ("Engineering"), else by its ID. */
async function everyoneInTeam(deps: RecipientDeps, w: WorkspaceRef, teamId: string): Promise<RecipientName> {
  const mapped = (await deps.workspaces.get(w)).teamMap.find((m) => m.teamId === teamId);
  return mapped ? said('kudos.groupTeamNamed', { name: escapeText(mapped.name), teamId }) : said('kudos.groupTeam', { teamId });
}

/** What the tokens name before anyone is looked up: Slack users (small user groups expanded) and tokens for the service. */
type Named = { userIds: Set<string>; serviceTokens: string[]; groups: RecipientName[]; described: RecipientName[]; groupNamed: boolean };

async function nameAll(deps: RecipientDeps, slack: WebClient, w: WorkspaceRef, giverId: string, tokens: RecipientToken[], t: Translator): Promise<Named> {
  const named: Named = { userIds: new Set(), serviceTokens: [], groups: [], described: [], groupNamed: false };
  const group = (serviceToken: string, label: RecipientName) => {
    named.groupNamed = true;
    named.serviceTokens.push(serviceToken);
    named.groups.push(label);
    named.described.push(label);
  };
  for (const token of tokens) {
    if (token.kind === 'user') {
      named.userIds.add(token.id);
      named.described.push(`<@${token.id}>`);
    } else if (token.kind === 'usergroup') {
      const expanded = await usergroupOf(deps, slack, w, giverId, token, t);
      if ('teamId' in expanded) group(expanded.teamId, expanded.label);
      else {
        expanded.members.forEach((id) => named.userIds.add(id));
        // As text: a post naming `<!subteam^…>` would notify the whole group.
        named.described.push(token.handle ? `@${token.handle}` : said('kudos.groupUnnamed'));
        named.groupNamed = true;
      }
    } else if (token.kind === 'everyone') group('ALL_MEMBERS', said('kudos.groupEveryone'));
    else if (token.kind === 'email') {
      named.serviceTokens.push(token.email);
      named.described.push(token.email);
    } else group(token.id, token.kind === 'team' ? await everyoneInTeam(deps, w, token.id) : said('kudos.groupCohort', { cohortId: token.id }));
  }
  return named;
}

/** A small user group is thanked person by person; a larger one as the team an admin matched it to, never per person. */
async function usergroupOf(
  deps: RecipientDeps,
  slack: WebClient,
  w: WorkspaceRef,
  giverId: string,
  token: Extract<RecipientToken, { kind: 'usergroup' }>,
  t: Translator,
): Promise<{ members: string[] } | { teamId: string; label: string }> {
  const name = token.handle ? `@${token.handle}` : `<!subteam^${token.id}>`;
  const inGroup = await deps.directory.usergroupMembers(slack, w, token.id);
  if (!inGroup) throw new RecipientProblem(t.t('kudos.usergroupNotFound', { group: token.handle ? name : `\`${token.id}\`` }));
  const members = inGroup.filter((id) => id !== giverId);
  if (members.length === 0) throw new RecipientProblem(t.t('kudos.usergroupEmpty', { group: name }));
  if (members.length <= GROUP_ONE_BY_ONE_MAX) return { members };
  const mapped = (await deps.workspaces.get(w)).teamMap.find((m) => m.usergroupId === token.id);
  if (mapped) return { teamId: mapped.teamId, label: `@${mapped.handle}` };
  throw new RecipientProblem(
    t.t('kudos.usergroupTooLarge', { group: name, people: t.t('common.people', { count: members.length }), max: GROUP_ONE_BY_ONE_MAX }),
  );
}

export async function resolveRecipients(
  deps: RecipientDeps,
  slack: WebClient,
  engagement: EngagementClient,
  scope: string,
  w: WorkspaceRef,
  giverId: string,
  tokens: RecipientToken[],
  t: Translator,
): Promise<ResolvedRecipients> {
  if (tokens.length === 0) throw new RecipientProblem(t.t('kudos.nameSomeone'));
  if (tokens.some((token) => token.kind === 'user' && token.id === giverId)) throw new RecipientProblem(t.t('kudos.notYourself'));
  const named = await nameAll(deps, slack, w, giverId, tokens, t);
  const typedEmails = named.serviceTokens.filter((token) => token.includes('@'));
  const tooMany = individualsProblem(named.userIds.size + typedEmails.length);
  if (tooMany) throw new RecipientProblem(t.said(tooMany));

  const giverEmail = await deps.directory.emailOf(slack, w, giverId);
  const emails = await fewAtATime([...named.userIds], LOOKUP_CONCURRENCY, async (id) => [await deps.directory.emailOf(slack, w, id), id] as const);
  // Someone named by e-mail whose Slack user is found is mentioned and messaged like a mention.
  const typedUsers = await fewAtATime(
    typedEmails,
    LOOKUP_CONCURRENCY,
    async (email) => [email, await deps.directory.userIdFor(slack, w, email).catch(() => undefined)] as const,
  );
  const found = typedUsers.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  const usersByEmail = new Map([...emails.filter(([email]) => email !== giverEmail), ...found]);
  const described = named.described.map((words) => (typeof words === 'string' && usersByEmail.has(words) ? `<@${usersByEmail.get(words)}>` : words));
  const individuals = [...new Set([...usersByEmail.keys(), ...typedEmails])];
  if (individuals.includes(giverEmail)) throw new RecipientProblem(t.t('kudos.notYourself'));
  const { unknown } = await deps.members.partition(engagement, scope, [giverEmail, ...individuals]);
  if (unknown.includes(giverEmail)) {
    throw new RecipientProblem(t.t('kudos.giverNotInDirectory', { email: giverEmail }));
  }
  if (unknown.length > 0) {
    const names = unknown.map((email) => (usersByEmail.has(email) ? `<@${usersByEmail.get(email)}> (${email})` : email));
    throw new RecipientProblem(t.t('kudos.notInDirectory', { count: unknown.length, who: t.list(names) }));
  }
  return {
    giverEmail,
    serviceTokens: [...new Set([...usersByEmail.keys(), ...named.serviceTokens])],
    usersByEmail,
    individuals,
    groups: named.groups,
    named: described,
    groupNamed: named.groupNamed,
  };
}
