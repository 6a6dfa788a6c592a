// The engagement client's public surface.
export { createEngagementClient, type EngagementClient, type EngagementClientOptions } from './client.js';
export * from './errors.js';
export * from './retry-policies.js';
export * from './schemas.js';
export { createDispatcher } from './transport.js';
export type { Stage } from './urls.js';
export * from './outcome.js';
