// The shape a translated namespace must have: every key of the English one, each a message of its own; a key missing
// or extra in a language does not compile.
export type Translation<T> = { readonly [K in keyof T]: string };
