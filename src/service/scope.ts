// Who is calling: the company and stage an API key belongs to; every query in the service is filtered by it.
import type { Db } from './db.js';
import { ServiceError } from './errors.js';

export type Stage = 'prod' | 'dev';
export type Scope = { stage: Stage; companyId: string };

export function isStage(value: string): value is Stage {
  return value === 'prod' || value === 'dev';
}

export function resolveScope(db: Db, stage: Stage, apiKey: string | undefined): Scope {
  if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'Missing x-api-key header.');
  const row = db.prepare('SELECT company_id, stage FROM api_keys WHERE key = ?').get(apiKey) as
    | { company_id: string; stage: Stage }
    | undefined;
  if (!row) throw new ServiceError(401, 'UNAUTHORIZED', 'The API key is not valid.');
  if (row.stage !== stage)
    throw new ServiceError(403, 'WRONG_STAGE', `This API key belongs to the ${row.stage} stage; it cannot be used on ${stage}.`);
  return { stage, companyId: row.company_id };
}
