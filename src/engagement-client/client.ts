// The engagement client: one function per endpoint of the spec, grouped by resource, each answer checked by its schema.
import type { Dispatcher } from 'undici';
import { paginate } from './paging.js';
import { type RetryPolicy, defaultRetryPolicy } from './retry-policies.js';
import {
  type Boost,
  type FeedbackQuery,
  type ImportRequest,
  type PageQuery,
  type PresetRequest,
  type ProfileQuery,
  type QuestionQuery,
  type RecognitionQuery,
  type RecognitionRequest,
  type ResponseQuery,
  type TownhallRequest,
  boostResponseSchema,
  feedPageSchema,
  feedbackListSchema,
  importResponseSchema,
  memberResponseSchema,
  presetResponseSchema,
  profileSchema,
  questionListSchema,
  recognitionCreatedSchema,
  recognitionListSchema,
  responseListSchema,
  townhallSchema,
} from './schemas.js';
import { type TransportOptions, createDispatcher, send } from './transport.js';
import { type Area, type Stage, emailSegment, endpointUrl } from './urls.js';

export type EngagementClientOptions = {
  /** Service root; requests go to {root}/{stage}/… */
  root: string;
  stage: Stage;
  apiKey: string;
  dispatcher?: Dispatcher;
  timeoutMs?: number;
  retryPolicy?: RetryPolicy;
  /** Pages read at once by the `all` iterators. */
  pageConcurrency?: number;
};

/** Omit that keeps the either-or filter unions intact. */
type WithoutPage<T> = T extends unknown ? Omit<T, 'page'> : never;

let sharedDispatcher: Dispatcher | undefined;

export function createEngagementClient(options: EngagementClientOptions) {
  const transport: TransportOptions = {
    apiKey: options.apiKey,
    dispatcher: options.dispatcher ?? (sharedDispatcher ??= createDispatcher()),
    timeoutMs: options.timeoutMs ?? 5_000,
    retryPolicy: options.retryPolicy ?? defaultRetryPolicy,
  };
  const concurrency = options.pageConcurrency ?? 4;
  const url = (area: Area, path: string, query?: object) => endpointUrl(options.root, options.stage, area, path, query as Record<string, unknown>);
  const get = <S extends Parameters<typeof send>[1]['schema']>(area: Area, path: string, query: object | undefined, schema: S) =>
    send(transport, { method: 'GET', url: url(area, path, query), schema });
  const post = <S extends Parameters<typeof send>[1]['schema']>(area: Area, path: string, body: unknown, schema: S, recipient503 = false) =>
    send(transport, { method: 'POST', url: url(area, path), body, schema, recipient503 });
  const pageOf = <T>(items: T[], pagination: { currentPage: number; totalPages: number; totalItems: number; pageSize: number }) => ({ items, pagination });

  const recognition = {
    create: (senderEmail: string, body: RecognitionRequest) =>
      post('v1', `recognition/${emailSegment(senderEmail)}`, { type: 'coin', ...body }, recognitionCreatedSchema, true),
    list: (query: RecognitionQuery) => get('v1', 'recognition', query, recognitionListSchema),
    /** The same list, each item holding only what the shared feed counts with. */
    feedPage: (query: RecognitionQuery) => get('v1', 'recognition', query, feedPageSchema),
    /** The legacy path the spec keeps for backward compatibility; new code uses `list`. */
    listLegacy: (recipientEmail: string, query: PageQuery = {}) =>
      get('v1', `recognition/recipient/${emailSegment(recipientEmail)}`, query, recognitionListSchema),
    all: (query: WithoutPage<RecognitionQuery>) =>
      paginate(async (page) => {
        const r = await recognition.list({ ...query, page } as RecognitionQuery);
        return pageOf(r.recognitions, r.pagination);
      }, concurrency),
  };

  const questions = {
    list: (query: QuestionQuery = {}) => get('v1', 'questions', query, questionListSchema),
    all: (query: WithoutPage<QuestionQuery> = {}) =>
      paginate(async (page) => {
        const r = await questions.list({ limit: 250, ...query, page });
        return pageOf(r.questions, r.pagination);
      }, concurrency),
  };

  const responses = {
    list: (query: ResponseQuery) => get('v1', 'responses', query, responseListSchema),
    all: (query: WithoutPage<ResponseQuery>) =>
      paginate(async (page) => {
        const r = await responses.list({ limit: 250, ...query, page } as ResponseQuery);
        return pageOf(r.responses, r.pagination);
      }, concurrency),
  };

  const performance = {
    /** One boost or up to 200; each item succeeds or fails on its own. */
    boost: (boosts: Boost | Boost[]) => post('api', 'performance-boosts', boosts, boostResponseSchema),
    preset: (preset: PresetRequest) => post('api', 'performance-preset', preset, presetResponseSchema),
    feedback: (query: FeedbackQuery) => get('v1', 'performance_feedback', query, feedbackListSchema),
    feedbackAll: (query: WithoutPage<FeedbackQuery>) =>
      paginate(async (page) => {
        const r = await performance.feedback({ ...query, page } as FeedbackQuery);
        return pageOf(r.feedback, r.pagination);
      }, concurrency),
  };

  return {
    stage: options.stage,
    members: {
      get: async (email: string) => (await get('v1', 'members', { email }, memberResponseSchema)).member,
      /** Bulk import: never repeated automatically, except after a 429 short enough to wait out. */
      import: (request: ImportRequest) => post('api', 'members', request, importResponseSchema),
    },
    profile: {
      get: (email: string, query: ProfileQuery = {}) => get('api', `users/${emailSegment(email)}/profile`, query, profileSchema),
    },
    recognition,
    questions,
    responses,
    performance,
    townhall: {
      content: (request: TownhallRequest = {}) => post('townhall', 'content', request, townhallSchema),
    },
  };
}

export type EngagementClient = ReturnType<typeof createEngagementClient>;
