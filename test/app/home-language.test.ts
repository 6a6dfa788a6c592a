// The language a person reads Kudos in: Slack's locale by default, a choice in App Home over it, "Slack's language"
// back to it, a forged choice ignored; and the workspace's default for someone neither Slack nor the directory names.
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { blockAction } from '../support/slack-requests.js';

const h = useHarness({
  extraUsers: [
    { id: 'UESP', name: 'Elena Ruiz', email: 'elena@acme.test', locale: 'es-ES' },
    { id: 'UODD', name: 'Odd Locale', email: 'odd@acme.test', locale: 'x!-not a locale' },
  ],
});
const W = { teamId: 'T1' };

async function openHome(user: string) {
  const before = h.current.fake.callsTo('views.publish').length;
  expect((await h.current.event({ type: 'app_home_opened', user, tab: 'home', channel: 'D1' })).status).toBe(200);
  return textOf((await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish')).args.view);
}

/** The person picks `value` in App Home's language menu; resolves with the App Home published after it. */
async function choose(user: string, value: string) {
  const before = h.current.fake.callsTo('views.publish').length;
  const payload = blockAction(user, 'choose_language', { view: { id: 'VHOME', type: 'home' } });
  payload.actions = [{ ...payload.actions[0]!, type: 'static_select', selected_option: { text: { type: 'plain_text', text: value }, value } } as never];
  expect((await h.current.interact(payload)).status).toBe(200);
  return textOf((await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish')).args.view);
}

describe('App Home in the person’s language', () => {
  it('speaks Slack’s locale (es-ES → Spanish), with the menu on “Slack’s language”', async () => {
    const text = await openHome('UESP');
    expect(text).toContain('¡Hola, <@UESP>!');
    expect(text).toContain('Dar kudos');
    expect(text).toContain('Kudos te habla en español.');
    expect(text).toContain('choose_language');
  });

  it('switches to the language chosen, and back to Slack’s', async () => {
    const japanese = await choose('UESP', 'ja');
    expect(japanese).toContain('こんにちは、<@UESP> さん');
    expect(japanese).toContain('Kudos は 日本語 で表示しています。');
    expect(await h.current.runtime.deps.languageChoices.of(W, 'UESP')).toMatchObject({ person: 'ja' });
    expect(await openHome('UESP')).toContain('Kudos を贈る');

    const spanish = await choose('UESP', 'auto');
    expect(spanish).toContain('¡Hola, <@UESP>!');
    expect((await h.current.runtime.deps.languageChoices.of(W, 'UESP')).person).toBeUndefined();
  });

  it('ignores a value the menu never offers', async () => {
    const payload = blockAction('UESP', 'choose_language', { view: { id: 'VHOME', type: 'home' } });
    payload.actions = [{ ...payload.actions[0]!, type: 'static_select', selected_option: { value: "'; DROP TABLE x; --" } } as never];
    expect((await h.current.interact(payload)).status).toBe(200);
    expect((await h.current.runtime.deps.languageChoices.of(W, 'UESP')).person).toBeUndefined();
  });

  it('passes over a locale it cannot parse, and someone the directory does not know reads the workspace default', async () => {
    await h.current.runtime.deps.languages.setWorkspaceDefault(W, 'de');
    try {
      expect(await openHome('UODD')).toContain('Hallo <@UODD>!');
      // Ana: no Slack locale, but the directory knows her language (English), which comes before the default.
      expect(await openHome('UANA')).toContain('Hi <@UANA>!');
    } finally {
      await h.current.runtime.deps.languages.setWorkspaceDefault(W, undefined);
    }
  });
});
