// `/kudos feedback`: the review feedback a person received (or, for a manager, what they wrote about a report).
import type { FeedbackItem, Pagination } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, actions, button, context, escapeText, header, section, truncate } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

const STARS = ['', ':star:', ':star::star:', ':star::star::star:', ':star::star::star::star:'];

export function feedbackLine(t: Translator, f: FeedbackItem): string {
  const score = Math.max(0, Math.min(4, Math.round(f.score)));
  const stars = STARS[score] || t.t('feedback.scoreWord', { score: t.number(f.score) });
  const date = typeof f.review_date === 'string' ? ` · ${t.day(f.review_date)}` : '';
  return `${stars} *${t.number(f.score)}/4*${date}\n> ${escapeText(truncate(f.comment, 500)).replace(/\n/g, '\n> ')}`;
}

export const FEEDBACK_PAGE_SIZE = 5;

/** `about` is the report's Slack user when a manager reads what they wrote; paging buttons carry it along. */
export function feedbackBlocks(t: Translator, items: FeedbackItem[], pagination: Pagination, title: string, about?: string): Blocks {
  if (items.length === 0) return [section(t.t('feedback.nothingYet', { title }))];
  const page = pagination.currentPage;
  const value = (p: number) => JSON.stringify({ page: p, ...(about ? { about } : {}) });
  const buttons = [
    ...(page > 1 ? [button(t.t('feedback.buttonNewer'), ACTIONS.feedbackPage, value(page - 1))] : []),
    ...(page < pagination.totalPages ? [button(t.t('feedback.buttonOlder'), ACTIONS.feedbackPage, value(page + 1), 'primary')] : []),
  ];
  return [
    header(title),
    ...items.slice(0, 15).map((f) => section(feedbackLine(t, f))),
    context(
      t.t('feedback.pageFooter', {
        page: t.number(page),
        pages: t.number(Math.max(1, pagination.totalPages)),
        total: t.number(pagination.totalItems),
      }),
    ),
    ...(buttons.length ? [actions(buttons)] : []),
  ];
}
