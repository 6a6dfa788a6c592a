// Turns what the giver named (people, user groups, everyone, e-mails, teams, cohorts) into recipients for the service,
// checking each individual against the company directory first so the giver learns exactly who is missing.
import type { WebClient } from '@slack/web-api';
import type { EngagementClient } from '../../engagement/index.js';
import type { Directory } from '../../directory/directory.js';
import type { MemberCheck } from '../../directory/members.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { RecipientToken } from './grammar.js';

export type ResolvedRecipients = {
  /** The giver's member e-mail, the sender of the recognition. */
  giverEmail: string;
  /** What the recognition endpoint receives: e-mails, ALL_MEMBERS, team and cohort IDs. */
  serviceTokens: string[];
  /** Slack users named or expanded from groups, by their member e-mail. */
  usersByEmail: Map<string, string>;
  /** Short human description: "<@U1>, <@U2> and everyone in cohort c-2026". */
  description: string;
};

/** A problem with who was named; `message` is a sentence for the giver. */
export class RecipientProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecipientProblem';
  }
}

export type RecipientDeps = { directory: Directory; members: MemberCheck };

function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export async function resolveRecipients(
  deps: RecipientDeps,
  slack: WebClient,
  engagement: EngagementClient,
  scope: string,
  w: WorkspaceRef,
  giverId: string,
  tokens: RecipientToken[],
): Promise<ResolvedRecipients> {
  if (tokens.length === 0) throw new RecipientProblem('Name at least one person to thank.');
  if (tokens.some((t) => t.kind === 'user' && t.id === giverId)) throw new RecipientProblem('You can’t give kudos to yourself. Choose someone else.');

  const userIds = new Set<string>();
  const described: string[] = [];
  const serviceTokens: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'user') {
      userIds.add(token.id);
      described.push(`<@${token.id}>`);
    } else if (token.kind === 'usergroup') {
      const inGroup = await deps.directory.usergroupMembers(slack, token.id);
      if (!inGroup) throw new RecipientProblem(`I can’t find the user group ${token.handle ? `@${token.handle}` : `\`${token.id}\``} in this workspace. Check the name, or pick the group in the give form.`);
      const members = inGroup.filter((id) => id !== giverId);
      if (members.length === 0) throw new RecipientProblem(`The user group <!subteam^${token.id}> has nobody else in it.`);
      members.forEach((id) => userIds.add(id));
      described.push(`<!subteam^${token.id}>`);
    } else if (token.kind === 'everyone') {
      serviceTokens.push('ALL_MEMBERS');
      described.push('everyone');
    } else if (token.kind === 'email') {
      serviceTokens.push(token.email);
      described.push(token.email);
    } else {
      serviceTokens.push(token.id);
      described.push(`everyone in ${token.kind} ${token.id}`);
    }
  }

  const usersByEmail = new Map<string, string>();
  const giverEmail = await deps.directory.emailOf(slack, w, giverId);
  for (const id of userIds) {
    const email = await deps.directory.emailOf(slack, w, id);
    if (email !== giverEmail) usersByEmail.set(email, id);
  }
  const individuals = [...new Set([...usersByEmail.keys(), ...serviceTokens.filter((t) => t.includes('@'))])];
  if (individuals.includes(giverEmail)) throw new RecipientProblem('You can’t give kudos to yourself. Choose someone else.');
  const { unknown: everyoneUnknown } = await deps.members.partition(engagement, scope, [giverEmail, ...individuals]);
  if (everyoneUnknown.includes(giverEmail)) {
    throw new RecipientProblem(
      `You (${giverEmail}) aren’t in the company directory yet, so you can’t give kudos. Ask an admin to add you, or to match your account with \`/kudos link\`.`,
    );
  }
  const unknown = everyoneUnknown;
  if (unknown.length > 0) {
    const names = unknown.map((email) => (usersByEmail.has(email) ? `<@${usersByEmail.get(email)}> (${email})` : email));
    throw new RecipientProblem(
      `${listWords(names)} ${unknown.length === 1 ? 'isn’t' : 'aren’t'} in the company directory, so nothing was sent. Check the address, or ask an admin to add them or match them with \`/kudos link\`.`,
    );
  }
  return { giverEmail, serviceTokens: [...new Set([...usersByEmail.keys(), ...serviceTokens])], usersByEmail, description: listWords(described) };
}
