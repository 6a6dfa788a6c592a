// Loads a leaderboard: the period on the workspace's clock, the company's read model brought up to date, its shared
// kudos counted by the database — narrowed to a company value and a user group, ranked — with Slack users matched to the
// top people and to the person asking.
import type { WebClient } from '@slack/web-api';
import type { Rosters } from '../../directory/roster.js';
import { type ReadModel, type StandingsFilter, calendarPeriod, standings } from '../../engagement/feed/index.js';
import type { Actor } from '../../slack/actor.js';
import type { GivingRulesStore } from '../../store/giving-rules.js';
import type { ValuesStore } from '../../store/values.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { TopCommand } from '../kudos/grammar.js';
import { valueLabel } from '../values/tags.js';
import { type BoardView, TOP_SIZE } from './view.js';

/** `now`: the app's clock (the workbench's demo clock), which says which week, month or year it is. */
export type LeaderboardDeps = { feed: ReadModel; rosters: Rosters; values: ValuesStore; givingRules: GivingRulesStore; now: () => Date };
export type BoardQuery = Omit<TopCommand, 'kind'>;

/** A filter that does not exist, for the feature to say in the person's words: a hashtag that is no company value
 *  (with the values there are), or a user group not found. */
export type BoardRefusal = { unknownValue: string; values: string[] } | { unknownGroup: string };

/** The value and group filters, or which of them does not exist. */
type Filters = { labels: string[]; filter: StandingsFilter } | { refused: BoardRefusal };

async function filtersOf(deps: LeaderboardDeps, slack: WebClient, w: WorkspaceRef, query: BoardQuery, emailOf: Map<string, string>): Promise<Filters> {
  const labels: string[] = [];
  const filter: StandingsFilter = {};
  if (query.value) {
    const values = await deps.values.get(w);
    const value = values.find((v) => v.hashtag === query.value);
    if (!value) return { refused: { unknownValue: query.value, values: values.map((v) => v.hashtag) } };
    labels.push(valueLabel(value));
    filter.value = value.hashtag;
  }
  if (query.usergroup) {
    const members = await deps.rosters.groupMembers(slack, w, query.usergroup.id);
    const group = query.usergroup.handle ? `@${query.usergroup.handle}` : `\`${query.usergroup.id}\``;
    if (!members) return { refused: { unknownGroup: group } };
    labels.push(group);
    filter.people = new Set(members.flatMap((id) => emailOf.get(id) ?? []));
  }
  return { labels, filter };
}

export async function loadBoard(
  deps: LeaderboardDeps,
  slack: WebClient,
  w: WorkspaceRef,
  actor: Actor,
  query: BoardQuery,
): Promise<BoardView | { refused: BoardRefusal }> {
  const rules = await deps.givingRules.get(w);
  const now = deps.now();
  const period = calendarPeriod(query.period, now, rules.timeZone);
  const roster = await deps.rosters.of(slack, w);
  const filters = await filtersOf(deps, slack, w, query, roster.emailOf);
  if ('refused' in filters) return { refused: filters.refused };
  await deps.feed.fresh(actor.connection, roster.sources, period.start.getTime());
  // Boards look back a year at most: read the rest of this one now, so the next board asked for is quick.
  deps.feed.prefetch(actor.connection, roster.sources, calendarPeriod('year', now, rules.timeZone).start.getTime());
  const all = await standings(deps.feed, actor.connection.scope, query.board, period, filters.filter);
  // People deactivated in Slack are left off the board (their coins still count in the totals: the company's records).
  const ranked = { ...all, standings: all.standings.filter((s) => !roster.left.has(s.email)) };
  const withUser = <S extends { email: string }>(s: S) => {
    const userId = roster.userOf.get(s.email);
    return userId ? { ...s, userId } : s;
  };
  const mine = ranked.standings.find((s) => s.email === actor.email);
  const outside = filters.filter.people && !filters.filter.people.has(actor.email);
  return {
    board: query.board,
    period,
    filters: filters.labels,
    top: ranked.standings.slice(0, TOP_SIZE).map(withUser),
    totals: ranked.totals,
    me: outside ? 'outside' : mine ? withUser(mine) : 'none',
  };
}
