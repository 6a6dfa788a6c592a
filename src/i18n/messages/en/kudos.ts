// The kudos namespace in English, the source every other language translates.
export const kudos = {};
