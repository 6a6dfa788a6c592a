// The bounds of one kudos and the sentences naming them: coins per person and the reason's length and characters (the
// service refuses the same, design.md §2 — the app refuses first, in plain words), and how many people one kudos names one by one.
import { figure } from '../../ui/blocks.js';
import { characterCount } from '../../service/text-rules.js';
import { controlIn } from '../../ui/text.js';
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 1_000_000;
export const REASON_MAX_CHARS = 1_000;
/** People named one by one (mentions, e-mails, members of small user groups): each costs Slack lookups and a DM. */
export const INDIVIDUALS_MAX = 50;
/** A group reaching at most this many people is thanked person by person (looked up, messaged); a larger one as a whole. */
export const GROUP_ONE_BY_ONE_MAX = 20;


export const AMOUNT_RULE = `The amount must be a whole number of coins from ${figure(AMOUNT_MIN)} to ${figure(AMOUNT_MAX)}.`;

/** Anything people type as a number: 5, +5, -5, 2.5, 1e3, 1,000, 99999999999999999999. */
const NUMBER_LIKE = /^[+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** The forms of a whole number we accept: digits, optionally with a plus sign or thousands separators. */
const WHOLE = /^\+?(\d{1,3}(?:,\d{3})+|\d+)$/;

/** The coins a token names; null when the token is no number at all; the rule when it is a number out of bounds. */
export function amountOf(token: string): number | { error: string } | null {
  if (!NUMBER_LIKE.test(token)) return null;
  const whole = WHOLE.exec(token)?.[1];
  const value = whole === undefined ? Number.NaN : Number(whole.replace(/,/g, ''));
  return value >= AMOUNT_MIN && value <= AMOUNT_MAX ? value : { error: AMOUNT_RULE };
}

/** Whitespace and invisible format characters (U+200B zero-width space, U+2060, U+FEFF…) alone say nothing. */
export const isBlankReason = (reason: string) => /^[\s\p{Cf}]*$/u.test(reason);

/** A sentence when the reason (as the service will store it) holds a control character or is too long; characters are
 *  counted as people see them (an accented letter or a family emoji is one). */
export function reasonProblem(readableReason: string): string | undefined {
  const control = controlIn(readableReason);
  if (control) return `The reason holds an invisible control character (${control}), often left by pasted text, and can’t be sent. Remove it and try again.`;
  const length = characterCount(readableReason.trim());
  return length > REASON_MAX_CHARS
    ? `The reason is ${figure(length)} characters long; keep it to ${figure(REASON_MAX_CHARS)} characters.`
    : undefined;
}

/** A sentence when a kudos names more people one by one than it may. */
export function individualsProblem(count: number): string | undefined {
  return count > INDIVIDUALS_MAX
    ? `A kudos can name at most ${INDIVIDUALS_MAX} people one by one (this one names ${figure(count)}). To thank more, use a user group, \`team:ID\`, \`cohort:ID\` or \`everyone\`.`
    : undefined;
}
