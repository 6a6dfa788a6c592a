// An admin's CSV of dates (e-mail, birthday, start date), pasted or uploaded, read line by line: each good line becomes
// a row, each bad one (malformed CSV included) a problem naming its line and what is wrong; over 2,000 lines is refused whole.
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

/** The CSV library's refusals in the admin's words; any other is passed on as the library says it. */
const NOT_CSV: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote (") is opened and never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote (") inside a cell: quote the whole cell and double the quotes in it',
  CSV_INVALID_OPENING_QUOTE: 'a quote (") inside a cell: quote the whole cell and double the quotes in it',
};

/** One line's cells by the CSV library, or why the line is not CSV (an unclosed quote…). */
function cellsOf(text: string): string[] | { notCsv: string } {
  try {
    return (parse(text, { relax_column_count: true, trim: true }) as string[][])[0] ?? [];
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return { notCsv: NOT_CSV[code] ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/** Reads the pasted or uploaded text line by line (CRLF, LF or CR), so a malformed line is reported by its number
 *  and the others still count; an optional header line (`email,birthday,start date`) is skipped; blank lines are ignored. */
export function readImport(text: string, today: CalendarDate): ImportReading {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, t }))
    .filter((l) => l.t.trim());
  const first = lines[0] && cellsOf(lines[0].t);
  const body = Array.isArray(first) && HEADER.test(first[0] ?? '') ? lines.slice(1) : lines;
  if (body.length > MAX_IMPORT_LINES) return { refused: `${body.length} lines: an import takes ${MAX_IMPORT_LINES.toLocaleString('en')} at most; split it.` };
  const rows: ImportRow[] = [];
  const problems: LineProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, t } of body) {
    const cells = cellsOf(t);
    const read = Array.isArray(cells) ? readLine(cells, line, today) : { line, problem: `not CSV: ${cells.notCsv}` };
    if ('problem' in read) problems.push(read);
    else if (seen.has(read.email)) problems.push({ line, problem: `${read.email} is already on line ${seen.get(read.email)}` });
    else {
      seen.set(read.email, line);
      rows.push(read);
    }
  }
  return { rows, problems };
}
