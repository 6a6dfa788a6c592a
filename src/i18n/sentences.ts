// Sentences of one message, each already worded, joined as their language joins them: a space after a Latin full
// stop, nothing after a Japanese one (。！？); the empty ones left out.
const FULL_WIDTH_END = /[。！？」』）]$/u;

export function sentences(...parts: (string | undefined | false)[]): string {
  const shown = parts.filter((p): p is string => Boolean(p));
  return shown.reduce((text, part) => (text === '' ? part : `${text}${FULL_WIDTH_END.test(text) ? '' : ' '}${part}`), '');
}
