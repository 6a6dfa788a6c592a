// Page and limit parameters (limit 1–250, default 50, page from 1) and the spec's pagination object.
import { z } from 'zod';

const wholeNumber = () =>
  z.coerce.number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number' : undefined) }).int('must be a whole number');

export const pagingQuery = {
  page: wholeNumber().min(1).default(1),
  limit: wholeNumber().min(1).max(250).default(50),
};

export type Paging = { page: number; limit: number };

export function pagination(paging: Paging, totalItems: number) {
  return {
    currentPage: paging.page,
    totalPages: Math.ceil(totalItems / paging.limit),
    totalItems,
    pageSize: paging.limit,
  };
}

export function offset(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}
