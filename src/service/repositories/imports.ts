// The record of each member import: its ID and summary, kept with the members it wrote.
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

export function importsRepository(sql: Sql) {
  return {
    record: (scope: Scope, id: string, summary: object) => {
      sql('INSERT INTO imports (id, stage, company_id, created_at, summary) VALUES (?, ?, ?, ?, ?)').run(
        id,
        scope.stage,
        scope.companyId,
        new Date().toISOString(),
        JSON.stringify(summary),
      );
    },
  };
}
