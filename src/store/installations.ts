// Bolt's installation store on STORE_URL: one record per workspace, or per enterprise for an org-wide install on
// Enterprise Grid, the whole installation (bot token, refresh token, user token) sealed like the API keys (and re-sealed
// with them on rotation, reseal.ts). Rotating bot tokens are handed out fresh (token-rotation.ts).
import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import type Keyv from 'keyv';
import { z } from 'zod';
import type { SecretBox } from './secrets.js';
import type { TokenRotation } from './token-rotation.js';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

const recordSchema = z.object({ sealed: z.string(), installedAt: z.string() });
/** Which workspaces (or org-wide installs) have an installation, for work that visits each (the weekly digest). */
const INDEX = 'index';
const indexSchema = z.array(z.object({ teamId: z.string(), enterpriseId: z.string().optional() }));

/** The key of the installation a query is answered from: the enterprise's for an org-wide install, else the team's. */
function keyOf(query: { teamId?: string | undefined; enterpriseId?: string | undefined; isEnterpriseInstall?: boolean | undefined }): string {
  if (query.isEnterpriseInstall && query.enterpriseId) return workspaceKey({ teamId: '', enterpriseId: query.enterpriseId });
  if (query.teamId) return workspaceKey({ teamId: query.teamId });
  throw new Error('an installation query names neither a workspace nor an org-wide install');
}

/** The workspace an installation key stands for (`T:…` a workspace, `E:…` an org-wide install). */
const refOf = (key: string): WorkspaceRef => (key.startsWith('E:') ? { teamId: '', enterpriseId: key.slice(2) } : { teamId: key.slice(2) });

export class InstallationRecords implements InstallationStore {
  /** Keys this process knows are in the index, so a request adds an installation made before the index only once. */
  private indexed: Set<string> | undefined;
  /** The installation key each bot token handed out belongs to, for renewing one Slack answered `token_expired` for. */
  private readonly tokenKeys = new Map<string, string>();

  constructor(
    private readonly kv: Keyv<unknown>,
    private readonly box: SecretBox,
    private readonly rotation?: TokenRotation,
  ) {}

  async storeInstallation(installation: Installation): Promise<void> {
    const key = keyOf({ teamId: installation.team?.id, enterpriseId: installation.enterprise?.id, isEnterpriseInstall: installation.isEnterpriseInstall });
    await this.kv.set(key, { sealed: this.box.seal(JSON.stringify(installation)), installedAt: new Date().toISOString() });
    await this.setIndex([...(await this.workspaces()).filter((w) => workspaceKey(w) !== key), refOf(key)]);
  }

  /** An installation found by a request is in the index: one stored before the index existed joins it then. */
  private async remember(key: string): Promise<void> {
    this.indexed ??= new Set((await this.workspaces()).map(workspaceKey));
    if (this.indexed.has(key)) return;
    this.indexed.add(key);
    await this.setIndex([...(await this.workspaces()).filter((w) => workspaceKey(w) !== key), refOf(key)]);
  }

  /** The workspaces with an installation. */
  async workspaces(): Promise<WorkspaceRef[]> {
    const parsed = indexSchema.safeParse((await this.kv.get(INDEX)) ?? []);
    return parsed.success ? parsed.data : [];
  }

  private async setIndex(refs: WorkspaceRef[]): Promise<void> {
    await this.kv.set(INDEX, refs);
  }

  private async unindex(key: string): Promise<void> {
    this.indexed?.delete(key);
    await this.setIndex((await this.workspaces()).filter((w) => workspaceKey(w) !== key));
  }

  async fetchInstallation(query: InstallationQuery<boolean>): Promise<Installation> {
    // A workspace of an enterprise with an org-wide install has no record of its own: the enterprise's answers.
    const keys = [keyOf(query), ...(query.enterpriseId && !query.isEnterpriseInstall ? [keyOf({ enterpriseId: query.enterpriseId, isEnterpriseInstall: true })] : [])];
    for (const key of keys) {
      const installation = await this.load(key);
      if (!installation) continue;
      await this.remember(key);
      return this.fresh(key, installation);
    }
    throw new Error(`Kudos is not installed in ${query.enterpriseId ?? query.teamId ?? 'this workspace'}`);
  }

  private async load(key: string): Promise<Installation | undefined> {
    const parsed = recordSchema.safeParse(await this.kv.get(key));
    return parsed.success ? (JSON.parse(this.box.open(parsed.data.sealed).plain) as Installation) : undefined;
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
    await this.kv.delete(keyOf(query));
    await this.unindex(keyOf(query));
  }

  /** tokens_revoked for user tokens only: the installing user's token goes if it is one of `userIds`, the bot token
   *  stays. Returns how many user tokens were deleted (0 or 1: an installation holds its installer's). */
  async dropUserTokens(w: WorkspaceRef, userIds: string[]): Promise<number> {
    const key = workspaceKey(w);
    const parsed = recordSchema.safeParse(await this.kv.get(key));
    if (!parsed.success) return 0;
    const installation = JSON.parse(this.box.open(parsed.data.sealed).plain) as Installation;
    if (!installation.user.token || !userIds.includes(installation.user.id)) return 0;
    const { token: _token, refreshToken: _refresh, expiresAt: _expires, scopes: _scopes, ...user } = installation.user;
    await this.kv.set(key, { ...parsed.data, sealed: this.box.seal(JSON.stringify({ ...installation, user })) });
    return 1;
  }

  /** Forgets the installation a workspace is served by (app_uninstalled, tokens_revoked). */
  async remove(w: WorkspaceRef): Promise<void> {
    await this.kv.delete(workspaceKey(w));
    await this.unindex(workspaceKey(w));
  }
}
