// The leaderboard namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {};
