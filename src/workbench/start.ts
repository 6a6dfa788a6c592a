// `npm start` without Slack credentials: the demo company as a Slack workspace, the workbench on PORT, and the real
// app (same receiver, signature check, store and engagement client) pointed at the workbench's Web API.
import type { Logger } from '@slack/logger';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { type Runtime, startRuntime } from '../runtime.js';
import { type Fixture, readFixtureFile } from '../service/fixture.js';
import { DEMO_FIXTURE } from '../service/server.js';
import { demoDigestChannel } from './demo-digest.js';
import { matchDemoTeams } from './demo-teams.js';
import { keepHistory } from './history.js';
import { type Workbench, startWorkbench } from './server.js';
import { BOT_USER_ID, SlackWorkspace, type WorkspaceUser } from './workspace.js';

/** The first company of the fixture as Slack users: its owner is a workspace owner, People partners are admins. */
export function workspaceFromFixture(fixture: Fixture): SlackWorkspace {
  const company = fixture.companies[0]!;
  const users: WorkspaceUser[] = company.members.map((m, i) => ({
    id: `U${String(i + 1).padStart(3, '0')}`,
    name: `${m.firstname} ${m.lastname}`,
    email: m.email,
    title: m.talent_type ?? '',
    tz_offset: (m.timezone ?? 0) * 3600,
    locale: `${m.language ?? company.default_language}-${m.country ?? company.default_country}`,
    ...(i === 0 ? { is_owner: true, is_admin: true } : {}),
    ...(/people partner/i.test(m.talent_type ?? '') ? { is_admin: true } : {}),
  }));
  users.push({ id: BOT_USER_ID, name: 'Kudos', is_bot: true });
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const usergroups = company.teams.map((t, i) => ({
    id: `S${String(i + 1).padStart(3, '0')}`,
    handle: t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: t.name,
    users: company.members.filter((m) => m.team_id === t.id).map((m) => idOf.get(m.email)!),
  }));
  return new SlackWorkspace(users, usergroups, [
    { id: 'C0GENERAL', name: 'general' },
    { id: 'C0RANDOM', name: 'random' },
  ], { id: 'T0NORTHWIND', name: company.name, domain: company.id });
}

export type RunningWorkbench = { workbench: Workbench; runtime: Runtime; workspace: SlackWorkspace; stop: () => Promise<void> };

export async function startWorkbenchRuntime(config: Config, log: Logger): Promise<RunningWorkbench> {
  const fixture = readFixtureFile(config.ENGAGEMENT_SEED ?? DEMO_FIXTURE);
  const workspace = workspaceFromFixture(fixture);
  const workbench = await startWorkbench(workspace, config.PORT, (line) => log.warn(line));
  const signingSecret = randomBytes(16).toString('hex');
  const runtime = await startRuntime(
    { ...config, mode: 'http', PORT: 0, SLACK_BOT_TOKEN: 'xoxb-workbench', SLACK_SIGNING_SECRET: signingSecret, SLACK_API_URL: workbench.apiUrl },
    log,
    { host: '127.0.0.1' },
  );
  await matchDemoTeams(runtime.deps.workspaces, workspace, fixture);
  await demoDigestChannel(runtime.deps.digestSettings, workspace);
  const history = await keepHistory(runtime.stores.namespace('workbench'), workspace, (line) => log.warn(line));
  workbench.setApp(runtime.slack!.url, signingSecret);
  return {
    workbench,
    runtime,
    workspace,
    stop: async () => {
      await workbench.close();
      // Before the app closes its stores, where the history is written.
      history.stop();
      await history.flush();
      await runtime.stop();
    },
  };
}
