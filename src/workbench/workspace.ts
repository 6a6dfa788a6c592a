// A Slack workspace in memory: users, user groups, channels, messages (ephemeral ones visible to one user), modal
// stacks and Home tabs. Answers the Web API methods the app uses and records every call; the tests' fake Slack and
// the local workbench are both this one model.

import { slackFile } from './file-input.js';

/** A workbench user's Slack time zone when the fixture gives none. */
export const DEFAULT_USER_TZ = 'Europe/Lisbon';

export type WorkspaceUser = {
  id: string;
  name: string;
  email?: string;
  title?: string;
  is_bot?: boolean;
  deleted?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  is_restricted?: boolean;
  tz_offset?: number;
  /** The user's Slack time zone (IANA); Europe/Lisbon when not given. */
  tz?: string;
  locale?: string;
  first_name?: string;
  last_name?: string;
  /** Custom profile fields, as users.list shows them. */
  fields?: Record<string, { value: string }>;
  /** On an Enterprise Grid org: the workspaces of the org this person belongs to (none listed: all of them). */
  teams?: string[];
};

/** An Enterprise Grid org the app is installed in org-wide: its token reaches these workspaces. */
export type Grid = { id: string; name: string; teams: { id: string; name: string; domain: string }[] };

export type Usergroup = { id: string; handle: string; name: string; users: string[] };
export type Channel = { id: string; name: string; dmWith?: string };
export type SharedFile = { id: string; name: string; title: string; bytes?: Buffer; user?: string };
export type Message = {
  ts: string;
  channel: string;
  user?: string;
  bot?: boolean;
  text: string;
  blocks?: unknown[];
  ephemeralTo?: string;
  files?: { id: string; name: string; title: string; size: number }[];
  reactions?: MessageReaction[];
  /** Message metadata an app attached (chat.postMessage `metadata`), listed by conversations.history with include_all_metadata. */
  metadata?: { event_type: string; event_payload: Record<string, unknown> };
  /** A reply: the ts of its thread's parent (chat.postMessage `thread_ts`). Replies are not in conversations.history. */
  threadTs?: string;
};
export type MessageReaction = { name: string; users: string[] };
export type OpenView = { id: string; hash: string; view: Record<string, unknown>; errors?: Record<string, string> };
export type RecordedCall = { method: string; args: Record<string, unknown>; token?: string; at: number };

type Reply = Record<string, unknown>;
type Change = { kind: 'messages' | 'modal' | 'home'; user?: string; channel?: string };

export const BOT_USER_ID = 'UKUDOSBOT';

/** Whether a ts lies between `a.oldest` and `a.latest` (both included with `a.inclusive`), as Slack's reads filter. */
const within = (a: Record<string, unknown>) => (ts: number) => {
  const inclusive = a.inclusive === true || a.inclusive === 'true';
  return (
    (a.latest === undefined || (inclusive ? ts <= Number(a.latest) : ts < Number(a.latest))) &&
    (a.oldest === undefined || (inclusive ? ts >= Number(a.oldest) : ts > Number(a.oldest)))
  );
};

let workspacesCreated = 0;

/** A user's Slack handle in this workspace: "Ana Lima" is @ana.lima. */
export const handleOf = (name: string) => name.toLowerCase().replace(/\s+/g, '.');

export class SlackWorkspace {
  readonly calls: RecordedCall[] = [];
  readonly messages: Message[] = [];
  readonly views = new Map<string, OpenView>();
  readonly modals = new Map<string, string[]>(); // user → stack of view ids
  readonly homes = new Map<string, string>(); // user → view id
  private readonly failures = new Map<string, string[]>();
  private readonly triggers = new Map<string, string>(); // trigger_id → user
  private readonly responseTargets = new Map<string, { user: string; channel: string; messageTs?: string }>();
  private readonly listeners = new Set<(change: Change) => void>();
  readonly files = new Map<string, SharedFile>();
  /** Where this workspace is served, for the upload URLs it hands out. */
  baseUrl = 'http://127.0.0.1';
  /** Set when this model is an Enterprise Grid org installed org-wide: then users.list and usergroups.list need a
   *  `team_id`, as Slack requires of an org token, and auth.teams.list names the org's workspaces. */
  grid: Grid | undefined = undefined;
  private counter = 0;
  private clock = 0;
  /** In every ID, so IDs never repeat across runs (the app remembers view and event IDs in its store), nor between
   *  the workspaces of one workbench. */
  private readonly run = `${Date.now().toString(36).toUpperCase()}${String.fromCharCode(65 + (workspacesCreated++ % 26))}`;

