// Town-hall digest: a deterministic summary of shared recognitions, survey participation and engagement health in a period.
import { formatISO, subDays } from 'date-fns';
import { z } from 'zod';
import type { Db } from './db.js';
import { validationError } from './errors.js';
import { healthStatus, isoDateSchema } from './formats.js';
import type { Scope } from './scope.js';

export const townhallBodySchema = z
  .object({ topic: z.string().trim().max(200).optional(), date_from: isoDateSchema.optional(), date_to: isoDateSchema.optional() })
  .default({});

const plural = (n: number | bigint, word: string) => `${n} ${word}${BigInt(n) === 1n ? '' : 's'}`;

export function townhallContent(db: Db, scope: Scope, body: z.infer<typeof townhallBodySchema>, now = new Date()) {
  const to = body.date_to ?? formatISO(now, { representation: 'date' });
  const from = body.date_from ?? formatISO(subDays(new Date(`${to}T00:00:00Z`), 30), { representation: 'date' });
  if (from > to) throw validationError('date_from must not be after date_to.');
  const topic = body.topic?.trim() || undefined;
  const inPeriod = [scope.stage, scope.companyId, `${from} 00:00:00`, `${to} 23:59:59`];
  const topicClause = topic ? ' AND r.reason LIKE ?' : '';
  const topicParam = topic ? [`%${topic}%`] : [];

  const recognition = db
    .prepare(
      `SELECT count(DISTINCT r.id) AS n, coalesce(sum(r.amount), 0) AS coins, count(DISTINCT r.sender_email) AS givers
       FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id
       WHERE r.stage = ? AND r.company_id = ? AND r.createdate BETWEEN ? AND ? AND r.share = 1${topicClause}`,
    )
    .safeIntegers() // sums of coins are read as BigInt: exact past 2^53
    .get(...inPeriod, ...topicParam) as { n: bigint; coins: bigint; givers: bigint };
  const top = db
    .prepare(
      `SELECT rr.name, count(*) AS n, sum(r.amount) AS coins FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id
       WHERE r.stage = ? AND r.company_id = ? AND r.createdate BETWEEN ? AND ? AND r.share = 1${topicClause}
       GROUP BY rr.email ORDER BY coins DESC, rr.name LIMIT 3`,
    )
    .safeIntegers()
    .all(...inPeriod, ...topicParam) as { name: string; n: bigint; coins: bigint }[];
  const highlight = db
    .prepare(
      `SELECT r.reason, r.amount, r.sender_email FROM recognitions r WHERE r.stage = ? AND r.company_id = ? AND r.createdate BETWEEN ? AND ?
       AND r.share = 1${topicClause} ORDER BY r.amount DESC, r.createdate DESC LIMIT 1`,
    )
    .get(...inPeriod, ...topicParam) as { reason: string; amount: number } | undefined;

  const members = db.prepare("SELECT engagement_health_score AS s FROM members WHERE stage = ? AND company_id = ? AND status = 'Active'").all(scope.stage, scope.companyId) as { s: number }[];
  const survey = db
    .prepare('SELECT count(*) AS n, count(DISTINCT email) AS people FROM responses WHERE stage = ? AND company_id = ? AND date BETWEEN ? AND ?')
    .get(scope.stage, scope.companyId, from, to) as { n: number; people: number };

  const participation = members.length ? Math.round((survey.people / members.length) * 100) : 0;
  const average = members.length ? Math.round(members.reduce((sum, m) => sum + m.s, 0) / members.length) : 0;
  const bands = ['Elite', 'Advanced', 'Intermediate', 'Novice'].map((band) => `${band} ${members.filter((m) => healthStatus(m.s) === band).length}`);

  const recognitionBody =
    recognition.n === 0n
      ? `No shared recognition${topic ? ` about "${topic}"` : ''} between ${from} and ${to}.`
      : [
          `${plural(recognition.n, 'shared recognition')} from ${plural(recognition.givers, 'colleague')}, ${plural(recognition.coins, 'coin')} in all.`,
          top.length ? `Most recognised: ${top.map((t) => `${t.name} (${plural(t.coins, 'coin')})`).join(', ')}.` : '',
          highlight ? `Highlight: "${highlight.reason}" (${plural(highlight.amount, 'coin')}).` : '',
        ].filter(Boolean).join(' ');

  return {
    statusCode: 200,
    title: `${topic ? `Town hall: ${topic}` : 'Town hall digest'} — ${from} to ${to}`,
    sections: [
      { heading: 'Recognition', body: recognitionBody },
      { heading: 'Survey participation', body: `${plural(survey.n, 'answer')} from ${survey.people} ${survey.people === 1 ? 'person' : 'people'} — ${participation}% of ${plural(members.length, 'active member')}.` },
      { heading: 'Engagement health', body: `Average score ${average} (${healthStatus(average)}). ${bands.join(', ')}.` },
    ],
    generated_at: now.toISOString(),
  };
}
