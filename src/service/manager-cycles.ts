// Reporting lines stay a tree: an import that would make someone their own manager at one remove or more (A reports
// to B, B to A; or A → B → C → A), through new members, updated ones or the managers already stored, is refused.
import { NAMES_SHOWN } from './errors.js';

/** A row of the import that sets a manager: its index, the member's e-mail and the manager's (both lowercased). */
export type ManagerLink = { row: number; email: string; manager: string };
export type Cycle = { row: number; email: string; cycle: string[] };

/** The rows whose member would sit on a reporting cycle once the import is written, each with the cycle from them.
 * `storedManager` answers for everyone the import does not set a manager for. Each person is walked once. */
export function managerCycles(links: ManagerLink[], storedManager: (email: string) => string | null): Cycle[] {
  const set = new Map(links.map((l) => [l.email, l.manager]));
  const stored = new Map<string, string | null>();
  const managerOf = (email: string) => {
    if (set.has(email)) return set.get(email)!;
    if (!stored.has(email)) stored.set(email, storedManager(email));
    return stored.get(email)!;
  };
  const settled = new Set<string>();
  const onCycle = new Map<string, string[]>();
  for (const { email } of links) {
    const path: string[] = [];
    const at = new Map<string, number>();
    for (let node: string | null = email; node !== null && !settled.has(node); node = managerOf(node)) {
      const seen = at.get(node);
      if (seen !== undefined) {
        const cycle = path.slice(seen);
        cycle.forEach((n) => onCycle.set(n, cycle));
        break;
      }
      at.set(node, path.length);
      path.push(node);
    }
    path.forEach((n) => settled.add(n));
  }
  return links.flatMap(({ row, email }) => {
    const cycle = onCycle.get(email);
    if (!cycle) return [];
    const from = cycle.indexOf(email);
    return [{ row, email, cycle: [...cycle.slice(from), ...cycle.slice(0, from)] }];
  });
}

/** `a → b → a`, or the first 20 of a longer cycle, the rest counted. */
export function describeCycle(cycle: string[]): string {
  const shown = cycle.slice(0, NAMES_SHOWN);
  const rest = cycle.length - shown.length;
  return [...shown, ...(rest > 0 ? [`… ${rest.toLocaleString('en-US')} more`] : []), cycle[0]!].join(' → ');
}
