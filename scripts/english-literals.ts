// Lists the English sentences left in code that people read: every string or template literal of two or more words
// in the given folders (default: every folder of views), except where the text is for operators or machines. What it
// prints is what still needs a catalogue message (src/i18n); `test/unit/i18n-literals.test.ts` fails on any.
// Usage: npx tsx scripts/english-literals.ts [folder or file…]
import { englishLiterals, VIEW_FOLDERS } from '../test/support/english-literals.js';

const found = englishLiterals(process.argv.length > 2 ? process.argv.slice(2) : VIEW_FOLDERS);
for (const f of found) console.log(`${f.file}:${f.line}  ${f.text}`);
console.log(`${found.length} English literal(s)`);
process.exitCode = found.length ? 1 : 0;
