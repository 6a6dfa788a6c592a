// Who is in the workspace, for reading the company's shared feed: every person's member e-mail (users.list), the members
// of the user groups an admin matched to teams, and from those the feed's sources — one per matched team, one per
// person in none of them. Kept half an hour per workspace (Slack's Tier 2 limits), rebuilt when the matching changes.
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import { z } from 'zod';
import { type WorkspaceRef, type WorkspaceSettings, type WorkspaceStore, workspaceKey } from '../store/workspaces.js';
import type { Directory } from './directory.js';
import { teamArg, teamsToRead } from './org-teams.js';
import { slackUserSchema } from './slack-user.js';

export type Roster = {
  /** Slack user → member e-mail (admins' links first), people only: no bots, no deactivated accounts. */
  emailOf: Map<string, string>;
  /** Member e-mail → Slack user. */
  userOf: Map<string, string>;
  /** Matched user group → its Slack users (other groups are looked up when asked for: `Rosters.groupMembers`). */
  groups: Map<string, string[]>;
  /** Member e-mails of accounts deactivated in Slack: left out of leaderboards and digests (an active account with
   *  the same e-mail keeps them in). */
  left: Set<string>;
  /** Where the company's shared feed is read: the teams' names, and the people in none of them. */
  sources: ({ team: string } | { email: string })[];
};

export type RosterDeps = { workspaces: WorkspaceStore; directory: Directory };

/** users.list and usergroups.users.list are Tier 2 (about 20 calls a minute): a roster is built at most this often. */
const ROSTER_TTL_MS = 30 * 60 * 1000;
const membersPage = z.object({ members: z.array(z.unknown()).default([]), response_metadata: z.object({ next_cursor: z.string().optional() }).optional() });

/** Every person of the workspace with an e-mail, page by page (users.list is Tier 2: pages of 1000). */
async function people(slack: WebClient, w: WorkspaceRef, ownSettingsTeams: string[] | undefined): Promise<{ emails: Map<string, string>; left: Set<string> }> {
  const found = { emails: new Map<string, string>(), left: new Set<string>() };
  for (const team of await teamsToRead(slack, w, ownSettingsTeams)) await peopleOf(slack, team, found);
  return found;
}

/** One workspace's people (on Enterprise Grid, named by `team`) into `emails`, its deactivated accounts into `left`. */
async function peopleOf(slack: WebClient, team: string | undefined, { emails, left }: { emails: Map<string, string>; left: Set<string> }): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = membersPage.parse(await slack.users.list({ limit: 1000, ...teamArg(team), ...(cursor ? { cursor } : {}) }));
    for (const raw of page.members) {
      const u = slackUserSchema.safeParse(raw);
      if (u.success && u.data.deleted && u.data.profile.email) left.add(u.data.profile.email.toLowerCase());
      if (!u.success || u.data.deleted || u.data.is_bot || u.data.is_app_user || u.data.id === 'USLACKBOT' || !u.data.profile.email) continue;
      emails.set(u.data.id, u.data.profile.email.toLowerCase());
    }
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
}

export class Rosters {
  private readonly cache = new Map<string, { at: number; roster: Promise<Roster> }>();

  constructor(private readonly deps: RosterDeps) {}

  /** The workspace's roster; a change of the matched teams or the links (in setup) builds a new one at once. */
  async of(slack: WebClient, w: WorkspaceRef): Promise<Roster> {
    const settings = await this.deps.workspaces.get(w);
    const key = `${workspaceKey(w)}:${JSON.stringify([settings.teamMap, settings.links])}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < ROSTER_TTL_MS) return hit.roster;
    for (const old of this.cache.keys()) if (old.startsWith(`${workspaceKey(w)}:`)) this.cache.delete(old);
    const roster = this.build(slack, w, settings);
    this.cache.set(key, { at: Date.now(), roster });
    roster.catch(() => this.cache.delete(key));
    return roster;
  }

  /** Slack said a user changed: a roster that has them active while deactivated, or the other way round, is built
   *  again at its next use (so they leave, or come back to, leaderboards and digests at once). */
  async userChanged(w: WorkspaceRef, user: { id: string; deleted: boolean; isPerson: boolean }): Promise<void> {
    for (const [key, hit] of [...this.cache].filter(([k]) => k.startsWith(`${workspaceKey(w)}:`))) {
      const active = (await hit.roster.catch(() => undefined))?.emailOf.has(user.id);
      const stale = user.deleted ? active !== false : active !== true && user.isPerson;
      if (stale) this.cache.delete(key);
    }
  }

  /** The Slack users of a user group (undefined: no such group), from the roster when it is a matched one. */
  async groupMembers(slack: WebClient, w: WorkspaceRef, usergroupId: string): Promise<string[] | undefined> {
    return (await this.of(slack, w)).groups.get(usergroupId) ?? (await this.deps.directory.usergroupMembers(slack, w, usergroupId));
  }

  private async build(slack: WebClient, w: WorkspaceRef, settings: WorkspaceSettings): Promise<Roster> {
    const { emails: emailOf, left } = await people(slack, w, settings.ownSettingsTeams);
    for (const [userId, email] of Object.entries(settings.links)) emailOf.set(userId, email);
    const limit = pLimit(4);
    const groups = new Map<string, string[]>();
    await Promise.all(
      settings.teamMap.map((t) => limit(async () => groups.set(t.usergroupId, (await this.deps.directory.usergroupMembers(slack, w, t.usergroupId)) ?? []))),
    );
    // Only groups an admin matched to a team are read as teams: the directory sync imports their members with the
    // group's name as team_name. Any other group may be no team at all, so its people are read one by one.
    const teams = new Set(settings.teamMap.map((t) => t.name));
    const inTeams = new Set(settings.teamMap.flatMap((t) => groups.get(t.usergroupId) ?? []));
    const alone = [...emailOf].filter(([userId]) => !inTeams.has(userId)).map(([, email]) => ({ email }));
    // One person, several accounts (an Enterprise Grid user in two workspaces): the first listed stands for them.
    const userOf = new Map<string, string>();
    for (const [userId, email] of emailOf) if (!userOf.has(email)) userOf.set(email, userId);
    for (const [userId, email] of Object.entries(settings.links)) userOf.set(email, userId);
    for (const email of emailOf.values()) left.delete(email);
    return {
      emailOf,
      userOf,
      groups,
      left,
      sources: [...[...teams].map((team) => ({ team })), ...alone],
    };
  }
}
