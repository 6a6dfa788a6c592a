// What a move did, per kind of record (written, already there, left out and why), what it did not move and why, and
// the problems that make the command exit non-zero — worded for the operator who runs it.

/** `same`: the target held it already as it is; `expired`: its time had passed; `unreadable`: the old app could not
 *  read it either (it read as the defaults, or as nothing). */
export type Outcome = 'written' | 'same' | 'expired' | 'unreadable';

type Counts = Record<Outcome, number>;

export class Tally {
  private readonly kinds = new Map<string, Counts>();
  /** Records not moved, by what they are and why (a sentence: the app rebuilds them, or nothing reads them). */
  readonly unmoved = new Map<string, number>();
  /** What the operator should know that is no failure (a book the new version already moved on). */
  readonly notes: string[] = [];
  /** Why the move is not whole (a book the target holds otherwise): said, and the command exits non-zero. */
  readonly problems: string[] = [];

  count(kind: string, outcome: Outcome, n = 1): void {
    const counts = this.kinds.get(kind) ?? { written: 0, same: 0, expired: 0, unreadable: 0 };
    counts[outcome] += n;
    this.kinds.set(kind, counts);
  }

  leave(what: string, n = 1): void {
    if (n > 0) this.unmoved.set(what, (this.unmoved.get(what) ?? 0) + n);
  }

  /** How many records this run wrote (0: the target held every one already). */
  get written(): number {
    return [...this.kinds.values()].reduce((n, c) => n + c.written, 0);
  }

  /** Written and already there per kind; then what was left out, and what the app rebuilds. */
  lines(): string[] {
    const width = Math.max(0, ...[...this.kinds.keys()].map((k) => k.length));
    const moved = [...this.kinds].map(([kind, c]) => {
      const left = [c.expired ? `${c.expired} expired` : '', c.unreadable ? `${c.unreadable} unreadable` : ''].filter(Boolean);
      return `  ${kind.padEnd(width)}  ${c.written + c.same} (${c.written} written, ${c.same} already there)${left.length ? `; left out: ${left.join(', ')}` : ''}`;
    });
    const unmoved = [...this.unmoved].map(([what, n]) => `  ${n} ${what}`);
    return [
      ...(moved.length ? ['moved:', ...moved] : ['moved: nothing (the old store held no records)']),
      ...(unmoved.length ? ['not moved:', ...unmoved] : []),
      ...this.notes,
    ];
  }
}
