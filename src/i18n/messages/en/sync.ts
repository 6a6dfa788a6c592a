// The sync namespace in English, the source every other language translates.
export const sync = {};
