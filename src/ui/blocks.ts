// Small Block Kit builders shared by every feature's views, each keeping its text inside Slack's limits.
import type { ActionsBlock, Button, ContextBlock, DividerBlock, HeaderBlock, KnownBlock, PlainTextElement, SectionBlock } from '@slack/types';

export const LIMITS = { sectionText: 3000, header: 150, field: 2000, buttonText: 75, buttonValue: 2000, modalTitle: 24, contextText: 3000 } as const;

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Escapes text typed by people (or stored by the service) so it shows literally inside mrkdwn. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const plain = (text: string, max = 3000): PlainTextElement => ({ type: 'plain_text', text: truncate(text, max), emoji: true });

export const header = (text: string): HeaderBlock => ({ type: 'header', text: plain(text, LIMITS.header) });

export const section = (text: string, extra: Partial<SectionBlock> = {}): SectionBlock => ({
  type: 'section',
  text: { type: 'mrkdwn', text: truncate(text, LIMITS.sectionText) },
  ...extra,
});

/** Where `text` may be cut at or before `max` without splitting an entity (`&amp;`, `<@U1>`) or a surrogate pair. */
export function safeCut(text: string, max: number): number {
  let cut = Math.min(max, text.length);
  const amp = text.lastIndexOf('&', cut - 1);
  if (amp >= 0 && !text.slice(amp, cut).includes(';') && /^&[a-z#0-9]*;/i.test(text.slice(amp, amp + 10))) cut = amp;
  const lt = text.lastIndexOf('<', cut - 1);
  if (lt >= 0 && !text.slice(lt, cut).includes('>')) cut = lt;
  if (cut > 0 && /[\uD800-\uDBFF]/.test(text[cut - 1]!)) cut -= 1;
  return cut > 0 ? cut : Math.min(max, text.length);
}

/** Long mrkdwn as as many sections as it needs (Slack's 3,000 characters each), cut between lines: nothing is lost. A
 *  line longer than a section is cut where `safeCut` says. */
export function sections(text: string): SectionBlock[] {
  const out: SectionBlock[] = [];
  let rest = text;
  while (rest.length > LIMITS.sectionText) {
    const newline = rest.lastIndexOf('\n', LIMITS.sectionText);
    const cut = newline > 0 ? newline : safeCut(rest, LIMITS.sectionText);
    out.push(section(rest.slice(0, cut)));
    rest = rest.slice(newline > 0 ? cut + 1 : cut);
  }
  return [...out, section(rest)];
}

export const fields = (items: string[]): SectionBlock => ({
  type: 'section',
  fields: items.slice(0, 10).map((text) => ({ type: 'mrkdwn', text: truncate(text, LIMITS.field) })),
});

export const context = (text: string): ContextBlock => ({ type: 'context', elements: [{ type: 'mrkdwn', text: truncate(text, LIMITS.contextText) }] });

export const divider = (): DividerBlock => ({ type: 'divider' });

export const button = (text: string, actionId: string, value?: string, style?: 'primary' | 'danger'): Button => ({
  type: 'button',
  text: plain(text, LIMITS.buttonText),
  action_id: actionId,
  ...(value !== undefined ? { value: truncate(value, LIMITS.buttonValue) } : {}),
  ...(style ? { style } : {}),
});

/** The button with Slack's confirmation dialog before it acts (title ≤ 100, text ≤ 300, its buttons ≤ 30 characters). */
export const confirmed = (b: Button, dialog: { title: string; text: string; confirm: string; deny: string }): Button => ({
  ...b,
  confirm: {
    title: plain(dialog.title, 100),
    text: { type: 'mrkdwn', text: truncate(dialog.text, 300) },
    confirm: plain(dialog.confirm, 30),
    deny: plain(dialog.deny, 30),
    ...(b.style === 'danger' ? { style: 'danger' } : {}),
  },
});

export const actions = (elements: Button[], blockId?: string): ActionsBlock => ({
  type: 'actions',
  elements: elements.slice(0, 25),
  ...(blockId ? { block_id: blockId } : {}),
});

export type Blocks = KnownBlock[];

/** "▰▰▰▰▰▰▱▱▱▱ 62/100": a score as a bar that reads in any client. */
export function scoreBar(score: number, width = 10): string {
  const filled = Math.round((Math.max(0, Math.min(100, score)) / 100) * width);
  return `${'▰'.repeat(filled)}${'▱'.repeat(width - filled)} ${Math.round(score)}/100`;
}
