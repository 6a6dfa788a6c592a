// The confirm step of a redemption: what it costs and what is left after, and what the reward needs to know (a note,
// or one of its options). The request id is made here, so the same confirm submitted twice is one redemption.
import { randomUUID } from 'node:crypto';
import type { KnownBlock, ModalView } from '@slack/types';
import { z } from 'zod';
import type { Reward } from '../../store/rewards-catalogue.js';
import { coins, context, escapeText, plain, section } from '../../ui/blocks.js';
import { formValues } from './form-state.js';
import { REWARD_IDS } from './ids.js';

export const NOTE_BLOCK = 'note';
const NOTE_MAX = 500;
const metadataSchema = z.object({ reward: z.string(), request: z.string() });
export type RedeemMetadata = z.infer<typeof metadataSchema>;

export function readMetadata(text: string): RedeemMetadata | undefined {
  try {
    const parsed = metadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function askBlock(reward: Reward): KnownBlock[] {
  const label = plain(reward.question || (reward.ask === 'choice' ? 'Your choice' : 'A note for the admins'));
  if (reward.ask === 'choice') {
    const options = reward.options.map((o) => ({ text: plain(o, 75), value: o }));
    return [{ type: 'input', block_id: NOTE_BLOCK, label, element: { type: 'static_select', action_id: 'value', options } }];
  }
  if (reward.ask === 'note')
    return [{ type: 'input', block_id: NOTE_BLOCK, label, element: { type: 'plain_text_input', action_id: 'value', max_length: NOTE_MAX, multiline: true } }];
  return [];
}

/** `blocked`: why it cannot be redeemed now (its limit reached, none left), said up front, with no Redeem button. */
export function redeemModal(reward: Reward, balance: number, blocked?: string): ModalView {
  const after = balance - reward.cost;
  const what = reward.needsApproval
    ? 'An admin approves it, then it is fulfilled; you are told at each step.'
    : 'It needs no approval: an admin fulfils it and you are told.';
  return {
    type: 'modal',
    callback_id: REWARD_IDS.redeemView,
    private_metadata: JSON.stringify({ reward: reward.id, request: randomUUID() } satisfies RedeemMetadata),
    title: plain('Redeem a reward', 24),
    ...(blocked ? {} : { submit: plain('Redeem', 24) }),
    close: plain(blocked ? 'Close' : 'Cancel', 24),
    blocks: [
      section(`*${escapeText(reward.name)}* for *${coins(reward.cost)}*\n${escapeText(reward.description)}`),
      context(
        blocked
          ? `:warning: ${blocked}`
          : after >= 0
            ? `You have ${coins(balance)}; ${coins(after)} after this. ${what}`
            : `:warning: You have ${coins(balance)}: not enough for this reward yet.`,
      ),
      ...(blocked ? [] : askBlock(reward)),
    ],
  };
}

/** What the person answered: the note or choice (required when the reward asks), or the refusal. */
export function readNote(state: unknown, reward: Reward): { ok: true; note?: string } | { ok: false; error: string } {
  if (reward.ask === 'nothing') return { ok: true };
  const v = formValues(state);
  const note = (reward.ask === 'choice' ? v?.choice(NOTE_BLOCK) : v?.text(NOTE_BLOCK)) ?? '';
  if (!note) return { ok: false, error: reward.ask === 'choice' ? 'Pick one of the options.' : 'Write what this reward needs to know.' };
  if (note.length > NOTE_MAX) return { ok: false, error: `At most ${NOTE_MAX} characters.` };
  if (reward.ask === 'choice' && !reward.options.includes(note)) return { ok: false, error: 'Pick one of the options.' };
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

/** What the confirm shows while its redemption goes through (acked at once; the outcome replaces it). */
export const redeemingView = (): ModalView => doneView(':hourglass_flowing_sand: Redeeming… this takes a moment.');

/** A modal that replaces the confirm: the outcome in a sentence. */
export function doneView(text: string): ModalView {
  return { type: 'modal', title: plain('Rewards', 24), close: plain('Close', 24), blocks: [section(text)] };
}
