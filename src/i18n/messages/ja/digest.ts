// The digest namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {};
