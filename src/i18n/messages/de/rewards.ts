// The rewards namespace in German (de).
import type { Translation } from '../../translation.js';
import type { rewards as source } from '../en/rewards.js';

export const rewards: Translation<typeof source> = {};
