// The slack namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {};
