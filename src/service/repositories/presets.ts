// Review presets and the teams or members each covers; a target belongs to one preset at a time (the newest).
import type { Scope } from '../scope.js';
import type { Sql } from './statements.js';

export type NewPreset = { id: string; name: string; goals_feedback: string; culture_contribution: string; next_review: string; created_at: string };
export type PresetTarget = { kind: 'team' | 'member'; target: string };

export function presetsRepository(sql: Sql) {
  return {
    /** The next_review of the preset covering the employee: their own preset first, else their team's. */
    coveringNextReview: (scope: Scope, employee: { email: string; team_id: string | null }) =>
      (
        sql(`SELECT p.next_review FROM preset_targets t JOIN presets p ON p.id = t.preset_id
            WHERE t.stage = ? AND t.company_id = ? AND ((t.kind = 'member' AND t.target = ?) OR (t.kind = 'team' AND t.target = ?))
            ORDER BY t.kind = 'member' DESC LIMIT 1`).get(scope.stage, scope.companyId, employee.email, employee.team_id ?? '') as
          | { next_review: string }
          | undefined
      )?.next_review,
    /** Writes the preset and moves each target to it; call inside a transaction. */
    insert: (scope: Scope, p: NewPreset, targets: PresetTarget[]) => {
      sql(`INSERT INTO presets (id, stage, company_id, name, goals_feedback, culture_contribution, next_review, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
        p.id,
        scope.stage,
        scope.companyId,
        p.name,
        p.goals_feedback,
        p.culture_contribution,
        p.next_review,
        p.created_at,
      );
      const target = sql('INSERT OR REPLACE INTO preset_targets (stage, company_id, kind, target, preset_id) VALUES (?, ?, ?, ?, ?)');
      for (const t of targets) target.run(scope.stage, scope.companyId, t.kind, t.target, p.id);
    },
  };
}
