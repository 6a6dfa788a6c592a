// The /kudos grammar and the steps it is built of grow linearly with their text (issue "Bounded work per request": a
// 40,000-character command held the event loop a second, 3.9 MB froze the instance). A property over generated texts
// times each at 1 k, 10 k and 100 k characters and fails on superlinear growth. Times are never compared with a figure
// in ms, nor raw with each other: each is the least CPU time of several runs (what other processes on the shared cores
// ran meanwhile is not counted), taken as a multiple of a plain linear split of the same text timed right beside it.
// Linear work is not 10× per tenfold text at these sizes (V8 builds a global match of 100 k characters 20–110× slower
// than one of 10 k), and the split pays that as the grammar does; a quadratic step still grows ten times as fast.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKudosCommand, parseRecipients, tokenize } from '../../src/features/kudos/grammar.js';
import { characterCount } from '../../src/service/text-rules.js';
import { parseFlags } from '../../src/ui/command-flags.js';
import { readableText } from '../../src/ui/text.js';

const SIZES = [1_000, 10_000, 100_000] as const;
/** Tenfold text: the step's time grows at most this many times as much as the split's (linear ≈ 1×, quadratic 10×). */
const GROWTH_MAX = 4;
/** A timing repeats its work until a run lasts this long, so a parse of a few µs is measured, not the clock's grain. */
const RUN_MS = 4;
/** Runs a timing keeps the fastest of. */
const RUNS = 5;

/** Pieces a text is repeated from: Slack's entities whole and cut short, the grammar's words, marks the segmenter reads. */
const PIECES = [
  '<',
  '>',
  '|',
  '<@U1|',
  '<@U1|a b>',
  '<!subteam^S1|',
  '<#C1|',
  '<http:',
  '<mailto:a@b.c|',
  '&amp;',
  '&',
  'for',
  '--private',
  '10',
  '1,',
  'a@',
  'b.',
  'team:',
  ',',
  '“',
  '"',
  '--x',
  'é',
  'e\u0301',
  '👩‍💻',
  '🇫',
  '\u200d',
  '\r',
  '\n',
  ' ',
  'great work',
];
/** What the text starts with: a give (the reason is the rest), recipients and the amount, a subcommand, nothing. */
const PREFIXES = ['<@UBEN> 1 for ', '<@UBEN> ', '', 'top ', 'export responses --email ', 'townhall '];

/** A text of `n` characters from the unit; `distinct` numbers each repetition (`<@U1|` `<@U2|`…), so nothing repeats. */
function textOf(prefix: string, unit: string, distinct: boolean, n: number): string {
  const parts = [prefix];
  let length = prefix.length;
  for (let i = 0; length < n; i++) {
    const part = distinct ? `${unit}${i} ` : unit;
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, n);
}

/** Linear work over a text, to measure against: a global match cutting it into pieces of two characters, each a string
 *  of its own — as many matches and strings as any of the grammar's steps makes at most, so V8's cost of building a
 *  long match's result (itself 20–110× from 10 k to 100 k characters) is paid here as there. */
const split = (text: string) => text.match(/[\s\S]{1,2}/g);

/** This process's CPU time in ms: what it ran, not what other processes on the shared cores ran meanwhile. */
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The least CPU time of RUNS runs, each of as many repetitions as last RUN_MS. */
function fastest(work: () => unknown): number {
  let reps = 1;
  for (let t = cpuMs(); cpuMs() - t < RUN_MS; reps++) work();
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const t = cpuMs();
    for (let i = 0; i < reps; i++) work();
    best = Math.min(best, (cpuMs() - t) / reps);
  }
  return best;
}

const linear = (times: number[]) => times.every((t, i) => i === 0 || t / times[i - 1]! < GROWTH_MAX);

/** The step's fastest time on a text, in times the split's fastest on it. */
const relative = (step: (text: string) => unknown, text: string) => fastest(() => step(text)) / fastest(() => split(text));

/** Each size's relative time, measured again while the growth looks superlinear (at most four times more, keeping each
 *  size's least), so a garbage collection or a burst of another process on the shared cores is not read as growth. */
function timesOf(step: (text: string) => unknown, texts: string[]): number[] {
  let times = texts.map((t) => relative(step, t));
  for (let again = 0; again < 4 && !linear(times); again++) times = texts.map((t, i) => Math.min(times[i]!, relative(step, t)));
  return times;
}

/** The grammar (parseKudosCommand, parseRecipients, parseFlags) and the steps it runs on a whole reason. */
const STEPS: Record<string, (text: string) => unknown> = {
  parseKudosCommand: (text) => parseKudosCommand(text, 'UANA'),
  parseRecipients: (text) => parseRecipients(text, 'UANA'),
  parseFlags,
  tokenize,
  'readableText + characterCount': (text) => characterCount(readableText(text)),
};

describe('the grammar grows linearly with its text', () => {
  const text = fc.record({
    prefix: fc.constantFrom(...PREFIXES),
    unit: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
    distinct: fc.boolean(),
  });

  it('property: at 1 k, 10 k and 100 k characters, each tenfold step grows less than 4 times as much as a plain split', () => {
    fc.assert(
      fc.property(text, ({ prefix, unit, distinct }) => {
        const texts = SIZES.map((n) => textOf(prefix, unit, distinct, n));
        for (const [name, step] of Object.entries(STEPS)) {
          const [t1k, t10k, t100k] = timesOf(step, texts);
          const growth = `${name} on ${JSON.stringify(prefix + unit)}${distinct ? ' (numbered)' : ''}: ${[t1k, t10k, t100k].map((t) => `${t!.toFixed(2)}×`).join(' → ')} the split's time`;
          expect(t10k! / t1k!, growth).toBeLessThan(GROWTH_MAX);
          expect(t100k! / t10k!, growth).toBeLessThan(GROWTH_MAX);
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("can fail: a step that reads each unclosed '<' to the text's end (the old word pattern) is flagged", () => {
    const quadratic = (text: string) => text.match(/<[^>]*>|[^\s<]+|</g);
    const texts = [1_000, 10_000].map((n) => '<'.repeat(n));
    const [t1k, t10k] = timesOf(quadratic, texts);
    expect(t10k! / t1k!).toBeGreaterThan(GROWTH_MAX);
  });

  it('is the text the property builds: the sizes asked for, from the pieces', () => {
    expect(SIZES.map((n) => textOf('<@UBEN> 1 for ', '<@U1|', true, n).length)).toEqual([...SIZES]);
    expect(textOf('', 'ab', false, 5)).toBe('ababa');
  });
});
