// What every string the service reads must be: Unicode text without control characters. Long text (a reason, a
// review's examples, a preset's prompts) may hold line breaks and tabs; nothing else below U+0020, no DEL, no C1
// controls, no lone UTF-16 surrogate (JSON's "\ud800" decodes to one; it is not a character and cannot be stored as UTF-8).
import { z } from 'zod';

export const CONTROL_IN_LONG_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const codePoint = (unit: number) => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How many characters a person sees in a text (grapheme clusters): JavaScript's length counts UTF-16 units, so one
 *  emoji counted as two (or more: 👩‍💻 is five). The app states its bounds the same way. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
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
