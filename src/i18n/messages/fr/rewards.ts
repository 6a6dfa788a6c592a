// The rewards namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { rewards as source } from '../en/rewards.js';

export const rewards: Translation<typeof source> = {};
