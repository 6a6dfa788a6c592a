// The celebrations namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { celebrations as source } from '../en/celebrations.js';

export const celebrations: Translation<typeof source> = {};
