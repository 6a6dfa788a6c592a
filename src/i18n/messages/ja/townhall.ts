// The townhall namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {};
