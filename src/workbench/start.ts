// `npm start` without Slack credentials: the demo company as a Slack workspace, the workbench on PORT, and the real
// app (same receiver, signature check, store and engagement client) pointed at the workbench's Web API.
import type { Logger } from '@slack/logger';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { type Runtime, startRuntime } from '../runtime.js';
import { type Fixture, readFixtureFile } from '../service/fixture.js';
import { DEMO_FIXTURE } from '../service/server.js';
import { demoDigestChannel } from './demo-digest.js';
import { demoRewards } from './demo-rewards.js';
import { demoCelebrations } from './demo-celebrations.js';
import { celebrationClock } from './celebration-clock.js';
import { clockRoutes, clockState } from './clock-route.js';
import { DemoClock } from './demo-clock.js';
import { useOpenIdClock } from './openid.js';
import { matchDemoTeams } from './demo-teams.js';
import { DEMO_GRID_COMPANY, gridFromFixture, setUpDemoGrid } from './demo-grid.js';
import { type History, keepHistory } from './history.js';
import { type Workbench, startWorkbench } from './server.js';
import { installThroughOAuth } from './install.js';
import { DEMO_LOCALES } from './demo-locales.js';
import { SlackOrg } from './slack-org.js';
import { BOT_USER_ID, SlackWorkspace, type WorkspaceUser } from './workspace.js';

/** A company of the fixture as a Slack workspace: its first member owns it, People partners are admins. The first
 *  company keeps the IDs a workbench has always had (U001, C0GENERAL); the others get their own (UGL001, CGLGENERAL),
 *  since Slack's IDs never repeat between workspaces. */
export function workspaceFromFixture(fixture: Fixture, index = 0): SlackWorkspace {
  const company = fixture.companies[index]!;
  const tag = index === 0 ? '' : company.id.slice(0, 2).toUpperCase();
  const users: WorkspaceUser[] = company.members.map((m, i) => ({
    id: `U${tag}${String(i + 1).padStart(3, '0')}`,
    name: `${m.firstname} ${m.lastname}`,
    email: m.email,
    title: m.talent_type ?? '',
    tz_offset: (m.timezone ?? 0) * 3600,
    locale: DEMO_LOCALES[m.email] ?? `${m.language ?? company.default_language}-${m.country ?? company.default_country}`,
    ...(i === 0 ? { is_owner: true, is_admin: true } : {}),
    ...(/people partner/i.test(m.talent_type ?? '') ? { is_admin: true } : {}),
  }));
  users.push({ id: BOT_USER_ID, name: 'Kudos', is_bot: true });
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const usergroups = company.teams.map((t, i) => ({
    id: `S${tag}${String(i + 1).padStart(3, '0')}`,
    handle: t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: t.name,
    users: company.members.filter((m) => m.team_id === t.id).map((m) => idOf.get(m.email)!),
  }));
  return new SlackWorkspace(
    users,
    usergroups,
    [
      { id: `C${tag || '0'}GENERAL`, name: 'general' },
      { id: `C${tag || '0'}RANDOM`, name: 'random' },
    ],
    { id: index === 0 ? 'T0NORTHWIND' : `T0${company.id.toUpperCase()}`, name: company.name, domain: company.id },
  );
}

/** `workspace`: the first demo workspace (installed at start); `org`: every demo workspace, installed or not; `clock`:
 *  the app's clock, which the page's "Jump to next celebration" moves ahead. */
export type RunningWorkbench = {
  workbench: Workbench;
  runtime: Runtime;
  workspace: SlackWorkspace;
  org: SlackOrg;
  clock: DemoClock;
  stop: () => Promise<void>;
};

/** The demo's Enterprise Grid org is installed org-wide, under its enterprise; the others per workspace. */
const isInstalled = (runtime: Runtime, w: SlackWorkspace) =>
  runtime.deps.installations
    .fetchInstallation(
      w.grid
        ? { teamId: undefined, enterpriseId: w.grid.id, isEnterpriseInstall: true }
        : { teamId: w.team.id, enterpriseId: undefined, isEnterpriseInstall: false },
    )
    .then(
      () => true,
      () => false,
    );

/** A company of the fixture as its Slack: the Enterprise Grid org for Initech, a workspace for the others. */
const slackOf = (fixture: Fixture, i: number) =>
  fixture.companies[i]!.id === DEMO_GRID_COMPANY ? gridFromFixture(fixture.companies[i]!) : workspaceFromFixture(fixture, i);

/**
 * The app runs as a distributed app (OAuth, an installation per workspace) against the workbench's Slack: the first
 * demo workspace is installed through the install routes on a first start; the others when someone installs them
 * from the page. Each workspace's history is kept in the app's store.
 */
export async function startWorkbenchRuntime(config: Config, log: Logger): Promise<RunningWorkbench> {
  const fixture = readFixtureFile(config.ENGAGEMENT_SEED ?? DEMO_FIXTURE);
  const org = new SlackOrg(
    fixture.companies.map((_, i) => slackOf(fixture, i)),
    { id: 'workbench', secret: randomBytes(16).toString('hex') },
  );
  const workbench = await startWorkbench(org, config.PORT, (line) => log.warn(line));
  const signingSecret = randomBytes(16).toString('hex');
  const clock = new DemoClock();
  useOpenIdClock(clock.now);
  const oauth = {
    clientId: 'workbench',
    clientSecret: org.clientSecret,
    stateSecret: randomBytes(16).toString('hex'),
    authorizationUrl: `${workbench.url}/oauth/v2/authorize`,
  };
  const runtime = await startRuntime(
    {
      ...config,
      mode: 'http',
      PORT: 0,
      SLACK_BOT_TOKEN: undefined,
      oauth,
      SLACK_SIGNING_SECRET: signingSecret,
      SLACK_API_URL: workbench.apiUrl,
      SLACK_OPENID_AUTHORIZE_URL: `${workbench.url}/openid/connect/authorize`,
    },
    log,
    { host: '127.0.0.1', now: clock.now },
  );
  workbench.setApp(runtime.slack!.url, signingSecret);
  workbench.extend({ routes: clockRoutes(celebrationClock(runtime, clock, workbench.apiUrl)), state: () => clockState(clock) });
  for (const w of org.workspaces) if (await isInstalled(runtime, w)) org.markInstalled(w.team.id);
  if (!org.isInstalled(org.first.team.id)) await installThroughOAuth(org, workbench.localUrl, org.first.team.id);
  const histories: History[] = [];
  for (const [i, w] of org.workspaces.entries()) {
    if (w.grid) await setUpDemoGrid(runtime.deps.workspaces, w, fixture.companies[i]!);
    else await matchDemoTeams(runtime.deps.workspaces, w, fixture.companies[i]!.teams);
    await demoDigestChannel(runtime.deps.digestSettings, w);
    await demoRewards(runtime.deps.rewards, w);
    await demoCelebrations({ settings: runtime.deps.celebrationSettings, dates: runtime.deps.celebrationDates }, w, runtime.deps.now());
    histories.push(await keepHistory(runtime.stores.namespace(i === 0 ? 'workbench' : `workbench-${w.team.id}`), w, (line) => log.warn(line)));
  }
  return {
    workbench,
    runtime,
    workspace: org.first,
    org,
    clock,
    stop: async () => {
      await workbench.close();
      // Before the app closes its stores, where the history is written.
      histories.forEach((h) => h.stop());
      await Promise.all(histories.map((h) => h.flush()));
      await runtime.stop();
    },
  };
}
