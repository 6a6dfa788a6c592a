// The giving namespace in English, the source every other language translates.
export const giving = {};
