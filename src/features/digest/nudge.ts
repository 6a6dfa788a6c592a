// The digest's nudge: how many people of the workspace still have coins to give this period, read from the same
// allowance counters that spending uses (each person on the clock the giving rules name).
import type { AllowanceDeps } from '../giving/allowance.js';
import { allowanceKey, holderOf } from '../giving/allowance.js';
import { periodAt } from '../giving/period.js';
import type { SlackUserPayload } from '../../directory/slack-user.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Nudge } from './content.js';

/** People who can give: not bots, not deactivated; admins too unless the rules exempt them (they have no allowance). */
const givers = (users: SlackUserPayload[], adminsExempt: boolean) =>
  users.filter((u) => !u.deleted && !u.is_bot && !u.is_app_user && u.id !== 'USLACKBOT' && !(adminsExempt && (u.is_admin || u.is_owner)));

export async function allowanceNudge(
  deps: Pick<AllowanceDeps, 'givingRules' | 'allowances'>,
  w: WorkspaceRef,
  users: SlackUserPayload[],
  now: Date,
): Promise<Nudge> {
  const rules = await deps.givingRules.get(w);
  const workspacePeriod = periodAt(now, rules, rules.timeZone);
  // Read at once: SQLite answers each in place, Redis pipelines them on its one connection.
  // One person with accounts in several workspaces of an org (holderOf) is counted once.
  const holders = new Map(givers(users, rules.adminsExempt).map((user) => [holderOf(w, user.id, user.profile.email), user]));
  const left = await Promise.all(
    [...holders].map(async ([holder, user]) => {
      const period = rules.timeZoneBasis === 'giver' && user.tz ? periodAt(now, rules, user.tz) : workspacePeriod;
      return rules.allowance - (await deps.allowances.total(allowanceKey(w, holder, period)));
    }),
  );
  const people = left.filter((n) => n > 0).length;
  const coins = left.reduce((sum, n) => sum + Math.max(0, n), 0);
  return { people, coins, resets: workspacePeriod.end, timeZone: workspacePeriod.timeZone };
}
