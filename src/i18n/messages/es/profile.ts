// The profile namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { profile as source } from '../en/profile.js';

export const profile: Translation<typeof source> = {};
