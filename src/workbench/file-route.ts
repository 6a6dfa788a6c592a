// The page's file_input: a file the person picks is uploaded to the workspace at once, as Slack's client does, and
// the page gets Slack's file object to put in the modal's state.
import { z } from 'zod';
import type { ClientRoutes } from './client-routes.js';
import { MAX_FILE_INPUT_BYTES } from './file-input.js';
import { isPerson } from './page-state.js';
import type { SlackWorkspace } from './workspace.js';

export function fileRoutes(workspace: SlackWorkspace): ClientRoutes {
  const request = z.object({
    user: z.string().refine((id) => isPerson(workspace, id), 'Choose who you are on the page first'),
    name: z.string().min(1).max(255),
    base64: z.string().max(Math.ceil(MAX_FILE_INPUT_BYTES / 3) * 4),
  });
  return {
    '/workbench/file': async (raw) => {
      const r = request.parse(raw);
      return workspace.pickFile(r.user, r.name, Buffer.from(r.base64, 'base64'));
    },
  };
}
