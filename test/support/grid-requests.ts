// Requests as Slack sends them from a workspace of an Enterprise Grid org where Kudos is installed org-wide: commands
// with `enterprise_id` and `is_enterprise_install=true`; interactions with `team: null`, the `enterprise` and the
// workspace only on `user.team_id`; events whose authorization names the enterprise with `team_id: null`, with or
// without the envelope's `team_id`.
import { commandBody, formBody, send } from './slack-requests.js';

export const GRID = { id: 'E0ACME', name: 'Acme Grid' };
/** The org's two workspaces: HQ (T1, where the fake's bot token was issued) and Labs, added to the org-wide app later. */
export const HQ = 'T1';
export const LABS = 'T2';

export const gridCommand = (fields: { text: string; user_id: string; team_id: string; response_url: string; trigger_id?: string }) =>
  `${commandBody({ ...fields, enterprise_id: GRID.id })}&enterprise_name=${encodeURIComponent(GRID.name)}`;

/** An interaction payload (from slack-requests.ts's factories) as an org-wide install receives it from `teamId`. */
export function onGrid<T extends { user: { id: string }; view?: object }>(payload: T, teamId: string) {
  return {
    ...payload,
    team: null,
    enterprise: GRID,
    is_enterprise_install: true,
    user: { ...payload.user, team_id: teamId },
    // Slack may name the org (or another workspace) as the view's installed team: the app goes by the user's.
    ...(payload.view ? { view: { ...payload.view, team_id: teamId, app_installed_team_id: GRID.id } } : {}),
  };
}

let events = 0;
/** An Events API envelope of an org-wide install; `teamId` undefined: the envelope names no workspace at all;
 *  `contextTeam`: only `context_team_id` names it. */
export function gridEvent(event: Record<string, unknown>, teamId: string | undefined, contextTeam = teamId): string {
  return JSON.stringify({
    token: 'legacy',
    ...(teamId ? { team_id: teamId } : {}),
    ...(contextTeam ? { context_team_id: contextTeam } : {}),
    enterprise_id: GRID.id,
    context_enterprise_id: GRID.id,
    api_app_id: 'A1',
    type: 'event_callback',
    event_id: `EvGRID${Date.now()}${++events}`,
    event_time: Math.floor(Date.now() / 1000),
    event,
    authorizations: [{ enterprise_id: GRID.id, team_id: null, user_id: 'UBOT', is_bot: true, is_enterprise_install: true }],
    is_ext_shared_channel: false,
  });
}

/** Signed and sent to the app. */
export const sendForm = (url: string, body: string) => send(url, body, 'application/x-www-form-urlencoded');
export const sendInteraction = (url: string, payload: object) => send(url, formBody(payload), 'application/x-www-form-urlencoded');
export const sendEvent = (url: string, body: string) => send(url, body, 'application/json');
