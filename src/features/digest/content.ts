// What a weekly digest says, as a pure function of the week's shared recognitions: how many kudos and coins, who
// received most, the company values most given (tags in the reason text), three kudos worth reading, and the nudge.
import type { CompanyValue } from '../../store/values.js';
import { valuesIn } from '../values/tags.js';

/** One recognition as the digest reads it (only those shown in the feed are given to it). */
export type DigestKudos = {
  id: string;
  at: Date;
  from?: { email: string; name: string } | undefined;
  to: { email: string; name: string }[];
  /** Coins to each recipient. */
  amount: number;
  reason: string;
};

/** People who still have coins to give this period, and how many coins that is. */
export type Nudge = { people: number; coins: number; resets: string };

export type Ranked = { name: string; email: string; coins: number; kudos: number };
export type ValueCount = { value: CompanyValue; kudos: number };

export type DigestContent = {
  kudos: number;
  coins: number;
  givers: number;
  topReceivers: Ranked[];
  topValues: ValueCount[];
  highlights: DigestKudos[];
  nudge?: Nudge | undefined;
};

const TOP = 5;
const HIGHLIGHTS = 3;

function topReceivers(week: DigestKudos[]): Ranked[] {
  const byEmail = new Map<string, Ranked>();
  for (const k of week) {
    for (const r of k.to) {
      const entry = byEmail.get(r.email) ?? { name: r.name, email: r.email, coins: 0, kudos: 0 };
      entry.coins += k.amount;
      entry.kudos += 1;
      byEmail.set(r.email, entry);
    }
  }
  return [...byEmail.values()].sort((a, b) => b.coins - a.coins || b.kudos - a.kudos || a.name.localeCompare(b.name)).slice(0, TOP);
}

function topValues(week: DigestKudos[], values: CompanyValue[]): ValueCount[] {
  const counts = new Map<string, ValueCount>();
  for (const k of week) {
    for (const v of valuesIn(k.reason, values)) {
      const entry = counts.get(v.hashtag) ?? { value: v, kudos: 0 };
      entry.kudos += 1;
      counts.set(v.hashtag, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.kudos - a.kudos || values.indexOf(a.value) - values.indexOf(b.value)).slice(0, 3);
}

/**
 * Three kudos worth reading: ones naming a company value first, then the most coins, then the longest reason; each
 * from a different giver to different people where the week allows, so one exchange does not fill the digest.
 */
function highlights(week: DigestKudos[], values: CompanyValue[]): DigestKudos[] {
  const score = (k: DigestKudos) => [valuesIn(k.reason, values).length > 0 ? 1 : 0, k.amount * k.to.length, k.reason.length];
  const ranked = [...week].sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    return sb[0]! - sa[0]! || sb[1]! - sa[1]! || sb[2]! - sa[2]! || b.at.getTime() - a.at.getTime();
  });
  const picked: DigestKudos[] = [];
  const seen = new Set<string>();
  const fresh = (k: DigestKudos) => !seen.has(`from:${k.from?.email ?? ''}`) && k.to.every((r) => !seen.has(`to:${r.email}`));
  for (const pass of [fresh, () => true]) {
    for (const k of ranked) {
      if (picked.length === HIGHLIGHTS) break;
      if (picked.includes(k) || !pass(k)) continue;
      picked.push(k);
      seen.add(`from:${k.from?.email ?? ''}`);
      k.to.forEach((r) => seen.add(`to:${r.email}`));
    }
  }
  return picked;
}

export function digestContent(week: DigestKudos[], values: CompanyValue[], nudge?: Nudge): DigestContent {
  return {
    kudos: week.length,
    coins: week.reduce((sum, k) => sum + k.amount * k.to.length, 0),
    givers: new Set(week.map((k) => k.from?.email).filter(Boolean)).size,
    topReceivers: topReceivers(week),
    topValues: topValues(week, values),
    highlights: highlights(week, values),
    nudge,
  };
}
