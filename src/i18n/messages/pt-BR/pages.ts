// The pages namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {};
