// Who is in the workspace, for reading the company's shared feed: every person's member e-mail (users.list), the user
// groups and their members, and from those the feed's sources — one per team (a user group an admin matched to a
// team), one per person in no such group. Kept a few minutes per workspace.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import type Keyv from 'keyv';
import pLimit from 'p-limit';
import { z } from 'zod';
import { type WorkspaceRef, type WorkspaceStore, workspaceKey } from '../store/workspaces.js';
import type { Directory } from './directory.js';
import { slackUserSchema } from './slack-user.js';
import { type Usergroup, usergroupsFor } from './usergroups.js';

export type Roster = {
  /** Slack user → member e-mail (admins' links first), people only: no bots, no deactivated accounts. */
  emailOf: Map<string, string>;
  /** Member e-mail → Slack user. */
  userOf: Map<string, string>;
  /** User group → its Slack users. */
  groups: Map<string, string[]>;
  /** Where the company's shared feed is read: the teams' names, and the people in none of them. */
  sources: ({ team: string } | { email: string })[];
};

export type RosterDeps = { usergroups: Keyv<Usergroup[]>; log: Logger; workspaces: WorkspaceStore; directory: Directory };

const ROSTER_TTL_MS = 5 * 60 * 1000;
const membersPage = z.object({ members: z.array(z.unknown()).default([]), response_metadata: z.object({ next_cursor: z.string().optional() }).optional() });

/** Every person of the workspace with an e-mail, page by page (users.list is Tier 2: pages of 1000). */
async function people(slack: WebClient): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  let cursor: string | undefined;
  do {
    const page = membersPage.parse(await slack.users.list({ limit: 1000, ...(cursor ? { cursor } : {}) }));
    for (const raw of page.members) {
      const u = slackUserSchema.safeParse(raw);
      if (!u.success || u.data.deleted || u.data.is_bot || u.data.is_app_user || u.data.id === 'USLACKBOT' || !u.data.profile.email) continue;
      emails.set(u.data.id, u.data.profile.email.toLowerCase());
    }
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return emails;
}

export class Rosters {
  private readonly cache = new Map<string, { at: number; roster: Promise<Roster> }>();

  constructor(private readonly deps: RosterDeps) {}

  of(slack: WebClient, w: WorkspaceRef): Promise<Roster> {
    const key = workspaceKey(w);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < ROSTER_TTL_MS) return hit.roster;
    const roster = this.build(slack, w);
    this.cache.set(key, { at: Date.now(), roster });
    roster.catch(() => this.cache.delete(key));
    return roster;
  }

  private async build(slack: WebClient, w: WorkspaceRef): Promise<Roster> {
    const [emailOf, usergroups, settings] = await Promise.all([people(slack), usergroupsFor(this.deps, slack, w), this.deps.workspaces.get(w)]);
    for (const [userId, email] of Object.entries(settings.links)) emailOf.set(userId, email);
    const limit = pLimit(8);
    const groups = new Map<string, string[]>();
    await Promise.all(usergroups.map((g) => limit(async () => groups.set(g.id, (await this.deps.directory.usergroupMembers(slack, g.id)) ?? []))));
    // Only groups an admin matched to a team are read as teams: the directory sync imports their members with the
    // group's name as team_name. Any other group may be no team at all, so its people are read one by one.
    const teams = new Set(settings.teamMap.map((t) => t.name));
    const inTeams = new Set(settings.teamMap.flatMap((t) => groups.get(t.usergroupId) ?? []));
    const alone = [...emailOf].filter(([userId]) => !inTeams.has(userId)).map(([, email]) => ({ email }));
    // One person, several accounts (an Enterprise Grid user in two workspaces): the first listed stands for them.
    const userOf = new Map<string, string>();
    for (const [userId, email] of emailOf) if (!userOf.has(email)) userOf.set(email, userId);
    for (const [userId, email] of Object.entries(settings.links)) userOf.set(email, userId);
    return {
      emailOf,
      userOf,
      groups,
      sources: [...[...teams].map((team) => ({ team })), ...alone],
    };
  }
}
