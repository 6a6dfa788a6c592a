// The exports namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { exports as source } from '../en/exports.js';

export const exports: Translation<typeof source> = {};
