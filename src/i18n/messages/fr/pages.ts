// The pages namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {};