  constructor(
    readonly users: WorkspaceUser[],
    readonly usergroups: Usergroup[] = [],
    readonly channels: Channel[] = [{ id: 'C0GENERAL', name: 'general' }],
    readonly team = { id: 'T1', name: 'Acme', domain: 'acme' },
  ) {}

  /** Whether an ID this workspace handed out (a response_url token, an upload) is this workspace's. */
  owns(id: string): boolean {
    return id.slice(1).startsWith(this.run);
  }

  next(prefix: string): string {
    return `${prefix}${this.run}${String(++this.counter).padStart(6, '0')}`;
  }

  /** History kept from an earlier run (the workbench's store); later messages get later timestamps. */
  restore(history: { channels: Channel[]; messages: Message[]; files: SharedFile[] }) {
    for (const channel of history.channels) if (!this.channels.some((c) => c.id === channel.id)) this.channels.push(channel);
    this.messages.push(...history.messages);
    this.messages.sort((a, b) => Number(a.ts) - Number(b.ts));
    for (const file of history.files) this.files.set(file.id, file);
    for (const m of history.messages) this.clock = Math.max(this.clock, Math.round(Number(m.ts) * 1e6));
  }

  private ts(): string {
    this.clock = Math.max(this.clock + 1, Date.now() * 1000);
    return (this.clock / 1e6).toFixed(6);
  }

