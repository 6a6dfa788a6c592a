// A message's reactions as Slack shows them — each emoji with its count, yours highlighted — and the button that adds :coin:.
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
  return bar;
}
