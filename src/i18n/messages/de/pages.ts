// The pages namespace in German (de).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {};
