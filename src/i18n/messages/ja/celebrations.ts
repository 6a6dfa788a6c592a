// The celebrations namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { celebrations as source } from '../en/celebrations.js';

export const celebrations: Translation<typeof source> = {};
