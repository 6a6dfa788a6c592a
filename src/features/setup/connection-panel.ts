// The connection panel on an admin's App Home: stage, the key's last 4, reachability, the workspace's default language,
// or what is wrong. Pure, in the admin's words.
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '../../i18n/locales.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, context, fields, header, section } from '../../ui/blocks.js';
import type { ConnectionStatus } from './connection-status.js';

/** `language`: the workspace's default (English when no admin chose one), named as its speakers name it. */
export function connectionPanel(t: Translator, status: ConnectionStatus | { problem: string }, language: Locale = DEFAULT_LOCALE): Blocks {
  if ('problem' in status) return [header(t.t('setup.panelTitle')), section(`:warning: ${status.problem}`)];
  return [
    header(t.t('setup.panelTitle')),
    fields([
      t.t('setup.panelStage', { stage: status.stage }),
      t.t('setup.panelKey', { last4: status.keyLast4, source: status.source }),
      t.t('setup.panelService', { reachable: status.reachable ? 'yes' : 'no' }),
      t.t('setup.panelLanguage', { language: LOCALE_NAMES[language] }),
    ]),
    context(status.detail),
  ];
}
