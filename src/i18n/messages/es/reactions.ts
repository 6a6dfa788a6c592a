// The reactions namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {};
