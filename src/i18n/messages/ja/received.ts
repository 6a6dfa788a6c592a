// The received namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { received as source } from '../en/received.js';

export const received: Translation<typeof source> = {};
