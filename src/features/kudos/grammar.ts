// The `/kudos` command grammar of design.md: subcommands, or `<recipients> <amount> [for] <reason> [--private]`.
// Pure: text in, a parsed command or a usage message out (a `Said`, worded in the reader's language by the adapter) —
// never an exception. Each language's own words for the common subcommands and the reason's `for` are read too
// (keywords.ts).
import { type Said, said } from '../../i18n/said.js';
import { HASHTAG_BODY, normalHashtag } from '../../store/values.js';
import { opensReason, subcommandAlias } from './keywords.js';
import { readableText } from '../../ui/text.js';
import { AMOUNT_RULE, amountOf, commandTextProblem, individualsProblem, isBlankReason, reasonProblem, recipientsTextProblem } from './limits.js';

export type RecipientToken =
  | { kind: 'user'; id: string }
  | { kind: 'usergroup'; id: string; handle?: string }
  | { kind: 'everyone' }
  | { kind: 'email'; email: string }
  | { kind: 'team'; id: string }
  | { kind: 'cohort'; id: string };

export type GiveCommand = {
  kind: 'give';
  recipients: RecipientToken[];
  amount?: number;
  /** The reason as typed (Slack-escaped: mentions stay `<@U…>` so Slack renders them). */
  reason?: string;
  private: boolean;
  /** Everything needed to send at once; otherwise the give modal opens pre-filled. */
  complete: boolean;
};

export type KudosCommand =
  | { kind: 'help' }
  | { kind: 'profile' }
  | { kind: 'received' }
  | { kind: 'feedback'; userId?: string }
  | { kind: 'whois'; userId?: string; email?: string }
  | { kind: 'link'; userId: string; email: string }
  | { kind: 'setup' }
  | { kind: 'balance' }
  | { kind: 'review'; userId?: string; team?: boolean }
  | { kind: 'preset' }
  | { kind: 'sync'; update: boolean; dryRun: boolean }
  | { kind: 'export'; text: string }
  | { kind: 'townhall'; text: string }
  | { kind: 'digest' }
  | { kind: 'celebrate'; what: 'me' | 'import' | 'export' | 'settings' }
  | { kind: 'values'; edit: boolean }
  | { kind: 'rewards'; export: boolean }
  | { kind: 'reactions'; change?: { emoji: string; amount?: number } | { problem: Said } }
  | TopCommand
  | GiveCommand
  | { kind: 'usage'; message: Said };

/** `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]`, in any order. */
export type TopCommand = {
  kind: 'top';
  period: 'week' | 'month' | 'quarter' | 'year';
  board: 'givers' | 'receivers';
  /** A hashtag, lower case, without `#` (whether it is a company value is checked against the workspace's values). */
  value?: string;
  usergroup?: { id: string; handle?: string };
};

/** An example with people of the demo company (README, help and errors say the same). */
export const USAGE_EXAMPLE = '`/kudos @ana.lima @tom.hughes 10 for the launch`';

/** One `@`, no spaces or Slack's delimiters; the domain's dot is checked apart (isEmail): as one pattern, a long domain of
 *  dots that fails at its end was read again from every dot. */
const EMAIL_SHAPE = /^[^\s@<>|]+@[^\s@<>|]+$/;
const isEmail = (text: string) => EMAIL_SHAPE.test(text) && text.slice(text.indexOf('@') + 2, -1).includes('.');
const usage = (message: Said): KudosCommand => ({ kind: 'usage', message });
export const REACTIONS_USAGE: Said = said('grammar.reactionsUsage');

type Token = { text: string; at: number };

/** A word, or Slack's escaped entity (`<@U1|ana lima>`) whole. An entity never holds `<` (Slack escapes it): stopping
 *  there keeps a text of unclosed `<` linear, where reading each one to the text's end was quadratic. */
const WORD = /<[^<>]*>|[^\s<]+|</g;
const RECIPIENT_WORD = /<[^<>]*>|[^\s,<]+|</g;

/** The first word at or after `from`, with where it starts: a give reads its words one at a time, up to its reason. */
function wordAt(text: string, from: number): Token | undefined {
  WORD.lastIndex = from;
  const m = WORD.exec(text);
  return m ? { text: m[0], at: m.index } : undefined;
}

