// The dashboard namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { dashboard as source } from '../en/dashboard.js';

export const dashboard: Translation<typeof source> = {};
