// Slack users named as people in the files a person reads (CSV exports): a name and an e-mail beside each Slack ID. A
// few are looked up one by one (users.info); more with users.list passes (1,000 a page, Tier 2) rather than one
// users.info each. An admin's link gives the member e-mail. Anyone not found (gone from Slack, a look-up that failed)
// gets empty cells, with a warning in the log: a name is never worth a failed export.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { slackErrorCode } from '../slack-api/web-api-error.js';
import type { WorkspaceRef, WorkspaceStore } from '../store/workspaces.js';
import { teamArg, teamsToRead } from './org-teams.js';
import { type SlackUserPayload, slackUserSchema } from './slack-user.js';

export type Named = { name: string; email: string };
/** A Slack ID's name and e-mail, empty when unknown. */
export type NameOf = (userId: string) => Named;
export type PeopleNamedDeps = { workspaces: WorkspaceStore; log: Pick<Logger, 'warn'> };

/** Up to this many people are looked up one by one (users.info is Tier 4); more are read from users.list. */
export const LOOKUPS_AT_MOST = 25;
const NOBODY: Named = { name: '', email: '' };
const membersPage = z.object({ members: z.array(z.unknown()).default([]), response_metadata: z.object({ next_cursor: z.string().optional() }).optional() });

/** The name a file should carry: the person's full name, then whatever Slack has. */
const fullName = (u: SlackUserPayload) => u.profile.real_name || u.real_name || u.profile.display_name || u.name;

/** Each person's users.info; one that fails leaves that person unnamed, not the others (one Slack does not know is
 *  simply not found). */
async function oneByOne(slack: WebClient, ids: string[], keep: (raw: unknown) => void): Promise<void> {
  const info = (user: string) =>
    slack.users.info({ user }).then(
      (r) => keep(r.user),
      (error: unknown) => {
        if (!['user_not_found', 'user_not_visible'].includes(slackErrorCode(error) ?? '')) throw error;
      },
    );
  const failed = (await Promise.allSettled(ids.map(info))).filter((r) => r.status === 'rejected');
  if (failed.length)
    throw new Error(`${failed.length} of ${ids.length} users.info failed, first: ${(failed[0] as PromiseRejectedResult).reason?.message ?? 'unknown'}`);
}

async function listed(slack: WebClient, w: WorkspaceRef, ownSettingsTeams: string[] | undefined, keep: (raw: unknown) => void): Promise<void> {
  for (const team of await teamsToRead(slack, w, ownSettingsTeams)) {
    let cursor: string | undefined;
    do {
      const page = membersPage.parse(await slack.users.list({ limit: 1000, ...teamArg(team), ...(cursor ? { cursor } : {}) }));
      page.members.forEach(keep);
      cursor = page.response_metadata?.next_cursor || undefined;
    } while (cursor);
  }
}

export async function peopleNamed(deps: PeopleNamedDeps, slack: WebClient, w: WorkspaceRef, ids: Iterable<string>): Promise<NameOf> {
  const wanted = new Set([...ids].filter(Boolean));
  const settings = await deps.workspaces.get(w);
  const found = new Map<string, Named>();
  const keep = (raw: unknown) => {
    const u = slackUserSchema.safeParse(raw);
    if (u.success && wanted.has(u.data.id)) found.set(u.data.id, { name: fullName(u.data), email: u.data.profile.email?.toLowerCase() ?? '' });
  };
  if (wanted.size) {
    const read = wanted.size <= LOOKUPS_AT_MOST ? oneByOne(slack, [...wanted], keep) : listed(slack, w, settings.ownSettingsTeams, keep);
    await read.catch((error: unknown) => deps.log.warn(`naming people for a file: ${(error as Error).message}; those not found have empty cells`));
  }
  return (id) => {
    const named = found.get(id) ?? NOBODY;
    const linked = settings.links[id];
    return linked ? { ...named, email: linked } : named;
  };
}
