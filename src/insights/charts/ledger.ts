// The recognitions the insights charts read, as columns of numbers: each kudos is a row of typed arrays (when, giver,
// amount, receivers, company values as bits, shared or private) and each person an index with their team and manager.
// About 25 bytes a recognition and no object per row, so a year of a 40,000-person company (a million kudos) is a few
// tens of megabytes and every chart is one tight pass over it. Built once from the feed, then kept.
import { hashtagsIn } from '../../features/values/tags.js';
import type { People, Person } from '../people.js';

/** One recognition as it is appended. A private one (`shared: false`) is counted in totals only, never by name. */
export type InsightKudos = { at: number; giver?: string | undefined; receivers: readonly string[]; amount: number; reason: string; shared: boolean };

/** Company values a ledger can tell apart (bits of an Int32). */
export const MAX_VALUES = 30;

class Column<A extends Float64Array | Int32Array> {
  length = 0;
  constructor(public data: A, private readonly make: (n: number) => A) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

const floats = (n: number) => new Column(new Float64Array(n), (m) => new Float64Array(m));
const ints = (n: number) => new Column(new Int32Array(n), (m) => new Int32Array(m));

export class Ledger {
  readonly persons: Person[];
  readonly teams: string[];
  /** Person index → team index, and → their manager's person index (-1: none, or not in the directory). */
  readonly teamOf: Int32Array;
  readonly managerOf: Int32Array;
  private readonly index = new Map<string, number>();
  private readonly tagBits: Map<string, number>;
  readonly at = floats(1024);
  readonly giver = ints(1024);
  readonly amount = floats(1024);
  /** Receivers of kudos i: receivers[receiverStart[i] .. receiverStart[i + 1]), -1 for someone not in the directory. */
  readonly receiverStart = ints(1025);
  readonly receivers = ints(1024);
  readonly tags = ints(1024);
  readonly shared = ints(1024);

  constructor(people: People, readonly values: readonly string[]) {
    this.persons = [...people.values()];
    this.persons.forEach((p, i) => this.index.set(p.email, i));
    this.teams = [...new Set(this.persons.map((p) => p.team))].sort((a, b) => a.localeCompare(b));
    const teamIndex = new Map(this.teams.map((t, i) => [t, i]));
    this.teamOf = Int32Array.from(this.persons, (p) => teamIndex.get(p.team)!);
    this.managerOf = Int32Array.from(this.persons, (p) => (p.manager ? (this.index.get(p.manager) ?? -1) : -1));
    this.tagBits = new Map(values.slice(0, MAX_VALUES).map((v, i) => [v, 1 << i]));
    this.receiverStart.push(0);
  }

  /** What the columns hold, in bytes (their capacity). */
  get bytes(): number {
    return [this.at, this.giver, this.amount, this.receiverStart, this.receivers, this.tags, this.shared].reduce((sum, c) => sum + c.data.byteLength, 0);
  }

  get size(): number {
    return this.at.length;
  }

  personOf(email: string | undefined): number {
    return email === undefined ? -1 : (this.index.get(email) ?? -1);
  }

  /** The bit of a company value's hashtag (0 when it is none). */
  bitOf(hashtag: string): number {
    return this.tagBits.get(hashtag) ?? 0;
  }

  add(k: InsightKudos): void {
    this.at.push(k.at);
    this.giver.push(this.personOf(k.giver));
    this.amount.push(k.amount);
    for (const r of k.receivers) this.receivers.push(this.personOf(r));
    this.receiverStart.push(this.receivers.length);
    let bits = 0;
    if (k.reason.includes('#')) for (const tag of hashtagsIn(k.reason)) bits |= this.bitOf(tag);
    this.tags.push(bits);
    this.shared.push(k.shared ? 1 : 0);
  }
}

export function ledgerOf(kudos: Iterable<InsightKudos>, people: People, values: readonly string[]): Ledger {
  const ledger = new Ledger(people, values);
  for (const k of kudos) ledger.add(k);
  return ledger;
}
