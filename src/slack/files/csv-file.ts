// Writes rows to a CSV file through csv-stringify as they arrive, honouring backpressure, so memory stays flat. Each
// column is a row's field (`key`) under the header its reader reads (`header`, in their language).
import { stringify } from 'csv-stringify';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { SAFE_CAST } from '../../ui/csv-safe.js';

export async function writeCsv(
  path: string,
  columns: { key: string; header: string }[],
  rows: AsyncIterable<object>,
  onRow: (count: number) => void = () => {},
): Promise<number> {
  const csv = stringify({ header: true, columns, ...SAFE_CAST });
  const done = pipeline(csv, createWriteStream(path));
  let count = 0;
  try {
    for await (const row of rows) {
      if (!csv.write(row)) await once(csv, 'drain');
      onRow(++count);
    }
    csv.end();
  } catch (error) {
    csv.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  await done;
  return count;
}
