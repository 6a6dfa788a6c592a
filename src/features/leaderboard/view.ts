// The leaderboard as Block Kit, for `/kudos top` and the App Home section: the top 10 with coins and kudos, the
// person's own place, and the period's totals, in the reader's words. Pure: data in, blocks out.
import { TZDate } from '@date-fns/tz';
import type { KnownBlock } from '@slack/types';
import type { Board, CalendarPeriod, Standing, Totals } from '../../engagement/feed/index.js';
import type { Translator } from '../../i18n/translator.js';
import { context, escapeText, header, section, truncate } from '../../ui/blocks.js';

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
/** A mention when the person is in this workspace, else their name from the service, cut so ten lines always fit. */
const nameOf = (s: Ranked) => (s.userId ? `<@${s.userId}>` : escapeText(truncate(s.name || s.email, 80)));
const place = (s: Ranked) => (s.rank <= 3 ? MEDALS[s.rank - 1]! : `*${s.rank}.*`);

/** What the period's messages are filled with: its kind, and its week's first day, month, quarter and year as the
 *  reader writes them. */
function periodValues(t: Translator, period: CalendarPeriod) {
  const start = new TZDate(period.start.getTime(), period.timeZone);
  return {
    kind: period.kind,
    date: t.date(period.start, 'month', period.timeZone),
    month: t.date(period.start, 'monthYear', period.timeZone),
    quarter: String(Math.floor(start.getMonth() / 3) + 1),
    year: String(start.getFullYear()),
  };
}

/** "this week (from November 23)", "November 2026", "Q4 2026", "2026" — `capital`: at the start of a sentence. */
export function periodLabel(t: Translator, period: CalendarPeriod, capital = false): string {
  const label = t.t('leaderboard.period', periodValues(t, period));
  return capital ? label.charAt(0).toLocaleUpperCase(t.locale) + label.slice(1) : label;
}

function ownLine(t: Translator, view: BoardView): string {
  if (view.me === 'outside') return t.t('leaderboard.notInGroup');
  const board = view.board;
  if (view.me === 'none') return t.t('leaderboard.youNone', { board, ...periodValues(t, view.period), filtered: view.filters.length ? 'yes' : 'no' });
  return t.t('leaderboard.you', { board, rank: t.number(view.me.rank), total: t.number(view.totals.people), coins: view.me.coins, kudos: view.me.kudos });
}

/** The board's title, without its trophy: "Top givers — November 2026 · :muscle: Ownership". */
export function boardTitle(t: Translator, view: Pick<BoardView, 'board' | 'period' | 'filters'>): string {
  return t.t('leaderboard.title', { board: view.board, period: periodLabel(t, view.period), filters: view.filters.map((f) => ` · ${f}`).join('') });
}

/** The board's blocks under a title of the caller's choosing (a header in a message, a header on App Home). */
export function boardBlocks(t: Translator, view: BoardView): KnownBlock[] {
  const blocks: KnownBlock[] = [header(`:trophy: ${boardTitle(t, view)}`)];
  if (view.top.length === 0)
    blocks.push(section(t.t('leaderboard.empty', { board: view.board, ...periodValues(t, view.period), filtered: view.filters.length ? 'yes' : 'no' })));
  else
    blocks.push(
      section(
        view.top
          .slice(0, TOP_SIZE)
          .map((s) => t.t('leaderboard.line', { place: place(s), name: nameOf(s), coins: s.coins, kudos: s.kudos }))
          .join('\n'),
      ),
    );
  // An empty board says so once: "you haven't yet" would only repeat it.
  if (view.top.length > 0 || view.me === 'outside') blocks.push(context(ownLine(t, view)));
  const { kudos, coins, people } = view.totals;
  blocks.push(context(t.t('leaderboard.totals', { period: periodLabel(t, view.period, true), board: view.board, kudos, coins, people })));
  return blocks;
}

export function boardMessage(t: Translator, view: BoardView): { text: string; blocks: KnownBlock[] } {
  const first = view.top[0];
  const leaders = view.top.filter((s) => s.rank === 1).map((s) => s.name || s.email);
  const title = boardTitle(t, view);
  const text = first
    ? t.t('leaderboard.text', { title, who: t.list(leaders), tied: leaders.length > 1 ? 'yes' : 'no', coins: first.coins })
    : t.t('leaderboard.textNobody', { title });
  return { text, blocks: [...boardBlocks(t, view), context(t.t('leaderboard.otherBoards'))] };
}
