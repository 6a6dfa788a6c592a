// The insights namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {};
