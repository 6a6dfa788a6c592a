// The dashboard namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { dashboard as source } from '../en/dashboard.js';

export const dashboard: Translation<typeof source> = {};
