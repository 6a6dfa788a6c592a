// Block Kit and mrkdwn for the workbench page: renders what the app sends, collects modal input into Slack's
// view.state.values shape, and shows anything it cannot render as a visible warning box.

// Slack's emoji shortcodes (`:tada:`), from the map the workbench serves; a shortcode it does not know stays text,
// as a custom emoji's name would. A skin-tone suffix (`:+1::skin-tone-2:`) shows the plain emoji.
let emojiCodes = {};
export function useEmoji(map) {
  emojiCodes = map;
}
const SHORTCODE = /:([a-z0-9_+'-]+):(?::skin-tone-[2-6]:)?/g;
function emoji(match, name) {
  const unified = Object.hasOwn(emojiCodes, name) ? emojiCodes[name] : undefined;
  if (!unified) return match;
  return `<span class="emoji" title=":${name}:">${String.fromCodePoint(...unified.split('-').map((hex) => parseInt(hex, 16)))}</span>`;
}

const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeSlack = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function entity(inner, ctx) {
  const [target, label] = inner.split('|');
  if (target.startsWith('@')) return `<span class="mention">@${escapeHtml(ctx.userName(target.slice(1)) ?? label ?? target.slice(1))}</span>`;
  if (target.startsWith('!subteam^')) return `<span class="mention">${escapeHtml(label ?? `@${ctx.groupHandle(target.slice(9)) ?? 'group'}`)}</span>`;
  if (target.startsWith('#')) return `<span class="mention">#${escapeHtml(ctx.channelName(target.slice(1)) ?? label ?? target.slice(1))}</span>`;
  if (target.startsWith('!')) return `<span class="mention">@${escapeHtml(target.slice(1))}</span>`;
  if (target.startsWith('mailto:')) return `<a href="${escapeHtml(target)}">${escapeHtml(label ?? target.slice(7))}</a>`;
  return `<a href="${escapeHtml(target)}" target="_blank" rel="noreferrer">${escapeHtml(label ?? target)}</a>`;
}

function inline(text, ctx) {
  // Entities first (they may hold characters that look like formatting), then Slack's light formatting.
  const parts = [];
  const html = text.replace(/<([^<>]+)>/g, (_m, inner) => `\u0000${parts.push(entity(inner, ctx)) - 1}\u0000`);
  return escapeHtml(unescapeSlack(html))
    .replace(/`([^`\n]+)`/g, '<code>$1</code>')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=$|[\s).,!?:;])/g, '$1<b>$2</b>')
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s).,!?:;])/g, '$1<i>$2</i>')
    .replace(/(^|[\s(])~([^~\n]+)~(?=$|[\s).,!?:;])/g, '$1<s>$2</s>')
    .replace(SHORTCODE, emoji)
    .replace(/\u0000(\d+)\u0000/g, (_m, i) => parts[Number(i)]);
}

export function mrkdwn(text, ctx) {
  const blocks = String(text ?? '').split(/```/);
  return blocks
    .map((chunk, i) => {
      if (i % 2 === 1) return `<pre>${escapeHtml(unescapeSlack(chunk))}</pre>`;
      const lines = chunk.split('\n');
      const out = [];
      let quote = [];
      const flush = () => quote.length && out.push(`<blockquote>${quote.join('<br>')}</blockquote>`) && (quote = []);
      for (const line of lines) {
        if (/^(&gt;|>)\s?/.test(line)) quote.push(inline(line.replace(/^(&gt;|>)\s?/, ''), ctx));
        else {
          flush();
          out.push(inline(line, ctx));
        }
      }
      flush();
      return out
        .join('<br>')
        .replace(/<br><blockquote>/g, '<blockquote>')
        .replace(/<\/blockquote><br>/g, '</blockquote>');
    })
    .join('');
}

export const textOf = (t, ctx) =>
  !t ? '' : t.type === 'mrkdwn' ? mrkdwn(t.text, ctx) : t.emoji === false ? escapeHtml(t.text) : escapeHtml(t.text).replace(SHORTCODE, emoji);

const el = (tag, attrs = {}, html) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : v);
  if (html !== undefined) node.innerHTML = html;
  return node;
};

