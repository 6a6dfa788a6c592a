// The whois namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { whois as source } from '../en/whois.js';

export const whois: Translation<typeof source> = {};
