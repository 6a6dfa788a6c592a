// The one place a filtered query becomes a page. Page numbers stay exactly those of LIMIT/OFFSET, but reading page
// N+1 seeks from page N's last key (a keyset cursor) and the total is counted once: page after page costs the same at
// the end as at the start. Cursors and totals are kept per query and dropped the moment the database changes.
import type { Paging } from '../paging.js';
import type { Sql } from './statements.js';

export type Page<Row> = { rows: Row[]; total: number };

export type PageQuery = {
  /** `FROM … WHERE …` of the rows to page through. */
  from: string;
  params: unknown[];
  /** The order of the pages: expressions all ascending or all descending; together unique (end with an id).
   * `manyTies`: many rows share the first column (a day): SQLite's index then seeks a row value only by its first
   * column and walks the ties, so the seek is written as one branch per column, each a pure index range. */
  key: { columns: string[]; descending?: boolean; manyTies?: boolean };
  /** Columns of the paged rows (default `*`). */
  columns?: string;
  /** Wraps the page's SQL (aliased as the caller likes) in a statement joining what each row needs; it must keep
   * the key's order and pass the page's `_key` column through. */
  present?: (page: string) => string;
};

type Cursors = { token: string; total: number; ends: Map<number, unknown[]> };
type PagerState = { version: () => string; queries: Map<string, Cursors> };

/** Queries whose cursors are kept per database; the least recently read goes first. */
const MAX_QUERIES = 256;
const states = new WeakMap<Sql, PagerState>();

/** Any committed change, by this connection (total_changes) or another (data_version), changes the token. */
function stateOf(sql: Sql): PagerState {
  let state = states.get(sql);
  if (!state) {
    const statement = sql('SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version');
    state = {
      version: () => {
        const { changes, version } = statement.get() as { changes: number; version: number };
        return `${changes}:${version}`;
      },
      queries: new Map(),
    };
    states.set(sql, state);
  }
  return state;
}

function cursorsFor(sql: Sql, state: PagerState, id: string, query: PageQuery): Cursors {
  const token = state.version();
  let cursors = state.queries.get(id);
  state.queries.delete(id);
  if (!cursors || cursors.token !== token) {
    const { n } = sql(`SELECT count(*) AS n ${query.from}`).get(...query.params) as { n: number };
    cursors = { token, total: n, ends: new Map() };
  }
  state.queries.set(id, cursors);
  if (state.queries.size > MAX_QUERIES) state.queries.delete(state.queries.keys().next().value!);
  return cursors;
}

/** The nearest page before `page` whose last key is known (0: none, read from the start). */
function nearestEnd(ends: Map<number, unknown[]>, page: number): number {
  for (let p = page - 1; p > 0; p -= 1) if (ends.has(p)) return p;
  return 0;
}

export function readPage<Row>(sql: Sql, query: PageQuery, paging: Paging): Page<Row> {
  const { columns, descending } = query.key;
  const direction = descending ? 'DESC' : 'ASC';
  const state = stateOf(sql);
  const id = `${query.from}\u0000${columns.join(',')}${direction}\u0000${JSON.stringify(query.params)}\u0000${paging.limit}`;
  const cursors = cursorsFor(sql, state, id, query);
  if ((paging.page - 1) * paging.limit >= cursors.total) return { rows: [], total: cursors.total };

  const from = nearestEnd(cursors.ends, paging.page);
  const after = cursors.ends.get(from);
  const skip = (paging.page - 1 - from) * paging.limit;
  const [page, params] =
    after && query.key.manyTies ? branchedSeek(query, after, paging.limit + skip) : [pageSql(query, after), [...query.params, ...(after ?? [])]];
  const text = query.present ? query.present(page) : page;
  const raw = sql(text).all(...params, paging.limit, skip) as (Row & { _key: string })[];
  if (raw.length > 0) cursors.ends.set(paging.page, JSON.parse(raw[raw.length - 1]!._key) as unknown[]);
  return { rows: raw.map(({ _key, ...row }) => row as Row), total: cursors.total };
}

const orderOf = (key: PageQuery['key'], columns = key.columns) => columns.map((c) => `${c} ${key.descending ? 'DESC' : 'ASC'}`).join(', ');

/** The page's SELECT: after the cursor when there is one (a row-value comparison), in key order, LIMIT ? OFFSET ?. */
function pageSql(query: PageQuery, after: unknown[] | undefined): string {
  const { columns, descending } = query.key;
  const seek = after ? ` AND (${columns.join(', ')}) ${descending ? '<' : '>'} (${columns.map(() => '?').join(', ')})` : '';
  return `SELECT ${query.columns ?? '*'}, json_array(${columns.join(', ')}) AS _key ${query.from}${seek}
    ORDER BY ${orderOf(query.key)} LIMIT ? OFFSET ?`;
}

/** The rows after the cursor as a union of index ranges — (a = ? AND b > ?) then (a > ?) — each read no further
 * than the page needs (`reach` rows), merged in key order; its own LIMIT ? OFFSET ? comes last. */
function branchedSeek(query: PageQuery, after: unknown[], reach: number): [string, unknown[]] {
  const { columns, descending } = query.key;
  const keyed = columns.map((c, i) => `${c} AS _o${i}`).join(', ');
  const branches = columns.map((column, i) => {
    const equal = columns
      .slice(0, i)
      .map((c) => ` AND ${c} = ?`)
      .join('');
    return `SELECT * FROM (SELECT ${query.columns ?? '*'}, json_array(${columns.join(', ')}) AS _key, ${keyed} ${query.from}${equal}
      AND ${column} ${descending ? '<' : '>'} ? ORDER BY ${orderOf(query.key)} LIMIT ?)`;
  });
  const params = columns.flatMap((_, i) => [...query.params, ...after.slice(0, i + 1), reach]);
  const outer = orderOf(
    query.key,
    columns.map((_, i) => `_o${i}`),
  );
  return [`SELECT * FROM (${branches.join(' UNION ALL ')}) ORDER BY ${outer} LIMIT ? OFFSET ?`, params];
}
