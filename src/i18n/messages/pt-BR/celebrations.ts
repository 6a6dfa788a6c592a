// The celebrations namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { celebrations as source } from '../en/celebrations.js';

export const celebrations: Translation<typeof source> = {};
