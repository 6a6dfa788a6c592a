// The pages namespace in English, the source every other language translates.
export const pages = {};
