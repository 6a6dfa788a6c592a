// The feedback namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { feedback as source } from '../en/feedback.js';

export const feedback: Translation<typeof source> = {};
