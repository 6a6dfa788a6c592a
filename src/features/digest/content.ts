// What a weekly digest says, as a pure function of the week's shared recognitions: how many kudos and coins, who
// received most, the company values most given (tags in the reason text), three kudos worth reading, and the nudge.
import { type FeedKudos, type Standing, standings } from '../../engagement/feed/index.js';
import type { CompanyValue } from '../../store/values.js';
import { valuesIn } from '../values/tags.js';

/** People who still have coins to give this period, and how many coins that is. */
export type Nudge = { people: number; coins: number; resets: string };

export type ValueCount = { value: CompanyValue; kudos: number };

export type DigestContent = {
  kudos: number;
  coins: number;
  givers: number;
  topReceivers: Standing[];
  topValues: ValueCount[];
  highlights: FeedKudos[];
  nudge?: Nudge | undefined;
};

const TOP = 5;
const HIGHLIGHTS = 3;

function topValues(week: FeedKudos[], values: CompanyValue[]): ValueCount[] {
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
function highlights(week: FeedKudos[], values: CompanyValue[]): FeedKudos[] {
  const score = (k: FeedKudos) => [valuesIn(k.reason, values).length > 0 ? 1 : 0, k.amount * k.receivers.length, k.reason.length];
  const ranked = [...week].sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    return sb[0]! - sa[0]! || sb[1]! - sa[1]! || sb[2]! - sa[2]! || b.at - a.at;
  });
  const picked: FeedKudos[] = [];
  const seen = new Set<string>();
  const fresh = (k: FeedKudos) => !seen.has(`from:${k.giver?.email ?? ''}`) && k.receivers.every((r) => !seen.has(`to:${r.email}`));
  for (const pass of [fresh, () => true]) {
    for (const k of ranked) {
      if (picked.length === HIGHLIGHTS) break;
      if (picked.includes(k) || !pass(k)) continue;
      picked.push(k);
      seen.add(`from:${k.giver?.email ?? ''}`);
      k.receivers.forEach((r) => seen.add(`to:${r.email}`));
    }
  }
  return picked;
}

/** The digest of a week's shared kudos (as the feed reads them: private ones are never there). */
/** `left`: member e-mails of people deactivated in Slack, named nowhere (not among the top, in no highlight); their
 *  kudos still count in the week's totals. */
export function digestContent(week: FeedKudos[], values: CompanyValue[], nudge?: Nudge, left: ReadonlySet<string> = new Set()): DigestContent {
  const receivers = standings(week, 'receivers');
  const named = week.filter((k) => !left.has(k.giver?.email ?? '') && k.receivers.every((r) => !left.has(r.email)));
  return {
    kudos: receivers.totals.kudos,
    coins: receivers.totals.coins,
    givers: standings(week, 'givers').totals.people,
    topReceivers: receivers.standings.filter((s) => !left.has(s.email)).slice(0, TOP),
    topValues: topValues(week, values),
    highlights: highlights(named, values),
    nudge,
  };
}
