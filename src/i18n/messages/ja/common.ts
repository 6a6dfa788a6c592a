// The common namespace in Japanese (ja).
import type { Translation } from '../../translation.js';
import type { common as source } from '../en/common.js';

export const common: Translation<typeof source> = {
  coins: '{count, plural, other {#コイン}}',
  people: '{count, plural, other {#人}}',
  kudos: '{count, plural, other {Kudos #件}}',
};
