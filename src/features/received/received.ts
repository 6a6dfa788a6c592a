// The kudos a person received, newest first: a page at a time with Newer/Older buttons (`/kudos received`), and the
// latest few on App Home.
import type { Pagination, RecognitionItem } from '../../engagement-client/index.js';
import { type Blocks, actions, button, coins, context, escapeText, header, section, truncate } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

export const RECEIVED_PAGE_SIZE = 5;

export function kudosLine(r: RecognitionItem, nameOf: (email: string) => string): string {
  const from = r.from ? nameOf(r.from.email) || escapeText(r.from.name) : 'someone';
  const when = r.createdate ? r.createdate.slice(0, 10) : '';
  const privacy = r.share === false ? ' · _private_' : '';
  return `*${coins(r.amount ?? 0)}* from ${from}${when ? ` · ${when}` : ''}${privacy}\n> ${escapeText(truncate(r.for ?? '', 600)).replace(/\n/g, '\n> ')}`;
}

export function receivedBlocks(items: RecognitionItem[], pagination: Pagination, nameOf: (email: string) => string): Blocks {
  if (pagination.totalItems === 0) return [section(':inbox_tray: No kudos received yet. They will show up here.')];
  const page = pagination.currentPage;
  const buttons = [
    ...(page > 1 ? [button('Newer', ACTIONS.receivedPage, String(page - 1))] : []),
    ...(page < pagination.totalPages ? [button('Older', ACTIONS.receivedPage, String(page + 1), 'primary')] : []),
  ];
  return [
    header('Kudos you received'),
    ...items.map((r) => section(kudosLine(r, nameOf))),
    context(`Page ${page} of ${pagination.totalPages} · ${pagination.totalItems} in all`),
    ...(buttons.length ? [actions(buttons)] : []),
  ];
}

/** App Home's "Latest kudos you received": the newest five, or why they can't be shown. */
export function receivedHomeBlocks(recent: RecognitionItem[] | { problem: string }, nameOf: (email: string) => string): Blocks {
  const title = header('Latest kudos you received');
  if ('problem' in recent) return [title, section(`:warning: ${recent.problem}`)];
  if (recent.length === 0) return [title, section('Nothing yet — kudos you receive will show up here.')];
  return [title, ...recent.slice(0, 5).map((r) => section(kudosLine(r, nameOf))), context('All of them: `/kudos received`')];
}
