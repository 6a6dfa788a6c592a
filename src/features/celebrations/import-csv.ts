// An admin's pasted CSV of dates (e-mail, birthday, start date), read line by line: each good line becomes a row,
// each bad one a problem naming its line and what is wrong; more than 2,000 lines is refused whole.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { type CalendarDate, type MonthDay, parseBirthday, parseStartDate } from './dates.js';

export const MAX_IMPORT_LINES = 2_000;

export type ImportRow = { line: number; email: string; birthday?: MonthDay; start?: CalendarDate };
export type LineProblem = { line: number; problem: string };
export type ImportReading = { rows: ImportRow[]; problems: LineProblem[] } | { refused: string };

const EMAIL = z.string().email();
const HEADER = /^e-?mail$/i;

function readLine(cells: string[], line: number, today: CalendarDate): ImportRow | LineProblem {
  if (cells.length > 3) return { line, problem: `${cells.length} columns; expected 3: e-mail, birthday (MM-DD), start date (YYYY-MM-DD)` };
  const [emailCell = '', birthdayCell = '', startCell = ''] = cells.map((c) => c.trim());
  if (!EMAIL.safeParse(emailCell).success) return { line, problem: emailCell ? `“${emailCell}” is not an e-mail address` : 'no e-mail address' };
  if (!birthdayCell && !startCell) return { line, problem: `${emailCell}: neither a birthday nor a start date` };
  const row: ImportRow = { line, email: emailCell.toLowerCase() };
  if (birthdayCell) {
    const b = parseBirthday(birthdayCell);
    if (!b.ok) return { line, problem: `${emailCell}: birthday ${b.problem}` };
    row.birthday = b.value;
  }
  if (startCell) {
    const s = parseStartDate(startCell, today);
    if (!s.ok) return { line, problem: `${emailCell}: start date ${s.problem}` };
    row.start = s.value;
  }
  return row;
}

/** Reads the pasted text; an optional header line (`email,birthday,start date`) is skipped; blank lines are ignored. */
export function readImport(text: string, today: CalendarDate): ImportReading {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch (error) {
    return { refused: `The text is not CSV: ${error instanceof Error ? error.message : String(error)}` };
  }
  const lines = text.split(/\r?\n/);
  const start = records[0] && HEADER.test(records[0][0] ?? '') ? 1 : 0;
  if (records.length - start > MAX_IMPORT_LINES) return { refused: `${records.length - start} lines: an import takes ${MAX_IMPORT_LINES.toLocaleString('en')} at most; split it.` };
  const rows: ImportRow[] = [];
  const problems: LineProblem[] = [];
  const seen = new Map<string, number>();
  let cursor = 0;
  for (const [i, cells] of records.entries()) {
    // The line number as the admin sees it in what they pasted (blank lines counted).
    while (cursor < lines.length && !lines[cursor]!.trim()) cursor++;
    const line = ++cursor;
    if (i < start) continue;
    const read = readLine(cells, line, today);
    if ('problem' in read) problems.push(read);
    else if (seen.has(read.email)) problems.push({ line, problem: `${read.email} is already on line ${seen.get(read.email)}` });
    else {
      seen.set(read.email, line);
      rows.push(read);
    }
  }
  return { rows, problems };
}
