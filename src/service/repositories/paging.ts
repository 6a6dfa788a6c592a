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
  /** The order of the pages: expressions all ascending or all descending; together unique (end with an id). */
  key: { columns: string[]; descending?: boolean };
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
  const seek = after ? ` AND (${columns.join(', ')}) ${descending ? '<' : '>'} (${columns.map(() => '?').join(', ')})` : '';
  const page = `SELECT ${query.columns ?? '*'}, json_array(${columns.join(', ')}) AS _key ${query.from}${seek}
    ORDER BY ${columns.map((c) => `${c} ${direction}`).join(', ')} LIMIT ? OFFSET ?`;
  const text = query.present ? query.present(page) : page;
  const raw = sql(text).all(...query.params, ...(after ?? []), paging.limit, (paging.page - 1 - from) * paging.limit) as (Row & { _key: string })[];
  if (raw.length > 0) cursors.ends.set(paging.page, JSON.parse(raw[raw.length - 1]!._key) as unknown[]);
  return { rows: raw.map(({ _key, ...row }) => row as Row), total: cursors.total };
}
