// The received namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {};
