// A message's reactions as Slack shows them — each emoji with its count, yours highlighted, a click adds yours — the
// button that adds :coin: (the default giving emoji), and a picker for any other emoji (a custom giving emoji too).
import { mrkdwn } from '/blocks.js';

const emoji = (name) => mrkdwn(`:${name}:`, {});

export function reactionBar(message, me, onReact) {
  const bar = document.createElement('div');
  bar.className = 'reactions';
  for (const r of message.reactions ?? []) {
    const pill = document.createElement('span');
    pill.className = `reaction ${r.users.includes(me) ? 'mine' : ''}`;
    pill.dataset.reaction = r.name;
    pill.title = `:${r.name}:`;
    pill.innerHTML = `${emoji(r.name)} <b>${r.users.length}</b>`;
    if (me && !r.users.includes(me)) {
      pill.setAttribute('role', 'button');
      pill.tabIndex = 0;
      pill.onclick = () => onReact(r.name);
    }
    bar.append(pill);
  }
  const add = document.createElement('button');
  add.className = 'react';
  add.title = 'React with :coin:';
  add.setAttribute('aria-label', 'React with :coin:');
  add.innerHTML = `${emoji('coin')}+`;
  add.disabled = !me || (message.reactions ?? []).some((r) => r.name === 'coin' && r.users.includes(me));
  add.onclick = () => onReact('coin');
  bar.append(add);
  bar.append(otherEmoji(me, onReact));
  return bar;
}

const FREQUENT = ['taco', 'tada', 'heart', '+1', 'raised_hands', 'rocket'];

/** "React with another emoji": a few frequent ones, or any name typed (custom emoji included). */
function otherEmoji(me, onReact) {
  const wrap = document.createElement('span');
  wrap.className = 'react-other';
  const open = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'react-more',
    title: 'React with another emoji',
    textContent: '☺+',
  });
  open.setAttribute('aria-label', 'React with another emoji');
  open.disabled = !me;
  const picker = document.createElement('span');
  picker.className = 'reaction-picker';
  picker.hidden = true;
  for (const name of FREQUENT) {
    const b = Object.assign(document.createElement('button'), { type: 'button', title: `:${name}:` });
    b.dataset.emoji = name;
    b.innerHTML = emoji(name);
    b.onclick = () => onReact(name);
    picker.append(b);
  }
  const typed = Object.assign(document.createElement('input'), { type: 'text', placeholder: 'emoji name', size: 10 });
  typed.setAttribute('aria-label', 'Emoji name');
  typed.onkeydown = (e) => {
    const name = typed.value.trim().replace(/^:|:$/g, '').toLowerCase();
    if (e.key === 'Enter' && /^[a-z0-9_+'-]{1,60}$/.test(name)) onReact(name);
  };
  picker.append(typed);
  open.onclick = () => {
    picker.hidden = !picker.hidden;
    if (!picker.hidden) typed.focus();
  };
  wrap.append(open, picker);
  return wrap;
}
