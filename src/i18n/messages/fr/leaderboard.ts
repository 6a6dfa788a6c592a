// The leaderboard namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {};
