// The insights namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {};
