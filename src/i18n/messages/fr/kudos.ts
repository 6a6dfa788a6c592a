// The kudos namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { kudos as source } from '../en/kudos.js';

export const kudos: Translation<typeof source> = {};
