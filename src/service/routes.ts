// One handler per endpoint of the spec: read the request with its schema, call the rule, answer JSON.
// Runs behind app.ts's stage and key check, so `res.locals.scope` is always set.
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { ServiceError, validationError } from './errors.js';
import { listFeedback } from './feedback.js';
import { fileBoosts } from './boosts.js';
import { importMembers } from './member-import.js';
import { memberProfile, memberRecord, requireMember } from './members.js';
import { savePreset } from './presets.js';
import type { ImportRateLimiter } from './rate-limit.js';
import { createRecognition, listRecognitions } from './recognition.js';
import type { Repositories } from './repositories/index.js';
import * as requests from './requests.js';
import type { Scope } from './scope.js';
import { listQuestions, listResponses } from './survey.js';
import { townhallContent } from './townhall.js';
import { stringifyWithRaw } from './raw-json.js';
import { parseRequest } from './validation.js';

export type RouteDeps = { repos: Repositories; importLimiter: ImportRateLimiter; now: () => Date };

const scopeOf = (res: Response) => res.locals.scope as Scope;
const queryOf = <S extends z.ZodType>(schema: S, req: Request) => parseRequest(schema, req.query, 'query', 'query');
const bodyOf = <S extends z.ZodType>(schema: S, req: Request, what: string) => parseRequest(schema, req.body, what, 'body');
const param = (req: Request, name: string) => req.params[name] as string;
/** res.json for a body holding RawJson (recognitions: their recipients as SQLite wrote them). */
const sendJson = (res: Response, body: unknown) => res.type('json').send(stringifyWithRaw(body));

function recognitionFilter(query: z.infer<typeof requests.recognitionQuery>) {
  if (query.email) return { email: query.email };
  if (query.team_name) return { team_name: query.team_name };
  throw validationError('Invalid query: email or team_name is required');
}

/** The import answer carries the rate limit, refused or not: a client paces itself by it. */
function importWithRateLimit({ repos, importLimiter }: RouteDeps, scope: Scope, req: Request) {
  const rateLimit = importLimiter.take(scope);
  try {
    return { ...importMembers(repos, scope, bodyOf(requests.importBody, req, 'import request')), rate_limit: rateLimit };
  } catch (error) {
    if (error instanceof ServiceError) throw new ServiceError(error.status, error.errorCode, error.message, error.errors, { rate_limit: rateLimit });
    throw error;
  }
}

export function registerRoutes(stage: Router, deps: RouteDeps): void {
  const { repos } = deps;
  stage.get('/1/members', (req, res) => {
    const { email } = queryOf(requests.memberQuery, req);
    res.json({ statusCode: 200, message: 'success', member: memberRecord(requireMember(repos, scopeOf(res), email)) });
  });
  stage.get('/api/v1/users/:email/profile', (req, res) => {
    const query = queryOf(requests.profileQuery, req);
    const member = requireMember(repos, scopeOf(res), param(req, 'email'));
    res.json(memberProfile(member, query.include_personal_context === 'true', query.context_limit));
  });
  stage.post('/api/v1/members', (req, res) => {
    res.json(importWithRateLimit(deps, scopeOf(res), req));
  });
  stage.post('/1/recognition/:email', (req, res) => {
    sendJson(res, createRecognition(repos, scopeOf(res), param(req, 'email'), bodyOf(requests.recognitionBody, req, 'recognition'), deps.now()));
  });
  stage.get('/1/recognition', (req, res) => {
    const query = queryOf(requests.recognitionQuery, req);
    sendJson(res, listRecognitions(repos, scopeOf(res), recognitionFilter(query), query));
  });
  stage.get('/1/recognition/recipient/:email', (req, res) => {
    sendJson(res, listRecognitions(repos, scopeOf(res), { email: param(req, 'email') }, queryOf(requests.pagingOnlyQuery, req)));
  });
  stage.get('/1/questions', (req, res) => {
    res.json(listQuestions(repos, scopeOf(res), queryOf(requests.questionsQuery, req)));
  });
  stage.get('/1/responses', (req, res) => {
    res.json(listResponses(repos, scopeOf(res), queryOf(requests.responsesQuery, req)));
  });
  stage.post('/api/v1/performance-boosts', (req, res) => {
    res.json(fileBoosts(repos, scopeOf(res), bodyOf(requests.boostsBody, req, 'review request')));
  });
  stage.post('/api/v1/performance-preset', (req, res) => {
    res.json(savePreset(repos, scopeOf(res), bodyOf(requests.presetBody, req, 'preset')));
  });
  stage.get('/1/performance_feedback', (req, res) => {
    const filter = queryOf(requests.feedbackQuery, req);
    res.json(listFeedback(repos, scopeOf(res), filter, queryOf(requests.pagingOnlyQuery, req)));
  });
  stage.post('/townhall/content', (req, res) => {
    res.json(townhallContent(repos, scopeOf(res), parseRequest(requests.townhallBody, req.body ?? {}, 'town-hall request', 'body'), deps.now()));
  });
}
