// The rewards views in every language: coins counted with the language's plural forms (1 moeda, 2 moedas; 1 pièce,
// 2 pièces; 0 pièce in French), the limit's period and a request's state worded, and every modal and message inside
// Block Kit's limits — modal titles and buttons written short enough not to be cut in any language.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { adjustModal, declineModal, settingsModal } from '../../src/features/rewards/admin-modals.js';
import { catalogueBlocks, requestLine } from '../../src/features/rewards/catalogue-view.js';
import { requestBlocks } from '../../src/features/rewards/notify.js';
import { doneView, redeemModal, redeemingView, wordsOfConfirm } from '../../src/features/rewards/redeem-modal.js';
import { SYSTEM_REASONS, type RequestView } from '../../src/features/rewards/requests.js';
import { rewardModal } from '../../src/features/rewards/reward-modal.js';
import { profileBlocks, profileHomeBlocks } from '../../src/features/profile/profile.js';
import { receivedBlocks } from '../../src/features/received/received.js';
import type { Reward } from '../../src/store/rewards-catalogue.js';
import { blockKitProblems } from '../support/block-kit.js';

const reward: Reward = {
  id: 'r1',
  name: 'Team lunch',
  description: 'Lunch for your team',
  cost: 1,
  stocked: true,
  limit: { count: 2, period: 'month' },
  needsApproval: true,
  ask: 'choice',
  question: '',
  options: ['A', 'B'],
  retired: false,
};
const request: RequestView = {
  id: 'req-12345678',
  user: 'U1',
  reward: { id: 'r1', name: 'Team lunch', cost: 2 },
  note: 'Friday',
  at: Date.UTC(2026, 10, 5, 10, 30),
  state: 'cancelled',
  by: 'U2',
  reason: SYSTEM_REASONS.retired,
  changedAt: Date.UTC(2026, 10, 6),
};
const data = (balance: number, admin = true) => ({
  program: { rewards: [reward] },
  balance,
  stock: new Map([['r1', 1]]),
  mine: [request],
  admin,
});
const text = (value: unknown) => JSON.stringify(value);

describe('rewards in every language', () => {
  it('counts coins with the language’s plural forms: 1 moeda / 2 moedas, 1 pièce / 2 pièces, 0 pièce', () => {
    const pt = translatorFor('pt-BR');
    expect(text(catalogueBlocks(pt, data(1)))).toContain('Você tem *1 moeda* para gastar em recompensas.');
    expect(text(catalogueBlocks(pt, data(2)))).toContain('Você tem *2 moedas* para gastar em recompensas.');
    const fr = translatorFor('fr');
    expect(text(catalogueBlocks(fr, data(1)))).toContain('Vous avez *1 pièce* à dépenser');
    expect(text(catalogueBlocks(fr, data(2)))).toContain('Vous avez *2 pièces* à dépenser');
    expect(text(redeemModal(fr, reward, 1))).toContain('Vous avez 1 pièce ; il vous en restera 0 pièce.');
    expect(text(catalogueBlocks(translatorFor('en'), data(1)))).toContain('You have *1 coin* to spend');
    expect(text(catalogueBlocks(translatorFor('ja'), data(2)))).toContain('残高は *2コイン* です');
  });

  it('words the limit, the stock, the state and the app’s own reason in the reader’s language', () => {
    const de = translatorFor('de');
    const shown = text(catalogueBlocks(de, data(5)));
    expect(shown).toContain('noch 1 · höchstens 2 pro Person und Monat · ein Admin gibt sie frei');
    expect(requestLine(de, request)).toBe('*Team lunch* — 2 Münzen („Friday“) · :leftwards_arrow_with_hook: storniert: die Prämie wurde zurückgezogen');
    expect(requestLine(translatorFor('es'), request)).toContain('cancelada: la recompensa se retiró');
    // An admin's reason is theirs, as typed (escaped for mrkdwn).
    expect(requestLine(de, { ...request, reason: 'Out of <budget>' })).toContain(': Out of &lt;budget&gt;');
  });

  it('acks a confirm with "Redeeming…" in the language it was drawn in', () => {
    const confirm = redeemModal(translatorFor('ja'), reward, 5);
    const ack = redeemingView(wordsOfConfirm({ private_metadata: confirm.private_metadata! }));
    expect(text(ack)).toContain('交換しています');
    expect(text(redeemingView(wordsOfConfirm({ private_metadata: '{"reward":"r1","request":"x"}' })))).toContain('Redeeming');
  });

  it.each(LOCALES)('%s: every rewards, profile and received view fits Block Kit, titles uncut', (locale) => {
    const t = translatorFor(locale);
    const modals = [
      rewardModal(t, undefined, 0),
      rewardModal(t, reward, 3),
      redeemModal(t, reward, 0),
      redeemModal(t, reward, 10, t.t('rewards.blockedStock')),
      adjustModal(t),
      settingsModal(t, 'C1'),
      declineModal(t, 'req'),
      doneView(t, t.t('rewards.rewardGone')),
    ];
    for (const modal of modals) {
      expect(blockKitProblems(modal, 'modal')).toEqual([]);
      for (const part of [modal.title, modal.submit, modal.close]) if (part) expect(part.text.endsWith('…'), part.text).toBe(false);
    }
    for (const key of [
      'rewards.addTitle',
      'rewards.editTitle',
      'rewards.redeemTitle',
      'rewards.adjustTitle',
      'rewards.settingsTitle',
      'rewards.declineTitle',
    ] as const)
      expect(t.t(key).length, key).toBeLessThanOrEqual(24);
    const profile = { impact_rating: 4.2, engagement_health_score: 62, engagement_health_status: 'Advanced' as const, personal_context: { wins: ['a'] } };
    const recognition = { amount: 1, for: 'the launch', createdate: '2026-11-01 10:00:00', share: false, from: { email: 'b@x.y', name: 'Ben' } };
    const messages = [
      catalogueBlocks(t, data(1)),
      catalogueBlocks(t, { ...data(0, false), program: { rewards: [] }, mine: [] }),
      requestBlocks(t, { ...request, state: 'requested' }, true),
      profileBlocks(t, profile, 'you'),
      profileHomeBlocks(t, profile),
      receivedBlocks(t, [recognition], { currentPage: 1, totalPages: 2, totalItems: 6, pageSize: 5 }, () => ''),
    ];
    for (const blocks of messages) expect(blockKitProblems({ blocks }, 'message')).toEqual([]);
  });

  it('names the profile band and the received kudos in the reader’s words', () => {
    const fr = translatorFor('fr');
    const profile = { impact_rating: 4.2, engagement_health_score: 62, engagement_health_status: 'Advanced' as const };
    expect(text(profileHomeBlocks(fr, profile))).toContain('*Niveau*\\nAvancé');
    expect(text(profileHomeBlocks(fr, profile))).toContain('*Note d’impact*\\n4,2');
    const recognition = { amount: 1, for: 'merci', createdate: '2026-11-01 10:00:00', share: false, from: { email: 'b@x.y', name: 'Ben' } };
    const shown = text(receivedBlocks(fr, [recognition], { currentPage: 1, totalPages: 1, totalItems: 1, pageSize: 5 }, () => '<@UBEN>'));
    expect(shown).toContain('*1 pièce* de la part de <@UBEN> · 1er nov. 2026 · _privé_');
    expect(shown).toContain('Page 1 sur 1 · 1 au total');
  });
});
