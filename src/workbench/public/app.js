// The workbench client: holds who you are and where you look, renders channels, DMs, the App Home and modals from
// the workbench state, and sends what you do to the workbench, which signs it and delivers it to the app.
import { applyValues, collectValues, mrkdwn, renderBlocks, textOf, useEmoji } from '/blocks.js';
import { reactionBar } from '/reactions.js';
import { renderClock } from '/clock.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
let state = null;
// Which installed workspace the page shows (after an install, the one just installed), and who you are in it.
let team = params.get('team') || localStorage.getItem('kudos-workbench-team') || '';
const userKey = (t) => `kudos-workbench-user@${t}`;
// `kudos-workbench-user` is who you are in the workspace shown; each workspace also remembers its own person.
let me = params.get('user') || localStorage.getItem('kudos-workbench-user') || '';
if (params.has('team')) {
  params.delete('team');
  history.replaceState(null, '', params.size ? `?${params}` : location.pathname);
}
let place = { kind: 'channel', id: 'C0GENERAL' };
let appTab = 'home';

async function post(path, body) {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ team, ...body }) });
    return await response.json();
  } catch {
    $('offline').hidden = false;
    return null;
  }
}

function ctx() {
  const users = new Map(state.users.map((u) => [u.id, u]));
  return {
    userName: (id) => users.get(id)?.name,
    groupHandle: (id) => state.usergroups.find((g) => g.id === id)?.handle,
    channelName: (id) => state.channels.find((c) => c.id === id)?.name,
    people: () => state.users.filter((u) => !u.bot),
    publicChannels: () => state.channels.filter((c) => !c.dm),
    // What Slack's default_to_current_conversation starts a picker on: the channel being viewed.
    currentChannel: () => (place.kind === 'channel' ? place.id : undefined),
    // A file picked in a file_input, uploaded to the workbench's Slack as the person: Slack's file object, or null.
    uploadFile: async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      const answer = await post('/workbench/file', { user: me, name: file.name, base64: btoa(binary) });
      return answer?.id ? answer : null;
    },
  };
}

const loadState = async () => (await fetch(`/workbench/state?team=${encodeURIComponent(team)}&user=${encodeURIComponent(me)}`)).json();

async function refresh() {
  try {
    state = await loadState();
  } catch {
    $('offline').hidden = false;
    return;
  }
  // Someone the workspace does not know (nobody yet, or a stale choice) is asked who they are; nothing acts as them.
  if (!state.me) me = '';
  team = state.team.id;
  localStorage.setItem('kudos-workbench-team', team);
  if (place.kind === 'channel' && !state.channels.some((c) => c.id === place.id)) place = { kind: 'channel', id: state.channels.find((c) => !c.dm).id };
  render();
}

/** A Slack client that starts (a load, a switch of account) shows no modal: one left open earlier is closed. */
async function closeLeftModals() {
  const first = await loadState().catch(() => null);
  if (first?.me && first.modal) await post('/workbench/close', { user: me });
}

/** Acting as someone else is switching Slack accounts: their own channels, DMs and Home, and no modal left open. */
async function choose(id) {
  me = id;
  localStorage.setItem('kudos-workbench-user', me);
  localStorage.setItem(userKey(team), me);
  if (params.has('user')) history.replaceState(null, '', `?user=${encodeURIComponent(me)}`);
  shownModal = null;
  await closeLeftModals();
  await refresh();
  if (place.kind === 'app' && appTab === 'home') post('/workbench/home', { user: me });
}

/** Another workspace is another Slack account: its own person, channels and Home, and no modal left open. */
async function switchWorkspace(id) {
  team = id;
  localStorage.setItem('kudos-workbench-team', team);
  me = localStorage.getItem(userKey(team)) || '';
  localStorage.setItem('kudos-workbench-user', me);
  shownModal = null;
  await closeLeftModals();
  await refresh();
  if (place.kind === 'app' && appTab === 'home' && state.me) post('/workbench/home', { user: me });
}

function renderWorkspaces() {
  const select = $('team-select');
  const list = JSON.stringify(state.workspaces);
  if (select.dataset.list !== list) {
    select.dataset.list = list;
    select.innerHTML = '';
    for (const w of state.workspaces) select.append(Object.assign(document.createElement('option'), { value: w.id, textContent: w.name }));
  }
  select.value = state.team.id;
  $('workspace-switch').hidden = state.workspaces.length < 2;
}

