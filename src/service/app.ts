// The service as an Express app: request logging, the checks every request passes (path, stage, key, body), the
// routes, and the one error handler that gives every failure the design's body.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ServiceError } from './errors.js';
import type { ImportRateLimiter } from './rate-limit.js';
import type { Repositories } from './repositories/index.js';
import { BODY_LIMIT, clientErrorOf, parseQuery, rejectUndecodablePath, requireJsonBody, requireUtf8 } from './request-guards.js';
import { registerRoutes } from './routes.js';
import { isStage, resolveScope } from './scope.js';

export type ServiceDeps = { repos: Repositories; importLimiter: ImportRateLimiter; log: (line: string) => void; now: () => Date };

export function createServiceApp({ repos, importLimiter, log, now }: ServiceDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', parseQuery);

  app.use((req, res, next) => {
    const started = performance.now();
    res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`));
    next();
  });

  app.use(rejectUndecodablePath);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const stage = express.Router({ mergeParams: true });
  app.use('/:stage', stage);

  stage.use((req, res, next) => {
    const name = (req.params as { stage: string }).stage;
    if (!isStage(name)) throw new ServiceError(404, 'NOT_FOUND', `Unknown stage "${name}"; use prod or dev.`);
    res.locals.scope = resolveScope(repos.companies.keyOwner, name, req.header('x-api-key'));
    next();
  });
  // The key is checked first; only then is the body read, and only a POST has one.
  const jsonBody = express.json({ limit: BODY_LIMIT, strict: false, verify: requireUtf8 });
  stage.post('/*path', requireJsonBody, jsonBody);

  registerRoutes(stage, { repos, importLimiter, now });

  app.use((req, _res, next) => next(new ServiceError(404, 'NOT_FOUND', `No endpoint ${req.method} ${req.path}.`)));

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const known = clientErrorOf(error);
    if (!known) log(`internal error: ${(error as Error).stack ?? String(error)}`);
    const reply = known ?? new ServiceError(500, 'INTERNAL_ERROR', 'The service failed unexpectedly.');
    res
      .status(reply.status)
      .set(reply.headers ?? {})
      .json(reply.toBody());
  });

  return app;
}
