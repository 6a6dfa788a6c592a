// App Home's parts are placed by the order each feature declares: two parts with one order stop the app at start-up
// instead of swapping places by chance.
import { expect, it } from 'vitest';
import { FEATURES } from '../../src/features/index.js';
import { declareHome } from '../../src/slack/context.js';
import type { FeatureDeps } from '../../src/slack/deps.js';

const deps = () => ({}) as FeatureDeps;

it('takes every feature’s App Home parts as declared', () => {
  expect(() => declareHome(deps(), FEATURES)).not.toThrow();
});

it('refuses a section or a button whose order another feature declares, naming both', () => {
  const twin = { name: 'twin', home: { order: 40, blocks: async () => [] } };
  expect(() => declareHome(deps(), [...FEATURES, twin])).toThrow('twin declares App Home section 40, which leaderboard declares too');
  const button = { name: 'twin', homeButton: { order: 10, text: 'home.give' as const, actionId: 'twin' } };
  expect(() => declareHome(deps(), [...FEATURES, button])).toThrow('twin declares App Home button 10, which kudos declares too');
});