const people = () => state.users.filter((u) => !u.bot);
const roleOf = (u) => `@${u.handle} · ${u.title}${u.admin ? ' · workspace admin' : ''}${u.language ? ` · Slack in ${u.language}` : ''}`;

function renderWhoAmI() {
  const select = $('user-select');
  if (select.options.length !== people().length + 1) {
    select.innerHTML = '<option value="" disabled>Choose who you are</option>';
    for (const u of people())
      select.append(
        Object.assign(document.createElement('option'), {
          value: u.id,
          textContent: `${u.name}${u.admin ? ' · admin' : ''}${u.language ? ` · ${u.language}` : ''}`,
        }),
      );
  }
  select.value = me;
  $('me-role').textContent = state.me ? roleOf(people().find((u) => u.id === me)) : '';
  $('composer-input').disabled = !state.me;
  // The example thanks a colleague: never the person acting, who can't give kudos to themselves.
  const colleague = people().find((u) => u.id !== me);
  if (colleague) $('composer-input').placeholder = `Message, or /kudos @${colleague.handle} 10 for the launch`;
  $('chooser').hidden = !!state.me || chooserPutAside;
  if (!state.me) renderChooser();
}

/** Escape puts the chooser aside: the page is looked at as nobody (it sends nothing) until someone is chosen under You are. */
let chooserPutAside = false;
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || $('chooser').hidden) return;
  chooserPutAside = true;
  $('chooser').hidden = true;
});

function renderChooser() {
  $('chooser-intro').firstChild.textContent = `Pick a person of ${state.team.name} to act as. You can switch at any time under `;
  const filter = $('chooser-filter').value.trim().toLowerCase();
  const list = $('chooser-list');
  list.innerHTML = '';
  for (const u of people().filter((p) => `${p.name} ${p.handle} ${p.title}`.toLowerCase().includes(filter))) {
    const b = Object.assign(document.createElement('button'), { className: 'person', type: 'button' });
    b.dataset.user = u.id;
    b.append(Object.assign(document.createElement('span'), { className: 'avatar', textContent: u.name[0] }));
    b.append(Object.assign(document.createElement('b'), { textContent: u.name }));
    b.append(Object.assign(document.createElement('span'), { className: 'person-role', textContent: roleOf(u) }));
    b.onclick = () => choose(u.id);
    const li = document.createElement('li');
    li.append(b);
    list.append(li);
  }
}

function render() {
  $('team-name').textContent = state.team.name;
  renderWorkspaces();
  renderWhoAmI();
  renderClock($('demo-clock'), state, { post, name: (id) => state.users.find((u) => u.id === id)?.name, done: refresh });

  const list = $('channel-list');
  list.innerHTML = '';
  for (const c of state.channels.filter((c) => !c.dm)) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.className = `nav-item ${place.kind === 'channel' && place.id === c.id ? 'active' : ''}`;
    b.textContent = `# ${c.name}`;
    b.onclick = () => go({ kind: 'channel', id: c.id });
    li.append(b);
    list.append(li);
  }
  $('open-app').classList.toggle('active', place.kind === 'app');

  const inApp = place.kind === 'app' && !!state.me;
  const showHome = inApp && appTab === 'home';
  $('channel-title').textContent = inApp ? 'Kudos' : `#${state.channels.find((c) => c.id === place.id)?.name ?? ''}`;
  $('app-tabs').hidden = !inApp;
  $('tab-home').classList.toggle('active', showHome);
  $('tab-messages').classList.toggle('active', inApp && !showHome);
  $('home').hidden = !showHome;
  $('messages').hidden = showHome;
  $('composer').hidden = showHome;
  if (showHome) renderHome();
  else renderMessages(inApp ? state.appChannel : place.id);
  renderModal();
}

let pinToBottom = false;
function renderMessages(channel) {
  const box = $('messages');
  // Pinned to the newest message like Slack: on a new channel, after sending, and while already at the bottom;
  // someone reading further up keeps their place when a message arrives.
  const pinned = pinToBottom || box.dataset.channel !== channel || box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  const scrolledTo = box.scrollTop;
  pinToBottom = false;
  box.innerHTML = '';
  const messages = state.messages[channel] ?? [];
  if (messages.length === 0) box.innerHTML = '<div class="empty">No messages yet.</div>';
  // A thread's replies are shown under their parent, indented, after a line counting them.
  for (const m of messages.filter((x) => !x.threadTs)) {
    box.append(messageRow(m, channel));
    const replies = messages.filter((x) => x.threadTs === m.ts);
    if (replies.length === 0) continue;
    box.append(
      Object.assign(document.createElement('div'), {
        className: 'reply-count',
        textContent: `${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`,
      }),
    );
    for (const r of replies) box.append(messageRow(r, channel));
  }
  box.scrollTop = pinned ? box.scrollHeight : scrolledTo;
  box.dataset.channel = channel;
}

