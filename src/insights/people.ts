// Who is in the company for the insights dashboard: every person of the workspace's roster with their member record
// (name, team, manager) from the service's directory, the team named as an admin matched it in setup, kept as the
// company's `directory` rows that the charts join on, shared by every instance. The service has no list of members, so
// each person is looked up (a few at a time) and the rows replaced at most every half hour: the first dashboard waits
// for that read, later ones are answered from the saved rows while a stale copy is read again behind them.
import type { WebClient } from '@slack/web-api';
import type { Kysely } from 'kysely';
import pLimit from 'p-limit';
import type { Database } from '../db/schema.js';
import type { Rosters } from '../directory/roster.js';
import { type EngagementClient, NotFoundError } from '../engagement-client/index.js';
import type { WorkspaceRef, WorkspaceSettings } from '../store/workspaces.js';

export type Person = { email: string; name: string; team: string; manager?: string | undefined };
/** Everyone read from the service, by member e-mail. */
export type People = Map<string, Person>;

// not-for-people: the team of people filed under none, as saved and filtered by; the page words it (words.ts)
export const NO_TEAM = 'No team';
const PEOPLE_TTL_MS = 30 * 60 * 1000;
const LOOKUPS_AT_ONCE = 8;
/** Rows an insert takes at most (a statement's parameters are bounded). */
const BATCH = 1000;

export type PeopleDeps = {
  rosters: Pick<Rosters, 'of'>;
  workspaces: { get(w: WorkspaceRef): Promise<Pick<WorkspaceSettings, 'teamMap'>> };
  db: Kysely<Database>;
  /** A read behind the answer failed (the saved rows stay, and are read again at the next look). */
  onError: (error: unknown, scope: string) => void;
};

/** What the dashboard asks of a company's saved directory, each a query of its rows (never the whole directory in
 *  memory: a company of 40,000 people took 60–100 ms and as many megabytes a request). */
export type SavedPeople = {
  person(email: string): Promise<Person | undefined>;
  /** The people whose manager is `email`. */
  reportsOf(email: string): Promise<Person[]>;
  /** Every team someone is filed under, in name order. */
  teams(): Promise<string[]>;
  hasTeam(team: string): Promise<boolean>;
};

const asPerson = (r: { email: string; name: string; team: string; manager: string | null }): Person => ({
  email: r.email,
  name: r.name,
  team: r.team,
  manager: r.manager ?? undefined,
});

function savedPeople(db: Kysely<Database>, scope: string): SavedPeople {
  const rows = () => db.selectFrom('directory').select(['email', 'name', 'team', 'manager']).where('scope', '=', scope);
  return {
    person: async (email) => {
      const row = await rows().where('email', '=', email).executeTakeFirst();
      return row ? asPerson(row) : undefined;
    },
    reportsOf: async (email) => (await rows().where('manager', '=', email).execute()).map(asPerson),
    teams: async () => (await db.selectFrom('directory').select('team').distinct().where('scope', '=', scope).execute()).map((r) => r.team).sort(),
    hasTeam: async (team) =>
      !!(await db.selectFrom('directory').select('team').where('scope', '=', scope).where('team', '=', team).limit(1).executeTakeFirst()),
  };
}

/** Replaces the company's directory rows with `people` in one transaction, and notes when. */
async function saveDirectory(db: Kysely<Database>, scope: string, people: People, userOf: Map<string, string>): Promise<void> {
  const rows = [...people.values()].map((p) => ({
    scope,
    email: p.email,
    user_id: userOf.get(p.email) ?? null,
    name: p.name,
    team: p.team,
    manager: p.manager ?? null,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('directory').where('scope', '=', scope).execute();
    for (let i = 0; i < rows.length; i += BATCH)
      await trx
        .insertInto('directory')
        .values(rows.slice(i, i + BATCH))
        .execute();
    const at = Date.now();
    await trx
      .insertInto('recognition_scopes')
      .values({ scope, directory_at: at })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ directory_at: at }))
      .execute();
  });
}

export class PeopleDirectory {
  /** This process's read of each company's directory under way. */
  private readonly reading = new Map<string, Promise<void>>();

  constructor(private readonly deps: PeopleDeps) {}

  /** The company's people: as saved, read again behind the answer when older than PEOPLE_TTL_MS; read now when never. */
  async of(slack: WebClient, w: WorkspaceRef, client: EngagementClient, scope: string): Promise<SavedPeople> {
    const row = await this.deps.db.selectFrom('recognition_scopes').select('directory_at').where('scope', '=', scope).executeTakeFirst();
    if (!row?.directory_at) await this.readOnce(slack, w, client, scope);
    else if (Date.now() - Number(row.directory_at) >= PEOPLE_TTL_MS)
      this.readOnce(slack, w, client, scope).catch((error: unknown) => this.deps.onError(error, scope));
    return savedPeople(this.deps.db, scope);
  }

  /** This process's one read of the company's directory at a time. */
  private readOnce(slack: WebClient, w: WorkspaceRef, client: EngagementClient, scope: string): Promise<void> {
    let read = this.reading.get(scope);
    if (!read) {
      read = this.read(slack, w, client, scope).finally(() => this.reading.delete(scope));
      this.reading.set(scope, read);
    }
    return read;
  }

  private async read(slack: WebClient, w: WorkspaceRef, client: EngagementClient, scope: string): Promise<void> {
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
    await saveDirectory(this.deps.db, scope, people, roster.userOf);
  }
}
