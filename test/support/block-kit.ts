// Checks a message or view against Slack's Block Kit limits (slack-platform.md), returning every breach it finds.
type Json = Record<string, unknown>;

const textLength = (t: unknown) => (t && typeof t === 'object' && typeof (t as Json).text === 'string' ? ((t as Json).text as string).length : 0);

function checkElement(e: Json, at: string, problems: string[]) {
  if (e.type === 'button') {
    if (textLength(e.text) > 75) problems.push(`${at}: button text over 75`);
    if (typeof e.value === 'string' && e.value.length > 2000) problems.push(`${at}: button value over 2000`);
  }
  if (typeof e.action_id === 'string' && e.action_id.length > 255) problems.push(`${at}: action_id over 255`);
  const options = (e.options as Json[] | undefined) ?? [];
  if ((e.type === 'static_select' || e.type === 'multi_static_select') && options.length > 100) problems.push(`${at}: over 100 options`);
  if ((e.type === 'checkboxes' || e.type === 'radio_buttons') && options.length > 10) problems.push(`${at}: over 10 options`);
  options.forEach((o, i) => {
    if (textLength(o.text) > 75) problems.push(`${at}.options[${i}]: text over 75`);
    if (typeof o.value === 'string' && o.value.length > 75) problems.push(`${at}.options[${i}]: value over 75`);
  });
}

export function blockKitProblems(
  surface: { type?: string; blocks?: unknown[]; title?: unknown; submit?: unknown; close?: unknown; private_metadata?: unknown; callback_id?: unknown },
  kind: 'message' | 'modal' | 'home',
): string[] {
  const problems: string[] = [];
  const blocks = (surface.blocks ?? []) as Json[];
  const max = kind === 'message' ? 50 : 100;
  if (blocks.length > max) problems.push(`${blocks.length} blocks, over ${max}`);
  if (kind === 'message' && JSON.stringify(blocks).length > 13_000) problems.push('blocks over ~13k characters (msg_blocks_too_long)');
  if (kind === 'modal') {
    for (const key of ['title', 'submit', 'close'] as const) if (textLength(surface[key]) > 24) problems.push(`${key} over 24 characters`);
    if (!surface.title) problems.push('modal without title');
    if (blocks.some((b) => b.type === 'input') && !surface.submit) problems.push('input blocks but no submit');
  }
  if (typeof surface.private_metadata === 'string' && surface.private_metadata.length > 3000) problems.push('private_metadata over 3000');
  if (typeof surface.callback_id === 'string' && surface.callback_id.length > 255) problems.push('callback_id over 255');
  blocks.forEach((b, i) => {
    const at = `blocks[${i}]`;
    if (typeof b.block_id === 'string' && b.block_id.length > 255) problems.push(`${at}: block_id over 255`);
    if (b.type === 'section') {
      if (textLength(b.text) > 3000) problems.push(`${at}: section text over 3000`);
      const fields = (b.fields as Json[] | undefined) ?? [];
      if (fields.length > 10) problems.push(`${at}: over 10 fields`);
      fields.forEach((f, j) => textLength(f) > 2000 && problems.push(`${at}.fields[${j}]: over 2000`));
      if (b.accessory) checkElement(b.accessory as Json, `${at}.accessory`, problems);
    }
    if (b.type === 'header' && textLength(b.text) > 150) problems.push(`${at}: header over 150`);
    if (b.type === 'input') {
      if (textLength(b.label) > 2000) problems.push(`${at}: label over 2000`);
      if (textLength(b.hint) > 2000) problems.push(`${at}: hint over 2000`);
      checkElement(b.element as Json, `${at}.element`, problems);
    }
    if (b.type === 'actions') {
      const elements = (b.elements as Json[]) ?? [];
      if (elements.length > 25) problems.push(`${at}: over 25 elements`);
      elements.forEach((e, j) => checkElement(e, `${at}.elements[${j}]`, problems));
    }
  });
  return problems;
}
