// The one place a filtered query becomes a page: its total and its rows, in two statements whatever the page size.
// Paging strategy (today LIMIT/OFFSET) changes here and nowhere else.
import type { Paging } from '../paging.js';
import type { Sql } from './statements.js';

export type Page<Row> = { rows: Row[]; total: number };

export type PageQuery = {
  /** `FROM … WHERE …` of the rows to page through. */
  from: string;
  params: unknown[];
  /** Order of the page; also the order `present` must keep. */
  orderBy: string;
  /** Columns of the paged rows (default `*`). */
  columns?: string;
  /** Wraps the page's SQL in a statement that joins what each row needs; it must keep `orderBy`. */
  present?: (page: string) => string;
};

export function readPage<Row>(sql: Sql, query: PageQuery, paging: Paging): Page<Row> {
  const { n: total } = sql(`SELECT count(*) AS n ${query.from}`).get(...query.params) as { n: number };
  const offset = (paging.page - 1) * paging.limit;
  if (offset >= total) return { rows: [], total };
  const page = `SELECT ${query.columns ?? '*'} ${query.from} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`;
  const text = query.present ? query.present(page) : page;
  return { rows: sql(text).all(...query.params, paging.limit, offset) as Row[], total };
}
