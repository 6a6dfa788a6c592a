// The leaderboard namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { leaderboard as source } from '../en/leaderboard.js';

export const leaderboard: Translation<typeof source> = {};
