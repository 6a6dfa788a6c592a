// What features need from the rest of the app, gathered in one object built at start-up.
import type { Logger } from '@slack/logger';
import type Keyv from 'keyv';
import type { Directory } from '../directory/directory.js';
import type { MemberCheck } from '../directory/members.js';
import type { Dedupe } from '../store/dedupe.js';
import type { WorkspaceStore } from '../store/workspaces.js';
import type { Connections } from './connection/connections.js';
import type { Usergroup } from './kudos/give-modal.js';
import type { PresetStore } from './reviews/presets.js';
import type { DraftStore } from './reviews/team-review.js';

export type FeatureDeps = {
  log: Logger;
  workspaces: WorkspaceStore;
  dedupe: Dedupe;
  directory: Directory;
  members: MemberCheck;
  connections: Connections;
  usergroups: Keyv<Usergroup[]>;
  presets: PresetStore;
  drafts: DraftStore;
};

/** A message back to the person who acted (ephemeral, via response_url or chat.postEphemeral). */
export type Reply = (message: { text: string; blocks?: unknown[]; replace_original?: boolean }) => Promise<unknown>;