function warning(what) {
  return el('div', { class: 'bk-warning', role: 'alert' }, `⚠️ The workbench cannot render <code>${escapeHtml(what)}</code> yet.`);
}

function button(element, ctx, blockId) {
  const b = el('button', { class: `bk-button ${element.style ?? ''}`, 'data-action-id': element.action_id, type: 'button' }, textOf(element.text, ctx));
  const act = () => ctx.onAction({ action_id: element.action_id, block_id: blockId, value: element.value });
  b.addEventListener('click', () => (element.confirm ? confirmThen(element.confirm, ctx, act) : act()));
  return b;
}

/** A button's confirmation dialog, as Slack shows it: the action is sent only from its confirm button. */
function confirmThen(confirm, ctx, act) {
  const dialog = el('dialog', { class: 'bk-confirm' });
  const deny = el('button', { type: 'button', class: 'secondary' }, confirm.deny ? textOf(confirm.deny, ctx) : 'Cancel');
  const ok = el('button', { type: 'button', class: confirm.style === 'danger' ? 'danger' : 'primary' }, confirm.confirm ? textOf(confirm.confirm, ctx) : 'Yes');
  dialog.append(el('h3', {}, textOf(confirm.title, ctx)), el('p', {}, textOf(confirm.text, ctx)), el('footer'));
  dialog.lastChild.append(deny, ok);
  dialog.addEventListener('close', () => dialog.remove());
  deny.addEventListener('click', () => dialog.close());
  ok.addEventListener('click', () => {
    dialog.close();
    act();
  });
  document.body.append(dialog);
  dialog.showModal();
}

function image(e) {
  return el('img', { class: 'bk-image', src: e.image_url, alt: e.alt_text ?? '' });
}

function accessory(element, ctx, blockId) {
  if (element.type === 'button') return button(element, ctx, blockId);
  if (element.type === 'image') return image(element);
  if (element.type === 'static_select') return menu(element, ctx, blockId);
  return warning(`accessory ${element.type}`);
}

/** A menu beside a section (App Home's language): choosing an option acts at once, as in Slack. */
function menu(element, ctx, blockId) {
  const node = el('select', { class: 'bk-select', 'data-action-id': element.action_id });
  for (const o of element.options ?? []) node.append(Object.assign(el('option', { value: o.value }), { textContent: o.text?.text ?? o.value }));
  node.value = element.initial_option?.value ?? '';
  node.addEventListener('change', () => ctx.onAction({ action_id: element.action_id, block_id: blockId, selected: node.value }));
  return node;
}

const options = (opts, ctx) => (opts ?? []).map((o) => ({ value: o.value, html: textOf(o.text, ctx), text: o.text?.text ?? o.value }));

/** A file_input's uploaded files: kept on the node for collectValues, their names shown beside the picker. */
function showFiles(node, files) {
  node.dataset.files = JSON.stringify(files);
  node.querySelector('.bk-file-status').textContent = files.length ? `Uploaded: ${files.map((f) => f.name).join(', ')}` : '';
}

