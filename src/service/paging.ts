// The page a client asked for and the spec's pagination object that answers it.
export type Paging = { page: number; limit: number };

export function pagination(paging: Paging, totalItems: number) {
  return {
    currentPage: paging.page,
    totalPages: Math.ceil(totalItems / paging.limit),
    totalItems,
    pageSize: paging.limit,
  };
}
