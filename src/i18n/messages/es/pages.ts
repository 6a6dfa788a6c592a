// The pages namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {};
