// Slack's emoji shortcodes from emoji-datasource (the data Slack's own shortcodes come from): read once, lazily, for
// the workbench's rendering and for turning an emoji character someone typed (🌮) into its shortcode (`taco`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

const EmojiData = z.array(
  z.object({
    unified: z.string().regex(/^[0-9A-F]{4,6}(-[0-9A-F]{4,6})*$/),
    non_qualified: z.string().nullish(),
    short_names: z.array(z.string().min(1)),
  }),
);
export type Emoji = z.infer<typeof EmojiData>[number];

let loaded: Emoji[] | undefined;

export function emojiData(): Emoji[] {
  loaded ??= EmojiData.parse(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('emoji-datasource/emoji.json'), 'utf8')));
  return loaded;
}

const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join('-');

let byCodePoints: Map<string, string> | undefined;

/** `🌮` → `taco`; also without the variation selector (`❤` as `❤️`). Not one emoji → undefined. */
export function shortcodeOf(typed: string): string | undefined {
  byCodePoints ??= new Map(
    emojiData().flatMap((e) => [[e.unified, e.short_names[0]!] as const, ...(e.non_qualified ? [[e.non_qualified, e.short_names[0]!] as const] : [])]),
  );
  return byCodePoints.get(codePoints(typed)) ?? byCodePoints.get(codePoints(typed.replace(/\uFE0F/g, '')));
}
