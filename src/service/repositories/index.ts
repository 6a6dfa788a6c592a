// The service's storage: one repository per aggregate over one database, every statement prepared once, and the
// transactions the rules run in. Rule modules reach SQLite only through this.
import type { Db } from '../db.js';
import { boostsRepository } from './boosts.js';
import { companiesRepository } from './companies.js';
import { groupsRepository } from './groups.js';
import { importsRepository } from './imports.js';
import { membersRepository } from './members.js';
import { presetsRepository } from './presets.js';
import { rateWindowsRepository } from './rate-windows.js';
import { recognitionsRepository } from './recognitions.js';
import { rollupsRepository } from './rollups.js';
import { statementCache } from './statements.js';
import { surveyRepository } from './survey.js';

export type Repositories = ReturnType<typeof createRepositories>;

export function createRepositories(db: Db) {
  const sql = statementCache(db);
  return {
    companies: companiesRepository(sql),
    members: membersRepository(sql),
    groups: groupsRepository(sql),
    recognitions: recognitionsRepository(sql),
    rollups: rollupsRepository(sql),
    survey: surveyRepository(sql),
    boosts: boostsRepository(sql),
    presets: presetsRepository(sql),
    imports: importsRepository(sql),
    rateWindows: rateWindowsRepository(sql),
    /** Runs `work` in one transaction (nested calls join the outer one). */
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    /** Like `transaction`, but takes the write lock at once: another process on the same file waits, never reads stale. */
    immediate: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}
