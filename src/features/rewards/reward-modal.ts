// The admins' reward form (add and edit, stock included) and its reading: every bound checked here, each refusal
// said under the field it is about, nothing saved until all fields read.
import { randomUUID } from 'node:crypto';
import type { KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { ASKS, LIMIT_PERIODS, REWARD_BOUNDS as B, type Reward, rewardSchema } from '../../store/rewards-catalogue.js';
import { figure, plain } from '../../ui/blocks.js';
import { formValues, wholeNumber } from './form-state.js';
import { REWARD_IDS } from './ids.js';
import { charactersOver } from '../../service/text-rules.js';

export const F = {
  name: 'name',
  description: 'description',
  cost: 'cost',
  stock: 'stock',
  limit: 'limit',
  period: 'period',
  approval: 'approval',
  ask: 'ask',
  question: 'question',
  options: 'options',
  image: 'image',
} as const;

const option = (value: string, text: string): PlainTextOption => ({ text: plain(text), value });
const ASK_WORDS: Record<(typeof ASKS)[number], string> = {
  nothing: 'Nothing',
  note: 'A note (size, address note…)',
  choice: 'A choice among options (a charity…)',
};

function text(
  block: string,
  label: string,
  initial: string,
  extra: { optional?: boolean; multiline?: boolean; hint?: string; placeholder?: string } = {},
): KnownBlock {
  return {
    type: 'input',
    block_id: block,
    optional: extra.optional ?? false,
    label: plain(label),
    ...(extra.hint ? { hint: plain(extra.hint) } : {}),
    element: {
      type: 'plain_text_input',
      action_id: 'value',
      multiline: extra.multiline ?? false,
      ...(initial ? { initial_value: initial } : {}),
      ...(extra.placeholder ? { placeholder: plain(extra.placeholder) } : {}),
    },
  };
}

function select(block: string, label: string, options: PlainTextOption[], initial: string | undefined, optional = false): KnownBlock {
  const chosen = options.find((o) => o.value === initial);
  return {
    type: 'input',
    block_id: block,
    optional,
    label: plain(label),
    element: { type: 'static_select', action_id: 'value', options, ...(chosen ? { initial_option: chosen } : {}) },
  };
}

export function rewardModal(reward: Reward | undefined, stock: number): ModalView {
  const approval = option('yes', 'An admin approves each request before it is fulfilled');
  return {
    type: 'modal',
    callback_id: REWARD_IDS.editView,
    private_metadata: reward?.id ?? '',
    title: plain(reward ? 'Edit reward' : 'Add a reward', 24),
    submit: plain('Save', 24),
    close: plain('Cancel', 24),
    blocks: [
      text(F.name, 'Name', reward?.name ?? '', { hint: `Up to ${B.name} characters.`, placeholder: 'A day off' }),
      text(F.description, 'Description', reward?.description ?? '', { optional: true, multiline: true }),
      text(F.cost, 'Cost in coins', reward ? String(reward.cost) : '', { hint: `From ${B.costMin} to ${figure(B.costMax)}.` }),
      text(F.stock, 'Stock', reward?.stocked ? String(stock) : '', {
        optional: true,
        hint: `How many are left, 0 to ${figure(B.stockMax)}. Empty: always available.`,
      }),
      text(F.limit, 'Limit per person', reward?.limit ? String(reward.limit.count) : '', {
        optional: true,
        hint: 'Times one person may redeem it per period. Empty: no limit.',
      }),
      select(
        F.period,
        'Limit period',
        LIMIT_PERIODS.map((p) => option(p, `per ${p}`)),
        reward?.limit?.period ?? 'month',
      ),
      {
        type: 'input',
        block_id: F.approval,
        optional: true,
        label: plain('Approval'),
        element: { type: 'checkboxes', action_id: 'value', options: [approval], ...((reward?.needsApproval ?? true) ? { initial_options: [approval] } : {}) },
      },
      select(
        F.ask,
        'Ask the person for',
        ASKS.map((a) => option(a, ASK_WORDS[a])),
        reward?.ask ?? 'nothing',
      ),
      text(F.question, 'Question', reward?.question ?? '', { optional: true, placeholder: 'T-shirt size', hint: 'What the note or choice is about.' }),
      text(F.options, 'Options (one per line)', reward?.options.join('\n') ?? '', { optional: true, multiline: true, hint: 'For a choice: up to 20.' }),
      text(F.image, 'Picture URL', reward?.imageUrl ?? '', { optional: true, placeholder: 'https://…' }),
    ],
  };
}

export type ParsedReward = { ok: true; reward: Reward; stock?: number } | { ok: false; errors: Record<string, string> };

/** A count typed in an optional field: absent when empty, else a whole number within [min, max] or the refusal. */
function count(typed: string, min: number, max: number, what: string): { value?: number; error?: string } {
  if (typed === '') return {};
  const n = wholeNumber(typed);
  return n !== undefined && n >= min && n <= max ? { value: n } : { error: `${what} is a whole number from ${figure(min)} to ${figure(max)}.` };
}

/** Reads the form: the reward (a new id when `id` is empty) and its stock, or a refusal per field. */
export function parseReward(state: unknown, id: string, retired = false): ParsedReward {
  const v = formValues(state);
  if (!v) return { ok: false, errors: { [F.name]: 'This form is out of date. Close it and open it again.' } };
  const errors: Record<string, string> = {};
  const name = v.text(F.name);
  const nameOver = charactersOver(name, B.name);
  if (!name) errors[F.name] = 'Give the reward a name.';
  else if (nameOver !== undefined) errors[F.name] = `A name is at most ${B.name} characters${nameOver === 'far' ? '' : ` (this one has ${figure(nameOver)})`}.`;
  if (charactersOver(v.text(F.description), B.description) !== undefined) errors[F.description] = `A description is at most ${B.description} characters.`;
  const cost = count(v.text(F.cost), B.costMin, B.costMax, 'The cost');
  if (v.text(F.cost) === '') errors[F.cost] = `Give a cost, from ${B.costMin} to ${figure(B.costMax)} coins.`;
  else if (cost.error) errors[F.cost] = cost.error;
  const stock = count(v.text(F.stock), 0, B.stockMax, 'Stock');
  if (stock.error) errors[F.stock] = stock.error;
  const limit = count(v.text(F.limit), 1, B.limitMax, 'A limit');
  if (limit.error) errors[F.limit] = limit.error;
  const image = v.text(F.image);
  if (image && !/^https:\/\/\S+$/.test(image)) errors[F.image] = 'A picture is an https:// address.';
  const ask = (v.choice(F.ask) ?? 'nothing') as Reward['ask'];
  const options = v
    .text(F.options)
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
  if (ask === 'choice' && (options.length < 2 || options.length > 20)) errors[F.options] = 'A choice needs 2 to 20 options, one per line.';
  if (options.some((o) => charactersOver(o, 75) !== undefined)) errors[F.options] = 'Each option is at most 75 characters.';
  if (charactersOver(v.text(F.question), 75) !== undefined) errors[F.question] = 'A question is at most 75 characters.';
  if (Object.keys(errors).length) return { ok: false, errors };
  const reward = rewardSchema.safeParse({
    id: id || randomUUID().slice(0, 8),
    name,
    description: v.text(F.description),
    cost: cost.value,
    stocked: stock.value !== undefined,
    ...(limit.value !== undefined ? { limit: { count: limit.value, period: v.choice(F.period) ?? 'month' } } : {}),
    needsApproval: v.checked(F.approval).includes('yes'),
    ask,
    question: v.text(F.question),
    options: ask === 'choice' ? options : [],
    ...(image ? { imageUrl: image } : {}),
    retired,
  });
  if (!reward.success) return { ok: false, errors: { [F.name]: 'This reward can’t be saved as it is: check each field.' } };
  return { ok: true, reward: reward.data, ...(stock.value !== undefined ? { stock: stock.value } : {}) };
}
