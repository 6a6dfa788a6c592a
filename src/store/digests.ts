// The weekly digest's post under way (read back after a crash), and a town-hall digest waiting in the store between its preview and "Post to channel" (a button value is too small).
import { z } from 'zod';

export const storedDigestSchema = z.object({
  channelId: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  generated_at: z.string(),
});
export type StoredDigest = z.infer<typeof storedDigestSchema>;

/** A weekly digest post that began: where, and when (seconds before it, the channel is read for it after a crash). */
export type DigestAttempt = { channel: string; since: number };
