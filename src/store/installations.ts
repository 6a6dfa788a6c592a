// Bolt's installation store on STORE_URL (table installations): one row per workspace, or per enterprise for an
// org-wide install on Enterprise Grid, the whole installation (bot token, refresh token, user token) sealed like the API
// keys (and re-sealed with them on rotation, reseal.ts). Rotating bot tokens are handed out fresh (token-rotation.ts).
import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SecretBox } from './secrets.js';
import type { TokenRotation } from './token-rotation.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

/** The key of the installation a query is answered from: the enterprise's for an org-wide install, else the team's. */
function keyOf(query: { teamId?: string | undefined; enterpriseId?: string | undefined; isEnterpriseInstall?: boolean | undefined }): string {
  if (query.isEnterpriseInstall && query.enterpriseId) return workspaceKey({ teamId: '', enterpriseId: query.enterpriseId });
  if (query.teamId) return workspaceKey({ teamId: query.teamId });
  throw new Error('an installation query names neither a workspace nor an org-wide install');
}

/** The workspace an installation key stands for (`T:…` a workspace, `E:…` an org-wide install). */
const refOf = (key: string): WorkspaceRef => (key.startsWith('E:') ? { teamId: '', enterpriseId: key.slice(2) } : { teamId: key.slice(2) });

/** No installation answers for the workspace (uninstalled, or never installed): a request from it can do nothing. */
export class NotInstalled extends Error {
  constructor(where: string) {
    super(`Kudos is not installed in ${where}`);
    this.name = 'NotInstalled';
  }
}

export class InstallationRecords implements InstallationStore {
  /** The installation key each bot token handed out belongs to, for renewing one Slack answered `token_expired` for. */
  private readonly tokenKeys = new Map<string, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
    private readonly rotation?: TokenRotation,
  ) {}

  async storeInstallation(installation: Installation): Promise<void> {
    const key = keyOf({ teamId: installation.team?.id, enterpriseId: installation.enterprise?.id, isEnterpriseInstall: installation.isEnterpriseInstall });
    const row = {
      team_id: installation.team?.id ?? null,
      enterprise_id: installation.enterprise?.id ?? null,
      sealed: this.box.seal(JSON.stringify(installation)),
      installed_at: new Date().toISOString(),
    };
    await this.db
      .insertInto('installations')
      .values({ installation_key: key, ...row })
      .onConflict((oc) => oc.column('installation_key').doUpdateSet(row))
      .execute();
  }

  /** The workspaces with an installation (work that visits each: the weekly digest), in key order. */
  async workspaces(): Promise<WorkspaceRef[]> {
    const rows = await this.db.selectFrom('installations').select('installation_key').execute();
    return rows
      .map((r) => r.installation_key)
      .sort()
      .map(refOf);
  }

  async fetchInstallation(query: InstallationQuery<boolean>): Promise<Installation> {
    // A workspace of an enterprise with an org-wide install has no record of its own: the enterprise's answers.
    const keys = [
      keyOf(query),
      ...(query.enterpriseId && !query.isEnterpriseInstall ? [keyOf({ enterpriseId: query.enterpriseId, isEnterpriseInstall: true })] : []),
    ];
    for (const key of keys) {
      const installation = await this.load(key);
      if (installation) return this.fresh(key, installation);
    }
    throw new NotInstalled(query.enterpriseId ?? query.teamId ?? 'this workspace');
  }

  private async sealedOf(key: string): Promise<string | undefined> {
    return (await this.db.selectFrom('installations').select('sealed').where('installation_key', '=', key).executeTakeFirst())?.sealed;
  }

  private async load(key: string): Promise<Installation | undefined> {
    const sealed = await this.sealedOf(key);
    return sealed === undefined ? undefined : (JSON.parse(this.box.open(sealed).plain) as Installation);
  }

  /** The installation with its bot token refreshed when it nears expiry (or is `expiredToken`), once across instances. */
  private async fresh(key: string, installation: Installation, expiredToken?: string): Promise<Installation> {
    if (!this.rotation) return installation;
    const load = async () => {
      const found = await this.load(key);
      if (!found) throw new Error(`the installation ${key} was deleted while its token was refreshed`);
      return found;
    };
    const fresh = await this.rotation.fresh(key, installation, { load, save: (i) => this.storeInstallation(i) }, expiredToken);
    if (fresh.bot?.token) this.tokenKeys.set(fresh.bot.token, key);
    return fresh;
  }

  /** A bot token Slack answered `token_expired` for: the installation's new token (refreshed here or by another
   *  instance), or undefined when the token is not one this store handed out. */
  async renewExpired(token: string): Promise<string | undefined> {
    const key = this.tokenKeys.get(token);
    const installation = key ? await this.load(key) : undefined;
    if (!key || !installation) return undefined;
    this.tokenKeys.delete(token);
    return (await this.fresh(key, installation, token)).bot?.token;
  }

  async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
    await this.db.deleteFrom('installations').where('installation_key', '=', keyOf(query)).execute();
  }

  /** tokens_revoked for user tokens only: the installing user's token goes if it is one of `userIds`, the bot token
   *  stays. Returns how many user tokens were deleted (0 or 1: an installation holds its installer's). Compared and
   *  set, so a bot token refreshed meanwhile is kept. */
  async dropUserTokens(w: WorkspaceRef, userIds: string[]): Promise<number> {
    const key = workspaceKey(w);
    for (;;) {
      const sealed = await this.sealedOf(key);
      if (sealed === undefined) return 0;
      const installation = JSON.parse(this.box.open(sealed).plain) as Installation;
      if (!installation.user.token || !userIds.includes(installation.user.id)) return 0;
      const { token: _token, refreshToken: _refresh, expiresAt: _expires, scopes: _scopes, ...user } = installation.user;
      const set = await this.db
        .updateTable('installations')
        .set({ sealed: this.box.seal(JSON.stringify({ ...installation, user })) })
        .where('installation_key', '=', key)
        .where('sealed', '=', sealed)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) === 1) return 1;
    }
  }

  /** Forgets the installation a workspace is served by (app_uninstalled, tokens_revoked). */
  async remove(w: WorkspaceRef): Promise<void> {
    await this.db.deleteFrom('installations').where('installation_key', '=', workspaceKey(w)).execute();
  }
}
