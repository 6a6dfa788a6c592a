// The help namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {};
