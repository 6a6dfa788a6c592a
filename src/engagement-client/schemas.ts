// zod schemas for every resource, request and response of the engagement spec; the client parses each answer with them.
import { z } from 'zod';

export const SKILLS = ['Critical Thinking', 'Empathy', 'Initiative Making', 'Leadership', 'Self Awareness', 'Optimism'] as const;
export const HEALTH_STATUSES = ['Novice', 'Intermediate', 'Advanced', 'Elite'] as const;
export const GOAL_RATINGS = ['exceeded_goals', 'met_goals', 'partially_met_goals', 'did_not_meet_goals'] as const;
export const CULTURE_RATINGS = ['significantly', 'consistently', 'somewhat', 'rarely'] as const;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int().min(0),
  totalItems: z.number().int().min(0),
  pageSize: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

// Members

export const memberSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company_id: z.string(),
  team_id: z.string(),
  talent_type: z.string(),
  impact_rating: z.number(),
  status: z.string(),
  /** The member's manager (null at the top of the tree); absent when a service does not show it. */
  manager_email: z.string().nullish(),
  /** The member's language (`es`), when the service shows it: what Kudos speaks to a person Slack tells no locale of. */
  language: z.string().optional(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberResponseSchema = z.object({ statusCode: z.number().int(), message: z.string(), member: memberSchema });

export const profileSchema = z.object({
  impact_rating: z.number(),
  engagement_health_score: z.number().min(0).max(100),
  engagement_health_status: z.enum(HEALTH_STATUSES),
  personal_context: z.record(z.string(), z.unknown()).optional(),
});
export type Profile = z.infer<typeof profileSchema>;
export type ProfileQuery = { include_personal_context?: boolean; context_limit?: number };

export const importItemSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  team_name: z.string().optional(),
  manager_email: z.string().optional(),
  language: z.string().optional(),
  country: z.string().optional(),
  timezone: z.number().int().optional(),
});
export type ImportItem = z.infer<typeof importItemSchema>;
export type ImportRequest = { members: ImportItem[]; options?: { skip_duplicates?: boolean; update_if_exists?: boolean } };

