// Reads a rewards modal's submitted state: each block's one input (text, select, checkboxes, user, channel) by block id.
import { z } from 'zod';

const input = z
  .object({
    value: z.string().nullish(),
    selected_option: z.object({ value: z.string() }).nullish(),
    selected_options: z.array(z.object({ value: z.string() })).nullish(),
    selected_user: z.string().nullish(),
    selected_conversation: z.string().nullish(),
  })
  .loose();
const stateSchema = z.record(z.string(), z.record(z.string(), input));

export type FormValues = { text: (block: string) => string; choice: (block: string) => string | undefined; checked: (block: string) => string[] };

/** The form's values, or undefined when Slack sent a state of another shape. */
export function formValues(state: unknown): FormValues | undefined {
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success) return undefined;
  const first = (block: string) => Object.values(parsed.data[block] ?? {})[0];
  return {
    text: (block) => (first(block)?.value ?? '').trim(),
    choice: (block) => {
      const i = first(block);
      return i?.selected_option?.value ?? i?.selected_user ?? i?.selected_conversation ?? undefined;
    },
    checked: (block) => (first(block)?.selected_options ?? []).map((o) => o.value),
  };
}

/** A whole number typed in a text field (`1,000` and `1 000` read as 1000), or undefined. */
export function wholeNumber(text: string): number | undefined {
  // A typographic minus (−, as phones and word processors type it) is a minus.
  const clean = text.replace(/[\s,_]/g, '').replace(/^[\u2212\u2013]/, '-');
  return /^[+-]?\d{1,9}$/.test(clean) ? Number(clean) : undefined;
}