function messageRow(m, channel) {
  const author = m.user ? state.users.find((u) => u.id === m.user) : null;
  const row = document.createElement('article');
  row.className = `message ${m.ephemeralTo ? 'ephemeral' : ''} ${m.threadTs ? 'reply' : ''}`;
  row.dataset.ts = m.ts;
  const head = document.createElement('div');
  head.className = 'message-head';
  head.innerHTML = `<span class="avatar">${author ? author.name[0] : 'K'}</span><b>${author ? author.name : 'Kudos'}</b>${author ? '' : '<span class="app-badge">APP</span>'}<span class="time">${new Date(Number(m.ts) * 1000).toLocaleTimeString()}</span>${m.ephemeralTo ? '<span class="only-you">Only visible to you</span>' : ''}`;
  const more = document.createElement('button');
  more.className = 'more';
  more.title = 'More actions';
  more.textContent = '⋯';
  more.onclick = (event) => messageMenu(event, m, channel);
  head.append(more);
  row.append(head);
  const body = m.blocks?.length
    ? renderBlocks(m.blocks, { ...ctx(), onAction: (a) => post('/workbench/action', { user: me, surface: 'message', channel, message_ts: m.ts, ...a }) })
    : Object.assign(document.createElement('div'), { className: 'bk-text message-text', innerHTML: mrkdwn(m.text, ctx()) });
  row.append(body);
  for (const f of m.files ?? []) {
    const link = document.createElement('a');
    link.className = 'file';
    link.href = `/files/${encodeURIComponent(f.id)}`;
    link.download = f.name;
    link.textContent = `${f.title} · ${f.name} · ${(f.size / 1024).toFixed(1)} KB`;
    row.append(link);
  }
  if (!m.ephemeralTo) row.append(reactionBar(m, me, (reaction) => post('/workbench/react', { user: me, channel, message_ts: m.ts, reaction })));
  return row;
}

function messageMenu(event, message, channel) {
  document.querySelectorAll('.message-menu').forEach((m) => m.remove());
  const menu = document.createElement('div');
  menu.className = 'menu message-menu';
  const item = document.createElement('button');
  item.textContent = 'Kudos for this message';
  item.onclick = () => {
    menu.remove();
    post('/workbench/shortcut', { user: me, callback_id: 'kudos_for_message', channel, message_ts: message.ts });
  };
  menu.append(item);
  event.currentTarget.parentElement.append(menu);
  setTimeout(() => document.addEventListener('click', () => menu.remove(), { once: true }), 0);
}

function renderHome() {
  const home = $('home');
  home.innerHTML = '';
  if (!state.home) {
    home.innerHTML = '<div class="empty">Opening the Home tab…</div>';
    return;
  }
  home.append(
    renderBlocks(state.home.blocks, { ...ctx(), onAction: (a) => post('/workbench/action', { user: me, surface: 'home', view_id: state.home.id, ...a }) }),
  );
}

let shownModal = null;
let shownErrors = '{}';
function renderModal() {
  const modal = state.modal;
  $('modal-backdrop').hidden = !modal;
  if (!modal) {
    shownModal = null;
    shownErrors = '{}';
    return;
  }
  const body = $('modal-body');
  const key = JSON.stringify([modal.id, modal.view]);
  if (key !== shownModal) {
    const sameModal = shownModal && JSON.parse(shownModal)[0] === modal.id;
    const typed = sameModal ? collectValues(body) : {};
    shownModal = key;
    renderView(body, modal);
    // views.update of the open modal keeps what was typed in inputs whose block and action IDs stay, as in Slack.
    applyValues(body, typed);
  }
  markErrors(body, modal.errors);
}

