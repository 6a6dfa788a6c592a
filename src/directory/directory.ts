// Who is who: Slack user → member e-mail (users.info, or an admin's link), e-mail → Slack user (users.lookupByEmail),
// user groups → users; cached in keyv and dropped when Slack says a user changed.
import { slackErrorCode } from '../slack-api/web-api-error.js';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { TtlCache } from '../store/ttl-cache.js';
import { type WorkspaceRef, type WorkspaceStore, workspaceKey } from '../store/workspaces.js';
import { slackUserSchema } from './slack-user.js';
import { requestTeam, teamArg } from './org-teams.js';
import { type Said, said } from '../i18n/said.js';
import { translatorFor } from '../i18n/translator.js';

export type SlackUser = {
  id: string;
  name: string;
  email?: string;
  isBot: boolean;
  deleted: boolean;
  isWorkspaceAdmin: boolean;
  isGuest: boolean;
  tz?: string;
  tzOffset?: number;
  /** The language the person reads Slack in (`es-ES`), as Slack says it. */
  locale?: string;
};

/** A Slack user who cannot take part, with a sentence saying why (`said`, worded in the reader's language; the
 *  message is its English, for logs). */
export class DirectoryError extends Error {
  /** `bot`: the user is a bot or app, so the caller may say so in its own words (a lookup is no kudos). */
  constructor(
    readonly said: Said,
    readonly userId: string,
    readonly bot = false,
  ) {
    super(translatorFor('en').said(said));
    this.name = 'DirectoryError';
  }
}

const USER_TTL_MS = 60 * 60 * 1000;
/** What users.info answers for an ID it does not know (or may not show). */
const USER_UNKNOWN = ['user_not_found', 'user_not_visible'];

const EMAIL_TTL_MS = 24 * 60 * 60 * 1000;

export class Directory {
  constructor(
    private readonly users: TtlCache<SlackUser>,
    private readonly emails: TtlCache<string>,
    private readonly workspaces: WorkspaceStore,
  ) {}

  private key(w: WorkspaceRef, id: string) {
    return `${workspaceKey(w)}:${id}`;
  }

  async user(client: WebClient, w: WorkspaceRef, userId: string): Promise<SlackUser> {
    const cached = this.users.get(this.key(w, userId));
    if (cached) return cached;
    const response = await client.users.info({ user: userId, include_locale: true }).catch((error: unknown) => {
      if (!USER_UNKNOWN.includes(slackErrorCode(error) ?? '')) throw error;
      throw new DirectoryError(said('directory.unknownUser', { userId }), userId);
    });
    const u = slackUserSchema.parse(response.user);
    const user: SlackUser = {
      id: u.id,
      name: u.profile.display_name || u.profile.real_name || u.real_name || u.name || u.id,
      ...(u.profile.email ? { email: u.profile.email.toLowerCase() } : {}),
      isBot: u.is_bot || u.is_app_user || u.id === 'USLACKBOT',
      deleted: u.deleted,
      isWorkspaceAdmin: u.is_admin || u.is_owner || u.is_primary_owner,
      isGuest: u.is_restricted || u.is_ultra_restricted,
      ...(u.tz ? { tz: u.tz } : {}),
      ...(u.tz_offset !== undefined ? { tzOffset: u.tz_offset } : {}),
      ...(u.locale ? { locale: u.locale } : {}),
    };
    this.users.set(this.key(w, userId), user, USER_TTL_MS);
    return user;
  }

  /** The member e-mail of a Slack user, or a DirectoryError saying why they have none. */
  async emailOf(client: WebClient, w: WorkspaceRef, userId: string): Promise<string> {
    const linked = (await this.workspaces.get(w)).links[userId];
    if (linked) return linked;
    const user = await this.user(client, w, userId);
    if (user.isBot) throw new DirectoryError(said('directory.bot', { userId }), userId, true);
    if (user.deleted) throw new DirectoryError(said('directory.left', { userId }), userId);
    if (!user.email) {
      throw new DirectoryError(said('directory.noEmail', { userId, guest: user.isGuest ? 'yes' : 'no' }), userId);
    }
    return user.email;
  }

  /** The Slack user of a member e-mail, or undefined when nobody in this workspace has it. */
  async userIdFor(client: WebClient, w: WorkspaceRef, email: string): Promise<string | undefined> {
    const address = email.toLowerCase();
    const links = (await this.workspaces.get(w)).links;
    const linked = Object.entries(links).find(([, e]) => e === address)?.[0];
    if (linked) return linked;
    const cached = this.emails.get(this.key(w, address));
    if (cached !== undefined) return cached || undefined;
    try {
      const response = await client.users.lookupByEmail({ email: address });
      const id = z.object({ id: z.string() }).parse(response.user).id;
      this.emails.set(this.key(w, address), id, EMAIL_TTL_MS);
      return id;
    } catch (error) {
      if (slackErrorCode(error) === 'users_not_found') {
        this.emails.set(this.key(w, address), '', EMAIL_TTL_MS);
        return undefined;
      }
      throw error;
    }
  }

  /** The users of a user group, or undefined when the workspace has no such group (an org token names the workspace). */
  async usergroupMembers(client: WebClient, w: WorkspaceRef, usergroupId: string): Promise<string[] | undefined> {
    try {
      const response = await client.usergroups.users.list({ usergroup: usergroupId, ...teamArg(requestTeam(w)) });
      return z.array(z.string()).parse(response.users ?? []);
    } catch (error) {
      if (slackErrorCode(error) === 'no_such_subteam') return undefined;
      throw error;
    }
  }

  async isAdmin(client: WebClient, w: WorkspaceRef, userId: string): Promise<boolean> {
    if ((await this.workspaces.get(w)).admins.includes(userId)) return true;
    return (await this.user(client, w, userId)).isWorkspaceAdmin;
  }

  /** Slack told us the user changed (e-mail, name, deactivation): forget what we cached. */
  async forget(w: WorkspaceRef, userId: string): Promise<void> {
    const cached = this.users.get(this.key(w, userId));
    this.users.delete(this.key(w, userId));
    if (cached?.email) this.emails.delete(this.key(w, cached.email));
  }

  async link(w: WorkspaceRef, userId: string, email: string): Promise<void> {
    await this.workspaces.link(w, userId, email);
  }
}
