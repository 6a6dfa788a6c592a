// The townhall namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {};
