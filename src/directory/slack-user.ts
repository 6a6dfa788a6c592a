// The Slack user object as users.info and users.list return it: the fields the app reads, parsed once, one schema.
import { z } from 'zod';

export const slackUserSchema = z.object({
  id: z.string(),
  name: z.string().default(''),
  real_name: z.string().optional(),
  deleted: z.boolean().default(false),
  is_bot: z.boolean().default(false),
  is_app_user: z.boolean().default(false),
  is_admin: z.boolean().default(false),
  is_owner: z.boolean().default(false),
  is_primary_owner: z.boolean().default(false),
  is_restricted: z.boolean().default(false),
  is_ultra_restricted: z.boolean().default(false),
  tz: z.string().optional(),
  tz_offset: z.number().optional(),
  locale: z.string().optional(),
  profile: z
    .object({
      email: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      real_name: z.string().optional(),
      display_name: z.string().optional(),
      fields: z.record(z.string(), z.object({ value: z.string().optional() }).nullable()).nullish(),
    })
    .default({}),
});

export type SlackUserPayload = z.infer<typeof slackUserSchema>;
