// The kudos namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { kudos as source } from '../en/kudos.js';

export const kudos: Translation<typeof source> = {};
