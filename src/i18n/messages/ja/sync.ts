// The sync namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {};
