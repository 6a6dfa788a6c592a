// The leaderboard namespace in English, the source every other language translates.
export const leaderboard = {};
