// The member-import rate limit's current window per company and stage, kept so a restart does not reset it.
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

export type RateWindow = { start: number; count: number };

export function rateWindowsRepository(sql: Sql) {
  return {
    get: (scope: Scope) =>
      sql('SELECT started_ms AS start, count FROM rate_windows WHERE stage = ? AND company_id = ?').get(scope.stage, scope.companyId) as RateWindow | undefined,
    put: (scope: Scope, window: RateWindow) => {
      sql('INSERT OR REPLACE INTO rate_windows (stage, company_id, started_ms, count) VALUES (?, ?, ?, ?)').run(
        scope.stage,
        scope.companyId,
        window.start,
        window.count,
      );
    },
  };
}
