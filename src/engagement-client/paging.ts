// Paging as async iteration: reads pages 1 up to pagination.totalPages, a few at a time, and yields items in order
// without collecting them, so memory stays flat however many pages there are.
import type { Pagination } from './schemas.js';

type Page<T> = { items: T[]; pagination: Pagination };

export async function* paginate<T>(fetchPage: (page: number) => Promise<Page<T>>, concurrency = 1): AsyncGenerator<T> {
  const first = await fetchPage(1);
  yield* first.items;
  const totalPages = first.pagination.totalPages;
  const inFlight: Promise<Page<T>>[] = [];
  let next = 2;
  while (next <= totalPages || inFlight.length > 0) {
    while (next <= totalPages && inFlight.length < Math.max(1, concurrency)) {
      const page = fetchPage(next);
      page.catch(() => {}); // awaited below in order; this only keeps an early failure from counting as unhandled
      inFlight.push(page);
      next += 1;
    }
    yield* (await inFlight.shift()!).items;
  }
}
