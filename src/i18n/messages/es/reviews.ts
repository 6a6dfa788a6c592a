// The reviews namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { reviews as source } from '../en/reviews.js';

export const reviews: Translation<typeof source> = {};
