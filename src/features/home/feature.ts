// The App Home tab, composed of the parts the other features declare: published when opened (and after a change).
import { event, type Feature } from '../../slack/feature.js';
import { homeOpenedSchema } from '../../slack/payloads.js';
import { publishHome } from './publish.js';

export const home: Feature = {
  name: 'home',
  events: {
    app_home_opened: event(homeOpenedSchema, async (ctx, e) => {
      if (e.tab === 'home') await publishHome(ctx, e.user);
    }),
  },
};
