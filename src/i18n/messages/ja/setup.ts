// The setup namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { setup as source } from '../en/setup.js';

export const setup: Translation<typeof source> = {};
