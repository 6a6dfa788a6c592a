// Is this e-mail in the company directory? GET members, with known members cached briefly so a repeat kudos costs no lookup.
import { type EngagementClient, NotFoundError } from '../engagement-client/index.js';
import type { TtlCache } from '../store/ttl-cache.js';

const KNOWN_TTL_MS = 10 * 60 * 1000;

export class MemberCheck {
  constructor(private readonly known: TtlCache<string>) {}

  /** Splits e-mails into known and unknown members; other failures (service down, bad key) are thrown. */
  async partition(client: EngagementClient, scope: string, emails: string[]): Promise<{ known: string[]; unknown: string[] }> {
    const results = await Promise.all(
      emails.map(async (email) => {
        const key = `${scope}:${email}`;
        if (this.known.get(key)) return { email, known: true };
        try {
          const member = await client.members.get(email);
          this.known.set(key, `${member.firstname} ${member.lastname}`.trim(), KNOWN_TTL_MS);
          return { email, known: true };
        } catch (error) {
          if (error instanceof NotFoundError) return { email, known: false };
          throw error;
        }
      }),
    );
    return { known: results.filter((r) => r.known).map((r) => r.email), unknown: results.filter((r) => !r.known).map((r) => r.email) };
  }
}
