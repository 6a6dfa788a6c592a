// Setup, the connection panel, the values editor and the sync's summary in every language: inside Block Kit's limits
// (German and French run long), and in the language asked for.
import { describe, expect, it } from 'vitest';
import { connectionPanel } from '../../src/features/setup/connection-panel.js';
import { setupModal } from '../../src/features/setup/setup.js';
import { leftOutText } from '../../src/features/sync/plan.js';
import { parseValues, valuesEditor } from '../../src/features/values/editor.js';
import { valuesMessage } from '../../src/features/values/list.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { blockKitProblems } from '../support/block-kit.js';
import { textOf } from '../support/basics.js';

const settings = {
  admins: ['U1'],
  links: {},
  syncGuests: true,
  threadReplies: true,
  managerField: 'Xf1',
  teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }],
  keyLast4: 'abcd',
  stage: 'prod' as const,
};
const VALUES = [{ hashtag: 'ownership', emoji: 'muscle', name: 'Ownership', description: 'We finish what we start' }];

describe('admin views in every language', () => {
  it.each(LOCALES)('%s: setup and the values editor stay inside Block Kit limits', (locale) => {
    const t = translatorFor(locale);
    expect(blockKitProblems(setupModal(t, { ...settings, keyUnreadable: true }, 'dev', undefined, 'org', 'ja'), 'modal')).toEqual([]);
    expect(blockKitProblems(valuesEditor(t, VALUES), 'modal')).toEqual([]);
  });

  it('German: the setup form, its language menu and the connection panel', () => {
    const t = translatorFor('de');
    const modal = setupModal(t, settings, 'dev', undefined, undefined, 'de');
    expect(modal.title.text).toBe('Einrichtung');
    const language = modal.blocks.find((b) => b.block_id === 'language') as {
      element: { options: { text: { text: string } }[]; initial_option: { value: string } };
    };
    expect(language.element.options.map((o) => o.text.text)).toEqual(['English', 'Español', 'Português (Brasil)', 'Français', 'Deutsch', '日本語']);
    expect(language.element.initial_option.value).toBe('de');
    const panel = textOf(connectionPanel(t, { stage: 'prod', keyLast4: 'abcd', source: 'default', reachable: false, detail: '' }, 'fr'));
    expect(panel).toContain('*Sprache*');
    expect(panel).toContain('Français');
    expect(panel).toContain('…abcd (Standard)');
    expect(panel).toContain('nicht erreichbar');
  });

  it('Japanese: the values list and a line the editor can’t read; the values themselves stay as typed', () => {
    const t = translatorFor('ja');
    const list = textOf(valuesMessage(t, VALUES, false));
    expect(list).toContain('*私たちのバリュー*');
    expect(list).toContain(':muscle: Ownership `#ownership` — We finish what we start');
    const refused = parseValues(t, { values: { text: { value: 'no hashtag here' } } });
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('1 行目が') });
  });

  it('French: who the sync left out, with French plurals', () => {
    expect(leftOutText(translatorFor('fr'), { bot: 2, guest: 1, 'second account': 3 })).toBe('Exclus : 2 bots, 1 invité, 3 seconds comptes.');
    expect(leftOutText(translatorFor('en'), {})).toBe('');
  });
});
