// One memo for pure lookups whose inputs repeat (time-zone names, reset-day labels): kept in memory and cleared whole
// when it reaches its bound, so a stream of new inputs (names typed into setup) never grows it.

/** `compute` remembered by `key`, at most `max` answers at once. */
export function boundedMemo<A extends unknown[], R>(max: number, key: (...args: A) => string, compute: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args) => {
    const k = key(...args);
    if (answers.has(k)) return answers.get(k) as R;
    const answer = compute(...args);
    if (answers.size >= max) answers.clear();
    answers.set(k, answer);
    return answer;
  };
}
