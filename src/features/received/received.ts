// The kudos a person received, newest first: a page at a time with Newer/Older buttons (`/kudos received`), and the
// latest few on App Home. Pure, in the reader's words; reasons and names are shown as written.
import type { Pagination, RecognitionItem } from '../../engagement-client/index.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, actions, button, context, escapeText, header, section, truncate } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

export const RECEIVED_PAGE_SIZE = 5;

/** The day a kudos was given, as the reader's language writes it; '' when the service gave none it can read. */
function dayOf(t: Translator, createdate: string | undefined): string {
  if (!createdate) return '';
  const at = new Date(`${createdate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? '' : t.date(at, 'day');
}

export function kudosLine(t: Translator, r: RecognitionItem, nameOf: (email: string) => string): string {
  const from = r.from ? nameOf(r.from.email) || escapeText(r.from.name) : '';
  const when = dayOf(t, r.createdate);
  const head = t.t('received.line', {
    coins: t.t('common.coins', { count: r.amount ?? 0 }),
    from,
    hasFrom: from ? 'yes' : 'no',
    when,
    hasWhen: when ? 'yes' : 'no',
    private: r.share === false ? 'yes' : 'no',
  });
  return `${head}\n> ${escapeText(truncate(r.for ?? '', 600)).replace(/\n/g, '\n> ')}`;
}

export function receivedBlocks(t: Translator, items: RecognitionItem[], pagination: Pagination, nameOf: (email: string) => string): Blocks {
  if (pagination.totalItems === 0) return [section(t.t('received.none'))];
  const page = pagination.currentPage;
  const buttons = [
    ...(page > 1 ? [button(t.t('received.newer'), ACTIONS.receivedPage, String(page - 1))] : []),
    ...(page < pagination.totalPages ? [button(t.t('received.older'), ACTIONS.receivedPage, String(page + 1), 'primary')] : []),
  ];
  return [
    header(t.t('received.header')),
    ...items.map((r) => section(kudosLine(t, r, nameOf))),
    context(t.t('received.pageOf', { page: t.number(page), pages: t.number(pagination.totalPages), count: pagination.totalItems })),
    ...(buttons.length ? [actions(buttons)] : []),
  ];
}

/** App Home's "Latest kudos you received": the newest five, or why they can't be shown. */
export function receivedHomeBlocks(t: Translator, recent: RecognitionItem[] | { problem: string }, nameOf: (email: string) => string): Blocks {
  const title = header(t.t('received.homeHeader'));
  if ('problem' in recent) return [title, section(`:warning: ${recent.problem}`)];
  if (recent.length === 0) return [title, section(t.t('received.homeNone'))];
  return [title, ...recent.slice(0, 5).map((r) => section(kudosLine(t, r, nameOf))), context(t.t('received.homeAll'))];
}
