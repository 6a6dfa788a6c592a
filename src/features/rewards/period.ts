// The period a per-person limit counts in: the UTC calendar week (ISO), month or year holding `now`.
import type { Reward } from '../../store/rewards-catalogue.js';

export function limitPeriod(period: NonNullable<Reward['limit']>['period'], now: Date): string {
  const year = now.getUTCFullYear();
  if (period === 'year') return String(year);
  if (period === 'month') return `${year}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  // ISO week: the week holding this week's Thursday, numbered in that Thursday's year.
  const thursday = new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate() + 3 - ((now.getUTCDay() + 6) % 7)));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - (3 - ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The limit of a reward as the ledger takes it: its period now, and its cap. */
export const limitNow = (reward: Reward, now: Date) => (reward.limit ? { period: limitPeriod(reward.limit.period, now), max: reward.limit.count } : undefined);
