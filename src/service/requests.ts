// Every request the service reads, as zod schemas: query strings and JSON bodies of each endpoint, and the items
// inside them (boosts, import rows). Rules receive what these produce; the wording of refusals is validation.ts's.
import { z } from 'zod';
import { SKILLS, amountSchema, emailSchema, isoDateSchema, reasonSchema, reviewDateSchema } from './formats.js';
import { longText, text } from './text-rules.js';

const wholeNumber = () =>
  z.coerce.number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a whole number' : undefined) }).int('must be a whole number');

/** design.md: `limit` 1–250, default 50; `page` from 1. */
export const pagingQuery = {
  page: wholeNumber().min(1).default(1),
  limit: wholeNumber().min(1).max(250).default(50),
};
export const pagingOnlyQuery = z.object(pagingQuery);

const filterText = () => text().trim().min(1);

// --- members ------------------------------------------------------------------------------------------------------
export const memberQuery = z.object({ email: filterText() });

export const profileQuery = z.object({
  include_personal_context: z.enum(['true', 'false']).default('true'),
  context_limit: z.coerce.number().int().min(1).max(50).default(10),
});

const noOuterSpaces = (s: string) => s === s.trim();

/** One member of an import; rows are checked one by one so every row's problems are reported. */
export const importRow = z.object({
  email: text().max(255, 'must be at most 255 characters').pipe(emailSchema),
  first_name: text().min(1, 'is required').max(100, 'must be at most 100 characters').refine(noOuterSpaces, 'must not start or end with a space'),
  last_name: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  team_name: text().trim().max(100, 'must be at most 100 characters').optional(),
  manager_email: emailSchema.optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,5}$/, 'must be 2 to 5 lowercase letters')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be two uppercase letters')
    .optional(),
  timezone: z.number().int('must be a whole number of hours').min(-12, 'must be from -12 to 14').max(14, 'must be from -12 to 14').optional(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importBody = z.object({
  members: z.array(z.unknown()).min(1, 'must hold at least 1 member').max(1000, 'must hold at most 1000 members'),
  options: z
    .object({ skip_duplicates: z.boolean().default(false), update_if_exists: z.boolean().default(false) })
    .default({ skip_duplicates: false, update_if_exists: false }),
});
export type ImportBody = z.infer<typeof importBody>;

// --- recognition --------------------------------------------------------------------------------------------------
export const recognitionBody = z.object({
  recipients: z.union([text().trim().min(1, 'must name at least one recipient'), z.array(text()).min(1, 'must name at least one recipient')]),
  amount: amountSchema,
  for: reasonSchema,
  type: z.literal('coin').default('coin'),
  display_feed: z.boolean().default(true),
});
export type RecognitionBody = z.infer<typeof recognitionBody>;

export const recognitionQuery = z.object({ email: filterText().optional(), team_name: filterText().optional(), ...pagingQuery });

// --- survey -------------------------------------------------------------------------------------------------------
export const questionsQuery = z.object({
  type: text().optional(),
  skill: z.enum(SKILLS).optional(),
  dimension: text().optional(),
  ...pagingQuery,
});
export type QuestionsQuery = z.infer<typeof questionsQuery>;

export const responsesQuery = z
  .object({
    email: filterText().optional(),
    question_id: filterText().optional(),
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    ...pagingQuery,
  })
  .refine((q) => q.email || q.question_id, { message: 'email or question_id is required' });
export type ResponsesQuery = z.infer<typeof responsesQuery>;

// --- performance --------------------------------------------------------------------------------------------------
const examples = longText({ error: 'is required' }).trim().min(1, 'is required');

/** One review of a boost request; each is checked on its own, so one bad item never fails the others. */
export const boostItem = z.object({
  employee_email: emailSchema,
  reviewer_email: emailSchema,
  review_date: reviewDateSchema,
  assessment_data: z.object({
    goal_performance: z.object({
      rating: z.enum(['exceeded_goals', 'met_goals', 'partially_met_goals', 'did_not_meet_goals']),
      supporting_examples: examples,
    }),
    culture_contribution: z.object({
      rating: z.enum(['significantly', 'consistently', 'somewhat', 'rarely']),
      supporting_examples: examples,
    }),
    future_development: z.object({ goals_targets_outcomes: longText().optional(), skill_recommendations: longText().optional() }).optional(),
  }),
});
export type BoostItem = z.infer<typeof boostItem>;

/** One review object or a list of them, always read as a list. */
export const boostsBody = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? [body] : body),
  z
    .array(z.unknown(), { error: 'the body must be a review or a list of reviews' })
    .min(1, 'a request holds at least 1 review')
    .max(200, { error: (issue) => `a request holds at most 200 reviews; this one holds ${(issue.input as unknown[]).length}` }),
);

export const presetBody = z
  .object({
    name: text().trim().min(1, 'is required'),
    goals_feedback: longText().trim().min(1, 'is required'),
    culture_contribution: longText().trim().min(1, 'is required'),
    next_review: isoDateSchema,
    teams: z.array(text().trim().min(1)).min(1, 'must name at least one team').max(50, 'must name at most 50 teams').optional(),
    members: z.array(emailSchema).min(1, 'must name at least one member').max(50, 'must name at most 50 members').optional(),
  })
  .refine((p) => (p.teams ? 1 : 0) + (p.members ? 1 : 0) === 1, { message: 'give either teams or members, not both and not neither', path: ['teams'] });
export type PresetBody = z.infer<typeof presetBody>;

export const feedbackQuery = z
  .object({ email: filterText().optional(), reviewer_email: filterText().optional() })
  .refine((q) => q.email || q.reviewer_email, { message: 'email or reviewer_email is required' });

// --- town hall ----------------------------------------------------------------------------------------------------
export const townhallBody = z
  .object({ topic: text().trim().max(200).optional(), date_from: isoDateSchema.optional(), date_to: isoDateSchema.optional() })
  .default({});
export type TownhallBody = z.infer<typeof townhallBody>;
