// `/kudos feedback`: the review feedback a person received (or, for a manager, what they wrote about a report).
import type { FeedbackItem, Pagination } from '../../engagement-client/index.js';
import { type Blocks, actions, button, context, escapeText, header, section, truncate } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

const STARS = ['', ':star:', ':star::star:', ':star::star::star:', ':star::star::star::star:'];

export function feedbackLine(f: FeedbackItem): string {
  const score = Math.max(0, Math.min(4, Math.round(f.score)));
  const date = typeof f.review_date === 'string' ? ` · ${f.review_date}` : '';
  return `${STARS[score] || `score ${f.score}`} *${f.score}/4*${date}\n> ${escapeText(truncate(f.comment, 500)).replace(/\n/g, '\n> ')}`;
}

export const FEEDBACK_PAGE_SIZE = 5;

/** `about` is the report's Slack user when a manager reads what they wrote; paging buttons carry it along. */
export function feedbackBlocks(items: FeedbackItem[], pagination: Pagination, title: string, about?: string): Blocks {
  if (items.length === 0) return [section(`:memo: ${title}: nothing yet.`)];
  const page = pagination.currentPage;
  const value = (p: number) => JSON.stringify({ page: p, ...(about ? { about } : {}) });
  const buttons = [
    ...(page > 1 ? [button('Newer', ACTIONS.feedbackPage, value(page - 1))] : []),
    ...(page < pagination.totalPages ? [button('Older', ACTIONS.feedbackPage, value(page + 1), 'primary')] : []),
  ];
  return [
    header(title),
    ...items.slice(0, 15).map((f) => section(feedbackLine(f))),
    context(
      `Page ${page} of ${Math.max(1, pagination.totalPages)} · ${pagination.totalItems} in all. Scores: 4 exceeded goals · 3 met · 2 partially met · 1 did not meet.`,
    ),
    ...(buttons.length ? [actions(buttons)] : []),
  ];
}
