// Finds person-facing English left in the code: string and template literals of two or more words, read with the
// TypeScript parser. Passed over, as text for operators or machines: log lines, thrown errors that never reach a person,
// tagged templates (SQL), import paths, object keys, and a literal whose line (or the line above) says
// `// not-for-people: <why>`. Used by scripts/english-literals.ts and test/unit/i18n-literals.test.ts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Where person-facing text is made: the features, the dashboard, the shared views, the pages, the adapter's answers. */
export const VIEW_FOLDERS = ['src/features', 'src/insights', 'src/ui', 'src/slack', 'src/ops', 'src/directory'];

export type Literal = { file: string; line: number; text: string };

/** Two words of letters, once markup (`<div class="a">`, `<@U1>`), placeholders and code spans are taken out. */
const WORDS = /\p{L}{2,}[ \u00a0]+\p{L}+/u;
/** One capitalised word (a button's `Cancel`, a label's `Reason:`): ids and Block Kit's own words are lower case. */
const LABEL = /^[ \u00a0]*\p{Lu}\p{Ll}{2,}[.!?:…]?[ \u00a0]*$/u;
/** Names that are the same in every language. */
const NAMES = new Set(['Kudos', 'Slack', 'Insights', 'Bearer', 'Basic']);
const sentence = (text: string) => {
  const shown = visible(text);
  return WORDS.test(shown) || (LABEL.test(shown) && !NAMES.has(shown.trim().replace(/[.!?:…]$/, '')));
};
const visible = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\$\{[^}]*\}/g, ' ');

const LOGGER = /(^|\.)(log|logger)\.(info|warn|error|debug|trace|fatal)$|^(log|warn|note|onError|onNote)$/;

function exempt(node: ts.Node, source: ts.SourceFile, lines: string[]): boolean {
  const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  if (/not-for-people:/.test(lines[line] ?? '') || /not-for-people:/.test(lines[line - 1] ?? '')) return true;
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTaggedTemplateExpression(at)) return true;
    if (ts.isPropertyAssignment(at) && at.name === node) return true;
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText(source);
      if (LOGGER.test(callee)) return true;
      if (ts.isNewExpression(at) && /Error$/.test(callee) && !/DirectoryError/.test(callee)) return true;
      break;
    }
    if (ts.isBlock(at) || ts.isSourceFile(at)) break;
  }
  return false;
}

function literalsOf(file: string): Literal[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
    else if (ts.isTemplateExpression(node)) value = [node.head.text, ...node.templateSpans.map((s) => ` \${} ${s.literal.text}`)].join('');
    if (value !== undefined && sentence(value) && !exempt(node, source, lines)) {
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value.slice(0, 100).replace(/\n/g, '⏎') });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

export function englishLiterals(paths: string[]): Literal[] {
  return paths.flatMap(filesUnder).flatMap(literalsOf);
}
