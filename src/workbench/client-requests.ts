// What a Slack client sends to an app, built for a workbench user: slash commands, shortcuts, block actions,
// view submissions and events — signed with the signing secret exactly as Slack signs them.
import { createHmac } from 'node:crypto';
import { BOT_USER_ID, type SlackWorkspace, handleOf } from './workspace.js';

export type AppAnswer = { status: number; body: string; json?: Record<string, unknown> };

export async function sendToApp(appUrl: string, signingSecret: string, body: string, contentType: string): Promise<AppAnswer> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  const response = await fetch(`${appUrl}/slack/events`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-slack-request-timestamp': String(timestamp), 'x-slack-signature': signature },
    body,
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, body: text, ...(json ? { json } : {}) };
}

export const form = (payload: object) => `payload=${encodeURIComponent(JSON.stringify(payload))}`;

/** Slack's escaping of a typed message (should_escape): @name, @group, @everyone, #channel and e-mails become entities. */
export function escapeTyped(workspace: SlackWorkspace, text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/(^|\s)@(everyone|here|channel)\b/g, (_m, pre: string, word: string) => `${pre}<!${word}>`)
    .replace(/(^|[\s,])@([\w.-]+)/g, (match, pre: string, name: string) => {
      const user = workspace.users.find((u) => handleOf(u.name) === name.toLowerCase());
      if (user) return `${pre}<@${user.id}|${handleOf(user.name)}>`;
      const group = workspace.usergroups.find((g) => g.handle === name.toLowerCase());
      return group ? `${pre}<!subteam^${group.id}|@${group.handle}>` : match;
    })
    .replace(/(^|\s)#([\w-]+)/g, (match, pre: string, name: string) => {
      const channel = workspace.channels.find((c) => !c.dmWith && c.name === name);
      return channel ? `${pre}<#${channel.id}|${channel.name}>` : match;
    })
    .replace(/(^|\s)([^\s@<>|]+@[^\s@<>|]+\.[^\s@<>|]+)/g, (_m, pre: string, email: string) => `${pre}<mailto:${email}|${email}>`);
}

/** The workspace a person acts from: the demo's one, or on the Enterprise Grid org the first of the org's workspaces
 *  they are in (an org-wide install hears from each workspace of the org). */
export function teamOf(workspace: SlackWorkspace, user: string): { id: string; domain: string } {
  const grid = workspace.grid;
  const own = grid?.teams.find((t) => workspace.user(user)?.teams?.[0] === t.id);
  return own ? { id: own.id, domain: own.domain } : { id: workspace.team.id, domain: workspace.team.domain };
}

/** What an interaction payload says of where it comes from: the team, or on an org-wide install `team: null`, the
 *  enterprise and the workspace only on the user, as Slack sends them. */
export function interactionSender(workspace: SlackWorkspace, user: string) {
  const team = teamOf(workspace, user);
  const grid = workspace.grid;
  if (!grid) return { team, user: { id: user, team_id: team.id } };
  return { team: null, enterprise: { id: grid.id, name: grid.name }, is_enterprise_install: true, user: { id: user, team_id: team.id } };
}

/** An Events API envelope around `event` from `user`'s workspace; on an org-wide install its authorization names the
 *  enterprise with `team_id: null`. */
export function eventEnvelope(workspace: SlackWorkspace, user: string, event: Record<string, unknown>): string {
  const team = teamOf(workspace, user).id;
  const grid = workspace.grid;
  const authorization = grid
    ? { enterprise_id: grid.id, team_id: null, user_id: BOT_USER_ID, is_bot: true, is_enterprise_install: true }
    : { team_id: team, user_id: BOT_USER_ID, is_bot: true };
  return JSON.stringify({
    token: 'workbench',
    team_id: team,
    ...(grid ? { enterprise_id: grid.id, context_team_id: team, context_enterprise_id: grid.id } : {}),
    api_app_id: 'AKUDOS',
    type: 'event_callback',
    event_id: workspace.next('Ev'),
    event_time: Math.floor(Date.now() / 1000),
    event,
    authorizations: [authorization],
  });
}

export function commandPayload(workspace: SlackWorkspace, user: string, channel: string, text: string, responseUrl: string, triggerId: string): string {
  const u = workspace.user(user);
  const team = teamOf(workspace, user);
  const grid = workspace.grid;
  return new URLSearchParams({
    token: 'workbench',
    team_id: team.id,
    team_domain: team.domain,
    channel_id: channel,
    channel_name: workspace.channels.find((c) => c.id === channel)?.name ?? channel,
    user_id: user,
    user_name: u ? handleOf(u.name) : user,
    command: text.split(/\s+/, 1)[0]!,
    text: escapeTyped(workspace, text.slice(text.split(/\s+/, 1)[0]!.length).trim()),
    api_app_id: 'AKUDOS',
    is_enterprise_install: grid ? 'true' : 'false',
    ...(grid ? { enterprise_id: grid.id, enterprise_name: grid.name } : {}),
    response_url: responseUrl,
    trigger_id: triggerId,
  }).toString();
}
