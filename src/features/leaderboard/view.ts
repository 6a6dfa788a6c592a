// The leaderboard as Block Kit, for `/kudos top` and the App Home section: the top 10 with coins and kudos, the
// person's own place, and the period's totals. Pure: data in, blocks out.
import type { KnownBlock } from '@slack/types';
import type { Board, CalendarPeriod, Standing, Totals } from '../../engagement/feed/index.js';
import { coins, context, escapeText, figure, header, people, section, truncate } from '../../ui/blocks.js';

export const TOP_SIZE = 10;

export type Ranked = Standing & { userId?: string };

export type BoardView = {
  board: Board;
  period: CalendarPeriod;
  /** What narrows it: `:muscle: Ownership` and `@engineering`, as shown. */
  filters: string[];
  top: Ranked[];
  totals: Totals;
  /** The person's own place; `outside` when a user-group filter leaves them out. */
  me: Ranked | 'none' | 'outside';
};

const MEDALS = [':first_place_medal:', ':second_place_medal:', ':third_place_medal:'];
const kudosCount = (n: number) => `${figure(n)} kudos`;
/** A mention when the person is in this workspace, else their name from the service, cut so ten lines always fit. */
const nameOf = (s: Ranked) => (s.userId ? `<@${s.userId}>` : escapeText(truncate(s.name || s.email, 80)));
const place = (s: Ranked) => (s.rank <= 3 ? MEDALS[s.rank - 1]! : `*${s.rank}.*`);

function ownLine(view: BoardView): string {
  const verb = view.board === 'receivers' ? 'received' : 'given';
  if (view.me === 'outside') return 'You are not in this group.';
  if (view.me === 'none') return `You haven’t ${verb} shared kudos in ${view.period.label}${view.filters.length ? ' that count here' : ''} yet.`;
  return `You: *#${view.me.rank}* of ${figure(view.totals.people)} · ${coins(view.me.coins)} · ${kudosCount(view.me.kudos)} ${verb}`;
}

function totalsLine(view: BoardView): string {
  const who = view.board === 'receivers' ? `${people(view.totals.people)} thanked` : `${people(view.totals.people)} gave`;
  const label = view.period.label.charAt(0).toUpperCase() + view.period.label.slice(1);
  return `${label}: ${kudosCount(view.totals.kudos)} · ${coins(view.totals.coins)} · ${who}`;
}

export function boardTitle(view: Pick<BoardView, 'board' | 'period' | 'filters'>): string {
  return `:trophy: Top ${view.board} — ${view.period.label}${view.filters.length ? ` · ${view.filters.join(' · ')}` : ''}`;
}

/** The board's blocks under a title of the caller's choosing (a header in a message, a header on App Home). */
export function boardBlocks(view: BoardView): KnownBlock[] {
  const blocks: KnownBlock[] = [header(boardTitle(view))];
  if (view.top.length === 0)
    blocks.push(
      section(
        `No shared kudos ${view.board === 'receivers' ? 'received' : 'given'} in ${view.period.label}${view.filters.length ? ' that count here' : ''} yet.`,
      ),
    );
  else
    blocks.push(
      section(
        view.top
          .slice(0, TOP_SIZE)
          .map((s) => `${place(s)} ${nameOf(s)} — *${coins(s.coins)}* · ${kudosCount(s.kudos)}`)
          .join('\n'),
      ),
    );
  // An empty board says so once: "you haven't yet" would only repeat it.
  if (view.top.length > 0 || view.me === 'outside') blocks.push(context(ownLine(view)));
  blocks.push(context(`${totalsLine(view)}. Only kudos shown in the feed count.`));
  return blocks;
}

export function boardMessage(view: BoardView): { text: string; blocks: KnownBlock[] } {
  const first = view.top[0];
  const leaders = view.top.filter((s) => s.rank === 1).map((s) => s.name || s.email);
  const who = leaders.length > 1 ? `${leaders.slice(0, -1).join(', ')} and ${leaders.at(-1)} (tied)` : leaders[0];
  const text = `${boardTitle(view).replace(':trophy: ', '')}${first ? `: 1. ${who} with ${coins(first.coins)}` : ': nobody yet'}`;
  return { text, blocks: [...boardBlocks(view), context('Other boards: `/kudos top week|month|quarter|year givers|receivers #value @group`')] };
}
