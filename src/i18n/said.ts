// A sentence decided where no one's language is known yet (a parser, a lower layer's error) and worded later, in the
// reader's language: the message key and its values.
import type { MessageKey, MessageValues } from './catalogue.js';

export type Said = { key: MessageKey; values?: MessageValues };

export const said = (key: MessageKey, values?: MessageValues): Said => (values ? { key, values } : { key });
