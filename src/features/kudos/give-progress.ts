// How far a kept give got, saved in its outbox item after each step, so whoever finishes it after a crash starts from
// there: who it is for and what was charged, that the send began, what the service recorded, where it was posted, and
// the outcome the giver is told. Read back through zod like any stored data.
import { z } from 'zod';
import { recognitionSchema } from '../../engagement-client/index.js';
import type { Durable } from '../../store/outbox.js';
import type { Said } from '../../i18n/said.js';
import type { ResolvedRecipients } from './recipients.js';

/** A group as each reader words it ("everyone", "everyone in team t100"): the message key and its values. */
const saidSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) as unknown as z.ZodType<Said>;
/** Someone who received: mrkdwn, or a group worded for each reader. */
const nameSchema = z.union([z.string(), saidSchema]);

const resolvedSchema = z.object({
  giverEmail: z.string(),
  serviceTokens: z.array(z.string()),
  usersByEmail: z.array(z.tuple([z.string(), z.string()])),
  individuals: z.array(z.string()),
  groups: z.array(nameSchema),
  named: z.array(nameSchema),
  groupNamed: z.boolean(),
});

const storySchema = z.object({
  giverId: z.string(),
  recipients: z.array(nameSchema),
  people: z.number(),
  groupNamed: z.boolean().optional(),
  amount: z.number(),
  total: z.number(),
  reason: z.string(),
  values: z.array(z.string()).optional(),
});

const deliverySchema = z.object({
  /** The channel the post goes to (it is made after the giver is told, at the channel's pace). */
  postedIn: z.string().optional(),
  postProblem: z.string().optional(),
  private: z.boolean(),
  /** Recipients a direct message goes to. */
  dmCount: z.number(),
  balance: z.string().optional(),
});

export const giveResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sent'), recognition: recognitionSchema, story: storySchema, delivery: deliverySchema }),
  z.object({ status: z.literal('duplicate'), message: z.string() }),
  z.object({ status: z.literal('failed'), message: z.string(), field: z.literal('recipients').optional() }),
]);

const progressSchema = z.object({
  resolved: resolvedSchema,
  /** The reason as it was charged: a resumed give sends this, even if what it would build now differs (an edited message). */
  reason: z.object({ shown: z.string(), plain: z.string() }),
  /** What was taken from the allowance (its spends and refunds are once-only under the give's id). */
  charge: z.object({ key: z.string(), coins: z.number(), exempt: z.boolean() }),
  /** When the recognition was sent: from then on the service may have recorded it. */
  sendingSince: z.number().optional(),
  recognition: recognitionSchema.optional(),
  /** The channel post about to be made (alone, or with other kudos of the same moment): a give resumed before `post`
   *  looks for it in the channel (or under `threadTs`, the day's thread it replies in) before posting again. */
  posting: z.object({ channel: z.string(), since: z.number(), threadTs: z.string().optional() }).optional(),
  /** The channel post, once made (or why not); resumed, a give posts it no more. */
  post: z.object({ postedIn: z.string().optional(), postProblem: z.string().optional() }).optional(),
  /** The recipients (Slack IDs) the give's direct messages go to, and those already sent (or given up on). */
  dmsTo: z.array(z.string()).optional(),
  dmsDone: z.array(z.string()).optional(),
  /** Recipients whose direct message failed, told to the giver once every delivery is over. */
  dmsFailed: z.array(z.string()).optional(),
  /** The giver has been told the outcome: a give resumed after that tells them no more. */
  told: z.boolean().optional(),
  /** The outcome, once known. */
  result: giveResultSchema.optional(),
  /** A failure that surely recorded nothing: its refund and released keys are done again (once-only) when resumed. */
  undo: z.boolean().optional(),
});
export type GiveProgress = z.infer<typeof progressSchema>;

/** What an earlier attempt of this kept give saved, if anything readable. */
export function savedProgress(durable: Durable | undefined): GiveProgress | undefined {
  const parsed = durable?.progress === undefined ? undefined : progressSchema.safeParse(durable.progress);
  return parsed?.success ? parsed.data : undefined;
}

export const storedResolved = (resolved: ResolvedRecipients): GiveProgress['resolved'] => ({ ...resolved, usersByEmail: [...resolved.usersByEmail] });
export const restoredResolved = (stored: GiveProgress['resolved']): ResolvedRecipients => ({ ...stored, usersByEmail: new Map(stored.usersByEmail) });
