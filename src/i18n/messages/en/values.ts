// The values namespace in English, the source every other language translates.
export const values = {};
