// Town-hall digest: a deterministic summary of shared recognitions, survey participation and engagement health in a period.
import { formatISO, subDays } from 'date-fns';
import { validationError } from './errors.js';
import { healthStatus } from './formats.js';
import type { Repositories } from './repositories/index.js';
import type { Period } from './repositories/recognitions.js';
import type { TownhallBody } from './requests.js';
import type { Scope } from './scope.js';

const NUMBERS = new Intl.NumberFormat('en-US');
const plural = (n: number | bigint, word: string) => `${NUMBERS.format(n)} ${word}${BigInt(n) === 1n ? '' : 's'}`;

/** Shared recognition in the period: from the per-day rollups, or from the rows when a topic narrows it to some reasons. */
function recognitionFigures(repos: Repositories, scope: Scope, period: Period) {
  const { recognitions, rollups } = repos;
  const figures = period.topic
    ? { totals: recognitions.sharedTotals(scope, period), highlight: recognitions.highlight(scope, period), top: recognitions.topRecipients(scope, period, 3) }
    : {
        totals: rollups.sharedTotals(scope, period.from, period.to),
        highlight: rollups.highlight(scope, period.from, period.to),
        top: rollups.topRecipients(scope, period.from, period.to, 3),
      };
  return { ...figures, top: figures.top.map((t) => ({ name: recognitions.recipientName(scope, t.email), coins: t.coins })) };
}

/** Active members, their average score and how many fall in each band, from the count of each score. */
function healthFigures(repos: Repositories, scope: Scope) {
  const counts = repos.members.healthCounts(scope);
  const members = counts.reduce((sum, c) => sum + c.n, 0);
  const average = members ? Math.round(counts.reduce((sum, c) => sum + c.score * c.n, 0) / members) : 0;
  const band = (name: string) => counts.filter((c) => healthStatus(c.score) === name).reduce((sum, c) => sum + c.n, 0);
  return { members, average, bands: ['Elite', 'Advanced', 'Intermediate', 'Novice'].map((name) => `${name} ${band(name)}`) };
}

export function townhallContent(repos: Repositories, scope: Scope, body: TownhallBody, now: Date) {
  const to = body.date_to ?? formatISO(now, { representation: 'date' });
  const from = body.date_from ?? formatISO(subDays(new Date(`${to}T00:00:00Z`), 30), { representation: 'date' });
  if (from > to) throw validationError('date_from must not be after date_to.');
  const topic = body.topic?.trim() || undefined;
  const period = { from, to, topic };
  repos.immediate(() => repos.rollups.fold());
  const { totals: recognition, highlight, top } = recognitionFigures(repos, scope, period);
  const survey = repos.rollups.participation(scope, from, to);
  const { members, average, bands } = healthFigures(repos, scope);
  const participation = members ? Math.round((survey.people / members) * 100) : 0;

  const recognitionBody =
    recognition.n === 0n
      ? `No shared recognition${topic ? ` about "${topic}"` : ''} between ${from} and ${to}.`
      : [
          `${plural(recognition.n, 'shared recognition')} from ${plural(recognition.givers, 'colleague')}, ${plural(recognition.coins, 'coin')} in all.`,
          top.length ? `Most recognised: ${top.map((t) => `${t.name} (${plural(t.coins, 'coin')})`).join(', ')}.` : '',
          highlight ? `Highlight: "${highlight.reason}" (${plural(highlight.amount, 'coin')}).` : '',
        ]
          .filter(Boolean)
          .join(' ');

  return {
    statusCode: 200,
    title: `${topic ? `Town hall: ${topic}` : 'Town hall digest'} — ${from} to ${to}`,
    sections: [
      { heading: 'Recognition', body: recognitionBody },
      {
        heading: 'Survey participation',
        body: `${plural(survey.n, 'answer')} from ${NUMBERS.format(survey.people)} ${survey.people === 1 ? 'person' : 'people'} — ${participation}% of ${plural(members, 'active member')}.`,
      },
      { heading: 'Engagement health', body: `Average score ${average} (${healthStatus(average)}). ${bands.join(', ')}.` },
    ],
    generated_at: now.toISOString(),
  };
}