function renderView(body, modal) {
  const v = modal.view;
  $('modal-title').innerHTML = textOf(v.title, ctx());
  $('modal-submit').hidden = !v.submit;
  $('modal-submit').innerHTML = v.submit ? textOf(v.submit, ctx()) : '';
  $('modal-close').innerHTML = v.close ? textOf(v.close, ctx()) : 'Cancel';
  body.innerHTML = '';
  body.append(
    renderBlocks(v.blocks, {
      ...ctx(),
      onAction: (a) => post('/workbench/action', { user: me, surface: 'modal', view_id: modal.id, values: collectValues(body), ...a }),
    }),
  );
}

/** Errors marked in place, so what the person typed stays; new ones are scrolled into view, as Slack does. */
function markErrors(body, errors) {
  body.querySelectorAll('.bk-error').forEach((e) => e.remove());
  body.querySelectorAll('.bk-input').forEach((e) => e.classList.remove('has-error'));
  for (const [blockId, message] of Object.entries(errors)) {
    const input = body.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)?.closest('.bk-input');
    const error = Object.assign(document.createElement('div'), { className: 'bk-error', textContent: message });
    error.dataset.errorFor = blockId;
    error.setAttribute('role', 'alert');
    if (input) {
      input.classList.add('has-error');
      input.append(error);
    } else body.prepend(error);
  }
  if (JSON.stringify(errors) !== shownErrors) body.querySelector('.bk-error')?.scrollIntoView({ block: 'center' });
  shownErrors = JSON.stringify(errors);
}

function go(next) {
  place = next;
  if (state.me && place.kind === 'app' && appTab === 'home') post('/workbench/home', { user: me });
  render();
}

async function send() {
  const input = $('composer-input');
  const text = input.value.trim();
  if (!text || !state.me) return;
  input.value = '';
  pinToBottom = true;
  const channel = place.kind === 'app' ? state.appChannel : place.id;
  if (text.startsWith('/')) {
    if (!text.startsWith('/kudos')) return alert('This workspace only has the /kudos command.');
    await post('/workbench/command', { user: me, channel, text });
  } else await post('/workbench/message', { user: me, channel, text });
}

$('send').onclick = send;
$('composer-input').addEventListener('keydown', (e) => e.key === 'Enter' && send());
$('user-select').onchange = (e) => choose(e.target.value);
$('team-select').onchange = (e) => switchWorkspace(e.target.value);
$('chooser-filter').oninput = renderChooser;
$('open-app').onclick = () => go({ kind: 'app' });
for (const tab of document.querySelectorAll('[data-tab]'))
  tab.onclick = () => {
    appTab = tab.dataset.tab;
    go({ kind: 'app' });
  };
$('shortcuts-button').onclick = (e) => {
  e.stopPropagation();
  $('shortcuts-menu').hidden = !$('shortcuts-menu').hidden;
};
document.addEventListener('click', () => ($('shortcuts-menu').hidden = true));
for (const b of document.querySelectorAll('[data-shortcut]'))
  b.onclick = () => post('/workbench/shortcut', { user: me, callback_id: b.dataset.shortcut, ...(place.kind === 'channel' ? { channel: place.id } : {}) });
// As in Slack, the submit button waits for the app's answer: a double click submits once, and never the view that
// the answer replaced.
$('modal-submit').onclick = async (e) => {
  e.preventDefault();
  const button = $('modal-submit');
  if (button.disabled || !state.modal) return;
  button.disabled = true;
  try {
    await post('/workbench/submit', { user: me, view_id: state.modal.id, values: collectValues($('modal-body')) });
    await refresh();
  } finally {
    button.disabled = false;
  }
};
const close = (e) => {
  e.preventDefault();
  post('/workbench/close', { user: me, view_id: state.modal.id });
};
$('modal-close').onclick = close;
$('modal-x').onclick = close;
$('modal-body').onsubmit = (e) => e.preventDefault();

let pending = null;
const events = new EventSource('/workbench/events');
events.onmessage = () => {
  clearTimeout(pending);
  pending = setTimeout(refresh, 30);
};
// While `npm start` is stopped or restarting the page says so; the browser reconnects by itself, and the page then
// catches up on what it missed.
events.onerror = () => ($('offline').hidden = false);
events.onopen = () => {
  if ($('offline').hidden) return;
  $('offline').hidden = true;
  refresh();
};
// Emoji first, so the first screen already shows them; without the map shortcodes stay text.
fetch('/emoji.json')
  .then((r) => r.json())
  .then(useEmoji)
  .finally(() => closeLeftModals().then(refresh));
