// Which engagement service, key and stage a workspace uses: its stored settings, else the defaults of the environment.
import type { Dispatcher } from 'undici';
import {
  type EngagementClient,
  type EngagementError,
  NetworkError,
  type RetryPolicy,
  ServerError,
  type Stage,
  TimeoutError,
  UnauthorizedError,
  WrongStageError,
  createEngagementClient,
} from '../engagement-client/index.js';
import { type WorkspaceRef, type WorkspaceStore, workspaceKey } from '../store/workspaces.js';

export type Connection = {
  client: EngagementClient;
  stage: Stage;
  keyLast4: string;
  /** Whether the key was set by an admin with /kudos setup, or comes from the environment / demo. */
  source: 'workspace' | 'default';
  /** Identifies key + stage, for caches that must not leak across connections. */
  scope: string;
};

/** `onlyFor`: the workspaces (team or enterprise IDs) that may fall back on the default key; absent, every one may. */
export type ConnectionDefaults = { root: string; apiKey?: string | undefined; stage: Stage; timeoutMs?: number; onlyFor?: ReadonlySet<string> | undefined };

/** What a cheap read says of a key on a stage: accepted, refused (unknown, or of the other stage), or no answer. */
export type Probe = { verdict: 'accepted' } | { verdict: 'refused' | 'wrong_stage' | 'unreachable'; error: EngagementError };

export async function probe(client: EngagementClient): Promise<Probe> {
  try {
    await client.questions.list({ limit: 1 });
    return { verdict: 'accepted' };
  } catch (error) {
    if (error instanceof WrongStageError) return { verdict: 'wrong_stage', error };
    if (error instanceof UnauthorizedError) return { verdict: 'refused', error };
    if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof ServerError) return { verdict: 'unreachable', error };
    throw error;
  }
}

export class NotConnectedError extends Error {
  constructor() {
    super('This workspace is not connected to the engagement service yet. An admin can connect it with `/kudos setup`.');
    this.name = 'NotConnectedError';
  }
}

/** The workspace has a key of its own, but no configured ENCRYPTION_KEY opens it. The message is for admins. */
export class UnreadableKeyError extends Error {
  constructor() {
    super("The stored API key can't be read with the current ENCRYPTION_KEY; run `/kudos setup` to enter it again.");
    this.name = 'UnreadableKeyError';
  }
}

export class Connections {
  private readonly clients = new Map<string, EngagementClient>();

  constructor(
    private readonly defaults: ConnectionDefaults,
    private readonly workspaces: WorkspaceStore,
    private readonly dispatcher?: Dispatcher,
  ) {}

  get root(): string {
    return this.defaults.root;
  }

  clientFor(apiKey: string, stage: Stage, timeoutMs = this.defaults.timeoutMs, retryPolicy?: RetryPolicy): EngagementClient {
    const id = `${stage}:${apiKey}:${timeoutMs ?? ''}:${retryPolicy ? JSON.stringify(retryPolicy) : ''}`;
    let client = this.clients.get(id);
    if (!client) {
      client = createEngagementClient({
        root: this.defaults.root,
        stage,
        apiKey,
        ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
        ...(timeoutMs ? { timeoutMs } : {}),
        ...(retryPolicy ? { retryPolicy } : {}),
      });
      this.clients.set(id, client);
    }
    return client;
  }

  /** `tuning` gives bulk work its own client: a longer timeout, and retries it schedules itself. */
  async forWorkspace(w: WorkspaceRef, tuning: { timeoutMs?: number; retryPolicy?: RetryPolicy } = {}): Promise<Connection> {
    const settings = await this.workspaces.get(w);
    // Never the environment's default key instead: it may belong to another company.
    if (settings.keyUnreadable) throw new UnreadableKeyError();
    const stored = settings.apiKey && settings.stage ? { apiKey: settings.apiKey, stage: settings.stage } : undefined;
    const only = this.defaults.onlyFor;
    const mayDefault = !only || only.has(w.teamId) || (w.enterpriseId !== undefined && only.has(w.enterpriseId));
    const apiKey = stored?.apiKey ?? (mayDefault ? this.defaults.apiKey : undefined);
    const stage = stored?.stage ?? this.defaults.stage;
    if (!apiKey) throw new NotConnectedError();
    return {
      client: this.clientFor(apiKey, stage, tuning.timeoutMs ?? this.defaults.timeoutMs, tuning.retryPolicy),
      stage,
      keyLast4: apiKey.slice(-4),
      source: stored ? 'workspace' : 'default',
      scope: `${workspaceKey(w)}:${stage}:${apiKey.slice(-4)}`,
    };
  }
}