const after = (text: string, word: Token) => wordAt(text, word.at + word.text.length);

/** Splits on white space, keeping Slack's escaped entities (`<@U1|ana lima>`) whole. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

function userOf(token: string): string | undefined {
  return /^<@([UW][A-Z0-9]+)(?:\|[^>]*)?>$/.exec(token)?.[1];
}

function emailOf(token: string): string | undefined {
  const mailto = /^<mailto:([^|>]+)(?:\|[^>]*)?>$/.exec(token)?.[1];
  const candidate = (mailto ?? token).trim().toLowerCase();
  return isEmail(candidate) ? candidate : undefined;
}

/** Direction marks and embeddings (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069): invisible, typed or pasted
 *  around names in right-to-left text; never part of a mention or an address. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A recipient, `null` when the token (its direction marks taken out) is not one, or a usage message when it looks like
 *  one but is wrong. */
function recipientOf(token: string): RecipientToken | { error: Said } | null {
  const user = userOf(token);
  if (user) return { kind: 'user', id: user };
  const group = /^<!subteam\^([A-Z0-9]+)(?:\|@?([^>]*))?>$/.exec(token);
  if (group) return { kind: 'usergroup', id: group[1]!, ...(group[2] ? { handle: group[2] } : {}) };
  if (/^(everyone|@everyone|<!everyone(\|[^>]*)?>)$/i.test(token)) return { kind: 'everyone' };
  if (/^<!(here|channel)(\|[^>]*)?>$/.test(token) || /^@(here|channel)$/.test(token)) return { error: said('grammar.hereOrChannel') };
  if (/^<#C[A-Z0-9]+(\|[^>]*)?>$/.test(token)) return { error: said('grammar.channel') };
  const scoped = /^(team|cohort):(.*)$/i.exec(token);
  if (scoped) {
    const id = scoped[2]!.trim();
    if (!id) return { error: said('grammar.scopeNeedsId', { scope: scoped[1]!, example: scoped[1]!.toLowerCase() }) };
    return { kind: scoped[1]!.toLowerCase() as 'team' | 'cohort', id };
  }
  const email = emailOf(token);
  return email ? { kind: 'email', email } : null;
}

/** A word in the amount's place that is clearly meant as one: it has a digit or names a number (`ten`, `5k`). */
const NUMBER_WORD = /\d|^(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred|thousand|million)$/i;
/** Words that start a reason even right before `for` ("@ana thanks for …"): never read as an amount. */
const REASON_OPENERS =
  /^(thanks|thank|thx|kudos|props|cheers|shoutout|shout-out|big|huge|great|well|nice|gracias|obrigado|obrigada|valeu|merci|bravo|danke|vielen|super|ありがとう)$/i;

function meantAsAmount(word: string, next: Token | undefined, text: string): boolean {
  if (NUMBER_WORD.test(word)) return true;
  return next !== undefined && opensReason(next.text, after(text, next)?.text) && !opensReason(word, next.text) && !REASON_OPENERS.test(word);
}

/** `@leila.haddad,@hannah.schmidt` or `a@x.com,b@x.com`: recipients joined by commas, each one read; null if any is not one. */
function listOf(word: string): RecipientToken[] | null {
  const parts = word.split(',').filter(Boolean);
  if (parts.length < 2 && word !== ',') return null;
  const found = parts.map(recipientOf);
  return found.every((r): r is RecipientToken => r !== null && !('error' in r)) ? found : null;
}

/** The subcommands, for a word that looks like one cut short or in the singular (`reward`, `celeb`). */
const SUBCOMMANDS = [
  'help',
  'profile',
  'received',
  'setup',
  'balance',
  'presets',
  'sync',
  'values',
  'rewards',
  'reactions',
  'top',
  'leaderboard',
  'export',
  'digest',
  'celebrate',
  'townhall',
  'review',
  'feedback',
  'whois',
  'link',
];
/** Every first word parseSubcommand reads: the subcommands and their other names. */
const SUBCOMMAND_WORDS = new Set([...SUBCOMMANDS, 'me', 'preset']);
function subcommandLike(word: string): string | undefined {
  const w = word.toLowerCase();
  return /^[a-z]{3,}$/.test(w) ? SUBCOMMANDS.find((s) => s.startsWith(w) || (w.startsWith(s) && w.length - s.length <= 2)) : undefined;
}

const unknownMention = (word: string) => said('grammar.unknownMention', { word });

/** How many people the tokens name one by one (mentions and e-mails), for the cap in limits.ts. */
export const individualsIn = (tokens: RecipientToken[]) => tokens.filter((t) => t.kind === 'user' || t.kind === 'email').length;

const PRIVATE = '--private';
const optionProblem = (option: string) => said('grammar.unknownOption', { option });

/** The reason as typed, from its first word to the end; a last word `--private` is the option (people append it). */
function reasonFrom(typed: string): { reason: string; private: boolean } {
  const trailing = /\s--private$/i.exec(` ${typed}`);
  const reason = trailing ? typed.slice(0, typed.length - PRIVATE.length).trim() : typed;
  return { reason: isBlankReason(reason) ? '' : reason, private: Boolean(trailing) };
}

/** Naming yourself, or more people one by one than a kudos may: a sentence, else undefined. */
function recipientsProblem(recipients: RecipientToken[], callerId: string | undefined): Said | undefined {
  if (callerId && recipients.some((r) => r.kind === 'user' && r.id === callerId)) return said('grammar.self');
  return individualsProblem(individualsIn(recipients));
}

/** Recipients in the order first named, each once: a set of keys, since comparing each with all before was quadratic. */
class Recipients {
  readonly list: RecipientToken[] = [];
  private readonly seen = new Set<string>();

  add(named: RecipientToken[]): void {
    for (const r of named) {
      const key = JSON.stringify(r);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.list.push(r);
    }
  }
}

/**
 * Recipients alone, as the give form's text field holds them (e-mails, `team:ID`, `cohort:ID`, `everyone`), separated by
 * spaces or commas: the recipients, a sentence when one is wrong, or the first word that is no recipient at all.
 */
export function parseRecipients(text: string, callerId?: string): { recipients: RecipientToken[] } | { error: Said } | { unread: string } {
  const tooLong = recipientsTextProblem(text);
  if (tooLong) return { error: tooLong };
  const recipients = new Recipients();
  for (const [word] of text.matchAll(RECIPIENT_WORD)) {
    const bare = word.replace(DIRECTION_MARKS, '');
    const recipient = recipientOf(bare);
    if (recipient && 'error' in recipient) return { error: recipient.error };
    if (!recipient) return /^@[^\s@]+$/.test(bare) ? { error: unknownMention(bare) } : { unread: word };
    recipients.add([recipient]);
  }
  const problem = recipientsProblem(recipients.list, callerId);
  return problem ? { error: problem } : { recipients: recipients.list };
}

/** Recipients, options and the amount come first, in any order; the reason starts at `for` or at the first other word.
 *  Words are read one at a time up to the reason, which is measured whole before anything else is judged. */
function parseGive(text: string, first: Token | undefined, callerId: string | undefined): KudosCommand {
  const recipients = new Recipients();
  let amount: number | undefined;
  let isPrivate = false;
  let at = first;
  for (; at; at = after(text, at)) {
    const word = at.text;
    const bare = word.replace(DIRECTION_MARKS, '');
    // Direction marks alone, before a mention (`\u200f<@U1>`): nothing to read.
    if (!bare) continue;
    if (word.startsWith('--')) {
      if (word.toLowerCase() !== PRIVATE) return usage(optionProblem(word));
      isPrivate = true;
      continue;
    }
    const recipient = recipientOf(bare);
    if (recipient && 'error' in recipient) return usage(recipient.error);
    const named = recipient ? [recipient] : amount === undefined ? listOf(bare) : null;
    if (named) {
      recipients.add(named);
      continue;
    }
    if (amount !== undefined) break;
    if (/^@[^\s@]+$/.test(bare)) return usage(unknownMention(bare));
    const value = amountOf(word);
    if (typeof value === 'object' && value !== null) return usage(value.error);
    if (value === null && recipients.list.length > 0 && meantAsAmount(word, after(text, at), text)) return usage(AMOUNT_RULE);
    if (value === null) break;
    amount = value;
  }
  if (recipients.list.length === 0 && amount === undefined && at) {
    const meant = subcommandLike(at.text);
    if (meant) return usage(said('grammar.didYouMean', { typed: at.text, meant }));
    return usage(said('grammar.whoToThank', { word: at.text }));
  }
  if (at && opensReason(at.text, after(text, at)?.text)) at = after(text, at);
  const reason = reasonFrom(at ? text.slice(at.at).trim() : '');
  // Before the recipients are judged: a reason over the limit is refused for its length alone.
  const reasonWrong = reasonProblem(readableText(reason.reason));
  if (reasonWrong) return usage(reasonWrong);
  const problem = recipientsProblem(recipients.list, callerId);
  if (problem) return usage(problem);
  const { list } = recipients;
  return {
    kind: 'give',
    recipients: list,
    ...(amount !== undefined ? { amount } : {}),
    ...(reason.reason ? { reason: reason.reason } : {}),
    private: isPrivate || reason.private,
    complete: list.length > 0 && amount !== undefined && reason.reason.length > 0,
  };
}

const TOP_HASHTAG = new RegExp(`^#(${HASHTAG_BODY})$`, 'u');
const CHANNEL_HASHTAG = new RegExp(`^<#C[A-Z0-9]+\\|(${HASHTAG_BODY})>$`, 'u');

function parseTop(words: string[]): KudosCommand {
  const top: TopCommand = { kind: 'top', period: 'month', board: 'receivers' };
  const seen = new Set<string>();
  const once = (what: string) => {
    if (seen.has(what)) return false;
    seen.add(what);
    return true;
  };
  for (const word of words) {
    const lower = word.toLowerCase();
    const period = /^(week|month|quarter|year)$/.exec(lower)?.[1] as TopCommand['period'] | undefined;
    const board = /^(givers|receivers)$/.exec(lower)?.[1] as TopCommand['board'] | undefined;
    // Slack may turn `#ownership` into a channel link when a channel has that name: read it back as the hashtag.
    const composed = word.normalize('NFC');
    const tag = TOP_HASHTAG.exec(composed)?.[1] ?? CHANNEL_HASHTAG.exec(composed)?.[1];
    const value = tag && normalHashtag(tag);
    const group = /^<!subteam\^([A-Z0-9]+)(?:\|@?([^>]*))?>$/.exec(word);
    if (period && once('period')) top.period = period;
    else if (board && once('board')) top.board = board;
    else if (value && once('value')) top.value = value;
    else if (group && once('group')) top.usergroup = { id: group[1]!, ...(group[2] ? { handle: group[2] } : {}) };
    // Said when a board is asked for twice over: two periods, two boards, two values, two groups.
    else if (period || board || value || group)
      return usage(said('grammar.topOneEach', { what: period ? 'period' : board ? 'board' : value ? 'value' : 'group' }));
    else if (/^<@[UW][A-Z0-9]+(?:\|[^>]*)?>$/.test(word)) return usage(said('grammar.topNotOnePerson'));
    else if (/^@[^\s@]+$/.test(word)) return usage(said('grammar.topUnknownGroup', { word }));
    else return usage(said('grammar.topUnknownWord', { word }));
  }
  return top;
}

/** `/kudos celebrate me | import | export | settings`. */
function parseCelebrate(rest: string[]): KudosCommand {
  const what = rest.length === 1 ? rest[0]!.toLowerCase() : '';
  return what === 'me' || what === 'import' || what === 'export' || what === 'settings' ? { kind: 'celebrate', what } : usage(said('grammar.celebrateUsage'));
}

/** `/kudos values` or, for admins, `/kudos values edit`. */
function parseValues(rest: string[]): KudosCommand {
  if (rest.length === 0) return { kind: 'values', edit: false };
  return rest.length === 1 && rest[0]!.toLowerCase() === 'edit' ? { kind: 'values', edit: true } : usage(said('grammar.valuesUsage'));
}

/** `/kudos rewards` or, for admins, `/kudos rewards export`. */
function parseRewards(rest: string[]): KudosCommand {
  if (rest.length === 0) return { kind: 'rewards', export: false };
  return rest.length === 1 && rest[0]!.toLowerCase() === 'export' ? { kind: 'rewards', export: true } : usage(said('grammar.rewardsUsage'));
}

/** The text's length is judged before anything else is read (limits.ts, COMMAND_TEXT_MAX). */
export function parseKudosCommand(text: string, callerId?: string): KudosCommand {
  const tooLong = commandTextProblem(text);
  if (tooLong) return usage(tooLong);
  const first = wordAt(text, 0);
  return (first && parseSubcommand(first.text, text)) ?? parseGive(text, first, callerId);
}

/** A subcommand with all its words, or undefined when the first word names none: then it is a give, which reads its
 *  words only up to the reason (parseGive). */
/** `/kudos sync [--update] [--dry-run]`. */
function parseSync(rest: string[]): KudosCommand {
  const flags = rest.map((t) => t.toLowerCase());
  const unknown = flags.find((f) => f !== '--update' && f !== '--dry-run');
  return unknown
    ? usage(said('grammar.syncUsage', { option: unknown }))
    : { kind: 'sync', update: flags.includes('--update'), dryRun: flags.includes('--dry-run') };
}

/** `/kudos reactions`, or a change after it (admins only): the shortcode (`:taco:`) or the emoji as typed (🌮), and coins. */
function parseReactions(rest: string[]): KudosCommand {
  if (rest.length === 0) return { kind: 'reactions' };
  const typed = rest[0]!.toLowerCase();
  const emoji = /^:([a-z0-9_+'-]+)(?:::skin-tone-\d)?:$/.exec(typed)?.[1] ?? typed;
  const amount = rest[1] === undefined ? undefined : amountOf(rest[1]);
  return rest.length <= 2 && (amount === undefined || typeof amount === 'number')
    ? { kind: 'reactions', change: { emoji, ...(amount !== undefined ? { amount } : {}) } }
    : { kind: 'reactions', change: { problem: REACTIONS_USAGE } };
}

function parseSubcommand(first: string, text: string): KudosCommand | undefined {
  const word = subcommandAlias(first) ?? first.toLowerCase();
  if (!SUBCOMMAND_WORDS.has(word)) return undefined;
  const rest = tokenize(text).slice(1);
  switch (word) {
    case 'help':
      return { kind: 'help' };
    case 'profile':
    case 'me':
      return { kind: 'profile' };
    case 'received':
      return { kind: 'received' };
    case 'setup':
      return { kind: 'setup' };
    case 'balance':
      return rest.length === 0 ? { kind: 'balance' } : usage(said('grammar.balanceUsage'));
    case 'preset':
    case 'presets':
      return { kind: 'preset' };
    case 'sync':
      return parseSync(rest);
    case 'values':
      return parseValues(rest);
    case 'rewards':
      return parseRewards(rest);
    case 'reactions':
      return parseReactions(rest);
    case 'top':
    case 'leaderboard':
      return parseTop(rest);
    case 'export':
      return { kind: 'export', text: text.trim().slice(first.length).trim() };
    case 'digest':
      return rest.length === 1 && rest[0]!.toLowerCase() === 'preview' ? { kind: 'digest' } : usage(said('grammar.digestUsage'));
    case 'celebrate':
      return parseCelebrate(rest);
    case 'townhall':
      return { kind: 'townhall', text: text.trim().slice(first.length).trim() };
    case 'review': {
      if (rest.length === 0) return { kind: 'review' };
      if (rest.length === 1 && rest[0]!.toLowerCase() === 'team') return { kind: 'review', team: true };
      const userId = rest.length === 1 ? userOf(rest[0]!) : undefined;
      return userId ? { kind: 'review', userId } : usage(said('grammar.reviewUsage'));
    }
    case 'feedback': {
      if (rest.length === 0) return { kind: 'feedback' };
      const userId = rest.length === 1 ? userOf(rest[0]!) : undefined;
      return userId ? { kind: 'feedback', userId } : usage(said('grammar.feedbackUsage'));
    }
    case 'whois': {
      const target = rest.length === 1 ? rest[0]! : '';
      const userId = userOf(target);
      if (userId) return { kind: 'whois', userId };
      const email = emailOf(target);
      return email ? { kind: 'whois', email } : usage(said('grammar.whoisUsage'));
    }
    case 'link': {
      const userId = rest[0] ? userOf(rest[0]) : undefined;
      const email = rest[1] ? emailOf(rest[1]) : undefined;
      return userId && email && rest.length === 2 ? { kind: 'link', userId, email } : usage(said('grammar.linkUsage'));
    }
    default:
      return undefined;
  }
}
