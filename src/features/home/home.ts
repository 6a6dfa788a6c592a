// The App Home tab's frame: a greeting, the buttons the features declared, then the sections they declared, in that
// order; the home feature knows none of them by name. Pure, in the person's words.
import type { HomeView, KnownBlock } from '@slack/types';
import type { HomeButton } from '../../slack/feature.js';
import type { Translator } from '../../i18n/translator.js';
import { type Blocks, actions, button, divider, header, section } from '../../ui/blocks.js';

/** A declared section as loaded: its blocks, and whether it sits flush under the part above it (no divider). */
export type RenderedSection = { blocks: KnownBlock[]; flush?: boolean | undefined };

export function homeView(t: Translator, { userId, buttons, sections }: { userId: string; buttons: HomeButton[]; sections: RenderedSection[] }): HomeView {
  const blocks: Blocks = [header(':sparkles: Kudos'), section(t.t('home.greeting', { userId }))];
  if (buttons.length) blocks.push(actions(buttons.map((b) => button(t.t(b.text), b.actionId, undefined, b.primary ? 'primary' : undefined))));
  for (const part of sections) if (part.blocks.length) blocks.push(...(part.flush ? [] : [divider()]), ...part.blocks);
  return { type: 'home', blocks: blocks.slice(0, 100) };
}
