// Messages between the instances sharing one PostgreSQL database (a cache entry dropped, so every instance drops it):
// NOTIFY on a channel, and LISTEN on a connection of its own that is opened again when it breaks. A message lost
// while that connection is down costs at most a cache entry's TTL.
import type pg from 'pg';

export type Bus = {
  publish: (message: string) => void;
  subscribe: (onMessage: (message: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

/** How long to wait before listening again after the listening connection broke. */
const RELISTEN_MS = 1_000;

export function postgresBus(pool: pg.Pool, channel: string, onError: (line: string) => void): Bus {
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Stops the connection listening now, if one is. */
  let unlistenCurrent: (() => Promise<void>) | undefined;

  const listen = async (onMessage: (message: string) => void): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    const release = (error?: Error): void => {
      if (released) return;
      released = true;
      client.release(error);
    };
    const unlisten = async (): Promise<void> => {
      await client.query(`UNLISTEN "${channel}"`).catch(() => {});
      release();
    };
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    client.on('error', (error) => {
      if (unlistenCurrent === unlisten) unlistenCurrent = undefined;
      release(error);
      if (closed) return;
      onError(`cache invalidation listener: ${error.message} (listening again)`);
      listenAgain(onMessage);
    });
    try {
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    if (closed) return unlisten();
    unlistenCurrent = unlisten;
  };

  /** Listens again after a pause, and keeps trying while the database is away. */
  const listenAgain = (onMessage: (message: string) => void): void => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (closed) return;
      listen(onMessage).catch((error: Error) => {
        onError(`cache invalidation listener: ${error.message} (trying again)`);
        listenAgain(onMessage);
      });
    }, RELISTEN_MS).unref();
  };

  return {
    publish: (message) => {
      pool.query('SELECT pg_notify($1, $2)', [channel, message]).catch((error: Error) => onError(`cache invalidation not sent: ${error.message}`));
    },
    subscribe: listen,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const unlisten = unlistenCurrent;
      unlistenCurrent = undefined;
      await unlisten?.();
    },
  };
}
