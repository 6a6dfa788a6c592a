// A workspace's redemption requests as their events tell them (each event was appended in the same atomic step as the
// state change it records): who asked for what, where it stands, and who moved it last and why.
import type { MessageKey } from '../../i18n/catalogue.js';
import type { Translator } from '../../i18n/translator.js';
import type { RequestEvent } from '../../store/rewards-ledger.js';
import { escapeText } from '../../ui/blocks.js';

export type RequestState = RequestEvent['kind'];
export type RequestView = {
  id: string;
  user: string;
  reward: RequestEvent['reward'];
  note?: string;
  at: number;
  state: RequestState;
  by: string;
  reason?: string;
  changedAt: number;
  period?: string;
};

export const OPEN_STATES: ReadonlySet<RequestState> = new Set(['requested', 'approved']);

/** Every request, newest first. */
export function requestsOf(events: RequestEvent[]): RequestView[] {
  const byId = new Map<string, RequestView>();
  for (const e of events) {
    const known = byId.get(e.request);
    if (!known) {
      byId.set(e.request, {
        id: e.request,
        user: e.user,
        reward: e.reward,
        ...(e.note ? { note: e.note } : {}),
        ...(e.period ? { period: e.period } : {}),
        at: e.at,
        state: e.kind,
        by: e.by,
        changedAt: e.at,
      });
      continue;
    }
    known.state = e.kind;
    known.by = e.by;
    known.changedAt = e.at;
    if (e.reason) known.reason = e.reason;
  }
  return [...byId.values()].reverse();
}

/** The reasons the app itself writes in the ledger: kept there in English (data, read back by the CSV exports) and
 *  worded for each reader by `reasonWords`. */
export const SYSTEM_REASONS = {
  // not-for-people: a ledger value, worded by reasonWords
  retired: 'the reward was retired',
  // not-for-people: a ledger value, worded by reasonWords
  ownCancel: 'cancelled by the person who asked',
  // not-for-people: a ledger value, worded by reasonWords
  none: 'no reason given',
  // not-for-people: a ledger value, worded by reasonWords
  noApproval: 'this reward needs no approval',
} as const;

const REASON_KEYS: Record<string, MessageKey> = {
  [SYSTEM_REASONS.retired]: 'rewards.reasonRetired',
  [SYSTEM_REASONS.ownCancel]: 'rewards.reasonOwnCancel',
  [SYSTEM_REASONS.none]: 'rewards.reasonNone',
  [SYSTEM_REASONS.noApproval]: 'rewards.reasonNoApproval',
};

/** A request's reason for the reader: the app's own in their language, an admin's as typed (escaped for mrkdwn). */
export function reasonWords(t: Translator, reason: string): string {
  const key = REASON_KEYS[reason];
  return key ? t.t(key) : escapeText(reason);
}

/** Where a request stands, with its emoji, in the reader's words. */
export const stateWords = (t: Translator, state: RequestState): string => t.t('rewards.state', { state });
