// The digest namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {};
