// Reads a request with its zod schema and, when it does not fit, says in one sentence which field broke which rule
// (never zod's generic "Invalid input"): one wording for every endpoint, boost item and import row.
import type { z } from 'zod';
import { validationError } from './errors.js';
import { formatPath } from './formats.js';

/** Where a value came from: a query string repeats a key to send a list, a JSON body never does. */
export type Source = 'body' | 'query';
export type Problem = { field: string; message: string };

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a JSON object',
  record: 'a JSON object',
};
const typeWord = (expected: unknown) => TYPE_WORDS[String(expected)] ?? String(expected);
const amount = (n: unknown) => (typeof n === 'number' || typeof n === 'bigint' ? n.toLocaleString('en-US') : String(n));

type RawIssue = z.core.$ZodRawIssue & { expected?: unknown; origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean };

function sizeRule(issue: RawIssue, bound: 'least' | 'most'): string {
  const n = bound === 'least' ? issue.minimum : issue.maximum;
  const exclusive = issue.inclusive === false;
  const limit = exclusive ? `${bound === 'least' ? 'more' : 'less'} than ${amount(n)}` : `at ${bound} ${amount(n)}`;
  if (issue.origin === 'string') return bound === 'least' && n === 1 ? 'is required' : `must be ${limit} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must hold ${limit} items`;
  return `must be ${limit}`;
}

/** Root-level type expectations of each branch of a union: "text or a list". */
function unionWords(issue: RawIssue & { errors?: z.core.$ZodIssue[][] }): string {
  const words = (issue.errors ?? [])
    .map((branch) => branch.find((i) => i.code === 'invalid_type' && i.path.length === 0))
    .map((i) => (i as { expected?: unknown } | undefined)?.expected)
    .filter(Boolean);
  return words.length ? words.map(typeWord).join(' or ') : 'of another shape';
}

/** The wording for issues whose schema gave no message of its own. */
function errorMapFor(source: Source): z.core.$ZodErrorMap {
  return (raw) => {
    const issue = raw as RawIssue;
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        if (source === 'query' && Array.isArray(issue.input)) return 'must be given once';
        return `must be ${typeWord(issue.expected)}`;
      case 'too_small':
        return sizeRule(issue, 'least');
      case 'too_big':
        return sizeRule(issue, 'most');
      case 'invalid_value': {
        const values = (issue as { values?: unknown[] }).values ?? [];
        return values.length === 1 ? `must be ${JSON.stringify(values[0])}` : `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
      }
      case 'invalid_format': {
        const format = (issue as { format?: string }).format;
        return format === 'email' ? 'must be an e-mail address' : format === 'regex' ? 'has the wrong format' : `must be a valid ${format}`;
      }
      case 'invalid_union':
        return issue.input === undefined ? 'is required' : `must be ${unionWords(issue)}`;
      case 'not_multiple_of':
        return `must be a multiple of ${amount((issue as { divisor?: number }).divisor)}`;
      default:
        return 'is not valid';
    }
  };
}

/** A union's failure explained by the branch that fits the value's type, so `recipients[1]` is named, not `recipients`. */
function fittingIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const branch = issue.errors.find((issues) => !issues.some((i) => i.code === 'invalid_type' && i.path.length === 0));
  const inner = branch?.[0];
  return inner ? fittingIssue({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

function problemOf(found: z.core.$ZodIssue): Problem {
  const issue = fittingIssue(found);
  const field = formatPath(issue.path);
  // A missing body is not "required": it has the wrong type, like any other body that is not what the endpoint reads.
  const missingRoot = field === '' && issue.code === 'invalid_type' && issue.message === 'is required';
  return { field, message: missingRoot ? `must be ${typeWord(issue.expected)}` : issue.message };
}

/** Every problem of the value, in the order zod found them; the first is the one a single answer names. */
export type Checked<T> = { ok: true; data: T } | { ok: false; problems: [Problem, ...Problem[]] };

export function check<S extends z.ZodType>(schema: S, value: unknown, source: Source): Checked<z.infer<S>> {
  const result = schema.safeParse(value, { error: errorMapFor(source) });
  if (result.success) return { ok: true, data: result.data };
  const [first, ...rest] = result.error.issues.map(problemOf);
  return { ok: false, problems: [first!, ...rest] };
}

/** Parses a request's body or query, or throws 400 VALIDATION_ERROR: "Invalid recognition: amount must be at least 1". */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, what: string, source: Source): z.infer<S> {
  const checked = check(schema, value, source);
  if (checked.ok) return checked.data;
  const { field, message } = checked.problems[0];
  const subject = field || (source === 'body' && /^must be/.test(message) ? 'the body' : '');
  throw validationError(`Invalid ${what}: ${subject ? `${subject} ` : ''}${message}`);
}
