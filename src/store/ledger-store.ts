// Several counters and append-only logs changed together or not at all, on the store every instance shares: the
// rewards program's balances, stock, limits and request states move in one step with the ledger entry that says why.

/** A counter moved by `add`; the step is refused when its value after would leave [min, max]. */
export type CounterChange = { key: string; add: number; min?: number; max?: number };

/** One atomic step: every change and every appended entry, or nothing. `once`: an id of this step; a step done under
 *  it before answers again with `repeat` and changes nothing (kept for good: a kudos is credited once, ever). */
export type Step = { once?: string; changes: CounterChange[]; append: { log: string; entry: unknown }[] };

/** `values`: each counter's value after the step (before, when refused); `refused`: the first change, in the step's
 *  order, whose value would leave its bounds. */
export type StepResult = { ok: true; values: number[]; repeat: boolean } | { ok: false; values: number[]; refused: string };

export type LedgerStore = {
  commit: (step: Step) => Promise<StepResult>;
  /** Counters' values (0 when never moved). */
  values: (keys: string[]) => Promise<number[]>;
  /** A log's entries in the order they were appended, from position `from` (0 first). */
  entries: (log: string, from?: number) => Promise<unknown[]>;
  /** Whether a step was done under this id. */
  done: (once: string) => Promise<boolean>;
};

/** Whether `value` stays within the change's bounds. */
export const withinBounds = (c: CounterChange, value: number) => value >= (c.min ?? -Infinity) && value <= (c.max ?? Infinity);
