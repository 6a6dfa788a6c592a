// The townhall namespace in English, the source every other language translates.
export const townhall = {};
