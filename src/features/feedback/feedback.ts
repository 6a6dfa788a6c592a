// `/kudos feedback`: the review feedback a person received (or, for a manager, what they wrote about a report).
import type { FeedbackItem, Pagination } from '../../engagement/index.js';
import { type Blocks, context, escapeText, header, section, truncate } from '../blocks.js';

const STARS = ['', ':star:', ':star::star:', ':star::star::star:', ':star::star::star::star:'];

export function feedbackLine(f: FeedbackItem): string {
  const score = Math.max(0, Math.min(4, Math.round(f.score)));
  const date = typeof f.review_date === 'string' ? ` · ${f.review_date}` : '';
  return `${STARS[score] || `score ${f.score}`} *${f.score}/4*${date}\n> ${escapeText(truncate(f.comment, 500)).replace(/\n/g, '\n> ')}`;
}

export function feedbackBlocks(items: FeedbackItem[], pagination: Pagination, title: string): Blocks {
  if (items.length === 0) return [section(`:memo: ${title}: nothing yet.`)];
  return [
    header(title),
    ...items.slice(0, 15).map((f) => section(feedbackLine(f))),
    context(`Showing ${Math.min(items.length, 15)} of ${pagination.totalItems}. Scores: 4 exceeded goals · 3 met · 2 partially met · 1 did not meet.`),
  ];
}
