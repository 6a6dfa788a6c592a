// An admin's CSV of dates (e-mail, birthday, start date), pasted or uploaded, read line by line: each good line becomes
// a row, each bad one (malformed CSV included) a problem naming its line and what is wrong; over 2,000 lines is refused whole.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Translator } from '../../i18n/translator.js';
import { type Said, said } from '../../i18n/said.js';
import { type CalendarDate, type MonthDay, parseBirthday, parseStartDate } from './dates.js';

export const MAX_IMPORT_LINES = 2_000;

export type ImportRow = { line: number; email: string; birthday?: MonthDay; start?: CalendarDate };
/** `problem` is worded in the reader's language; a `detail` (the date's own refusal) fills its `{detail}`. */
export type LineProblem = { line: number; problem: Said; detail?: Said };
export type ImportReading = { rows: ImportRow[]; problems: LineProblem[] } | { refused: Said };

/** A line's problem in `t`'s language. */
export const lineProblemText = (t: Translator, p: Pick<LineProblem, 'problem' | 'detail'>) =>
  t.t(p.problem.key, { ...p.problem.values, ...(p.detail ? { detail: t.said(p.detail) } : {}) });

const EMAIL = z.string().email();
const HEADER = /^e-?mail$/i;

function readLine(cells: string[], line: number, today: CalendarDate): ImportRow | LineProblem {
  if (cells.length > 3) return { line, problem: said('celebrations.importTooManyColumns', { count: cells.length }) };
  const [emailCell = '', birthdayCell = '', startCell = ''] = cells.map((c) => c.trim());
  if (!EMAIL.safeParse(emailCell).success)
    return { line, problem: emailCell ? said('celebrations.importNotEmail', { text: emailCell }) : said('celebrations.importNoEmail') };
  if (!birthdayCell && !startCell) return { line, problem: said('celebrations.importNoDates', { email: emailCell }) };
  const row: ImportRow = { line, email: emailCell.toLowerCase() };
  if (birthdayCell) {
    const b = parseBirthday(birthdayCell);
    if (!b.ok) return { line, problem: said('celebrations.importBadBirthday', { email: emailCell }), detail: b.problem };
    row.birthday = b.value;
  }
  if (startCell) {
    const s = parseStartDate(startCell, today);
    if (!s.ok) return { line, problem: said('celebrations.importBadStart', { email: emailCell }), detail: s.problem };
    row.start = s.value;
  }
  return row;
}

/** The CSV library's refusals in the admin's words; any other is passed on as the library says it. */
const NOT_CSV: Record<string, Said> = {
  CSV_QUOTE_NOT_CLOSED: said('celebrations.importQuoteNotClosed'),
  CSV_INVALID_CLOSING_QUOTE: said('celebrations.importQuoteInside'),
  CSV_INVALID_OPENING_QUOTE: said('celebrations.importQuoteInside'),
};

/** One line's cells by the CSV library, or why the line is not CSV (an unclosed quote…). */
function cellsOf(text: string): string[] | { notCsv: Said } {
  try {
    return (parse(text, { relax_column_count: true, trim: true }) as string[][])[0] ?? [];
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return { notCsv: NOT_CSV[code] ?? said('celebrations.importNotCsvSaid', { said: error instanceof Error ? error.message : String(error) }) };
  }
}

/** Reads the pasted or uploaded text line by line (CRLF, LF or CR), so a malformed line is reported by its number
 *  and the others still count; an optional header line (`email,birthday,start date`, or its first column named as in
 *  `emailHeaders`, the reader's language) is skipped; blank lines are ignored. */
export function readImport(text: string, today: CalendarDate, emailHeaders: string[] = []): ImportReading {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ line: i + 1, t }))
    .filter((l) => l.t.trim());
  const first = lines[0] && cellsOf(lines[0].t);
  const named = (cell: string) => HEADER.test(cell) || emailHeaders.some((h) => h.toLocaleLowerCase() === cell.toLocaleLowerCase());
  const body = Array.isArray(first) && named(first[0] ?? '') ? lines.slice(1) : lines;
  if (body.length > MAX_IMPORT_LINES) return { refused: said('celebrations.importTooLong', { count: body.length, max: MAX_IMPORT_LINES }) };
  const rows: ImportRow[] = [];
  const problems: LineProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, t } of body) {
    const cells = cellsOf(t);
    const read = Array.isArray(cells) ? readLine(cells, line, today) : { line, problem: said('celebrations.importNotCsv'), detail: cells.notCsv };
    if ('problem' in read) problems.push(read);
    else if (seen.has(read.email)) problems.push({ line, problem: said('celebrations.importDuplicate', { email: read.email, first: seen.get(read.email)! }) });
    else {
      seen.set(read.email, line);
      rows.push(read);
    }
  }
  return { rows, problems };
}
