// Acknowledged gives after a SIGKILL on PostgreSQL: another instance running all along takes over (the suite:
// kept-gives.ts).
import { noPostgres, useFreshDatabases } from '../support/postgres.js';
import { describeKeptGives } from './kept-gives.js';

const freshStore = useFreshDatabases();
describeKeptGives({ name: 'PostgreSQL (another instance takes over)', store: () => freshStore('kept-gives'), skip: noPostgres, standby: true });
