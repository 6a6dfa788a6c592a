// The celebrations namespace in English, the source every other language translates.
export const celebrations = {};
