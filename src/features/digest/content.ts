// What a weekly digest says, counted by the database from the company's read model: how many shared kudos and coins,
// who received most, the company values most given (hashtags in the reasons), three kudos worth reading, and the nudge.
import { sql } from 'kysely';
import { type FeedKudos, type Period, type ReadModelDb, type Standing, counted, standings } from '../../engagement/feed/index.js';
import type { CompanyValue } from '../../store/values.js';

/** People who still have coins to give this period, how many coins that is, and when the period resets (the moment,
 *  and the clock its day is read on). */
export type Nudge = { people: number; coins: number; resets: Date; timeZone: string };

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
/** Kudos of the week read at a time while looking for highlights. */
const CANDIDATES = 50;

type Week = { m: ReadModelDb; scope: string; period: Period; values: CompanyValue[] };

const tags = (values: CompanyValue[]) => (values.length ? sql`v.hashtag IN (${sql.join(values.map((v) => v.hashtag))})` : sql`1 = 0`);

async function topValues(w: Week): Promise<ValueCount[]> {
  const rows = await sql<{ hashtag: string; kudos: number }>`SELECT v.hashtag, count(*) AS kudos FROM recognition_values v
    WHERE ${counted('v', w.scope, w.period.start.getTime(), w.period.end.getTime(), undefined)} AND ${tags(w.values)} GROUP BY v.hashtag`.execute(w.m.db);
  const counts = rows.rows.map((r) => ({ value: w.values.find((v) => v.hashtag === r.hashtag)!, kudos: Number(r.kudos) }));
  return counts.sort((a, b) => b.kudos - a.kudos || w.values.indexOf(a.value) - w.values.indexOf(b.value)).slice(0, 3);
}

type Candidate = { key: string; at: number; giver: string | null; giver_name: string | null; amount: number; total: number; reason: string };

/** The week's kudos worth reading first, a page at a time: ones naming a company value, then the most coins, then the
 *  longest reason, then the newest. */
async function* candidates(w: Week): AsyncGenerator<FeedKudos> {
  for (let offset = 0; ; offset += CANDIDATES) {
    const page = await sql<Candidate>`SELECT r.key, r.at, r.giver, p.name AS giver_name, r.amount, r.total, r.reason
      FROM recognitions r LEFT JOIN recognition_people p ON p.scope = r.scope AND p.email = r.giver
      WHERE ${counted('r', w.scope, w.period.start.getTime(), w.period.end.getTime(), undefined)}
      ORDER BY CASE WHEN EXISTS (SELECT 1 FROM recognition_values v WHERE v.scope = r.scope AND v.key = r.key AND ${tags(w.values)}) THEN 1 ELSE 0 END DESC,
        r.total DESC, length(r.reason) DESC, r.at DESC, r.key LIMIT ${CANDIDATES} OFFSET ${offset}`.execute(w.m.db);
    if (page.rows.length === 0) return;
    const keys = page.rows.map((r) => r.key);
    const receivers = await w.m.db
      // not-for-people: SQL table aliases
      .selectFrom('recognition_receivers as rr')
      // not-for-people: SQL table aliases
      .leftJoin('recognition_people as p', (j) => j.onRef('p.scope', '=', 'rr.scope').onRef('p.email', '=', 'rr.email'))
      .select(['rr.key', 'rr.email', 'p.name'])
      .where('rr.scope', '=', w.scope)
      .where('rr.key', 'in', keys)
      .orderBy('rr.email')
      .execute();
    for (const r of page.rows) {
      const to = receivers.filter((x) => x.key === r.key).map((x) => ({ email: x.email, name: x.name ?? x.email }));
      yield {
        key: r.key,
        at: Number(r.at),
        amount: Number(r.amount),
        total: Number(r.total),
        receivers: to,
        reason: r.reason,
        shared: true,
        ...(r.giver ? { giver: { email: r.giver, name: r.giver_name ?? r.giver } } : {}),
      };
    }
    if (page.rows.length < CANDIDATES) return;
  }
}

/** Three kudos worth reading, each from a different giver to different people where the week allows, so one exchange
 *  does not fill the digest; none naming someone who left (`left`). */
async function highlights(w: Week, left: ReadonlySet<string>): Promise<FeedKudos[]> {
  const picked: FeedKudos[] = [];
  const seen = new Set<string>();
  const named = (k: FeedKudos) => !left.has(k.giver?.email ?? '') && k.receivers.every((r) => !left.has(r.email));
  const fresh = (k: FeedKudos) => !seen.has(`from:${k.giver?.email ?? ''}`) && k.receivers.every((r) => !seen.has(`to:${r.email}`));
  for (const pass of [fresh, () => true]) {
    for await (const k of candidates(w)) {
      if (picked.length === HIGHLIGHTS) break;
      if (!named(k) || picked.some((p) => p.key === k.key) || !pass(k)) continue;
      picked.push(k);
      seen.add(`from:${k.giver?.email ?? ''}`);
      k.receivers.forEach((r) => seen.add(`to:${r.email}`));
    }
  }
  return picked;
}

/** The digest of a week's shared kudos (private ones are never counted). `left`: member e-mails of people deactivated
 *  in Slack, named nowhere (not among the top, in no highlight); their kudos still count in the week's totals. */
export async function digestContent(
  m: ReadModelDb,
  scope: string,
  period: Period,
  values: CompanyValue[],
  nudge?: Nudge,
  left: ReadonlySet<string> = new Set(),
): Promise<DigestContent> {
  const w = { m, scope, period, values };
  const [receivers, givers, top, picked] = await Promise.all([
    standings(m, scope, 'receivers', period),
    standings(m, scope, 'givers', period),
    topValues(w),
    highlights(w, left),
  ]);
  return {
    kudos: receivers.totals.kudos,
    coins: receivers.totals.coins,
    givers: givers.totals.people,
    topReceivers: receivers.standings.filter((s) => !left.has(s.email)).slice(0, TOP),
    topValues: top,
    highlights: picked,
    nudge,
  };
}