function inputElement(e, ctx, blockId) {
  const id = `in-${blockId}`;
  const common = { id, 'data-block-id': blockId, 'data-action-id': e.action_id, 'data-type': e.type };
  switch (e.type) {
    case 'plain_text_input': {
      // No maxlength: as in Slack, text past max_length (3,000 by default) is not cut; the submission is refused
      // under the field (the workbench's input-limits.ts).
      const node = e.multiline
        ? el('textarea', { ...common, rows: 4, placeholder: e.placeholder?.text })
        : el('input', { ...common, type: 'text', placeholder: e.placeholder?.text });
      node.value = e.initial_value ?? '';
      return node;
    }
    case 'number_input': {
      const node = el('input', { ...common, type: 'number', min: e.min_value, max: e.max_value, step: e.is_decimal_allowed ? 'any' : '1' });
      node.value = e.initial_value ?? '';
      return node;
    }
    case 'datepicker': {
      const node = el('input', { ...common, type: 'date' });
      node.value = e.initial_date ?? '';
      return node;
    }
    case 'users_select':
    case 'multi_users_select': {
      const multi = e.type === 'multi_users_select';
      const node = el('select', { ...common, multiple: multi, size: multi ? 6 : undefined });
      if (!multi) node.append(el('option', { value: '' }, '— choose —'));
      const initial = multi ? (e.initial_users ?? []) : [e.initial_user];
      for (const u of ctx.people()) node.append(el('option', { value: u.id, selected: initial.includes(u.id) }, escapeHtml(`${u.name} (@${u.handle})`)));
      return node;
    }
    case 'conversations_select':
    case 'channels_select': {
      const node = el('select', common);
      node.append(el('option', { value: '' }, '— none —'));
      const initial = e.initial_conversation ?? e.initial_channel ?? (e.default_to_current_conversation ? ctx.currentChannel?.() : undefined);
      for (const c of ctx.publicChannels()) node.append(el('option', { value: c.id, selected: c.id === initial }, `#${escapeHtml(c.name)}`));
      return node;
    }
    case 'static_select':
    case 'multi_static_select': {
      const multi = e.type === 'multi_static_select';
      const node = el('select', { ...common, multiple: multi, size: multi ? 5 : undefined });
      if (!multi) node.append(el('option', { value: '' }, '— choose —'));
      const initial = (multi ? (e.initial_options ?? []) : [e.initial_option]).filter(Boolean).map((o) => o.value);
      for (const o of options(e.options, ctx))
        node.append(el('option', { value: o.value, selected: initial.includes(o.value), 'data-text': o.text }, escapeHtml(o.text)));
      return node;
    }
    case 'radio_buttons':
    case 'checkboxes': {
      const node = el('div', { ...common, class: 'bk-choices', role: e.type === 'radio_buttons' ? 'radiogroup' : 'group' });
      const initial = (e.type === 'radio_buttons' ? [e.initial_option] : (e.initial_options ?? [])).filter(Boolean).map((o) => o.value);
      for (const o of options(e.options, ctx)) {
        const label = el('label', { class: 'bk-choice' });
        const input = el('input', {
          type: e.type === 'radio_buttons' ? 'radio' : 'checkbox',
          name: id,
          value: o.value,
          checked: initial.includes(o.value),
          'data-text': o.text,
        });
        label.append(input, el('span', {}, o.html));
        node.append(label);
      }
      return node;
    }
    case 'file_input': {
      // As in Slack, a picked file is uploaded at once; the modal's state then lists it (data-files).
      const node = el('div', { ...common, class: 'bk-file', 'data-files': '[]' });
      const picker = el('input', {
        type: 'file',
        id: `${id}-pick`,
        accept: (e.filetypes ?? []).map((t) => `.${t}`).join(',') || undefined,
        multiple: (e.max_files ?? 10) > 1,
      });
      const status = el('span', { class: 'bk-file-status' });
      picker.onchange = async () => {
        const picked = [];
        for (const file of picker.files) picked.push(await ctx.uploadFile(file));
        showFiles(node, picked.filter(Boolean));
      };
      node.append(picker, status);
      return node;
    }
    default:
      return warning(`input element ${e.type}`);
  }
}

