// Which managers of a workspace asked for the monthly insights summary in a DM (they switch it on and off in App
// Home), kept in the app's store; read through zod, so a damaged entry means nobody until someone opts in again.
import type Keyv from 'keyv';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

const storedSchema = z.object({ managers: z.array(z.string()).default([]) });

export class InsightsSummaryStore {
  constructor(private readonly kv: Keyv<unknown>) {}

  async managers(w: WorkspaceRef): Promise<string[]> {
    const parsed = storedSchema.safeParse((await this.kv.get(workspaceKey(w))) ?? {});
    return parsed.success ? parsed.data.managers : [];
  }

  async wants(w: WorkspaceRef, userId: string): Promise<boolean> {
    return (await this.managers(w)).includes(userId);
  }

  /** Switches one manager's summary on or off (each person switches only their own). */
  async set(w: WorkspaceRef, userId: string, on: boolean): Promise<void> {
    const others = (await this.managers(w)).filter((id) => id !== userId);
    await this.kv.set(workspaceKey(w), { managers: on ? [...others, userId] : others });
  }
}
