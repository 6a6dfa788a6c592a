// A whole number typed into a form (a number_input's value, a text field): digits only, within bounds, else undefined.
export const wholeNumber = (raw: string | null | undefined, min: number, max: number): number | undefined => {
  const value = /^\s*\d+\s*$/.test(raw ?? '') ? Number(raw) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
};
