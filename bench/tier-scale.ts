// The benches measure the app's own cost against a fake Slack: Slack's tiers (which would hold a burst to one post a
// second per channel) are multiplied out of the way, while every call still takes its slot in the store (its cost counted).
export const BENCH_TIER_SCALE = '1000000';
