// Who is calling: the company and stage an API key belongs to; every query in the service is filtered by it.
import { ServiceError } from './errors.js';

export type Stage = 'prod' | 'dev';
export type Scope = { stage: Stage; companyId: string };
/** Who an API key belongs to (the companies repository answers it). */
export type KeyOwner = (apiKey: string) => { company_id: string; stage: Stage } | undefined;

export function isStage(value: string): value is Stage {
  return value === 'prod' || value === 'dev';
}

export function resolveScope(keyOwner: KeyOwner, stage: Stage, apiKey: string | undefined): Scope {
  if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'Missing x-api-key header.');
  const owner = keyOwner(apiKey);
  if (!owner) throw new ServiceError(401, 'UNAUTHORIZED', 'The API key is not valid.');
  if (owner.stage !== stage) throw new ServiceError(403, 'WRONG_STAGE', `This API key belongs to the ${owner.stage} stage; it cannot be used on ${stage}.`);
  return { stage, companyId: owner.company_id };
}
