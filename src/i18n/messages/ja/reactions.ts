// The reactions namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {};
