// Whole numbers in forms: the number_input that asks for one, and reading what was typed (digits only, within bounds).
import { plain } from './blocks.js';
export const wholeNumber = (raw: string | null | undefined, min: number, max: number): number | undefined => {
  const value = /^\s*\d+\s*$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
};

/** An input block asking for a whole number from `min` (to `max`, when given), its `hint` under it. */
export const wholeNumberInput = (blockId: string, label: string, value: number, bounds: { min: number; max?: number; hint?: string }) => ({
  type: 'input' as const,
  block_id: blockId,
  label: plain(label),
  ...(bounds.hint ? { hint: plain(bounds.hint) } : {}),
  element: {
    type: 'number_input' as const,
    action_id: 'value',
    is_decimal_allowed: false,
    min_value: String(bounds.min),
    ...(bounds.max !== undefined ? { max_value: String(bounds.max) } : {}),
    initial_value: String(value),
  },
});
