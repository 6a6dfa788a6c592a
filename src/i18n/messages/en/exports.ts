// The exports namespace in English, the source every other language translates.
export const exports = {};
