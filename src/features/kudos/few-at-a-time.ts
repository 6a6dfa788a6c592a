// Runs a task per item, at most `limit` at once. A list no longer than the limit (most kudos name one person) runs at
// once with no queue: p-limit's queue, promises and closures were a cost on every kudos that bought nothing there.
import pLimit from 'p-limit';

export function fewAtATime<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  if (items.length <= limit) return Promise.all(items.map((item) => task(item)));
  const limited = pLimit(limit);
  return Promise.all(items.map((item) => limited(() => task(item))));
}
