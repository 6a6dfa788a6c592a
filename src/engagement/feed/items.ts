// What a page of the service's recognition list becomes in the read model: sources (a team's shared feed, a person's
// received list), each item as one recognition with its key, time, people, amount and shared flag.
import type { FeedItem } from '../../engagement-client/index.js';

/** Where recognitions are read: `team_name` lists only shared ones; `email` lists all a person received (private ones
 *  are kept flagged not shared: counted nowhere, named nowhere, credited to that person's rewards). */
export type FeedSource = { team: string } | { email: string };

export type FeedPerson = { email: string; name: string };
/** One recognition as the read model keeps it. `at` is its createdate (the service's clock, UTC) in ms; `total` is
 *  amount × receivers (the service's total: what the giver gave). */
export type FeedKudos = {
  key: string;
  at: number;
  giver?: FeedPerson;
  amount: number;
  total: number;
  receivers: FeedPerson[];
  reason: string;
  shared: boolean;
};

export const sourceId = (s: FeedSource) => ('team' in s ? `team:${s.team}` : `email:${s.email.toLowerCase()}`);

/** `YYYY-MM-DD HH:MM:SS` on the service's clock (UTC); NaN when it is not that. */
export function createdAt(text: string | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text ?? '');
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

const personOf = (p: { email: string; name: string }): FeedPerson => ({ email: p.email.toLowerCase(), name: p.name });

/** The spec shows no list fields: an item without a date, amount or recipients (none, or an empty list: a kudos to an
 *  unknown team only) can't be counted and is left out. */
export function kudosOf(item: FeedItem, at: number): FeedKudos | undefined {
  if (Number.isNaN(at) || typeof item.amount !== 'number' || !item.to?.length) return undefined;
  const receivers = item.to.map(personOf);
  const giver = item.from ? personOf(item.from) : undefined;
  // Without an id, the same recognition read through two sources is recognised by what it says.
  const key = item.id ?? [item.createdate, giver?.email, item.amount, item.for, receivers.map((r) => r.email).join(',')].join('|');
  const shared = item.share === true;
  return { key, at, amount: item.amount, total: item.amount * receivers.length, receivers, reason: item.for ?? '', shared, ...(giver ? { giver } : {}) };
}
