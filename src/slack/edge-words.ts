// The words of answers given at the edge, before a request is read far enough to know whose it is (a body Slack sent
// without its fields, one too large to decode, one that could not be written down because the store did not answer):
// the catalogue's English, since no reader's language can be known there.
import { DEFAULT_LOCALE } from '../i18n/locales.js';
import { translatorFor } from '../i18n/translator.js';

export const edgeWords = translatorFor(DEFAULT_LOCALE);
