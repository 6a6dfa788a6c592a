// The reactions namespace in English, the source every other language translates.
export const reactions = {};
