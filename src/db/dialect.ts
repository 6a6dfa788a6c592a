// Which SQL database the app's store is on, read from STORE_URL: SQLite embedded (one instance), PostgreSQL in
// production (several). The few places where the two differ ask this rather than the driver.

export type DialectName = 'sqlite' | 'postgres';

/** The dialect a STORE_URL names, or undefined for anything else. */
export function dialectOf(storeUrl: string): DialectName | undefined {
  if (storeUrl.startsWith('sqlite://')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(storeUrl)) return 'postgres';
  return undefined;
}
