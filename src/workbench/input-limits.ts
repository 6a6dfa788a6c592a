// What Slack's client checks before it sends a view_submission at all: a plain_text_input's text within its
// max_length (3,000 characters when the app sets none: Slack's cap) and a file_input's files within max_files.
const PLAIN_TEXT_MAX = 3000;
const FILES_MAX = 10;

type Element = { type?: string; action_id?: string; max_length?: number; max_files?: number };
type Block = { type?: string; block_id?: string; element?: Element };
type Typed = { value?: string | null; files?: unknown[] };

/** The errors Slack shows under the inputs that break their limits (keyed by block_id, as an app's errors are). */
export function inputLimitErrors(blocks: unknown[], values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const b of blocks as Block[]) {
    if (b.type !== 'input' || !b.block_id || !b.element) continue;
    const typed = (values[b.block_id] as Record<string, Typed> | undefined)?.[b.element.action_id ?? ''];
    if (b.element.type === 'plain_text_input') {
      const length = [...(typed?.value ?? '')].length;
      const max = b.element.max_length ?? PLAIN_TEXT_MAX;
      if (length > max) errors[b.block_id] = `Must be ${max.toLocaleString('en')} characters or fewer (this is ${length.toLocaleString('en')}).`;
    }
    if (b.element.type === 'file_input' && (typed?.files?.length ?? 0) > (b.element.max_files ?? FILES_MAX))
      errors[b.block_id] = `At most ${b.element.max_files ?? FILES_MAX} files.`;
  }
  return errors;
}
