// A message for the person who asked: text for notifications, blocks to show; a problem is one warning line.
import { type Blocks, section } from './blocks.js';

export type Message = { text: string; blocks: Blocks };

export const problemMessage = (text: string): Message => ({ text, blocks: [section(`:warning: ${text}`)] });
