// What the page shows one person (or, before anyone is chosen, nobody): the people, the channels and DMs they may
// see, their open modal and Home tab. Asking for nobody creates nothing: no DM, no channel.
import { BOT_USER_ID, type SlackWorkspace, handleOf } from './workspace.js';
import { LOCALE_NAMES, localeOf } from '../i18n/locales.js';

const languageShown = (locale: string | undefined) => {
  const known = localeOf(locale);
  return known && known !== 'en' ? LOCALE_NAMES[known] : '';
};

/** A person the page may act as: a known user who is neither a bot nor deactivated. */
export function isPerson(workspace: SlackWorkspace, id: string): boolean {
  const user = id ? workspace.user(id) : undefined;
  return !!user && !user.is_bot && !user.deleted;
}

export function pageState(workspace: SlackWorkspace, user: string) {
  const person = isPerson(workspace, user);
  const appChannel = person ? workspace.dmChannelOf(user) : null;
  const stack = person ? (workspace.modals.get(user) ?? []) : [];
  const top = stack.length ? workspace.views.get(stack[stack.length - 1]!) : undefined;
  const home = person ? workspace.homes.get(user) : undefined;
  const channels = workspace.channels.filter((c) => !c.dmWith || (person && c.dmWith === user));
  return {
    team: workspace.team,
    me: person ? workspace.user(user)! : null,
    bot: { id: BOT_USER_ID, name: 'Kudos' },
    users: workspace.users.map((u) => ({
      id: u.id,
      name: u.name,
      title: u.title ?? '',
      handle: handleOf(u.name),
      admin: !!(u.is_admin || u.is_owner),
      // The language this person's Slack speaks, when Kudos speaks it and it is not English (the picker shows it).
      language: languageShown(u.locale),
      bot: !!u.is_bot,
    })),
    usergroups: workspace.usergroups.map(({ id, handle, name }) => ({ id, handle, name })),
    channels: channels.map((c) => ({ id: c.id, name: c.name, dm: !!c.dmWith })),
    appChannel,
    messages: Object.fromEntries(channels.map((c) => [c.id, workspace.visibleMessages(c.id, user)])),
    modal: top ? { id: top.id, view: top.view, errors: top.errors ?? {}, depth: stack.length } : null,
    // With its id, as Slack's Home view has one: a Home button's block_actions names the view it was pressed in.
    home: home && workspace.views.has(home) ? { ...workspace.views.get(home)!.view, id: home } : null,
  };
}