export const rateLimitSchema = z.object({ remaining: z.number().int(), reset_at: z.string() });
export const importResponseSchema = z.object({
  status: z.string(),
  import_id: z.string(),
  summary: z.object({
    total_submitted: z.number().int(),
    successfully_imported: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    updated: z.number().int().optional(),
  }),
  details: z.object({
    imported: z.array(z.object({ email: z.string(), team_name: z.string().nullish() })),
    updated: z.array(z.object({ email: z.string(), team_name: z.string().nullish() })).optional(),
    skipped: z.array(z.unknown()),
    failed: z.array(z.unknown()),
  }),
  rate_limit: rateLimitSchema,
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

// Recognition

export const recipientSchema = z.object({ email: z.string(), name: z.string(), type: z.string() });
export const recognitionSchema = z.object({
  id: z.string().optional(),
  amount: z.number().int(),
  company: z.string(),
  createdate: z.string(),
  when: z.string(),
  for: z.string(),
  share: z.boolean(),
  status: z.boolean(),
  to: z.array(recipientSchema),
  total: z.number(),
  type: z.string(),
  from: z.object({ email: z.string(), name: z.string() }).optional(),
});
export type Recognition = z.infer<typeof recognitionSchema>;
export const recognitionCreatedSchema = recognitionSchema.extend({ statusCode: z.number().int() });

export type RecognitionRequest = {
  recipients: string | string[];
  amount: number;
  for: string;
  type?: 'coin';
  display_feed?: boolean;
};

/** List items: the spec shows no fields, so all are optional and unknown ones are kept. */
export const recognitionItemSchema = recognitionSchema.partial().loose();
export type RecognitionItem = z.infer<typeof recognitionItemSchema>;
export const recognitionListSchema = z.object({ recognitions: z.array(recognitionItemSchema), pagination: paginationSchema });
/** A list page as the shared feed reads it (a year of a company is hundreds of pages): only the fields it counts with
 *  are checked and kept, the rest of each item is left behind rather than copied. */
export const feedItemSchema = recognitionSchema
  .pick({ id: true, amount: true, createdate: true, when: true, for: true, share: true, from: true, to: true })
  .partial();
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedPageSchema = z.object({ recognitions: z.array(feedItemSchema), pagination: paginationSchema });
export type RecognitionQuery = ({ email: string } | { team_name: string }) & PageQuery;

// Survey analytics

export const questionSchema = z.object({
  question_id: z.string(),
  question_text: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  skill: z.string(),
  dimension: z.string(),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  questions: z.array(questionSchema),
  pagination: paginationSchema,
});
export type QuestionQuery = { type?: string; skill?: (typeof SKILLS)[number]; dimension?: string } & PageQuery;

export const surveyResponseSchema = z.object({
  email: z.string(),
  question_id: z.string(),
  question_text: z.string(),
  answer: z.string(),
  date: z.string(),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;
export const responseListSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  responses: z.array(surveyResponseSchema),
  pagination: paginationSchema,
});
export type ResponseQuery = ({ email: string; question_id?: string } | { email?: string; question_id: string }) & {
  date_from?: string;
  date_to?: string;
} & PageQuery;

// Performance

export type Boost = {
  employee_email: string;
  reviewer_email: string;
  review_date: string;
  assessment_data: {
    goal_performance: { rating: (typeof GOAL_RATINGS)[number]; supporting_examples: string };
    culture_contribution: { rating: (typeof CULTURE_RATINGS)[number]; supporting_examples: string };
    future_development?: { goals_targets_outcomes?: string; skill_recommendations?: string };
  };
};

export const boostResultSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), employee_email: z.string(), reviewer_email: z.string(), review_date: z.string() }),
  z.object({
    success: z.literal(false),
    error_code: z.string(),
    error: z.string(),
    field: z.string().optional(),
    next_review_date: z.string().optional(),
  }),
]);
export type BoostResult = z.infer<typeof boostResultSchema>;
export const boostResponseSchema = z.object({ statusCode: z.number().int(), body: z.array(boostResultSchema) });

export type PresetRequest = {
  name: string;
  goals_feedback: string;
  culture_contribution: string;
  next_review: string;
} & ({ teams: string[]; members?: never } | { members: string[]; teams?: never });
export const presetResponseSchema = z.object({
  data: z.object({
    _id: z.string(),
    name: z.string(),
    goals_feedback: z.string(),
    culture_contribution: z.string(),
    next_review: z.string(),
    teams: z.array(z.string()).optional(),
    members: z.array(z.string()).optional(),
  }),
});
export type SavedPreset = z.infer<typeof presetResponseSchema>['data'];

export const feedbackItemSchema = z.object({ score: z.number(), comment: z.string() }).loose();
export type FeedbackItem = z.infer<typeof feedbackItemSchema> & {
  employee_email?: string;
  reviewer_email?: string;
  review_date?: string;
};
export const feedbackListSchema = z.object({ feedback: z.array(feedbackItemSchema), pagination: paginationSchema });
export type FeedbackQuery = ({ email: string; reviewer_email?: string } | { email?: string; reviewer_email: string }) & PageQuery;

// Town hall

export type TownhallRequest = { topic?: string; date_from?: string; date_to?: string };
export const townhallSchema = z.object({
  statusCode: z.number().int(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  generated_at: z.string(),
});
export type TownhallContent = z.infer<typeof townhallSchema>;

// Errors

export const errorBodySchema = z
  .object({
    statusCode: z.number().optional(),
    error_code: z.string().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ row: z.number(), email: z.string().nullable(), field: z.string(), message: z.string() }).loose()).optional(),
    recipients: z.array(z.string()).optional(),
    rate_limit: rateLimitSchema.optional(),
  })
  .loose();

export type PageQuery = { page?: number; limit?: number };
