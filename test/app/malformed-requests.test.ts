// Signed but malformed Slack requests through the real HTTP receiver, with real signatures: junk bodies, payloads of
// the wrong type, and every kind of Slack request with a field it needs missing or of the wrong type. Each gets a prompt
// 200 or 400 (a command an ephemeral sentence, never a channel message) and nothing is recorded: no recognition, no
// Slack call, no error logged, no unhandled rejection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useHarness, waitFor } from '../support/app-harness.js';
import { blockAction, commandBody, eventBody, formBody, globalShortcut, messageShortcut, send, viewSubmission } from '../support/slack-requests.js';

const h = useHarness();
const FORM = 'application/x-www-form-urlencoded';
/** Longer than any prompt answer, shorter than Bolt's 3-second "nobody acked" timer. */
const PROMPT_MS = 2_500;

/** What a field must be; a malformed request has one of them missing or of another type. */
type Kind = 'type' | 'id' | 'string' | 'object' | 'nullableObject' | 'array';
type Field = { path: string; kind: Kind; optional?: boolean };

const WRONG: Record<Kind, unknown[]> = {
  type: [null, 0, 'no_such_type', {}, []],
  id: [null, 0, true, '', [], {}, ['U1']],
  string: [null, 0, true, [], {}],
  object: [null, 0, 'text', true, [], ['x']],
  nullableObject: [0, 'text', true, [], ['x']],
  array: [null, 0, 'text', {}, []],
};

const interactive: Field[] = [
  { path: 'type', kind: 'type' },
  { path: 'user', kind: 'object' },
  { path: 'user.id', kind: 'id' },
  { path: 'team', kind: 'nullableObject', optional: true }, // null on org-wide installs
  { path: 'team.id', kind: 'id' },
];

const templates: { name: string; payload: () => Record<string, unknown>; fields: Field[] }[] = [
  {
    name: 'block_actions',
    payload: () => blockAction('UANA', 'home_give', { view: { id: 'VHOME', type: 'home' } }),
    fields: [
      ...interactive,
      { path: 'trigger_id', kind: 'id' },
      { path: 'actions', kind: 'array' },
      { path: 'actions.0', kind: 'object' },
      { path: 'actions.0.action_id', kind: 'id' },
      { path: 'view', kind: 'object', optional: true },
      { path: 'view.id', kind: 'id' },
      { path: 'view.private_metadata', kind: 'string', optional: true },
    ],
  },
  {
    name: 'view_submission',
    payload: () => viewSubmission('UANA', { id: 'VGIVE', callback_id: 'give_kudos_modal', values: {} }),
    fields: [
      ...interactive,
      { path: 'view', kind: 'object' },
      { path: 'view.id', kind: 'id' },
      { path: 'view.callback_id', kind: 'id' },
      { path: 'view.state', kind: 'object' },
      { path: 'view.state.values', kind: 'object' },
      { path: 'view.private_metadata', kind: 'string', optional: true },
    ],
  },
  {
    name: 'shortcut',
    payload: () => globalShortcut('UANA', 'give_kudos'),
    fields: [...interactive, { path: 'callback_id', kind: 'id' }, { path: 'trigger_id', kind: 'id' }],
  },
  {
    name: 'message_action',
    payload: () => messageShortcut('UANA', 'kudos_for_message', { user: 'UBEN', text: 'shipped it' }),
    fields: [
      ...interactive,
      { path: 'callback_id', kind: 'id' },
      { path: 'trigger_id', kind: 'id' },
      { path: 'channel', kind: 'object' },
      { path: 'channel.id', kind: 'id' },
      { path: 'message', kind: 'object' },
      { path: 'message.ts', kind: 'id' },
      { path: 'message.text', kind: 'string', optional: true },
    ],
  },
  {
    name: 'event_callback',
    payload: () => JSON.parse(eventBody({ type: 'app_home_opened', user: 'UANA', tab: 'home', channel: 'D1' })),
    fields: [
      { path: 'type', kind: 'type' },
      { path: 'event_id', kind: 'id' },
      { path: 'event', kind: 'object' },
      { path: 'event.type', kind: 'id' },
      { path: 'event.user', kind: 'id', optional: true },
      { path: 'event.channel', kind: 'id', optional: true },
      { path: 'team_id', kind: 'id', optional: true },
      { path: 'authorizations', kind: 'array', optional: true },
      { path: 'authorizations.0', kind: 'object' },
    ],
  },
];

