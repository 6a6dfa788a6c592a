// Review presets: the prompts and next review date for named teams or members, each target covered by one preset.
import { randomUUID } from 'node:crypto';
import { nameList, validationError } from './errors.js';
import type { Repositories } from './repositories/index.js';
import type { PresetBody } from './requests.js';
import type { Scope } from './scope.js';

/** Saves a preset; each team or member it names leaves whatever preset covered it before. */
export function savePreset(repos: Repositories, scope: Scope, preset: PresetBody) {
  const kind = preset.teams ? 'team' : 'member';
  const targets = [...new Set(preset.teams ?? preset.members ?? [])];
  const unknown = targets.filter((t) => (kind === 'team' ? !repos.groups.teamExists(scope, t) : !repos.members.find(scope, t)));
  if (unknown.length > 0) throw validationError(`Invalid preset: ${kind}s names unknown ${kind === 'team' ? 'team IDs' : 'members'}: ${nameList(unknown)}.`);
  const id = randomUUID();
  const { name, goals_feedback, culture_contribution, next_review } = preset;
  repos.transaction(() =>
    repos.presets.insert(
      scope,
      { id, name, goals_feedback, culture_contribution, next_review, created_at: new Date().toISOString() },
      targets.map((target) => ({ kind, target })),
    ),
  );
  return {
    statusCode: 200,
    data: { _id: id, name, goals_feedback, culture_contribution, next_review, [kind === 'team' ? 'teams' : 'members']: targets },
  };
}
