// The digest namespace in English, the source every other language translates.
export const digest = {};