const commandFields = ['command', 'user_id', 'channel_id', 'trigger_id', 'team_id', 'response_url'];

const DELETE = Symbol('delete');

/** A deep copy of `value` with the field at `path` replaced (or deleted). */
function withField(value: Record<string, unknown>, path: string, replacement: unknown): Record<string, unknown> {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  if (replacement === DELETE) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = replacement;
  return copy;
}

/** A Slack request, well formed but for one field. */
const brokenPayload = fc
  .constantFrom(...templates)
  .chain((t) =>
    fc
      .constantFrom(...t.fields)
      .chain((f) =>
        fc
          .constantFrom(...(f.optional ? WRONG[f.kind] : [DELETE, ...WRONG[f.kind]]))
          .map((v) => ({ name: `${t.name} ${f.path}=${String(v === DELETE ? 'deleted' : JSON.stringify(v))}`, payload: withField(t.payload(), f.path, v) })),
      ),
  );

type Request = { name: string; body: string; contentType: string };

const asRequest = ({ name, payload }: { name: string; payload: Record<string, unknown> }): Request =>
  payload.type === 'event_callback' || name.startsWith('event_callback')
    ? { name, body: JSON.stringify(payload), contentType: 'application/json' }
    : { name, body: formBody(payload), contentType: FORM };

const brokenCommand = fc.constantFrom(...commandFields).chain((field) =>
  fc.constantFrom('deleted', 'empty', 'twice').map((how): Request => {
    const params = new URLSearchParams(commandBody({ text: '<@UBEN|ben> 1 for malformed', user_id: 'UANA', response_url: h.current.fake.responseUrl() }));
    if (how === 'deleted') params.delete(field);
    if (how === 'empty') params.set(field, '');
    if (how === 'twice') params.append(field, 'again');
    return { name: `command ${field} ${how}`, body: params.toString(), contentType: FORM };
  }),
);

const junk: fc.Arbitrary<Request> = fc.oneof(
  fc.jsonValue().map((v) => ({ name: 'payload=<json>', body: `payload=${encodeURIComponent(JSON.stringify(v))}`, contentType: FORM })),
  fc.jsonValue().map((v) => ({ name: 'json body', body: JSON.stringify(v), contentType: 'application/json' })),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
    .map((d) => ({ name: 'form fields', body: new URLSearchParams(d).toString(), contentType: FORM })),
  fc
    .tuple(fc.string({ maxLength: 200 }), fc.constantFrom(FORM, 'application/json', 'text/plain', `${FORM}; charset=utf-8`))
    .map(([body, contentType]) => ({ name: 'text', body, contentType })),
  fc
    .constantFrom('null', '[]', '"text"', '1', 'true', '{}', '%ZZ', '{"payload":1}')
    .map((v) => ({ name: `payload=${v}`, body: `payload=${v}`, contentType: FORM })),
);

/** Sends one request and checks its answer; returns what it answered. */
async function expectPromptRefusal(request: Request) {
  const r = await send(h.current.url, request.body, request.contentType, { timeoutMs: PROMPT_MS });
  expect([200, 400], `${request.name} answered ${r.status}`).toContain(r.status);
  const isCommand = request.contentType === FORM && !new URLSearchParams(request.body).has('payload');
  if (isCommand && r.status === 200 && r.text) expect(r.json?.response_type, request.name).toBe('ephemeral');
  return r;
}

