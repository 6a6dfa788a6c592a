// Town-hall digest: a deterministic summary of shared recognitions, survey participation and engagement health in a period.
import { formatISO, subDays } from 'date-fns';
import { validationError } from './errors.js';
import { healthStatus } from './formats.js';
import type { Repositories } from './repositories/index.js';
import type { TownhallBody } from './requests.js';
import type { Scope } from './scope.js';

const NUMBERS = new Intl.NumberFormat('en-US');
const plural = (n: number | bigint, word: string) => `${NUMBERS.format(n)} ${word}${BigInt(n) === 1n ? '' : 's'}`;

export function townhallContent(repos: Repositories, scope: Scope, body: TownhallBody, now = new Date()) {
  const to = body.date_to ?? formatISO(now, { representation: 'date' });
  const from = body.date_from ?? formatISO(subDays(new Date(`${to}T00:00:00Z`), 30), { representation: 'date' });
  if (from > to) throw validationError('date_from must not be after date_to.');
  const topic = body.topic?.trim() || undefined;
  const period = { from, to, topic };
  const recognition = repos.recognitions.sharedTotals(scope, period);
  const top = repos.recognitions.topRecipients(scope, period, 3);
  const highlight = repos.recognitions.highlight(scope, period);
  const scores = repos.members.healthScores(scope);
  const survey = repos.survey.participation(scope, from, to);

  const participation = scores.length ? Math.round((survey.people / scores.length) * 100) : 0;
  const average = scores.length ? Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length) : 0;
  const bands = ['Elite', 'Advanced', 'Intermediate', 'Novice'].map((band) => `${band} ${scores.filter((s) => healthStatus(s) === band).length}`);

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
      { heading: 'Survey participation', body: `${plural(survey.n, 'answer')} from ${NUMBERS.format(survey.people)} ${survey.people === 1 ? 'person' : 'people'} — ${participation}% of ${plural(scores.length, 'active member')}.` },
      { heading: 'Engagement health', body: `Average score ${average} (${healthStatus(average)}). ${bands.join(', ')}.` },
    ],
    generated_at: now.toISOString(),
  };
}
