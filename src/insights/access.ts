// Who may see the insights dashboard, the same rule on every page, JSON route and App Home link: the workspace's Kudos
// admins (the adapter guard's rule) see every team; a manager (someone the company directory names as the manager of
// at least one person) sees their reports' teams and, by name, only their reports; everyone else is refused.
import type { WebClient } from '@slack/web-api';
import type { Directory } from '../directory/directory.js';
import type { MessageKey } from '../i18n/catalogue.js';
import type { Connection, Connections } from '../engagement/connections.js';
import { lazyIsAdmin } from '../slack/admin-guard.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { PeopleDirectory, SavedPeople } from './people.js';

export type Viewer = {
  w: WorkspaceRef;
  userId: string;
  email: string;
  admin: boolean;
  slack: WebClient;
  connection: Connection;
  /** The company's saved directory, asked as needed. */
  people: SavedPeople;
  /** A manager's: their reports' teams and their reports' e-mails. Absent for an admin. */
  teams?: ReadonlySet<string>;
  reports?: ReadonlySet<string>;
  /** The person's own direct reports and their teams (an admin may manage people too): the monthly summary is about
   *  them. */
  ownReports: ReadonlySet<string>;
  ownTeams: ReadonlySet<string>;
};

export type AccessDeps = {
  directory: Directory;
  connections: Connections;
  people: PeopleDirectory;
  /** The workspace's bot client, or undefined when the app does not serve that workspace. */
  clientFor: (w: WorkspaceRef) => Promise<WebClient | undefined>;
};

/** `sentence`: why, in the words of whoever is refused. */
export type Refusal = { refused: 'other-workspace' | 'not-allowed'; sentence: MessageKey };

export const NOT_ALLOWED: MessageKey = 'dashboard.notAllowed';
const OTHER_WORKSPACE: MessageKey = 'dashboard.otherWorkspace';

/** The signed-in person as a viewer of the dashboard, or why they may not see it. */
export async function viewerOf(deps: AccessDeps, w: WorkspaceRef, userId: string): Promise<Viewer | Refusal> {
  const slack = await deps.clientFor(w);
  if (!slack) return { refused: 'other-workspace', sentence: OTHER_WORKSPACE };
  const admin = await lazyIsAdmin(deps, slack, w, userId)();
  const email = await deps.directory.emailOf(slack, w, userId).catch(() => undefined);
  const connection = await deps.connections.forWorkspace(w);
  if (!email && !admin) return { refused: 'not-allowed', sentence: NOT_ALLOWED };
  const people = await deps.people.of(slack, w, connection.client, connection.scope);
  const reports = email ? await people.reportsOf(email) : [];
  const [ownReports, ownTeams] = [new Set(reports.map((p) => p.email)), new Set(reports.map((p) => p.team))];
  const base = { w, userId, email: email ?? '', slack, connection, people, ownReports, ownTeams };
  if (admin) return { ...base, admin: true };
  if (reports.length === 0) return { refused: 'not-allowed', sentence: NOT_ALLOWED };
  return { ...base, admin: false, teams: ownTeams, reports: ownReports };
}

export const isRefusal = (v: Viewer | Refusal): v is Refusal => 'refused' in v;
