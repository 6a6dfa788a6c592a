// The townhall namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {};
