// How many characters a person sees in a text, for the bounds the app states in characters: JavaScript's length counts
// UTF-16 units, so one emoji counted as two (or more: 👩‍💻 is five), and a 75-character name with one was refused.
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function characterCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}
