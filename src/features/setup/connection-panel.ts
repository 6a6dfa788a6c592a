// The connection panel on an admin's App Home: stage, the key's last 4, reachability, or what is wrong. Pure.
import { type Blocks, context, fields, header, section } from '../../ui/blocks.js';
import type { ConnectionStatus } from './connection-status.js';

export function connectionPanel(status: ConnectionStatus | { problem: string }): Blocks {
  if ('problem' in status) return [header('Admin: connection'), section(`:warning: ${status.problem}`)];
  return [
    header('Admin: connection'),
    fields([
      `*Stage*\n${status.stage}`,
      `*API key*\n…${status.keyLast4}${status.source === 'default' ? ' (default)' : ''}`,
      `*Service*\n${status.reachable ? ':large_green_circle: reachable' : ':red_circle: not reachable'}`,
    ]),
    context(status.detail),
  ];
}
