// The help namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {};
