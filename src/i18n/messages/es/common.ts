// The common namespace in Spanish (es).
import type { Translation } from '../../translation.js';
import type { common as source } from '../en/common.js';

export const common: Translation<typeof source> = {
  coins: '{count, plural, one {# moneda} other {# monedas}}',
  people: '{count, plural, one {# persona} other {# personas}}',
  kudos: '{count, plural, one {# kudos} other {# kudos}}',
};
