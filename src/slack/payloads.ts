// zod schemas for the Slack payload fields the listeners read; a payload that does not match is answered, not crashed on.
import { z } from 'zod';

export const commandSchema = z.object({
  text: z.string().default(''),
  user_id: z.string().min(1),
  channel_id: z.string().min(1),
  trigger_id: z.string().min(1),
});

export const viewSubmissionSchema = z.object({
  /** `team_id`: the person's workspace, which an org-wide install goes by (see workspaceOf). */
  user: z.object({ id: z.string(), team_id: z.string().nullish() }),
  view: z.object({
    id: z.string(),
    private_metadata: z.string().default(''),
    state: z.object({ values: z.record(z.string(), z.unknown()) }),
    /** The modal's blocks as Slack shows them, read by checks that need no store (answersAfterAck). */
    blocks: z.array(z.unknown()).optional(),
  }),
});

export const blockActionSchema = z.object({
  user: z.object({ id: z.string() }),
  trigger_id: z.string().optional(),
  actions: z.array(z.object({ action_id: z.string(), value: z.string().optional(), selected_option: z.object({ value: z.string() }).nullish() })).min(1),
  view: z
    .object({
      id: z.string(),
      private_metadata: z.string().default(''),
      type: z.string().optional(),
      state: z.object({ values: z.record(z.string(), z.unknown()) }).optional(),
    })
    .optional(),
  channel: z.object({ id: z.string() }).optional(),
  /** Present on messages; a button on App Home or in a modal has none (its answer goes as a DM). */
  response_url: z.string().optional(),
});

export const globalShortcutSchema = z.object({ user: z.object({ id: z.string() }), trigger_id: z.string() });

export const messageShortcutSchema = z.object({
  user: z.object({ id: z.string() }),
  trigger_id: z.string(),
  channel: z.object({ id: z.string() }),
  message: z.object({ ts: z.string(), user: z.string().optional(), bot_id: z.string().optional(), text: z.string().default('') }),
});

/** The workspace an Events API envelope says its event happened in (org-wide installs). */
export const eventTeamSchema = z.object({ context_team_id: z.string().nullish() });

export const homeOpenedSchema = z.object({ user: z.string(), tab: z.string().optional() });
/** Slack's user_change: who, whether the account is deactivated (`deleted`), and whether it is a person with an e-mail. */
export const userChangeSchema = z.object({
  user: z.object({
    id: z.string(),
    deleted: z.boolean().default(false),
    is_bot: z.boolean().default(false),
    profile: z.object({ email: z.string().optional() }).default({}),
  }),
});
/** Slack's tokens_revoked: the user IDs whose user tokens (`oauth`) and the bot user IDs whose bot tokens were revoked. */
export const tokensRevokedSchema = z.object({ tokens: z.object({ oauth: z.array(z.string()).default([]), bot: z.array(z.string()).default([]) }) });

export type ViewSubmission = z.infer<typeof viewSubmissionSchema>;
export type BlockAction = z.infer<typeof blockActionSchema>;
export type GlobalShortcut = z.infer<typeof globalShortcutSchema>;
export type MessageShortcut = z.infer<typeof messageShortcutSchema>;
