// Recognition: resolving recipient forms (e-mails, ALL_MEMBERS, teams, cohorts), recording coins, and reading them back.
import { NAMES_SHOWN, ServiceError, nameList, validationError } from './errors.js';
import { formatTimestamp } from './formats.js';
import { fullName, requireMember } from './members.js';
import { type Paging, pagination } from './paging.js';
import { RawJson } from './raw-json.js';
import type { Repositories } from './repositories/index.js';
import type { MemberRow } from './repositories/members.js';
import type { Recipient, RecipientGroup, RecognitionFilter } from './repositories/recognitions.js';
import type { RecognitionBody } from './requests.js';
import type { Scope } from './scope.js';

function tokensOf(recipients: string | string[]): string[] {
  const list = typeof recipients === 'string' ? recipients.split(',') : recipients.flatMap((r) => r.split(','));
  return list.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** design.md: a token with `@` is an e-mail; `ALL_MEMBERS` is literal; else a team ID, then a cohort ID, else skipped. */
function membersFor(repos: Repositories, scope: Scope, token: string): MemberRow[] {
  if (token === 'ALL_MEMBERS') return repos.members.active(scope);
  if (repos.groups.teamExists(scope, token)) return repos.members.activeInTeam(scope, token);
  return repos.members.activeInCohort(scope, token);
}

/** The group when the recipients are one group token (repeats allowed), resolved as membersFor does. */
function singleGroup(repos: Repositories, scope: Scope, tokens: string[]): RecipientGroup | undefined {
  const distinct = [...new Set(tokens)];
  const token = distinct[0];
  if (distinct.length !== 1 || token === undefined || token.includes('@')) return undefined;
  if (token === 'ALL_MEMBERS') return { kind: 'everyone' };
  return { kind: repos.groups.teamExists(scope, token) ? 'team' : 'cohort', id: token };
}

function resolveRecipients(repos: Repositories, scope: Scope, sender: string, tokens: string[]): Recipient[] {
  const resolved = new Map<string, Recipient>();
  const add = (rows: MemberRow[]) =>
    rows.filter((m) => m.email !== sender).forEach((m) => resolved.set(m.email, { email: m.email, name: fullName(m), type: 'user' }));
  const unknown: string[] = [];
  for (const token of tokens) {
    if (!token.includes('@')) {
      add(membersFor(repos, scope, token));
      continue;
    }
    const email = token.toLowerCase();
    if (email === sender) throw validationError('The sender cannot recognise themselves; remove their address from recipients.');
    const member = repos.members.find(scope, email);
    if (member) add([member]);
    else unknown.push(email);
  }
  if (unknown.length > 0) {
    // Named up to 20, the rest counted: 10,000 unknown addresses answer in well under a kilobyte.
    const distinct = [...new Set(unknown)];
    throw new ServiceError(503, 'RECIPIENT_NOT_FOUND', `No member with e-mail ${nameList(distinct)} in this company; nothing was sent.`, undefined, {
      recipients: distinct.slice(0, NAMES_SHOWN),
      ...(distinct.length > NAMES_SHOWN ? { recipients_not_shown: distinct.length - NAMES_SHOWN } : {}),
    });
  }
  return [...resolved.values()];
}

export function createRecognition(repos: Repositories, scope: Scope, senderEmail: string, body: RecognitionBody, now: Date) {
  const sender = requireMember(repos, scope, senderEmail);
  const tokens = tokensOf(body.recipients);
  const recognition = {
    sender: sender.email,
    amount: body.amount,
    reason: body.for,
    share: body.display_feed,
    type: body.type,
    createdate: formatTimestamp(now),
  };
  // One group (everyone, a team, a cohort) is written set-based in SQLite: its members never pass through JavaScript.
  const group = singleGroup(repos, scope, tokens);
  const to = group ? [] : resolveRecipients(repos, scope, sender.email, tokens);
  const id = repos.transaction(() => (group ? repos.recognitions.insertToGroup(scope, recognition, group) : repos.recognitions.insert(scope, recognition, to)));
  // The recognition as SQLite wrote it (a kudos to everyone lists 100,000 recipients), after the status code.
  return new RawJson(`{"statusCode":200,${repos.recognitions.byId(id).item.slice(1)}`);
}

/** By e-mail: everything the member received; by team name: only shared recognitions to that team's members. Newest first. */
export function listRecognitions(repos: Repositories, scope: Scope, filter: RecognitionFilter, paging: Paging) {
  const { rows, total } = repos.recognitions.page(scope, filter, paging);
  return { statusCode: 200, recognitions: new RawJson(`[${rows.map((r) => r.item).join(',')}]`), pagination: pagination(paging, total) };
}