describe('signed but malformed Slack requests', () => {
  it('payload=null gets a prompt 400 instead of hanging', async () => {
    const r = await send(h.current.url, 'payload=null', FORM, { timeoutMs: PROMPT_MS });
    expect(r.status).toBe(400);
  });

  it('a form with no listener (a result view has no submit button) is acked at once, not left to time out with a 404', async () => {
    for (const callbackId of ['give_kudos_result', 'team_review_result', 'feedback_modal']) {
      const payload = viewSubmission('UANA', { id: 'V1', callback_id: callbackId, values: {} }) as Record<string, unknown>;
      const r = await send(h.current.url, formBody(payload), FORM, { timeoutMs: PROMPT_MS });
      expect([callbackId, r.status]).toEqual([callbackId, 200]);
    }
  });

  it('a view_submission without `view` gets a 400, not a 500', async () => {
    const payload = viewSubmission('UANA', { id: 'V1', callback_id: 'give_kudos_modal', values: {} }) as Record<string, unknown>;
    delete payload.view;
    const r = await send(h.current.url, formBody(payload), FORM, { timeoutMs: PROMPT_MS });
    expect(r.status).toBe(400);
  });

  it('a command the app cannot read is answered ephemerally, never in the channel', async () => {
    const params = new URLSearchParams(commandBody({ text: '<@UBEN|ben> 1 for x', user_id: 'UANA', response_url: h.current.fake.responseUrl() }));
    params.delete('user_id');
    const r = await send(h.current.url, params.toString(), FORM, { timeoutMs: PROMPT_MS });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringContaining('Slack sent this command without the fields I need') });
  });

  it('a command with an `event` field too (Bolt would route it as an event and answer 500) is answered ephemerally', async () => {
    const lines = h.current.lines.length;
    for (const text of ['help', '<@UBEN|ben> 1 for an event field']) {
      const params = new URLSearchParams(commandBody({ text, user_id: 'UANA', response_url: h.current.fake.responseUrl() }));
      params.append('event', 'x');
      const r = await send(h.current.url, params.toString(), FORM, { timeoutMs: PROMPT_MS });
      expect(r.status, text).toBe(200);
      expect(r.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringContaining('Slack sent this command without the fields I need') });
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(h.current.lines.slice(lines).filter((l) => / ERROR /.test(l))).toEqual([]);
  });

  it('property: every one gets a prompt 200/400, and nothing is recorded', async () => {
    const calls = h.current.fake.calls.length;
    const recognitions = h.current.recognitions().length;
    const lines = h.current.lines.length;
    await fc.assert(
      fc.asyncProperty(fc.oneof(brokenPayload.map(asRequest), brokenCommand, junk), async (request) => void (await expectPromptRefusal(request))),
      { numRuns: 400 },
    );
    await new Promise((r) => setTimeout(r, 300)); // work after an ack would show up here
    expect(h.current.fake.calls.slice(calls)).toEqual([]);
    expect(h.current.recognitions()).toHaveLength(recognitions);
    expect(h.current.lines.slice(lines).filter((l) => / ERROR /.test(l))).toEqual([]);
  });

  it('an event of a known type with a malformed body changes nothing (tokens_revoked without a list of bot tokens)', async () => {
    const replies = h.current.fake.callsTo('response_url').length;
    await h.current.command('link <@UBEN|ben> <mailto:ben@acme.test|ben@acme.test>', 'UCEO');
    await waitFor(() => h.current.fake.callsTo('response_url')[replies], 'linked');
    for (const tokens of [{ bot: 'xoxb-1' }, 'all', null]) {
      expect((await send(h.current.url, eventBody({ type: 'tokens_revoked', tokens }), 'application/json', { timeoutMs: PROMPT_MS })).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await h.current.runtime.deps.workspaces.get({ teamId: 'T1' })).links).toEqual({ UBEN: 'ben@acme.test' });
  });

  it('well-formed requests still get through (the guard is not a wall)', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    const r = await send(h.current.url, formBody(globalShortcut('UANA', 'give_kudos')), FORM, { timeoutMs: PROMPT_MS });
    expect(r.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(h.current.fake.callsTo('views.open').length).toBe(opened + 1);
  });
});
