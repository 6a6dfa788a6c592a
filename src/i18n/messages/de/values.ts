// The values namespace in German (de).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {};
