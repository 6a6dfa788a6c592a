// The company's shared feed, read from the service: the cache, periods and standings, for leaderboards and digests.
export { type FeedConnection, FeedCache } from './cache.js';
export { type CalendarPeriod, PERIOD_KINDS, type PeriodKind, calendarPeriod } from './periods.js';
export { type FeedKudos, type FeedPerson, type FeedSource } from './reader.js';
export { type Board, type Standing, type StandingsFilter, type Totals, inPeriod, standings } from './totals.js';
