// The reviews namespace in German (de).
import type { Translation } from '../../translation.js';
import type { reviews as source } from '../en/reviews.js';

export const reviews: Translation<typeof source> = {};
