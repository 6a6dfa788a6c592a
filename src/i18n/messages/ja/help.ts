// The help namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {};
