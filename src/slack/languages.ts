// Whose language a text is in. A person reads their own: what they chose in App Home, else their Slack locale
// (users.info with include_locale), else their member record's `language`, else the workspace's default (set in setup),
// else English. Text many people read (the feed, the digest, celebrations, the approver channel) uses the workspace's
// default. An unknown or malformed locale at any step is passed over, never an error.
import type { WebClient } from '@slack/web-api';
import type { Connections } from '../engagement/connections.js';
import type { Directory } from '../directory/directory.js';
import { DEFAULT_LOCALE, type Locale, localeOf } from '../i18n/locales.js';
import { type Translator, translatorFor } from '../i18n/translator.js';
import type { LanguageChoices } from '../store/language-choices.js';
import type { TtlCache } from '../store/ttl-cache.js';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';

/** `memberLanguages`: each member's language as the service said it ('' for none), kept a while per e-mail.
 *  `resolved`: each person's language as last resolved, so a request of theirs (an ack that answers in words) costs a
 *  map read; a choice made in App Home or setup drops it in every instance. */
type Sources = {
  choices: LanguageChoices;
  directory: Directory;
  connections: Connections;
  memberLanguages: TtlCache<string>;
  resolved: TtlCache<Locale>;
};

const MEMBER_LANGUAGE_TTL_MS = 10 * 60 * 1000;
const RESOLVED_TTL_MS = 10 * 60 * 1000;

export class Languages {
  /** Choices saved by this instance so far: a lookup under way while one was saved does not keep what it read (it may
   *  be the language just replaced). */
  private choices = 0;

  constructor(private readonly sources: Sources) {}

  /** The language `userId` reads Kudos in. */
  async localeOf(slack: WebClient, w: WorkspaceRef, userId: string): Promise<Locale> {
    const key = `${workspaceKey(w)}:${userId}`;
    const known = this.sources.resolved.get(key);
    if (known) return known;
    const before = this.choices;
    const locale = await this.resolve(slack, w, userId);
    if (before === this.choices) this.sources.resolved.set(key, locale, RESOLVED_TTL_MS);
    return locale;
  }

  /** A person chose a language in App Home (undefined: Slack's again); every instance resolves theirs afresh. */
  async choose(w: WorkspaceRef, userId: string, locale: Locale | undefined): Promise<void> {
    await this.sources.choices.choose(w, userId, locale);
    this.choices += 1;
    this.sources.resolved.delete(`${workspaceKey(w)}:${userId}`);
  }

  /** An admin set the workspace's default; people who had it by default resolve theirs afresh within RESOLVED_TTL_MS. */
  setWorkspaceDefault(w: WorkspaceRef, locale: Locale | undefined): Promise<void> {
    return this.sources.choices.setWorkspaceDefault(w, locale);
  }

  private async resolve(slack: WebClient, w: WorkspaceRef, userId: string): Promise<Locale> {
    const { choices, directory } = this.sources;
    const chosen = await choices.of(w, userId).catch(() => ({}) as { person?: Locale; workspace?: Locale });
    if (chosen.person) return chosen.person;
    const user = await directory.user(slack, w, userId).catch(() => undefined);
    const fromSlack = localeOf(user?.locale);
    if (fromSlack) return fromSlack;
    const fromMember = user?.email ? await this.memberLanguage(w, user.email) : undefined;
    return fromMember ?? chosen.workspace ?? DEFAULT_LOCALE;
  }

  /** The person's words. */
  async person(slack: WebClient, w: WorkspaceRef, userId: string): Promise<Translator> {
    return translatorFor(await this.localeOf(slack, w, userId));
  }

  /** The words of text many people read: the workspace's default. */
  async workspace(w: WorkspaceRef): Promise<Translator> {
    return translatorFor((await this.sources.choices.workspaceDefault(w).catch(() => undefined)) ?? DEFAULT_LOCALE);
  }

  /** The member record's language, when the workspace is connected and the service knows the person. */
  private async memberLanguage(w: WorkspaceRef, email: string): Promise<Locale | undefined> {
    const { connections, memberLanguages } = this.sources;
    try {
      const connection = await connections.forWorkspace(w);
      const key = `${connection.scope}:${email}`;
      let language = memberLanguages.get(key);
      if (language === undefined) {
        language = (await connection.client.members.get(email)).language ?? '';
        memberLanguages.set(key, language, MEMBER_LANGUAGE_TTL_MS);
      }
      return localeOf(language);
    } catch {
      return undefined;
    }
  }
}
