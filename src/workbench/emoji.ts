// Slack's emoji shortcodes for the page: a compact shortcode → code points map built at start from emoji-datasource,
// so the browser gets ~50 KB instead of the package's 1.3 MB.
import { emojiData } from '../ui/emoji.js';

/** `{"tada":"1F389","coin":"1FA99",…}` as JSON, every short name of every emoji (aliases included). */
export function emojiMapJson(): string {
  return JSON.stringify(Object.fromEntries(emojiData().flatMap((e) => e.short_names.map((name) => [name, e.unified]))));
}
