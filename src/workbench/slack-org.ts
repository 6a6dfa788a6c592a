// The workbench's Slack as an app sees it across installs: several demo workspaces, which of them installed the app,
// the bot token each install got, and Slack's side of OAuth — an authorization code per consent, exchanged once at
// oauth.v2.access for the workspace's bot token.
import { randomBytes } from 'node:crypto';
import { BOT_USER_ID, type SlackWorkspace } from './workspace.js';

type Reply = Record<string, unknown>;

/** A workspace's bot token: derived from its team (the enterprise's, for the org installed org-wide), so a token kept in
 *  the app's store still opens it after a restart. */
export const botTokenOf = (teamId: string) => `xoxb-workbench-${teamId}`;
const tokenOf = (w: SlackWorkspace) => botTokenOf(w.grid?.id ?? w.team.id);

export class SlackOrg {
  private readonly codes = new Map<string, string>(); // code → team id
  private readonly installed = new Set<string>();

  constructor(
    readonly workspaces: SlackWorkspace[],
    private readonly client: { id: string; secret: string },
  ) {}

  /** What the app is given as SLACK_CLIENT_SECRET, to exchange codes here. */
  get clientSecret(): string {
    return this.client.secret;
  }

  get first(): SlackWorkspace {
    return this.workspaces[0]!;
  }

  byTeam(teamId: string | undefined): SlackWorkspace | undefined {
    return this.workspaces.find((w) => w.team.id === teamId);
  }

  /** The workspace a Web API call is for, by its bot token; the first for a call without one. */
  byToken(token: string | undefined): SlackWorkspace | undefined {
    if (!token) return this.first;
    return this.workspaces.find((w) => tokenOf(w) === token);
  }

  /** The workspace that handed out a response_url token or an upload, or holds a file. */
  byId(id: string): SlackWorkspace {
    return this.workspaces.find((w) => w.owns(id) || w.files.has(id)) ?? this.first;
  }

  /** The workspace holding a file, when the bot token is that workspace's. */
  holderOf(fileId: string, token: string): SlackWorkspace | undefined {
    const w = this.workspaces.find((x) => x.files.has(fileId));
    return w && tokenOf(w) === token ? w : undefined;
  }

  markInstalled(teamId: string): void {
    this.installed.add(teamId);
  }

  isInstalled(teamId: string): boolean {
    return this.installed.has(teamId);
  }

  /** What a person consenting on the authorize page gets back for the app's redirect: a one-time code for `teamId`. */
  authorize(teamId: string): string {
    if (!this.byTeam(teamId)) throw new Error(`no demo workspace ${teamId}`);
    const code = `code-${teamId}-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, teamId);
    return code;
  }

  /** The team a code was issued for, while it has not been exchanged. */
  teamOfCode(code: string): string | undefined {
    return this.codes.get(code);
  }

  /** Slack's oauth.v2.access: the app's credentials and a fresh code give the workspace's bot token, once. */
  oauthAccess(args: Record<string, unknown>): Reply {
    if (args.client_id !== this.client.id || args.client_secret !== this.client.secret) return { ok: false, error: 'invalid_client_id' };
    const teamId = this.codes.get(String(args.code ?? ''));
    if (!teamId) return { ok: false, error: 'invalid_code' };
    this.codes.delete(String(args.code));
    this.installed.add(teamId);
    const { team, grid } = this.byTeam(teamId)!;
    // The Enterprise Grid org installs org-wide: one token for every workspace of the org, no team of its own.
    if (grid) {
      return {
        ok: true,
        app_id: 'AKUDOS',
        token_type: 'bot',
        scope: 'commands,chat:write',
        bot_user_id: BOT_USER_ID,
        access_token: botTokenOf(grid.id),
        team: null,
        enterprise: { id: grid.id, name: grid.name },
        is_enterprise_install: true,
        authed_user: { id: 'UINSTALLER' },
      };
    }
    return {
      ok: true,
      app_id: 'AKUDOS',
      token_type: 'bot',
      scope: 'commands,chat:write',
      bot_user_id: BOT_USER_ID,
      access_token: botTokenOf(team.id),
      team: { id: team.id, name: team.name },
      enterprise: null,
      is_enterprise_install: false,
      authed_user: { id: 'UINSTALLER' },
    };
  }
}
