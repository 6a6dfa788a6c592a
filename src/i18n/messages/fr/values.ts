// The values namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {};
