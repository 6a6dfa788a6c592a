// The engagement service's WAL checkpointer, run in a worker thread on a connection of its own (checkpointer.ts): copying
// the write-ahead log into the database file, and its fsync, never hold up a request on the service's thread.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.file);
db.pragma('synchronous = NORMAL');
let timer;

/** PASSIVE: copies what no reader still needs and never waits for the service's connection, which keeps writing. */
function checkpoint() {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ? error.message : error) });
  }
  timer = setTimeout(checkpoint, workerData.everyMs);
}

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
checkpoint();