export function renderBlocks(blocks, ctx) {
  const root = el('div', { class: 'bk' });
  for (const [i, b] of (blocks ?? []).entries()) {
    const blockId = b.block_id ?? `b${i}`;
    let node;
    switch (b.type) {
      case 'section': {
        node = el('div', { class: 'bk-section' });
        const body = el('div', { class: 'bk-section-body' });
        if (b.text) body.append(el('div', { class: 'bk-text' }, textOf(b.text, ctx)));
        if (b.fields) {
          const grid = el('div', { class: 'bk-fields' });
          for (const f of b.fields) grid.append(el('div', { class: 'bk-field' }, textOf(f, ctx)));
          body.append(grid);
        }
        node.append(body);
        if (b.accessory) node.append(accessory(b.accessory, ctx, blockId));
        break;
      }
      case 'header':
        node = el('h3', { class: 'bk-header' }, textOf(b.text, ctx));
        break;
      case 'divider':
        node = el('hr', { class: 'bk-divider' });
        break;
      case 'context':
        node = el('div', { class: 'bk-context' });
        for (const e of b.elements ?? []) node.append(e.type === 'image' ? image(e) : el('span', {}, textOf(e, ctx)));
        break;
      case 'image':
        node = el('figure', { class: 'bk-image-block' });
        if (b.title) node.append(el('figcaption', {}, textOf(b.title, ctx)));
        node.append(image(b));
        break;
      case 'actions':
        node = el('div', { class: 'bk-actions' });
        for (const e of b.elements ?? []) node.append(e.type === 'button' ? button(e, ctx, blockId) : warning(`actions element ${e.type}`));
        break;
      case 'input': {
        node = el('div', { class: 'bk-input' });
        node.append(
          el('label', { for: `in-${blockId}`, class: 'bk-label' }, `${textOf(b.label, ctx)}${b.optional ? ' <span class="optional">(optional)</span>' : ''}`),
        );
        const control = inputElement(b.element, ctx, blockId);
        // dispatch_action: Slack sends block_actions as soon as the value changes.
        if (b.dispatch_action) control.addEventListener('change', () => ctx.onAction({ action_id: b.element.action_id, block_id: blockId }));
        node.append(control);
        if (b.hint) node.append(el('div', { class: 'bk-hint' }, textOf(b.hint, ctx)));
        break;
      }
      default:
        node = warning(`${b.type} block`);
    }
    root.append(node);
  }
  return root;
}

/** view.state.values as Slack builds it from the modal's inputs. */
export function collectValues(root) {
  const values = {};
  for (const node of root.querySelectorAll('[data-block-id][data-type]')) {
    const { blockId, actionId, type } = node.dataset;
    const selected = () => [...node.selectedOptions].filter((o) => o.value);
    const checked = () => [...node.querySelectorAll('input:checked')];
    const option = (o) => ({ text: { type: 'plain_text', text: o.dataset.text ?? o.textContent }, value: o.value });
    let v;
    switch (type) {
      case 'plain_text_input':
      case 'number_input':
        v = { value: node.value === '' ? null : node.value };
        break;
      case 'datepicker':
        v = { selected_date: node.value || null };
        break;
      case 'users_select':
        v = { selected_user: node.value || null };
        break;
      case 'multi_users_select':
        v = { selected_users: selected().map((o) => o.value) };
        break;
      case 'conversations_select':
        v = { selected_conversation: node.value || null };
        break;
      case 'channels_select':
        v = { selected_channel: node.value || null };
        break;
      case 'static_select':
        v = { selected_option: selected()[0] ? option(selected()[0]) : null };
        break;
      case 'multi_static_select':
        v = { selected_options: selected().map(option) };
        break;
      case 'radio_buttons':
        v = { selected_option: checked()[0] ? option(checked()[0]) : null };
        break;
      case 'checkboxes':
        v = { selected_options: checked().map(option) };
        break;
      case 'file_input':
        v = { files: JSON.parse(node.dataset.files) };
        break;
      default:
        continue;
    }
    values[blockId] = { [actionId]: { type, ...v } };
  }
  return values;
}

/** Puts values collected from a view back into a re-rendered one, as Slack keeps input across views.update. */
export function applyValues(root, values) {
  for (const [blockId, actions] of Object.entries(values)) {
    for (const [actionId, v] of Object.entries(actions)) {
      const node = root.querySelector(`[data-block-id="${CSS.escape(blockId)}"][data-action-id="${CSS.escape(actionId)}"]`);
      if (!node) continue;
      const chosen = new Set(
        [
          v.selected_user,
          v.selected_conversation,
          v.selected_channel,
          v.selected_option?.value,
          ...(v.selected_users ?? []),
          ...(v.selected_options ?? []).map((o) => o.value),
        ].filter(Boolean),
      );
      if ('files' in v) showFiles(node, v.files ?? []);
      else if ('value' in v) node.value = v.value ?? '';
      else if ('selected_date' in v) node.value = v.selected_date ?? '';
      else if (node.tagName === 'SELECT') for (const o of node.options) o.selected = chosen.has(o.value);
      else for (const input of node.querySelectorAll('input')) input.checked = chosen.has(input.value);
    }
  }
}
