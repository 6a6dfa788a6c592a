// The bounds of one kudos and the sentences naming them (as `Said`, worded in the reader's language later): coins per person and the reason's length and characters (the
// service refuses the same, design.md §2 — the app refuses first, in plain words), and how many people one kudos names one by one.
import { type Said, said } from '../../i18n/said.js';
import { charactersOver } from '../../service/text-rules.js';
import { controlIn } from '../../ui/text.js';
export const AMOUNT_MIN = 1;
export const AMOUNT_MAX = 1_000_000;
export const REASON_MAX_CHARS = 1_000;
/** People named one by one (mentions, e-mails, members of small user groups): each costs Slack lookups and a DM. */
export const INDIVIDUALS_MAX = 50;
/** A group reaching at most this many people is thanked person by person (looked up, messaged); a larger one as a whole. */
export const GROUP_ONE_BY_ONE_MAX = 20;
/** The longest /kudos text that can be valid, with room to spare (docs/decisions/bounded-work-per-request.md): 50
 *  people named one by one as Slack escapes them (`<@U…|display name>`, about 120 UTF-16 units each: 6,000), the amount,
 *  and a reason of 1,000 characters each as wide as the widest emoji (16,000). Longer is refused before it is read. */
export const COMMAND_TEXT_MAX = 24_000;
/** A /kudos request body longer than this cannot hold a valid text (a UTF-16 unit is at most 9 bytes form-encoded, as
 *  `%E2%80%A6`; Slack's other fields take a few hundred): slack/request-guard.ts answers it without decoding it, since
 *  decoding 3.9 MB of form took 150 ms. */
export const COMMAND_BODY_MAX = COMMAND_TEXT_MAX * 9 + 16_384;

export const AMOUNT_RULE: Said = said('grammar.amountRule', { min: AMOUNT_MIN, max: AMOUNT_MAX });

/** Anything people type as a number: 5, +5, -5, 2.5, 1e3, 1,000, 99999999999999999999. */
const NUMBER_LIKE = /^[+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** The forms of a whole number we accept: digits, optionally with a plus sign or thousands separators. */
const WHOLE = /^\+?(\d{1,3}(?:,\d{3})+|\d+)$/;

/** The coins a token names; null when the token is no number at all; the rule when it is a number out of bounds. Read
 *  after NFKC, so `１０` is 10. */
export function amountOf(typed: string): number | { error: Said } | null {
  // Full-width digits (１０), as Japanese and Chinese input methods type them, are the same number.
  const token = typed.normalize('NFKC');
  if (!NUMBER_LIKE.test(token)) return null;
  const whole = WHOLE.exec(token)?.[1];
  const value = whole === undefined ? Number.NaN : Number(whole.replace(/,/g, ''));
  return value >= AMOUNT_MIN && value <= AMOUNT_MAX ? value : { error: AMOUNT_RULE };
}

/** Whitespace and invisible format characters (U+200B zero-width space, U+2060, U+FEFF…) alone say nothing. */
export const isBlankReason = (reason: string) => /^[\s\p{Cf}]*$/u.test(reason);

/** Said for a request body over COMMAND_BODY_MAX, whose text is not decoded to be counted. */
export const COMMAND_FAR_TOO_LONG: Said = said('grammar.farTooLong', { max: COMMAND_TEXT_MAX, reasonMax: REASON_MAX_CHARS });

/** A sentence when a /kudos text is longer than any valid one, from its length alone: nothing else is read first. */
export function commandTextProblem(text: string): Said | undefined {
  return text.length > COMMAND_TEXT_MAX
    ? said('grammar.commandTooLong', { length: text.length, max: COMMAND_TEXT_MAX, reasonMax: REASON_MAX_CHARS })
    : undefined;
}

/** The same for the give form's recipients field (Slack lets no more than 3,000 characters into it). */
export function recipientsTextProblem(text: string): Said | undefined {
  return text.length > COMMAND_TEXT_MAX ? said('grammar.fieldTooLong', { length: text.length, max: COMMAND_TEXT_MAX }) : undefined;
}

/** A sentence when the reason is too long, from its length alone; characters are counted as people see them (an
 *  accented letter or a family emoji is one), and one longer than 1,000 characters can be is not counted at all. */
export function reasonLengthProblem(reason: string): Said | undefined {
  const over = charactersOver(reason.trim(), REASON_MAX_CHARS);
  if (over === undefined) return undefined;
  return over === 'far' ? said('grammar.reasonFarTooLong', { max: REASON_MAX_CHARS }) : said('grammar.reasonTooLong', { length: over, max: REASON_MAX_CHARS });
}

/** A sentence when the reason (as the service will store it) is too long or holds a control character: its length is
 *  measured first, so an over-long reason is refused before anything else is looked at. */
export function reasonProblem(readableReason: string): Said | undefined {
  const tooLong = reasonLengthProblem(readableReason);
  if (tooLong) return tooLong;
  const control = controlIn(readableReason);
  return control ? said('grammar.reasonControl', { control }) : undefined;
}

/** A sentence when a kudos names more people one by one than it may. */
export function individualsProblem(count: number): Said | undefined {
  return count > INDIVIDUALS_MAX ? said('grammar.tooManyPeople', { max: INDIVIDUALS_MAX, count }) : undefined;
}
