// What every string the service reads must be: Unicode text without control characters. Long text (a reason, a
// review's examples, a preset's prompts) may hold line breaks and tabs; nothing else below U+0020, no DEL, no C1
// controls, no lone UTF-16 surrogate (JSON's "\ud800" decodes to one; it is not a character and cannot be stored as UTF-8).
import { z } from 'zod';

export const CONTROL_IN_LONG_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const codePoint = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Printable ASCII, tab and line feed: between two of them there is always a grapheme break (UAX #29: none of them
 *  extends, joins or prepends; CR is left out, it joins a following LF), so a run of them needs no segmenter. */
const isPlain = (unit: number) => (unit >= 0x20 && unit < 0x7f) || unit === 0x09 || unit === 0x0a;
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** V8's Intl.Segmenter (Node 20) spends time in proportion to the whole string on every segment it yields: counting a
 *  32,000-character text in one go took 350 ms, 100,000 about 3.4 s. It is only ever given windows this long. */
const WINDOW = 128;

/** The clusters of text[start, end), where start and end are cluster boundaries. Each window starts on a boundary; its
 *  last segment may be cut short by the window's end, so it is counted again from where it starts. A boundary depends
 *  only on what comes before it and the code point after it, so the others are the whole text's boundaries. */
function clustersIn(text: string, start: number, end: number): number {
  let count = 0;
  let at = start;
  let size = WINDOW;
  while (end - at > size) {
    const cut = at + size - (isHighSurrogate(text.charCodeAt(at + size - 1)) ? 1 : 0);
    // A window grown past one long cluster (a letter under a thousand accents) is only asked where that cluster ends.
    const wanted = size === WINDOW ? Infinity : 2;
    let seen = 0;
    let last = 0;
    for (const { index } of graphemes.segment(text.slice(at, cut))) {
      last = index;
      if (++seen === wanted) break;
    }
    if (seen > 1) {
      count += seen - 1;
      at += last;
      size = WINDOW;
    } else size *= 2;
  }
  for (const _ of graphemes.segment(text.slice(at, end))) count++;
  return count;
}

/** A run of plain units at least this long is counted unit by unit; a shorter one is left to the segmenter with the
 *  text around it (one segmenter call for every accented letter of a French sentence cost more than it saved). */
const PLAIN_RUN_MIN = 16;

/** How many characters a person sees in a text (grapheme clusters): JavaScript's length counts UTF-16 units, so one
 *  emoji counted as two (or more: 👩‍💻 is five). The app states its bounds the same way. Linear in the text's length:
 *  long runs of plain ASCII are counted unit by unit (each unit inside a run is a cluster; its first may belong to the
 *  cluster before it), everything else by the segmenter in windows (clustersIn). */
export function characterCount(text: string): number {
  let count = 0;
  let from = 0; // a cluster boundary: everything before it is counted
  for (let i = 0; i < text.length; ) {
    if (!isPlain(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isPlain(text.charCodeAt(j))) j++;
    const head = () => (from === i ? 1 : clustersIn(text, from, i + 1));
    if (j === text.length) return count + head() + (j - i - 1);
    if (j - i >= PLAIN_RUN_MIN) {
      // The run's last unit may start a cluster with what follows it (`e` and a combining accent).
      count += head() + (j - i - 2);
      from = j - 1;
    }
    i = j;
  }
  return from < text.length ? count + clustersIn(text, from, text.length) : count;
}

/** The widest character people write is an emoji sequence of 15 UTF-16 units (👩🏻‍❤️‍💋‍👨🏼): a text of more than this many
 *  units a character is over its limit whatever it holds, and is refused without being counted. */
const UNITS_PER_CHARACTER_MAX = 16;

/** A text measured against a limit in characters: undefined when within it, its length in characters when over, or
 *  'far', uncounted, when it is longer than `max` characters can be. */
export function charactersOver(text: string, max: number): number | 'far' | undefined {
  if (text.length > max * UNITS_PER_CHARACTER_MAX) return 'far';
  const count = characterCount(text);
  return count > max ? count : undefined;
}

/** Why `value` is not text the service keeps, or undefined when it is. Positions count UTF-16 units from 1. */
export function textProblem(value: string, long: boolean): string | undefined {
  const surrogate = LONE_SURROGATE.exec(value);
  if (surrogate) return `holds a lone surrogate (${codePoint(surrogate[0].charCodeAt(0))} at character ${surrogate.index + 1}), which is not Unicode text`;
  const control = (long ? CONTROL_IN_LONG_TEXT : CONTROL).exec(value);
  if (!control) return undefined;
  const allowed = long ? '; only line breaks and tabs are allowed' : '';
  return `must not hold control characters (${codePoint(control[0].charCodeAt(0))} at character ${control.index + 1})${allowed}`;
}

type StringParams = Parameters<typeof z.string>[0];

const checked = (long: boolean, params?: StringParams) =>
  z.string(params).superRefine((value, ctx) => {
    const problem = textProblem(value, long);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
  });

/** A one-line string field: a name, an e-mail, an ID, a filter. Checked before any trim, so nothing is hidden by it. */
export const text = (params?: StringParams) => checked(false, params);
/** Free text a person writes: line breaks and tabs allowed. */
export const longText = (params?: StringParams) => checked(true, params);

/** A path whose decoded text holds a control character names nothing the service has. */
export const hasControl = (value: string) => CONTROL.test(value);
