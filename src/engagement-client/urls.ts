// The one place that knows the service's URL layout: {root}/{stage}/1/…, {root}/{stage}/api/v1/…, {root}/{stage}/townhall/….
export type Stage = 'prod' | 'dev';

export type Area = 'v1' | 'api' | 'townhall';

const PREFIX: Record<Area, string> = { v1: '1', api: 'api/v1', townhall: 'townhall' };

export function endpointUrl(root: string, stage: Stage, area: Area, path: string, query: Record<string, unknown> = {}): URL {
  const url = new URL(`${root.replace(/\/+$/, '')}/${stage}/${PREFIX[area]}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

/** A path segment holding an e-mail, URL-encoded as the spec asks. */
export const emailSegment = (email: string) => encodeURIComponent(email.trim());
