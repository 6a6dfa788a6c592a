// The one line an operator reads when STORE_URL's PostgreSQL cannot be used at start: which server (never the
// password), what went wrong in words, and what to check — instead of a driver's bare error code.
const CHECKS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: is PostgreSQL running there, and listening on that port?',
  ENOTFOUND: 'no such host: check the host name in STORE_URL',
  EAI_AGAIN: 'the host name could not be resolved just now: check DNS, or use an address',
  ETIMEDOUT: 'no answer: check the host, the port and any firewall between this instance and the server',
  EHOSTUNREACH: 'the host is unreachable from here: check the network path to the server',
  '28P01': 'the password was refused: check the user and password in STORE_URL',
  '28000': 'the server refused this user: check pg_hba.conf and the user in STORE_URL',
  '3D000': 'the database does not exist: create it (createdb) or fix its name in STORE_URL',
  '42501': 'the user may not create the tables: grant it CREATE on the database, or use its owner',
  '53300': 'the server has no connection left: raise max_connections or put PgBouncer in front',
};

/** The server STORE_URL names, as user@host:port/database. */
export function serverOf(storeUrl: string): string {
  try {
    const url = new URL(storeUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${user}${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname || '/'}`;
  } catch {
    return 'the server in STORE_URL';
  }
}

/** An Error whose message is that one line, when the failure is one of the known ones; otherwise the error as it is. */
export function connectFailure(storeUrl: string, error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  const check = typeof code === 'string' ? CHECKS[code] : undefined;
  if (!check) return error instanceof Error ? error : new Error(String(error));
  return new Error(`cannot use the PostgreSQL database at ${serverOf(storeUrl)} (STORE_URL): ${check}`);
}
