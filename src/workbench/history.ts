// The workbench's channel history, DMs and shared files kept in the app's store (STORE_URL), so a restart of
// `npm start` brings back what people saw, as the kudos themselves come back from the engagement service.
import type Keyv from 'keyv';
import { z } from 'zod';
import type { Channel, Message, SharedFile, SlackWorkspace } from './workspace.js';

// Stored by this module only, but read back after any crash or version change: checked like any outside input.
const channelList = z.array(z.object({ id: z.string(), name: z.string(), dmWith: z.string().optional() }));
const tsList = z.array(z.string());
const storedMessage = z.looseObject({ ts: z.string(), channel: z.string(), text: z.string() });
const storedFile = z.object({ id: z.string(), name: z.string(), title: z.string(), base64: z.string() });

export type History = { flush: () => Promise<void>; stop: () => void };

/**
 * Keys: `channels` (the channels with history, DMs included), `ts:{channel}` (its messages' ts in order),
 * `message:{ts}` (one message) and `file:{id}` (a shared file's bytes). A change rewrites only what changed.
 */
export async function keepHistory(store: Keyv<unknown>, workspace: SlackWorkspace, log: (line: string) => void): Promise<History> {
  const saved = await restore(store, workspace, log);
  let writes = Promise.resolve();
  const write = (work: () => Promise<unknown>) => {
    writes = writes.then(work).then(
      () => undefined,
      (error: unknown) => log(`workbench history not saved: ${(error as Error).message}`),
    );
  };
  const unsubscribe = workspace.onChange((change) => {
    if (change.kind !== 'messages' || !change.channel) return;
    const ops = saveChannel(saved, workspace, change.channel);
    if (ops.length) write(() => Promise.all(ops.map(([key, value]) => (value === undefined ? store.delete(key) : store.set(key, value)))));
  });
  return { flush: () => writes, stop: unsubscribe };
}

type Saved = { channels: Map<string, Channel>; messages: Map<string, Map<string, string>>; files: Set<string> };
type Op = [key: string, value: unknown];

/** What must be written for `channel` to match the workspace: changed messages, the ts index, new channels and files. */
function saveChannel(saved: Saved, workspace: SlackWorkspace, channel: string): Op[] {
  const ops: Op[] = [];
  const current = workspace.messages.filter((m) => m.channel === channel);
  const before = saved.messages.get(channel) ?? new Map<string, string>();
  const after = new Map(current.map((m) => [m.ts, JSON.stringify(m)]));
  for (const [ts, json] of after) if (before.get(ts) !== json) ops.push([`message:${ts}`, JSON.parse(json)]);
  for (const ts of before.keys()) if (!after.has(ts)) ops.push([`message:${ts}`, undefined]);
  if ([...before.keys()].join() !== [...after.keys()].join()) ops.push([`ts:${channel}`, [...after.keys()]]);
  saved.messages.set(channel, after);
  const known = workspace.channels.find((c) => c.id === channel);
  if (known && !saved.channels.has(channel)) {
    saved.channels.set(channel, { ...known });
    ops.push(['channels', [...saved.channels.values()]]);
  }
  for (const file of current.flatMap((m) => m.files ?? [])) {
    const bytes = workspace.files.get(file.id)?.bytes;
    if (saved.files.has(file.id) || !bytes) continue;
    saved.files.add(file.id);
    ops.push([`file:${file.id}`, { id: file.id, name: file.name, title: file.title, base64: bytes.toString('base64') }]);
  }
  return ops;
}

async function restore(store: Keyv<unknown>, workspace: SlackWorkspace, log: (line: string) => void): Promise<Saved> {
  // A record that does not read back is left out with a line in the log: history is nice to have, never a reason not to start.
  const read = <T>(schema: z.ZodType<T>, value: unknown, what: string): T | undefined => {
    const parsed = schema.safeParse(value);
    if (!parsed.success && value !== undefined) log(`workbench history: ${what} is unreadable and left out (${parsed.error.issues[0]?.message})`);
    return parsed.success ? parsed.data : undefined;
  };
  const channels = read(channelList, await store.get('channels'), 'the channel list') ?? [];
  const saved: Saved = { channels: new Map(channels.map((c) => [c.id, c])), messages: new Map(), files: new Set() };
  const messages: Message[] = [];
  for (const channel of channels) {
    const order = read(tsList, await store.get(`ts:${channel.id}`), `the order of #${channel.name}`) ?? [];
    const values = await store.getMany(order.map((ts) => `message:${ts}`));
    const found = values.flatMap((m, i) => read(storedMessage, m, `message ${order[i]}`) ?? []) as Message[];
    saved.messages.set(channel.id, new Map(found.map((m) => [m.ts, JSON.stringify(m)])));
    messages.push(...found);
  }
  const fileIds = [...new Set(messages.flatMap((m) => m.files?.map((f) => f.id) ?? []))];
  const files = (await store.getMany(fileIds.map((id) => `file:${id}`))).flatMap((value, i): SharedFile[] => {
    const stored = read(storedFile, value, `file ${fileIds[i]}`);
    if (!stored) return [];
    saved.files.add(stored.id);
    const { base64, ...file } = stored;
    return [{ ...file, bytes: Buffer.from(base64, 'base64') }];
  });
  workspace.restore({ channels, messages, files });
  return saved;
}
