// The workbench's demo clock: the app's clock while `npm start` runs without Slack. It follows the system clock, ahead
// by whatever a visitor jumped (never behind: what was posted stays posted, as time would have it), so the whole app —
// the celebration scheduler first — sees the day the visitor moved to. A restart starts again from the system clock.
export class DemoClock {
  private aheadMs = 0;

  constructor(private readonly system: () => number = Date.now) {}

  readonly now = (): Date => new Date(this.system() + this.aheadMs);

  /** Moves the clock to `at`, or leaves it where it is when `at` is not ahead of it; the demo time now. */
  moveTo(at: Date): Date {
    this.aheadMs = Math.max(this.aheadMs, at.getTime() - this.system());
    return this.now();
  }

  /** How far ahead of the system clock the demo runs. */
  get ahead(): number {
    return this.aheadMs;
  }
}