  onChange(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(change: Change) {
    this.listeners.forEach((l) => l(change));
  }

  user(id: string): WorkspaceUser | undefined {
    return this.users.find((u) => u.id === id);
  }

  /** A trigger_id that, like Slack's, knows which user acted. */
  issueTrigger(user: string): string {
    const id = `${Date.now()}.${++this.counter}.${Math.random().toString(16).slice(2, 10)}`;
    this.triggers.set(id, user);
    return id;
  }

  /** A response_url token bound to the user and channel of the interaction. */
  issueResponseTarget(user: string, channel: string, messageTs?: string): string {
    const token = this.next('R');
    this.responseTargets.set(token, { user, channel, ...(messageTs ? { messageTs } : {}) });
    return token;
  }

  failNext(method: string, error: string) {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  dmChannelOf(user: string): string {
    const id = `D${user}`;
    if (!this.channels.some((c) => c.id === id)) this.channels.push({ id, name: this.user(user)?.name ?? user, dmWith: user });
    return id;
  }

  private channelFor(target: string): string {
    return /^[UW]/.test(target) ? this.dmChannelOf(target) : target;
  }

  post(message: Omit<Message, 'ts'>): Message {
    const stored = { ...message, ts: this.ts() };
    this.messages.push(stored);
    this.changed({ kind: 'messages', channel: stored.channel });
    return stored;
  }

  /** What response_url posts do: an ephemeral to the acting user, in the channel, or a replacement of the original. */
  respond(token: string, body: Record<string, unknown>): boolean {
    const target = this.responseTargets.get(token);
    this.calls.push({ method: 'response_url', args: { ...body, url: `/response/${token}` }, at: Date.now() });
    if (!target) return true;
    const message = { text: String(body.text ?? ''), ...(Array.isArray(body.blocks) ? { blocks: body.blocks } : {}) };
    if (body.delete_original && target.messageTs) {
      const i = this.messages.findIndex((m) => m.ts === target.messageTs);
      if (i >= 0) this.messages.splice(i, 1);
    } else if (body.replace_original && target.messageTs) {
      // A replacement is a whole new message: blocks it does not carry are gone.
      const existing = this.messages.find((m) => m.ts === target.messageTs);
      if (existing) {
        delete existing.blocks;
        Object.assign(existing, message);
      }
    } else {
      this.post({ channel: target.channel, bot: true, ...message, ...(body.response_type === 'in_channel' ? {} : { ephemeralTo: target.user }) });
    }
    this.changed({ kind: 'messages', channel: target.channel });
    return true;
  }

  private storeView(view: Record<string, unknown>, id = this.next('V')): OpenView {
    const stored: OpenView = { id, hash: this.next('h'), view };
    this.views.set(id, stored);
    return stored;
  }

  private ownerOf(viewId: string): string | undefined {
    for (const [user, stack] of this.modals) if (stack.includes(viewId)) return user;
    return undefined;
  }

  /** The outcome of a view_submission answer (response_action), applied to the user's modal stack. */
  applyViewResponse(user: string, viewId: string, response: Record<string, unknown> | undefined) {
    const stack = this.modals.get(user) ?? [];
    const action = response?.response_action;
    if (action === 'errors') {
      const v = this.views.get(viewId);
      if (v) v.errors = response!.errors as Record<string, string>;
    } else if (action === 'update') {
      this.storeView(response!.view as Record<string, unknown>, viewId);
    } else if (action === 'push') {
      if (stack.length < 3) stack.push(this.storeView(response!.view as Record<string, unknown>).id);
    } else if (action === 'clear') {
      stack.splice(0);
    } else {
      const i = stack.indexOf(viewId);
      if (i >= 0) stack.splice(i, 1);
    }
    this.modals.set(user, stack);
    this.changed({ kind: 'modal', user });
  }

  closeView(user: string, viewId: string) {
    const stack = this.modals.get(user) ?? [];
    const i = stack.indexOf(viewId);
    if (i >= 0) stack.splice(i);
    this.changed({ kind: 'modal', user });
  }

  /** `withLocale`: Slack tells a user's locale only when asked (`include_locale`). */
  private slackUser(u: WorkspaceUser, withLocale = false) {
    return {
      id: u.id,
      team_id: this.team.id,
      name: handleOf(u.name),
      real_name: u.name,
      deleted: u.deleted ?? false,
      is_bot: u.is_bot ?? false,
      is_app_user: false,
      is_admin: u.is_admin ?? false,
      is_owner: u.is_owner ?? false,
      is_primary_owner: false,
      is_restricted: u.is_restricted ?? false,
      is_ultra_restricted: false,
      tz: u.tz ?? DEFAULT_USER_TZ,
      tz_offset: u.tz_offset ?? 0,
      ...(u.locale && withLocale ? { locale: u.locale } : {}),
      profile: {
        real_name: u.name,
        display_name: u.name,
        title: u.title ?? '',
        ...(u.first_name !== undefined ? { first_name: u.first_name } : {}),
        ...(u.last_name !== undefined ? { last_name: u.last_name } : {}),
        ...(u.email ? { email: u.email } : {}),
        ...(u.fields ? { fields: u.fields } : {}),
      },
    };
  }

  private readonly methods: Record<string, (a: Record<string, unknown>) => Reply> = {
    'auth.test': () => ({
      user_id: BOT_USER_ID,
      bot_id: 'BKUDOS',
      team_id: this.team.id,
      team: this.team.name,
      url: `https://${this.team.domain}.slack.test/`,
      ...(this.grid ? { enterprise_id: this.grid.id, is_enterprise_install: true } : {}),
    }),
    'users.info': (a) => {
      const u = this.user(String(a.user));
      return u ? { user: this.slackUser(u, String(a.include_locale) === 'true') } : { ok: false, error: 'user_not_found' };
    },
    'users.lookupByEmail': (a) => {
      const u = this.users.find((x) => x.email && x.email.toLowerCase() === String(a.email).toLowerCase());
      return u ? { user: this.slackUser(u, String(a.include_locale) === 'true') } : { ok: false, error: 'users_not_found' };
    },
    'users.list': (a) => {
      if (this.grid && !a.team_id) return { ok: false, error: 'missing_argument' };
      const users = this.users.filter((u) => !a.team_id || !u.teams || u.teams.includes(String(a.team_id)));
      const limit = Math.max(1, Math.min(1000, Number(a.limit ?? 200)));
      const start = Number(a.cursor ? Buffer.from(String(a.cursor), 'base64').toString() : 0);
      const page = users.slice(start, start + limit).map((u) => this.slackUser(u, String(a.include_locale) === 'true'));
      const next = start + limit < users.length ? Buffer.from(String(start + limit)).toString('base64') : '';
      return { members: page, response_metadata: { next_cursor: next } };
    },
    'auth.teams.list': () => ({ teams: (this.grid?.teams ?? [this.team]).map(({ id, name }) => ({ id, name })), response_metadata: { next_cursor: '' } }),
    'usergroups.list': (a) =>
      this.grid && !a.team_id
        ? { ok: false, error: 'missing_argument' }
        : { usergroups: this.usergroups.map(({ id, handle, name }) => ({ id, handle, name })) },
    'usergroups.users.list': (a) => {
      const g = this.usergroups.find((x) => x.id === a.usergroup);
      return g ? { users: g.users } : { ok: false, error: 'no_such_subteam' };
    },
    'chat.postMessage': (a) => {
      const channel = this.channelFor(String(a.channel));
      const metadata = typeof a.metadata === 'string' ? (JSON.parse(a.metadata) as Message['metadata']) : (a.metadata as Message['metadata']);
      const threadTs = a.thread_ts === undefined ? undefined : String(a.thread_ts);
      if (threadTs && !this.messages.some((x) => x.channel === channel && x.ts === threadTs && !x.threadTs)) return { ok: false, error: 'thread_not_found' };
      const m = this.post({
        channel,
        bot: true,
        text: String(a.text ?? ''),
        ...(Array.isArray(a.blocks) ? { blocks: a.blocks } : {}),
        ...(metadata ? { metadata } : {}),
        ...(threadTs ? { threadTs } : {}),
      });
      return { channel, ts: m.ts, message: { text: m.text } };
    },
    'chat.postEphemeral': (a) => {
      const m = this.post({
        channel: this.channelFor(String(a.channel)),
        bot: true,
        ephemeralTo: String(a.user),
        text: String(a.text ?? ''),
        ...(Array.isArray(a.blocks) ? { blocks: a.blocks } : {}),
      });
      return { message_ts: m.ts };
    },
    'chat.update': (a) => {
      const m = this.messages.find((x) => x.ts === a.ts && x.channel === this.channelFor(String(a.channel)));
      if (!m) return { ok: false, error: 'message_not_found' };
      Object.assign(m, { text: String(a.text ?? m.text), ...(Array.isArray(a.blocks) ? { blocks: a.blocks } : {}) });
      this.changed({ kind: 'messages', channel: m.channel });
      return { channel: m.channel, ts: m.ts };
    },
    'chat.getPermalink': (a) => ({ permalink: `https://${this.team.domain}.slack.test/archives/${a.channel}/p${String(a.message_ts).replace('.', '')}` }),
    'conversations.history': (a) => ({ messages: this.history(String(a.channel), a), has_more: false }),
    'conversations.replies': (a) => ({ messages: this.replies(String(a.channel), String(a.ts), a) }),
    'conversations.open': (a) => ({ channel: { id: this.dmChannelOf(String(a.users).split(',')[0]!) } }),
    'files.getUploadURLExternal': (a) => {
      if (!a.filename || !Number(a.length)) return { ok: false, error: 'invalid_arguments' };
      const id = this.next('F');
      this.files.set(id, { id, name: String(a.filename), title: String(a.filename) });
      return { file_id: id, upload_url: `${this.baseUrl}/upload/${id}` };
    },
    'files.info': (a) => {
      const file = this.files.get(String(a.file));
      return file?.bytes ? { file: slackFile(this.baseUrl, file) } : { ok: false, error: 'file_not_found' };
    },
    'files.completeUploadExternal': (a) => {
      const list = (Array.isArray(a.files) ? a.files : []) as { id: string; title?: string }[];
      const files = list.map((f) => this.files.get(f.id));
      if (files.some((f) => !f?.bytes)) return { ok: false, error: 'file_not_uploaded' };
      const shared = files.map((f, i) => ({ id: f!.id, name: f!.name, title: list[i]!.title ?? f!.name, size: f!.bytes!.length }));
      if (a.channel_id) this.post({ channel: this.channelFor(String(a.channel_id)), bot: true, text: String(a.initial_comment ?? ''), files: shared });
      return { files: shared.map((f) => ({ id: f.id, name: f.name, title: f.title })) };
    },
    'views.open': (a) => {
      const user = this.triggers.get(String(a.trigger_id));
      const stored = this.storeView(a.view as Record<string, unknown>);
      if (user) {
        this.modals.set(user, [stored.id]);
        this.changed({ kind: 'modal', user });
      }
      return { view: { ...stored.view, id: stored.id, hash: stored.hash } };
    },
    'views.push': (a) => {
      const user = this.triggers.get(String(a.trigger_id));
      const stack = user ? (this.modals.get(user) ?? []) : [];
      if (user && stack.length >= 3) return { ok: false, error: 'push_limit_reached' };
      const stored = this.storeView(a.view as Record<string, unknown>);
      if (user) {
        this.modals.set(user, [...stack, stored.id]);
        this.changed({ kind: 'modal', user });
      }
      return { view: { ...stored.view, id: stored.id, hash: stored.hash } };
    },
    'views.update': (a) => {
      const id = String(a.view_id);
      if (!this.views.has(id)) return { ok: false, error: 'not_found' };
      const stored = this.storeView(a.view as Record<string, unknown>, id);
      const owner = this.ownerOf(id);
      this.changed(owner ? { kind: 'modal', user: owner } : { kind: 'home' });
      return { view: { ...stored.view, id: stored.id, hash: stored.hash } };
    },
    'views.publish': (a) => {
      const user = String(a.user_id);
      const stored = this.storeView(a.view as Record<string, unknown>, this.homes.get(user));
      this.homes.set(user, stored.id);
      this.changed({ kind: 'home', user });
      return { view: { ...stored.view, id: stored.id, hash: stored.hash } };
    },
  };

  /** The bytes posted to an upload URL; Slack answers 200 "OK". */
  receiveUpload(id: string, bytes: Buffer): boolean {
    const file = this.files.get(id);
    if (!file) return false;
    file.bytes = bytes;
    this.calls.push({ method: 'upload', args: { file_id: id, bytes: bytes.length }, at: Date.now() });
    return true;
  }

  /** A file the person picked in a file_input: kept, and described as Slack puts it in view.state. */
  pickFile(user: string, name: string, bytes: Buffer) {
    const id = this.next('F');
    this.files.set(id, { id, name, title: name, bytes, user });
    return slackFile(this.baseUrl, this.files.get(id)!);
  }

  /** One Web API call, as Slack answers it. */
  call(method: string, args: Record<string, unknown>, token?: string): Reply {
    this.calls.push({ method, args, ...(token ? { token } : {}), at: Date.now() });
    const failure = this.failures.get(method)?.shift();
    if (failure) return { ok: false, error: failure };
    const handler = this.methods[method];
    if (!handler) return { ok: false, error: 'unknown_method' };
    const reply = handler(args);
    return { ok: true, ...reply };
  }

  /** A channel's public messages as conversations.history lists them (thread replies left out): newest first, between
   *  oldest and latest. */
  private history(channel: string, a: Record<string, unknown>) {
    const found = this.messages.filter((m) => m.channel === this.channelFor(channel) && !m.ephemeralTo && !m.threadTs && within(a)(Number(m.ts))).reverse();
    return found.slice(0, Number(a.limit ?? 100)).map((m) => this.listed(m, a));
  }

  /** A thread as conversations.replies lists it: the parent first, then its replies since `oldest`, oldest first; the ts
   *  of a message without replies lists that message alone. */
  private replies(channel: string, ts: string, a: Record<string, unknown>) {
    const inChannel = this.messages.filter((m) => m.channel === this.channelFor(channel) && !m.ephemeralTo);
    const parent = inChannel.find((m) => m.ts === ts);
    const replies = inChannel.filter((m) => m.threadTs === ts && within({ oldest: a.oldest })(Number(m.ts)));
    return [...(parent ? [parent] : []), ...replies].slice(0, Number(a.limit ?? 100)).map((m) => this.listed(m, a));
  }

  private listed(m: Message, a: Record<string, unknown>) {
    const metadata = a.include_all_metadata === true || a.include_all_metadata === 'true';
    const replyCount = this.messages.filter((x) => x.threadTs === m.ts && x.channel === m.channel).length;
    return {
      type: 'message',
      ts: m.ts,
      text: m.text,
      ...(m.bot ? { bot_id: 'BKUDOS' } : { user: m.user }),
      ...(m.threadTs ? { thread_ts: m.threadTs } : replyCount ? { thread_ts: m.ts, reply_count: replyCount } : {}),
      ...(m.reactions ? { reactions: m.reactions.map((r) => ({ ...r, count: r.users.length })) } : {}),
      ...(metadata && m.metadata ? { metadata: m.metadata } : {}),
    };
  }

  /** A person adds an emoji reaction to a message; false when it is already theirs (Slack sends no event then). */
  react(user: string, channel: string, ts: string, name: string): boolean {
    const m = this.messages.find((x) => x.ts === ts && x.channel === channel && !x.ephemeralTo);
    if (!m) return false;
    const reaction = (m.reactions ??= []).find((r) => r.name === name) ?? m.reactions[m.reactions.push({ name, users: [] }) - 1]!;
    if (reaction.users.includes(user)) return false;
    reaction.users.push(user);
    this.changed({ kind: 'messages', channel });
    return true;
  }

  /** Messages a user may see in a channel: everything public, plus ephemerals addressed to them. */
  visibleMessages(channel: string, user: string): Message[] {
    return this.messages.filter((m) => m.channel === channel && (!m.ephemeralTo || m.ephemeralTo === user));
  }
}
