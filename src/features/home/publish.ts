// Builds and publishes a person's App Home from what the features declared (`Feature.home`, `Feature.homeButton`):
// the parts this person may see (the adapter's guard decides), the sections loaded in parallel, shown in order.
import { shownTo } from '../../slack/admin-guard.js';
import { requestContext } from '../../slack/context.js';
import type { BaseContext } from '../../slack/feature.js';
import { type RenderedSection, homeView } from './home.js';

/**
 * A fresh request context for the person whose Home it is, also when a request of theirs just changed something
 * (setup saved a new key): nothing resolved before the change is reused. A section that fails is logged and left out.
 */
export async function publishHome(base: BaseContext, userId: string): Promise<void> {
  const ctx = requestContext(base, userId);
  const [sections, buttons, t] = await Promise.all([shownTo(ctx, ctx.home.sections), shownTo(ctx, ctx.home.buttons), ctx.words()]);
  const loaded = await Promise.allSettled(sections.map((s) => s.blocks(ctx)));
  const rendered = loaded.flatMap((r, i): RenderedSection[] => {
    if (r.status === 'fulfilled') return [{ blocks: r.value, flush: sections[i]!.flush }];
    ctx.deps.log.error('App Home section:', r.reason);
    return [];
  });
  await ctx.slack.views.publish({ user_id: userId, view: homeView(t, { userId, buttons, sections: rendered }) });
}
