// The admins' reward form (add and edit, stock included) and its reading: every bound checked here, each refusal
// said under the field it is about, nothing saved until all fields read.
import { randomUUID } from 'node:crypto';
import type { KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { ASKS, LIMIT_PERIODS, REWARD_BOUNDS as B, type Reward, rewardSchema } from '../../store/rewards-catalogue.js';
import type { Translator } from '../../i18n/translator.js';
import { plain } from '../../ui/blocks.js';
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

export function rewardModal(t: Translator, reward: Reward | undefined, stock: number): ModalView {
  const approval = option('yes', t.t('rewards.formApprovalOption'));
  return {
    type: 'modal',
    callback_id: REWARD_IDS.editView,
    private_metadata: reward?.id ?? '',
    title: plain(t.t(reward ? 'rewards.editTitle' : 'rewards.addTitle'), 24),
    submit: plain(t.t('rewards.saveButton'), 24),
    close: plain(t.t('rewards.cancelButton'), 24),
    blocks: [
      text(F.name, t.t('rewards.formName'), reward?.name ?? '', {
        hint: t.t('rewards.formNameHint', { max: t.number(B.name) }),
        placeholder: t.t('rewards.formNamePlaceholder'),
      }),
      text(F.description, t.t('rewards.formDescription'), reward?.description ?? '', { optional: true, multiline: true }),
      text(F.cost, t.t('rewards.formCost'), reward ? String(reward.cost) : '', {
        hint: t.t('rewards.formCostHint', { min: t.number(B.costMin), max: t.number(B.costMax) }),
      }),
      text(F.stock, t.t('rewards.formStock'), reward?.stocked ? String(stock) : '', {
        optional: true,
        hint: t.t('rewards.formStockHint', { max: t.number(B.stockMax) }),
      }),
      text(F.limit, t.t('rewards.formLimit'), reward?.limit ? String(reward.limit.count) : '', {
        optional: true,
        hint: t.t('rewards.formLimitHint'),
      }),
      select(
        F.period,
        t.t('rewards.formPeriod'),
        LIMIT_PERIODS.map((p) => option(p, t.t('rewards.formPeriodOption', { period: p }))),
        reward?.limit?.period ?? 'month',
      ),
      {
        type: 'input',
        block_id: F.approval,
        optional: true,
        label: plain(t.t('rewards.formApproval')),
        element: { type: 'checkboxes', action_id: 'value', options: [approval], ...((reward?.needsApproval ?? true) ? { initial_options: [approval] } : {}) },
      },
      select(
        F.ask,
        t.t('rewards.formAsk'),
        ASKS.map((a) => option(a, t.t('rewards.formAskOption', { ask: a }))),
        reward?.ask ?? 'nothing',
      ),
      text(F.question, t.t('rewards.formQuestion'), reward?.question ?? '', {
        optional: true,
        placeholder: t.t('rewards.formQuestionPlaceholder'),
        hint: t.t('rewards.formQuestionHint'),
      }),
      text(F.options, t.t('rewards.formOptions'), reward?.options.join('\n') ?? '', { optional: true, multiline: true, hint: t.t('rewards.formOptionsHint') }),
      text(F.image, t.t('rewards.formImage'), reward?.imageUrl ?? '', { optional: true, placeholder: 'https://…' }),
    ],
  };
}

export type ParsedReward = { ok: true; reward: Reward; stock?: number } | { ok: false; errors: Record<string, string> };

type CountField = 'cost' | 'stock' | 'limit';

/** A count typed in an optional field: absent when empty, else a whole number within [min, max] or the refusal. */
function count(t: Translator, typed: string, min: number, max: number, field: CountField): { value?: number; error?: string } {
  if (typed === '') return {};
  const n = wholeNumber(typed);
  return n !== undefined && n >= min && n <= max ? { value: n } : { error: t.t('rewards.errorCount', { field, min: t.number(min), max: t.number(max) }) };
}

/** Reads the form: the reward (a new id when `id` is empty) and its stock, or a refusal per field. */
export function parseReward(t: Translator, state: unknown, id: string, retired = false): ParsedReward {
  const v = formValues(state);
  if (!v) return { ok: false, errors: { [F.name]: t.t('rewards.errorFormOutOfDate') } };
  const errors: Record<string, string> = {};
  const name = v.text(F.name);
  const nameOver = charactersOver(name, B.name);
  if (!name) errors[F.name] = t.t('rewards.errorNameMissing');
  else if (nameOver !== undefined)
    errors[F.name] =
      nameOver === 'far'
        ? t.t('rewards.errorNameTooLong', { max: t.number(B.name) })
        : t.t('rewards.errorNameTooLongBy', { max: t.number(B.name), has: t.number(nameOver) });
  if (charactersOver(v.text(F.description), B.description) !== undefined)
    errors[F.description] = t.t('rewards.errorDescriptionTooLong', { max: t.number(B.description) });
  const cost = count(t, v.text(F.cost), B.costMin, B.costMax, 'cost');
  if (v.text(F.cost) === '') errors[F.cost] = t.t('rewards.errorCostMissing', { min: t.number(B.costMin), max: t.number(B.costMax) });
  else if (cost.error) errors[F.cost] = cost.error;
  const stock = count(t, v.text(F.stock), 0, B.stockMax, 'stock');
  if (stock.error) errors[F.stock] = stock.error;
  const limit = count(t, v.text(F.limit), 1, B.limitMax, 'limit');
  if (limit.error) errors[F.limit] = limit.error;
  const image = v.text(F.image);
  if (image && !/^https:\/\/\S+$/.test(image)) errors[F.image] = t.t('rewards.errorImage');
  const ask = (v.choice(F.ask) ?? 'nothing') as Reward['ask'];
  const options = v
    .text(F.options)
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
  if (ask === 'choice' && (options.length < 2 || options.length > 20)) errors[F.options] = t.t('rewards.errorOptionsCount');
  if (options.some((o) => charactersOver(o, 75) !== undefined)) errors[F.options] = t.t('rewards.errorOptionTooLong');
  if (charactersOver(v.text(F.question), 75) !== undefined) errors[F.question] = t.t('rewards.errorQuestionTooLong');
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
  if (!reward.success) return { ok: false, errors: { [F.name]: t.t('rewards.errorNotSaved') } };
  return { ok: true, reward: reward.data, ...(stock.value !== undefined ? { stock: stock.value } : {}) };
}
