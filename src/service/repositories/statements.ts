// Prepared statements, one per SQL text and database: a repository names its SQL and gets the statement
// prepared the first time, then reused (better-sqlite3 does not cache them itself).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db.js';

export type Sql = (text: string) => Statement;

export function statementCache(db: Db): Sql {
  const cache = new Map<string, Statement>();
  return (text) => {
    let statement = cache.get(text);
    if (!statement) {
      statement = db.prepare(text);
      cache.set(text, statement);
    }
    return statement;
  };
}

/** `clauses` whose value is given, as SQL conditions and their parameters: filters with optional fields. */
export function activeFilters(clauses: [string, unknown][]): { conditions: string[]; params: unknown[] } {
  const active = clauses.filter(([, value]) => value !== undefined);
  return { conditions: active.map(([condition]) => condition), params: active.map(([, value]) => value) };
}
