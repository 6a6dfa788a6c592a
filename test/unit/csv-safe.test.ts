// CSV exports never hand a spreadsheet a formula: text typed by people (a reward note, a name) starting with = + - @ is defused.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../src/slack/files/csv-file.js';
import { spreadsheetSafe } from '../../src/ui/csv-safe.js';

async function* rows<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

describe('CSV exports and formulas', () => {
  it('writeCsv prefixes text cells that a spreadsheet would run, and leaves numbers and plain text alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csv-safe-'));
    try {
      const path = join(dir, 'out.csv');
      const note = '=HYPERLINK("http://evil.example","L")';
      await writeCsv(
        path,
        ['note', 'amount', 'name'].map((key) => ({ key, header: key })),
        rows([
          { note, amount: -5, name: 'Tom' },
          { note: '@SUM(A1)', amount: 3, name: '+1 555' },
        ]),
      );
      const lines = (await readFile(path, 'utf8')).trim().split('\n');
      expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""L"")",-5,Tom`);
      expect(lines[2]).toBe("'@SUM(A1),3,'+1 555");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('spreadsheetSafe defuses each formula start, tab and carriage return included', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(spreadsheetSafe(`${start}x`)).toBe(`'${start}x`);
    expect(spreadsheetSafe('size M')).toBe('size M');
    expect(spreadsheetSafe('')).toBe('');
  });
});
