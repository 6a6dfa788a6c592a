// Teams and cohorts of a company on a stage: existence, lookup by name, the next free team ID, and seed writes.
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

export function groupsRepository(sql: Sql) {
  const teamExists = (scope: Scope, id: string) =>
    sql('SELECT 1 FROM teams WHERE stage = ? AND company_id = ? AND id = ?').get(scope.stage, scope.companyId, id) !== undefined;
  const insertTeam = (scope: Scope, id: string, name: string) => {
    sql('INSERT INTO teams (stage, company_id, id, name) VALUES (?, ?, ?, ?)').run(scope.stage, scope.companyId, id, name);
  };
  return {
    teamExists,
    insertTeam,
    teamIdByName: (scope: Scope, name: string) =>
      (sql('SELECT id FROM teams WHERE stage = ? AND company_id = ? AND name = ?').get(scope.stage, scope.companyId, name) as { id: string } | undefined)?.id,
    /** Creates a team named `name` under the first free ID `t<n>`, counting from the number of teams + 1. */
    createTeam: (scope: Scope, name: string) => {
      const { n } = sql('SELECT count(*) AS n FROM teams WHERE stage = ? AND company_id = ?').get(scope.stage, scope.companyId) as { n: number };
      let next = n + 1;
      while (teamExists(scope, `t${next}`)) next += 1;
      insertTeam(scope, `t${next}`, name);
      return `t${next}`;
    },
    insertCohort: (scope: Scope, id: string, name: string, emails: string[]) => {
      sql('INSERT INTO cohorts (stage, company_id, id, name) VALUES (?, ?, ?, ?)').run(scope.stage, scope.companyId, id, name);
      const member = sql('INSERT INTO cohort_members (stage, company_id, cohort_id, email) VALUES (?, ?, ?, ?)');
      for (const email of emails) member.run(scope.stage, scope.companyId, id, email);
    },
  };
}
