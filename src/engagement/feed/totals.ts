// What a period's shared kudos add up to: the standings of receivers or givers (coins, then kudos), a person's rank,
// and the totals. Pure: the leaderboards and the weekly digest call it on kudos the feed cache read.
import type { FeedKudos } from './reader.js';

export type Board = 'receivers' | 'givers';
export type Standing = { rank: number; email: string; name: string; kudos: number; coins: number };
export type Totals = { kudos: number; coins: number; people: number };
/** Who may be ranked (a user group's members), and which kudos count (a company value's hashtag). */
export type StandingsFilter = { people?: Set<string>; kudos?: (k: FeedKudos) => boolean };

export const inPeriod = (kudos: FeedKudos[], period: { start: Date; end: Date }) =>
  kudos.filter((k) => k.at >= period.start.getTime() && k.at < period.end.getTime());

/** Each kudos gives every receiver its amount; a giver is credited with amount × receivers (the service's `total`). */
function credits(k: FeedKudos, board: Board): { email: string; name: string; coins: number }[] {
  if (board === 'receivers') return k.receivers.map((r) => ({ ...r, coins: k.amount }));
  return k.giver ? [{ ...k.giver, coins: k.amount * k.receivers.length }] : [];
}

/** Everyone on the board, best first: more coins, then more kudos; equal figures share a rank (1, 2, 2, 4). */
export function standings(kudos: FeedKudos[], board: Board, filter: StandingsFilter = {}): { standings: Standing[]; totals: Totals } {
  const people = new Map<string, Omit<Standing, 'rank'>>();
  let counted = 0;
  let coins = 0;
  for (const k of kudos) {
    if (filter.kudos && !filter.kudos(k)) continue;
    const mine = credits(k, board).filter((c) => !filter.people || filter.people.has(c.email));
    if (mine.length === 0) continue;
    counted += 1;
    for (const c of mine) {
      const p = people.get(c.email) ?? { email: c.email, name: c.name, kudos: 0, coins: 0 };
      p.kudos += 1;
      p.coins += c.coins;
      coins += c.coins;
      people.set(c.email, p);
    }
  }
  const sorted = [...people.values()].sort((a, b) => b.coins - a.coins || b.kudos - a.kudos || a.name.localeCompare(b.name));
  const ranked: Standing[] = [];
  sorted.forEach((p, i) => {
    const previous = ranked[i - 1];
    const tied = previous && previous.coins === p.coins && previous.kudos === p.kudos;
    ranked.push({ ...p, rank: tied ? previous.rank : i + 1 });
  });
  return { standings: ranked, totals: { kudos: counted, coins, people: ranked.length } };
}
