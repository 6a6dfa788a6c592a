// The rewards namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { rewards as source } from '../en/rewards.js';

export const rewards: Translation<typeof source> = {};
