// Who is in the company for the insights dashboard: every person of the workspace's roster with their member record
// (name, team, manager) from the service's directory, the team named as an admin matched it in setup. The service
// has no list of members, so each person is looked up (a few at a time) and the result kept half an hour.
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import type { Rosters } from '../directory/roster.js';
import { type EngagementClient, NotFoundError } from '../engagement/index.js';
import { type WorkspaceRef, type WorkspaceStore, workspaceKey } from '../store/workspaces.js';

export type Person = { email: string; name: string; team: string; manager?: string | undefined };
/** Everyone, by member e-mail. */
export type People = Map<string, Person>;

export const NO_TEAM = 'No team';
const PEOPLE_TTL_MS = 30 * 60 * 1000;
const LOOKUPS_AT_ONCE = 8;

export type PeopleDeps = { rosters: Rosters; workspaces: WorkspaceStore };

export class PeopleDirectory {
  private readonly cache = new Map<string, { at: number; people: Promise<People> }>();

  constructor(private readonly deps: PeopleDeps) {}

  of(slack: WebClient, w: WorkspaceRef, client: EngagementClient, scope: string): Promise<People> {
    const key = `${workspaceKey(w)}:${scope}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < PEOPLE_TTL_MS) return hit.people;
    const people = this.read(slack, w, client);
    this.cache.set(key, { at: Date.now(), people });
    people.catch(() => this.cache.delete(key));
    return people;
  }

  private async read(slack: WebClient, w: WorkspaceRef, client: EngagementClient): Promise<People> {
    const roster = await this.deps.rosters.of(slack, w);
    const teamNames = new Map((await this.deps.workspaces.get(w)).teamMap.map((t) => [t.teamId, t.name]));
    const limit = pLimit(LOOKUPS_AT_ONCE);
    const people: People = new Map();
    await Promise.all(
      [...new Set(roster.emailOf.values())].map((email) =>
        limit(async () => {
          try {
            const m = await client.members.get(email);
            const name = `${m.firstname} ${m.lastname}`.trim() || email;
            people.set(email, { email, name, team: teamNames.get(m.team_id) ?? (m.team_id || NO_TEAM), manager: m.manager_email?.toLowerCase() || undefined });
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error; // not in the company directory: not counted
          }
        }),
      ),
    );
    return people;
  }
}
