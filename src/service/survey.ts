// Survey analytics: the company's questions (custom plus shared main ones) and member responses, filtered and paged.
import { pagination } from './paging.js';
import type { Repositories } from './repositories/index.js';
import type { QuestionsQuery, ResponsesQuery } from './requests.js';
import type { Scope } from './scope.js';

export function listQuestions(repos: Repositories, scope: Scope, query: QuestionsQuery) {
  const { rows, total } = repos.survey.questionsPage(scope, query, query);
  return { statusCode: 200, message: 'success', questions: rows, pagination: pagination(query, total) };
}

export function listResponses(repos: Repositories, scope: Scope, query: ResponsesQuery) {
  const { rows, total } = repos.survey.responsesPage(scope, query, query);
  return { statusCode: 200, message: 'success', responses: rows, pagination: pagination(query, total) };
}
