// The rewards namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { rewards as source } from '../en/rewards.js';

export const rewards: Translation<typeof source> = {};
