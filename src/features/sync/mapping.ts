// Slack users → member import items, pure: who is left out (bots, deactivated, Slackbot, guests unless allowed), how
// fields map (trimmed names, e-mail, whole-hour time zone clamped to -12..14, language from locale, team, manager),
// and the order that puts every manager before their reports, cut into chunks of at most 1000.
import type { SlackUserPayload } from '../../directory/slack-user.js';
import type { ImportItem } from '../../engagement-client/index.js';
import { type Said, said } from '../../i18n/said.js';

export type SlackMember = SlackUserPayload;

export type MappingOptions = {
  includeGuests: boolean;
  /** Team name per Slack user, from user groups an admin mapped to teams. */
  teamOf: (userId: string) => string | undefined;
  /** Custom profile field holding the manager (a Slack user ID or an e-mail). */
  managerField?: string | undefined;
};

// not-for-people: the reasons are codes, stored with the job and worded by leftOutText (sync.leftOutCount).
export type LeftOut = { userId: string; reason: 'bot' | 'deactivated' | 'Slackbot' | 'guest' | 'second account' };
/** `reason`: worded in the admin's language when the failed rows are saved for the report. */
export type LocalFailure = { userId: string; email: string | null; name: string; reason: Said };
export type Mapped = { items: (ImportItem & { slack_id: string })[]; leftOut: LeftOut[]; failed: LocalFailure[] };

export const CHUNK_SIZE = 1000;

function splitName(u: SlackMember): { first: string; last: string } {
  const first = (u.profile.first_name ?? '').trim();
  const last = (u.profile.last_name ?? '').trim();
  if (first || last) return { first, last };
  const full = (u.profile.real_name || u.real_name || '').trim().split(/\s+/).filter(Boolean);
  return { first: full[0] ?? '', last: full.slice(1).join(' ') };
}

/** `en-US` → `en`; anything that is not 2–5 letters is left to the company default. */
export function languageOf(locale: string | undefined): string | undefined {
  const code = locale?.split(/[-_]/)[0]?.toLowerCase();
  return code && /^[a-z]{2,5}$/.test(code) ? code : undefined;
}

/** Seconds east of UTC → whole hours in the spec's range. */
export function timezoneOf(offsetSeconds: number | undefined): number | undefined {
  if (offsetSeconds === undefined) return undefined;
  return Math.max(-12, Math.min(14, Math.round(offsetSeconds / 3600)));
}

export function mapMembers(users: SlackMember[], options: MappingOptions): Mapped {
  const mapped: Mapped = { items: [], leftOut: [], failed: [] };
  const emailOf = new Map(users.filter((u) => u.profile.email).map((u) => [u.id, u.profile.email!.trim().toLowerCase()]));
  const seen = new Set<string>();
  for (const u of users) {
    // not-for-people: a reason code (LeftOut), worded by leftOutText.
    if (u.id === 'USLACKBOT') mapped.leftOut.push({ userId: u.id, reason: 'Slackbot' });
    else if (u.is_bot || u.is_app_user) mapped.leftOut.push({ userId: u.id, reason: 'bot' });
    else if (u.deleted) mapped.leftOut.push({ userId: u.id, reason: 'deactivated' });
    else if ((u.is_restricted || u.is_ultra_restricted) && !options.includeGuests) mapped.leftOut.push({ userId: u.id, reason: 'guest' });
    else {
      const { first, last } = splitName(u);
      const email = emailOf.get(u.id);
      if (!email) {
        mapped.failed.push({ userId: u.id, email: null, name: `${first} ${last}`.trim() || u.name, reason: said('sync.reasonNoEmail') });
        continue;
      }
      // Two accounts, one e-mail (a person in two workspaces of an Enterprise Grid org): one person, the first listed.
      if (seen.has(email)) {
        // not-for-people: a reason code (LeftOut), worded by leftOutText.
        mapped.leftOut.push({ userId: u.id, reason: 'second account' });
        continue;
      }
      seen.add(email);
      const managerValue = options.managerField ? u.profile.fields?.[options.managerField]?.value?.trim() : undefined;
      const manager = managerValue ? (managerValue.includes('@') ? managerValue.toLowerCase() : emailOf.get(managerValue)) : undefined;
      const team = options.teamOf(u.id);
      const language = languageOf(u.locale);
      const timezone = timezoneOf(u.tz_offset);
      mapped.items.push({
        slack_id: u.id,
        email,
        first_name: first,
        last_name: last,
        ...(team ? { team_name: team } : {}),
        ...(manager && manager !== email ? { manager_email: manager } : {}),
        ...(language ? { language } : {}),
        ...(timezone !== undefined ? { timezone } : {}),
      });
    }
  }
  mapped.items = managersFirst(mapped.items);
  return mapped;
}

/** Orders items so that a manager in the set comes before every report (depth-first; cycles are broken). */
export function managersFirst<T extends { email: string; manager_email?: string }>(items: T[]): T[] {
  const byEmail = new Map(items.map((i) => [i.email, i]));
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const ordered: T[] = [];
  const place = (item: T) => {
    if (placed.has(item.email) || visiting.has(item.email)) return;
    visiting.add(item.email);
    const manager = item.manager_email ? byEmail.get(item.manager_email) : undefined;
    if (manager) place(manager);
    visiting.delete(item.email);
    placed.add(item.email);
    ordered.push(item);
  };
  items.forEach(place);
  return ordered;
}

export function chunks<T>(items: T[], size = CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
