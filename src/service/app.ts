// The service's HTTP routes: stage and key checks, input parsing, and one handler per endpoint of the spec.
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Db } from './db.js';
import { ServiceError, validationError } from './errors.js';
import { importBodySchema, importMembers } from './member-import.js';
import { memberProfile, memberRecord, requireMember } from './members.js';
import { pagingQuery } from './paging.js';
import { BODY_LIMIT, clientErrorOf, parseQuery, rejectUndecodablePath, requireJsonBody } from './request-guards.js';
import { boostsBodySchema, feedbackQuerySchema, fileBoosts, listFeedback, presetSchema, savePreset } from './performance.js';
import type { ImportRateLimiter } from './rate-limit.js';
import { createRecognition, listRecognitions, recognitionBodySchema } from './recognition.js';
import { type Scope, isStage, resolveScope } from './scope.js';
import { listQuestions, listResponses, questionsQuerySchema, responsesQuerySchema } from './survey.js';
import { townhallBodySchema, townhallContent } from './townhall.js';
import { parseRequest } from './validation.js';

export type ServiceDeps = { db: Db; importLimiter: ImportRateLimiter; log: (line: string) => void };

const parse = <S extends z.ZodType>(schema: S, value: unknown, what: string) =>
  parseRequest(schema, value, what, what === 'query' ? 'query' : 'body');

const scopeOf = (res: Response) => res.locals.scope as Scope;
const pagingSchema = z.object(pagingQuery);

export function createServiceApp({ db, importLimiter, log }: ServiceDeps): express.Express {
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
    res.locals.scope = resolveScope(db, name, req.header('x-api-key'));
    next();
  });
  // The key is checked first; only then is the body read, and only a POST has one.
  const jsonBody = express.json({ limit: BODY_LIMIT, strict: false });
  stage.post('/*path', requireJsonBody, jsonBody);

  stage.get('/1/members', (req, res) => {
    const { email } = parse(z.object({ email: z.string().trim().min(1) }), req.query, 'query');
    res.json({ statusCode: 200, message: 'success', member: memberRecord(requireMember(db, scopeOf(res), email)) });
  });

  stage.get('/api/v1/users/:email/profile', (req, res) => {
    const query = parse(
      z.object({
        include_personal_context: z.enum(['true', 'false']).default('true'),
        context_limit: z.coerce.number().int().min(1).max(50).default(10),
      }),
      req.query,
      'query',
    );
    const member = requireMember(db, scopeOf(res), req.params.email as string);
    res.json(memberProfile(member, query.include_personal_context === 'true', query.context_limit));
  });

  stage.post('/api/v1/members', (req, res) => {
    const scope = scopeOf(res);
    const rateLimit = importLimiter.take(scope);
    try {
      res.json({ ...importMembers(db, scope, parse(importBodySchema, req.body, 'import request')), rate_limit: rateLimit });
    } catch (error) {
      if (error instanceof ServiceError) throw new ServiceError(error.status, error.errorCode, error.message, error.errors, { rate_limit: rateLimit });
      throw error;
    }
  });

  stage.post('/1/recognition/:email', (req, res) => {
    res.json(createRecognition(db, scopeOf(res), req.params.email as string, parse(recognitionBodySchema, req.body, 'recognition')));
  });

  stage.get('/1/recognition', (req, res) => {
    const query = parse(
      z.object({ email: z.string().trim().min(1).optional(), team_name: z.string().trim().min(1).optional(), ...pagingQuery }),
      req.query,
      'query',
    );
    const filter = query.email ? { email: query.email } : query.team_name ? { team_name: query.team_name } : null;
    if (!filter) throw validationError('Invalid query: email or team_name is required');
    res.json(listRecognitions(db, scopeOf(res), filter, query));
  });

  stage.get('/1/recognition/recipient/:email', (req, res) => {
    res.json(listRecognitions(db, scopeOf(res), { email: req.params.email as string }, parse(pagingSchema, req.query, 'query')));
  });

  stage.get('/1/questions', (req, res) => {
    res.json(listQuestions(db, scopeOf(res), parse(questionsQuerySchema, req.query, 'query')));
  });

  stage.get('/1/responses', (req, res) => {
    res.json(listResponses(db, scopeOf(res), parse(responsesQuerySchema, req.query, 'query')));
  });

  stage.post('/api/v1/performance-boosts', (req, res) => {
    res.json(fileBoosts(db, scopeOf(res), parse(boostsBodySchema, req.body, 'review request')));
  });

  stage.post('/api/v1/performance-preset', (req, res) => {
    res.json(savePreset(db, scopeOf(res), parse(presetSchema, req.body, 'preset')));
  });

  stage.get('/1/performance_feedback', (req, res) => {
    const scope = scopeOf(res);
    res.json(listFeedback(db, scope, parse(feedbackQuerySchema, req.query, 'query'), parse(pagingSchema, req.query, 'query')));
  });

  stage.post('/townhall/content', (req, res) => {
    res.json(townhallContent(db, scopeOf(res), parse(townhallBodySchema, req.body ?? {}, 'town-hall request')));
  });

  app.use((req, _res, next) => next(new ServiceError(404, 'NOT_FOUND', `No endpoint ${req.method} ${req.path}.`)));

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const known = clientErrorOf(error);
    if (!known) log(`internal error: ${(error as Error).stack ?? String(error)}`);
    const reply = known ?? new ServiceError(500, 'INTERNAL_ERROR', 'The service failed unexpectedly.');
    res.status(reply.status).set(reply.headers ?? {}).json(reply.toBody());
  });

  return app;
}
