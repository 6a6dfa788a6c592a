// Companies and their API keys: who a key belongs to, a company's defaults, and loading them from the seed.
import { hashApiKey } from '../api-keys.js';
import type { Stage } from '../scope.js';
import type { Sql } from './statements.js';

export type CompanyDefaults = { default_language: string; default_country: string };
export type Company = CompanyDefaults & { id: string; name: string };

export function companiesRepository(sql: Sql) {
  return {
    keyOwner: (key: string) =>
      sql('SELECT company_id, stage FROM api_key_hashes WHERE key_sha256 = ?').get(hashApiKey(key)) as { company_id: string; stage: Stage } | undefined,
    defaults: (companyId: string) => sql('SELECT default_language, default_country FROM companies WHERE id = ?').get(companyId) as CompanyDefaults,
    any: () => sql('SELECT 1 FROM companies LIMIT 1').get() !== undefined,
    insert: (c: Company) => {
      sql('INSERT INTO companies (id, name, default_language, default_country) VALUES (?, ?, ?, ?)').run(c.id, c.name, c.default_language, c.default_country);
    },
    /** Keeps the key's hash only. */
    insertKey: (key: string, companyId: string, stage: Stage) => {
      sql('INSERT INTO api_key_hashes (key_sha256, company_id, stage) VALUES (?, ?, ?)').run(hashApiKey(key), companyId, stage);
    },
  };
}
