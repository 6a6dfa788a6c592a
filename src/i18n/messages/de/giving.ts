// The giving namespace in German (de).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {};
