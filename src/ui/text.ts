// Slack's mrkdwn text both ways: read back as a person reads it (for the service and plain-text inputs), and quoted
// without pinging a crowd, and control characters found or removed. Escaping typed text for mrkdwn is `escapeText` in blocks.ts.
import { CONTROL_IN_LONG_TEXT, codePoint } from '../service/text-rules.js';

// An entity's label never holds `<` (Slack escapes it as `&lt;`), so each pattern stops at the next `<`: a label read
// up to the text's end instead, on text full of unclosed `<@U1|`, made every replace quadratic.

/** Text for the engagement service: Slack's escapes turned into what a person would read. */
export function readableText(slackText: string, names: (userId: string) => string | undefined = () => undefined): string {
  return slackText
    .replace(/<@([UW][A-Z0-9]+)(?:\|([^<>]*))?>/g, (_m, id: string, label?: string) => `@${names(id) ?? label ?? id}`)
    .replace(/<!subteam\^[A-Z0-9]+(?:\|@?([^<>]*))?>/g, (_m, handle?: string) => `@${handle ?? 'group'}`)
    .replace(/<#C[A-Z0-9]+(?:\|([^<>]*))?>/g, (_m, name?: string) => `#${name ?? 'channel'}`)
    .replace(/<mailto:[^|<>]+\|([^<>]*)>/g, '$1')
    .replace(/<(https?:[^|<>]+)\|([^<>]*)>/g, '$2 ($1)')
    .replace(/<(https?:[^<>]+)>/g, '$1')
    .replace(/<!(here|channel|everyone)(?:\|[^<>]*)?>/g, '@$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The first control character the service refuses in free text (CONTROL_IN_LONG_TEXT), as `U+0007`, or undefined. */
export function controlIn(text: string): string | undefined {
  const found = CONTROL_IN_LONG_TEXT.exec(text);
  return found ? codePoint(found[0].charCodeAt(0)) : undefined;
}

/** Quoted text nobody can edit, made sendable: a carriage return becomes a line break, other control characters go. */
export const withoutControls = (text: string) => text.replace(/\r\n?/g, '\n').replace(new RegExp(CONTROL_IN_LONG_TEXT.source, 'g'), '');

/** A reason never pings a crowd: @channel, @here, @everyone and user groups are shown as text, not as mentions. */
export function quietMentions(text: string): string {
  return text
    .replace(/<!(channel|here|everyone)(?:\|[^<>]*)?>/g, '@$1')
    .replace(/<!subteam\^[A-Z0-9]+(?:\|@?([^<>]*))?>/g, (_m, handle?: string) => `@${handle ?? 'group'}`);
}
