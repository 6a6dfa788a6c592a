// The common namespace in Brazilian Portuguese (pt-BR).
import type { Translation } from '../../translation.js';
import type { common as source } from '../en/common.js';

export const common: Translation<typeof source> = {
  coins: '{count, plural, one {# moeda} other {# moedas}}',
  people: '{count, plural, one {# pessoa} other {# pessoas}}',
  kudos: '{count, plural, one {# kudos} other {# kudos}}',
};
