// The confirm step of a redemption: what it costs and what is left after, and what the reward needs to know (a note,
// or one of its options). The request id is made here, so the same confirm submitted twice is one redemption.
import { randomUUID } from 'node:crypto';
import type { KnownBlock, ModalView } from '@slack/types';
import { z } from 'zod';
import { type Translator, translatorOf } from '../../i18n/translator.js';
import type { Reward } from '../../store/rewards-catalogue.js';
import { context, escapeText, plain, section } from '../../ui/blocks.js';
import { formValues } from './form-state.js';
import { REWARD_IDS } from './ids.js';

export const NOTE_BLOCK = 'note';
const NOTE_MAX = 500;
/** `locale`: the language the confirm was drawn in, so its "Redeeming…" ack (made before any lookup) speaks it too. */
const metadataSchema = z.object({ reward: z.string(), request: z.string(), locale: z.string().optional() });
export type RedeemMetadata = z.infer<typeof metadataSchema>;

export function readMetadata(text: string): RedeemMetadata | undefined {
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function askBlock(t: Translator, reward: Reward): KnownBlock[] {
  const label = plain(reward.question || t.t(reward.ask === 'choice' ? 'rewards.redeemChoiceLabel' : 'rewards.redeemNoteLabel'));
  if (reward.ask === 'choice') {
    const options = reward.options.map((o) => ({ text: plain(o, 75), value: o }));
    return [{ type: 'input', block_id: NOTE_BLOCK, label, element: { type: 'static_select', action_id: 'value', options } }];
  }
  if (reward.ask === 'note')
    return [{ type: 'input', block_id: NOTE_BLOCK, label, element: { type: 'plain_text_input', action_id: 'value', max_length: NOTE_MAX, multiline: true } }];
  return [];
}

/** `blocked`: why it cannot be redeemed now (its limit reached, none left), said up front, with no Redeem button. */
export function redeemModal(t: Translator, reward: Reward, balance: number, blocked?: string): ModalView {
  const after = balance - reward.cost;
  const have = t.t('common.coins', { count: balance });
  return {
    type: 'modal',
    callback_id: REWARD_IDS.redeemView,
    private_metadata: JSON.stringify({ reward: reward.id, request: randomUUID(), locale: t.locale } satisfies RedeemMetadata),
    title: plain(t.t('rewards.redeemTitle'), 24),
    ...(blocked ? {} : { submit: plain(t.t('rewards.redeemButton'), 24) }),
    close: plain(t.t(blocked ? 'rewards.closeButton' : 'rewards.cancelButton'), 24),
    blocks: [
      section(
        `${t.t('rewards.redeemWhat', { name: escapeText(reward.name), coins: t.t('common.coins', { count: reward.cost }) })}\n${escapeText(reward.description)}`,
      ),
      context(
        blocked
          ? `:warning: ${blocked}`
          : after >= 0
            ? t.t('rewards.redeemAfter', { balance: have, after: t.t('common.coins', { count: after }), approval: reward.needsApproval ? 'yes' : 'no' })
            : t.t('rewards.redeemNotEnough', { balance: have }),
      ),
      ...(blocked ? [] : askBlock(t, reward)),
    ],
  };
}

/** What the person answered: the note or choice (required when the reward asks), or the refusal. */
export function readNote(t: Translator, state: unknown, reward: Reward): { ok: true; note?: string } | { ok: false; error: string } {
  if (reward.ask === 'nothing') return { ok: true };
  const v = formValues(state);
  const note = (reward.ask === 'choice' ? v?.choice(NOTE_BLOCK) : v?.text(NOTE_BLOCK)) ?? '';
  if (!note) return { ok: false, error: t.t(reward.ask === 'choice' ? 'rewards.errorPickOption' : 'rewards.errorNoteMissing') };
  if (note.length > NOTE_MAX) return { ok: false, error: t.t('rewards.errorTooLong', { max: t.number(NOTE_MAX) }) };
  if (reward.ask === 'choice' && !reward.options.includes(note)) return { ok: false, error: t.t('rewards.errorPickOption') };
  return { ok: true, note };
}

const askedBlock = z.looseObject({
  block_id: z.literal(NOTE_BLOCK),
  element: z.looseObject({ type: z.string(), max_length: z.number().optional(), options: z.array(z.looseObject({ value: z.string() })).optional() }),
});

/** The confirm's own input checks, on the submitted view alone (its blocks say what it asked; no store): true when the
 *  note or choice it asks for is answered — not empty, within its length, one of the choices it offered. A view sent
 *  without its blocks says nothing of what it asked: false, so the full checks run and a problem shows under its field. */
export function answeredAsAsked(view: { blocks?: unknown[] | undefined; state: { values: unknown } }): boolean {
  if (!view.blocks) return false;
  const asked = view.blocks.map((b) => askedBlock.safeParse(b)).find((r) => r.success)?.data;
  if (!asked) return true;
  const v = formValues(view.state.values);
  if (asked.element.type === 'static_select') {
    const picked = v?.choice(NOTE_BLOCK);
    return (asked.element.options ?? []).some((o) => o.value === picked);
  }
  const note = v?.text(NOTE_BLOCK) ?? '';
  return note.length > 0 && note.length <= (asked.element.max_length ?? NOTE_MAX);
}

/** The words of the confirm `view`: the language it was drawn in (English for one drawn before languages). */
export function wordsOfConfirm(view: { private_metadata: string }): Translator {
  const locale = readMetadata(view.private_metadata)?.locale;
  return translatorOf(locale);
}

/** What the confirm shows while its redemption goes through (acked at once; the outcome replaces it). */
export const redeemingView = (t: Translator): ModalView => doneView(t, t.t('rewards.redeeming'));

/** A modal that replaces the confirm: the outcome in a sentence. */
export function doneView(t: Translator, text: string): ModalView {
  return { type: 'modal', title: plain(t.t('rewards.title'), 24), close: plain(t.t('rewards.closeButton'), 24), blocks: [section(text)] };
}
