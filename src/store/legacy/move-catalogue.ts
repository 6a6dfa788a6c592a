// Each workspace's rewards catalogue (its rewards in their order) and approver channel, moved through RewardsCatalogue:
// a reward the catalogue does not hold as it is is saved (new ones go last, so the old order is kept). A reward that
// does not parse is left out and counted; the old store read such a catalogue as empty, this one lists the others.
import { z } from 'zod';
import { RewardsCatalogue, rewardSchema } from '../rewards-catalogue.js';
import { type Move, type MoveContext, alive, heldRow, moveIfChanged, parsedOr, recordsOf } from './move.js';
import { isWorkspaceKey, keyvValue, refOf } from './snapshot.js';

const programSchema = z.object({ rewards: z.array(z.unknown()).default([]), approverChannel: z.string().optional() });

async function moveCatalogue(m: MoveContext): Promise<void> {
  const catalogue = new RewardsCatalogue(m.db);
  for (const record of recordsOf(m, 'reward-catalogue')) {
    if (!alive(m, record, 'rewards')) continue;
    const value = await keyvValue(record.raw);
    const program = parsedOr(m, 'rewards', () => (isWorkspaceKey(record.key) && value !== undefined ? programSchema.parse(value) : undefined));
    if (!program) continue;
    const w = refOf(record.key);
    for (const raw of program.rewards) {
      const reward = parsedOr(m, 'rewards', () => rewardSchema.parse(raw));
      if (reward)
        await moveIfChanged(
          m,
          'rewards',
          () => catalogue.reward(w, reward.id),
          reward,
          () => catalogue.save(w, reward),
        );
    }
    if (program.approverChannel === undefined) continue;
    const channel = program.approverChannel;
    const current = async () => ((await heldRow(m, 'reward_programs', { workspace_key: record.key })) ? (await catalogue.get(w)).approverChannel : undefined);
    await moveIfChanged(m, 'reward approver channels', current, channel, () => catalogue.setApproverChannel(w, channel));
  }
}

export const catalogueMove: Move = { namespaces: (ns) => ns === 'reward-catalogue', run: moveCatalogue };
