// View submissions: the give modal, workspace setup, the review modal — each answered inside 3 seconds.
import type { AllMiddlewareArgs, App, SlackViewMiddlewareArgs } from '@slack/bolt';
import type { FeatureDeps } from '../features/deps.js';
import { publishHome } from '../features/home/publish.js';
import { VIEWS } from '../features/ids.js';
import { submitGiveModal, usergroupsFor } from '../features/kudos/flows.js';
import { submitReview } from '../features/reviews/submit.js';
import { submitPick, submitStep } from '../features/reviews/team-review.js';
import { parsePresetSubmission, presetSavedView, savePreset } from '../features/reviews/presets.js';
import type { Submission } from '../features/submission.js';
import { NOT_ADMIN } from '../features/admins.js';
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
    const saved = await checkAndSave(deps.connections, deps.workspaces, w, user.id, parsed.value, await usergroupsFor(deps, client, w));
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

/** A submission answered by a feature: ack with its response, then run what it left for after the ack. */
function answered(deps: FeatureDeps, name: string, run: (args: ViewArgs, p: ReturnType<typeof viewSubmissionSchema.parse>) => Promise<Submission>) {
  return async (args: ViewArgs) => {
    const payload = viewSubmissionSchema.parse(args.body);
    const submission = await run(args, payload);
    await args.ack(submission.response);
    await submission.after?.().catch((e: unknown) => deps.log.error(`${name}:`, e));
  };
}

export function presetSubmissionCallback(deps: FeatureDeps) {
  return answered(deps, 'preset', async ({ client, context }, { user, view }) => {
    const w = workspaceOf(context);
    if (!(await deps.directory.isAdmin(client, w, user.id))) return { response: { response_action: 'errors', errors: { name: NOT_ADMIN } } };
    const parsed = parsePresetSubmission(view.state.values);
    if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
    const saved = await savePreset(deps, client, w, user.id, parsed.value);
    if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
    return { response: { response_action: 'update', view: presetSavedView(saved.preset) }, after: () => publishHome(deps, client, w, user.id) };
  });
}

export function register(app: App, deps: FeatureDeps): void {
  app.view(VIEWS.give, giveSubmissionCallback(deps));
  app.view(VIEWS.setup, setupSubmissionCallback(deps));
  app.view(VIEWS.review, reviewSubmissionCallback(deps));
  app.view(VIEWS.teamReviewPick, answered(deps, 'team review', ({ context }, { user, view }) => submitPick(deps, workspaceOf(context), user.id, view.id, view.state.values)));
  app.view(VIEWS.teamReviewStep, answered(deps, 'team review', ({ client, context }, { user, view }) => submitStep(deps, client, workspaceOf(context), user.id, view.id, view.state.values, view.private_metadata)));
  app.view(VIEWS.preset, presetSubmissionCallback(deps));
}
