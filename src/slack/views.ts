// View submissions: the give modal, workspace setup, the review modal — each answered inside 3 seconds.
import type { AllMiddlewareArgs, App, SlackViewMiddlewareArgs } from '@slack/bolt';
import type { FeatureDeps } from '../features/deps.js';
import { publishHome } from '../features/home/publish.js';
import { VIEWS } from '../features/ids.js';
import { submitGiveModal } from '../features/kudos/flows.js';
import { submitReview } from '../features/reviews/submit.js';
import { NOT_ADMIN } from '../features/setup/open.js';
import { SETUP_BLOCKS, checkAndSave, parseSetupSubmission, setupSavedView } from '../features/setup/setup.js';
import { viewSubmissionSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

type ViewArgs = AllMiddlewareArgs & SlackViewMiddlewareArgs;

export function giveSubmissionCallback(deps: FeatureDeps) {
  return async ({ body, ack, client, context }: ViewArgs) => {
    const { user, view } = viewSubmissionSchema.parse(body);
    const submission = await submitGiveModal(deps, client, {
      workspace: workspaceOf(context),
      userId: user.id,
      viewId: view.id,
      values: view.state.values,
      privateMetadata: view.private_metadata,
    });
    await ack(submission.response);
    await submission.after?.().catch((e) => deps.log.error('give modal:', e));
  };
}

export function setupSubmissionCallback(deps: FeatureDeps) {
  return async ({ body, ack, client, context }: ViewArgs) => {
    const { user, view } = viewSubmissionSchema.parse(body);
    const w = workspaceOf(context);
    if (!(await deps.directory.isAdmin(client, w, user.id))) {
      await ack({ response_action: 'errors', errors: { [SETUP_BLOCKS.stage]: NOT_ADMIN } });
      return;
    }
    const parsed = parseSetupSubmission(view.state.values);
    if (!parsed.ok) {
      await ack({ response_action: 'errors', errors: parsed.errors });
      return;
    }
    const saved = await checkAndSave(deps.connections, deps.workspaces, w, user.id, parsed.value);
    if (!saved.ok) {
      await ack({ response_action: 'errors', errors: saved.errors });
      return;
    }
    const connection = await deps.connections.forWorkspace(w);
    await ack({ response_action: 'update', view: setupSavedView(connection.stage, connection.keyLast4) });
    deps.log.info(`workspace ${w.teamId} connected to ${connection.stage} by ${user.id}`);
    await publishHome(deps, client, w, user.id).catch((e) => deps.log.warn('home after setup:', e));
  };
}

export function reviewSubmissionCallback(deps: FeatureDeps) {
  return async ({ body, ack, client, context }: ViewArgs) => {
    const { user, view } = viewSubmissionSchema.parse(body);
    const submission = await submitReview(deps, client, { workspace: workspaceOf(context), userId: user.id, viewId: view.id, values: view.state.values, privateMetadata: view.private_metadata });
    await ack(submission.response);
    await submission.after?.().catch((e: unknown) => deps.log.error('review modal:', e));
  };
}

export function register(app: App, deps: FeatureDeps): void {
  app.view(VIEWS.give, giveSubmissionCallback(deps));
  app.view(VIEWS.setup, setupSubmissionCallback(deps));
  app.view(VIEWS.review, reviewSubmissionCallback(deps));
}
