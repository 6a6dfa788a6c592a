// Command options shared by admin commands: `words --name value`, values quoted when they hold spaces.

/** Splits `words --flag value --flag "two words"` into leading words and flags; a flag without a value is refused, named
 *  (`missingValue`), for the caller to word in the reader's language. */
export function parseFlags(text: string): { words: string[]; flags: Record<string, string> } | { missingValue: string } {
  // A quote runs to its closing mark, never past the next opening one: an unclosed “ read to the text's end each time was quadratic.
  const tokens = text.match(/"[^"]*"|“[^“”]*”|\S+/g) ?? [];
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (!token.startsWith('--')) {
      words.push(token);
      continue;
    }
    const value = tokens[i + 1];
    if (value === undefined || value.startsWith('--')) return { missingValue: token };
    flags[token.slice(2).toLowerCase()] = value.replace(/^["“]|["”]$/g, '').replace(/^<mailto:[^|]+\|(.+)>$/, '$1');
    i += 1;
  }
  return { words, flags };
}
