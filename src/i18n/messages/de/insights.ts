// The insights namespace in German (de).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {};
