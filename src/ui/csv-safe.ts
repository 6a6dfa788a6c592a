// Spreadsheet-safe CSV text: a cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading '.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it without running it: `=HYPERLINK(…)` becomes `'=HYPERLINK(…)`. */
export const spreadsheetSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** csv-stringify's option that passes every text cell (not numbers) through `spreadsheetSafe`. */
export const SAFE_CAST = { cast: { string: spreadsheetSafe } } as const;
