// View submissions: give modal, workspace setup, review, team review, preset — each answered inside 3 seconds.
// A payload that does not parse, or a failure before the answer, still gets an answer: a view saying what happened.
import type { AllMiddlewareArgs, App, SlackViewMiddlewareArgs } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import { NOT_ADMIN } from '../features/admins.js';
import { plain, section } from '../features/blocks.js';
import type { FeatureDeps } from '../features/deps.js';
import { explainFailure } from '../features/explain.js';
import { publishHome } from '../features/home/publish.js';
import { VIEWS } from '../features/ids.js';
import { submitGiveModal, usergroupsFor } from '../features/kudos/flows.js';
import { parsePresetSubmission, presetSavedView, savePreset } from '../features/reviews/presets.js';
import { submitReview } from '../features/reviews/submit.js';
import { submitPick, submitStep } from '../features/reviews/team-review.js';
import { SETUP_BLOCKS, checkAndSave, parseSetupSubmission, setupSavedView } from '../features/setup/setup.js';
import type { Submission } from '../features/submission.js';
import { viewSubmissionSchema } from './payloads.js';
import { workspaceOf } from './workspace.js';

type ViewArgs = AllMiddlewareArgs & SlackViewMiddlewareArgs;
type Payload = ReturnType<typeof viewSubmissionSchema.parse>;

const problemView = (text: string): ModalView => ({ type: 'modal', title: plain('Kudos', 24), close: plain('Close', 24), blocks: [section(`:warning: ${text}`)] });

/** Acks with the feature's response, then runs what it left for after the ack. */
function answered(deps: FeatureDeps, name: string, run: (args: ViewArgs, p: Payload) => Promise<Submission>) {
  return async (args: ViewArgs) => {
    const payload = viewSubmissionSchema.safeParse(args.body);
    if (!payload.success) {
      deps.log.warn(`${name}: a view submission without the fields I read`);
      await args.ack({ response_action: 'update', view: problemView('Slack sent this form without the fields I need. Close it and open it again.') });
      return;
    }
    let submission: Submission;
    try {
      submission = await run(args, payload.data);
    } catch (error) {
      deps.log.error(`${name}:`, error);
      await args.ack({ response_action: 'update', view: problemView(explainFailure(error, 'nothing was saved', false)) });
      return;
    }
    await args.ack(submission.response);
    await submission.after?.().catch((e: unknown) => deps.log.error(`${name}:`, e));
  };
}

const give = (deps: FeatureDeps) =>
  answered(deps, 'give modal', ({ client, context }, { user, view }) =>
    submitGiveModal(deps, client, { workspace: workspaceOf(context), userId: user.id, viewId: view.id, values: view.state.values, privateMetadata: view.private_metadata }),
  );

const review = (deps: FeatureDeps) =>
  answered(deps, 'review modal', ({ client, context }, { user, view }) =>
    submitReview(deps, client, { workspace: workspaceOf(context), userId: user.id, viewId: view.id, values: view.state.values, privateMetadata: view.private_metadata }),
  );

const setup = (deps: FeatureDeps) =>
  answered(deps, 'setup', async ({ client, context }, { user, view }) => {
    const w = workspaceOf(context);
    if (!(await deps.directory.isAdmin(client, w, user.id))) return { response: { response_action: 'errors', errors: { [SETUP_BLOCKS.stage]: NOT_ADMIN } } };
    const parsed = parseSetupSubmission(view.state.values);
    if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
    const saved = await checkAndSave(deps.connections, deps.workspaces, w, user.id, parsed.value, await usergroupsFor(deps, client, w));
    if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
    const connection = await deps.connections.forWorkspace(w);
    deps.log.info(`workspace ${w.teamId} connected to ${connection.stage} by ${user.id}`);
    return { response: { response_action: 'update', view: setupSavedView(connection.stage, connection.keyLast4) }, after: () => publishHome(deps, client, w, user.id) };
  });

const preset = (deps: FeatureDeps) =>
  answered(deps, 'preset', async ({ client, context }, { user, view }) => {
    const w = workspaceOf(context);
    if (!(await deps.directory.isAdmin(client, w, user.id))) return { response: { response_action: 'errors', errors: { name: NOT_ADMIN } } };
    const parsed = parsePresetSubmission(view.state.values);
    if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
    const saved = await savePreset(deps, client, w, user.id, parsed.value);
    if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
    return { response: { response_action: 'update', view: presetSavedView(saved.preset) }, after: () => publishHome(deps, client, w, user.id) };
  });

export function register(app: App, deps: FeatureDeps): void {
  app.view(VIEWS.give, give(deps));
  app.view(VIEWS.setup, setup(deps));
  app.view(VIEWS.review, review(deps));
  app.view(VIEWS.teamReviewPick, answered(deps, 'team review', ({ context }, { user, view }) => submitPick(deps, workspaceOf(context), user.id, view.id, view.state.values)));
  app.view(VIEWS.teamReviewStep, answered(deps, 'team review', ({ client, context }, { user, view }) => submitStep(deps, client, workspaceOf(context), user.id, view.id, view.state.values, view.private_metadata)));
  app.view(VIEWS.preset, preset(deps));
}
