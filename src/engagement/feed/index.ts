// The read model of each company's recognitions, fed from the service and shared by every instance: its freshness and
// readers, periods, the standings counted from it (leaderboards, digest), its rollups' months and filing by the
// directory (the dashboard's charts), its erasure (uninstall, forget).
export { type FeedConnection, ReadModel, type ReadModelDb, readModelOn } from './model.js';
export { eraseRecognitions, forgetRecognitions } from './erase.js';
export { type CalendarPeriod, PERIOD_KINDS, type PeriodKind, calendarPeriod } from './periods.js';
export type { FeedKudos, FeedPerson, FeedSource } from './items.js';
export { isMonthStart, monthStart, nextMonth, nextYear, yearStart, yearsAndMonths } from './months.js';
export { reconcile, reconciled } from './filing.js';
export { type Board, type Period, type Standing, type StandingsFilter, type Totals, counted, monthIn, oneOf, standings } from './standings.js';
