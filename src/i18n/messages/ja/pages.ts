// The pages namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {};
