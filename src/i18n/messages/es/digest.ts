// The digest namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {};
